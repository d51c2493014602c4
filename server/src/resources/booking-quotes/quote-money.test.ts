import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { call } from '../../../test/staff.ts';

// Issue 12.3 and 12.4 through the quote API: subtotal − discount = total visibly, once, per venue and per
// currency; the tourist tax note only where the stay's city charges it; New York's tax says sales tax.
// The Amsterdam and New York amounts are the hand-computed ones of booking-quotes.test.ts.

let ctx: FreshApp;
/** Room type IRIs by "City code", from the seeded catalogue. */
const rooms: Record<string, string> = {};
beforeAll(async () => {
  ctx = await freshApp();
  const rows = await ctx.db.query<{ city: string; code: string; room: number }>(`
    select l.city, rt.code, rt.id as room from locations l join location_room_types rt on rt.location_id = l.id`);
  for (const row of rows) rooms[`${row.city} ${row.code}`] = `/api/location_room_types/${row.room}`;
});
afterAll(() => ctx.close());

type Totals = { totalIncludingTaxes: number; totalExcludingTaxes: number; taxAmount: number };
type Pricing = {
  pricingTaxScheme: 'VAT' | 'SALES_TAX';
  subtotal: number;
  subtotals: { event: Totals; hotel: Totals };
  discount: { amount: number } | null;
  totalPriceIncludingTaxes: number;
  totalPriceExcludingTaxes: number;
  touristTaxExcluded: boolean;
};
type Venue = { name: string; pricing: Pricing };

const quote = async (body: unknown) => {
  const answer = await call(ctx.app, 'POST', '/api/booking_quotes', { body });
  expect(answer.status).toBe(200);
  return answer.body;
};
const shown = (p: Pricing) =>
  p.pricingTaxScheme === 'VAT' ? p.totalPriceIncludingTaxes : p.totalPriceExcludingTaxes;
const amsterdamMeeting = {
  date: '2030-05-14',
  startTime: '09:00',
  endTime: '12:00',
  pax: 10,
  halls: [{ hall: '/api/halls/6' }],
  items: [
    { item: '/api/items/1', amount: 1 },
    { item: '/api/items/6', amount: 1 },
  ],
};
const stay = (roomType: string) => ({
  startDate: '2030-05-14',
  endDate: '2030-05-16',
  amount: 2,
  paxRoom: 1,
  roomType,
  breakfast: true,
});

describe('#12.3 subtotal − discount = total, the discount shown once', () => {
  it('WELCOME10 at Amsterdam: 1014.50 − 101.45 = 913.05, subtotals before the discount', async () => {
    const body = await quote({
      location: '/api/locations/1',
      meetingRooms: [amsterdamMeeting],
      hotelRooms: [stay('/api/location_room_types/1')],
      promoCode: 'WELCOME10',
    });
    // Meeting 280.50 + 95.00 + 65.00 = 440.50, rooms 476.00 + breakfast 98.00 = 574.00; 10% of 1014.50.
    expect(body.subtotals.event.totalIncludingTaxes).toBe(44050);
    expect(body.subtotals.hotel.totalIncludingTaxes).toBe(57400);
    expect([body.subtotal, body.discount.amount, body.totalPriceIncludingTaxes]).toEqual([
      101450, 10145, 91305,
    ]);
    const discountLines = body.products.filter((p: { kind: string }) => p.kind === 'discount');
    expect(discountLines.reduce((t: number, p: { amount: number }) => t + p.amount, 0)).toBe(-10145);
  });

  it('MEET50 on a meeting in Amsterdam with rooms in Berlin and Helsinki: per venue and for EUR', async () => {
    const body = await quote({
      location: '/api/locations/1',
      meetingRooms: [amsterdamMeeting],
      hotelRooms: [stay(rooms['Berlin double']!), stay(rooms['Helsinki double']!)],
      promoCode: 'MEET50',
    });
    const venues = body.venues as Venue[];
    // €50 off the meeting, which only Amsterdam holds: 440.50 − 50.00 = 390.50.
    expect(venues[0]!.pricing).toMatchObject({ subtotal: 44050, discount: { amount: 5000 } });
    expect(shown(venues[0]!.pricing)).toBe(39050);
    for (const { pricing } of venues) {
      expect(pricing.subtotal - (pricing.discount?.amount ?? 0)).toBe(shown(pricing));
      const { event, hotel } = pricing.subtotals;
      expect(event.totalIncludingTaxes + hotel.totalIncludingTaxes - (pricing.discount?.amount ?? 0)).toBe(
        pricing.totalPriceIncludingTaxes,
      );
    }
    const [eur] = body.currencies;
    expect(eur.discountAmount).toBe(5000);
    expect(eur.subtotal).toBe(venues.reduce((t, v) => t + v.pricing.subtotal, 0));
    expect(eur.subtotal - eur.discountAmount).toBe(eur.totalPriceIncludingTaxes);
  });
});

describe('#12.4 tourist tax only where it is charged; sales tax named as such', () => {
  it('notes the tourist tax for Amsterdam and Berlin stays only, never for meeting-only pricing', async () => {
    const body = await quote({
      location: '/api/locations/1',
      meetingRooms: [amsterdamMeeting],
      hotelRooms: [
        stay(rooms['Berlin double']!),
        stay(rooms['Helsinki double']!),
        stay(rooms['New York double']!),
      ],
    });
    const notes = Object.fromEntries(
      (body.venues as Venue[]).map((v) => [v.name, v.pricing.touristTaxExcluded]),
    );
    expect(notes).toEqual({
      'Harbour Hotel Amsterdam': false,
      'Harbour Hotel Berlin': true,
      'Harbour Hotel Helsinki': false,
      'Harbour Hotel New York': false,
    });
    const withRooms = await quote({
      location: '/api/locations/1',
      hotelRooms: [stay('/api/location_room_types/1')],
    });
    expect(withRooms.touristTaxExcluded).toBe(true);
  });

  it('prices New York under SALES_TAX, per venue and on the USD tax lines', async () => {
    const body = await quote({
      location: '/api/locations/1',
      hotelRooms: [stay(rooms['New York double']!)],
    });
    const newYork = (body.venues as Venue[]).find((v) => v.name === 'Harbour Hotel New York')!;
    expect(newYork.pricing).toMatchObject({ pricingTaxScheme: 'SALES_TAX', touristTaxExcluded: false });
    const usd = body.currencies.find((c: { currency: string }) => c.currency === 'USD');
    expect(usd.taxes).toEqual([expect.objectContaining({ pricingTaxScheme: 'SALES_TAX', rate: '8.875' })]);
    // Under sales tax the subtotal is before tax: subtotal − discount = total excluding taxes.
    expect(newYork.pricing.subtotal).toBe(newYork.pricing.totalPriceExcludingTaxes);
  });
});
