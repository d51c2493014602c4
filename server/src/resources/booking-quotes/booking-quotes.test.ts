import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMSTERDAM, BERLIN, idOf, type SeededCatalogue, seededCatalogue } from '../../../test/catalogue.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { call, staffKey, violationCodes } from '../../../test/staff.ts';

const NEW_YORK = 'Harbour Hotel New York';

let ctx: FreshApp;
// The seeded catalogue (server/src/db/seed/**), whose prices the expected totals are worked out from.
let seeded: SeededCatalogue;
let ams: string;
let newYork: string;
beforeAll(async () => {
  ctx = await freshApp();
  seeded = await seededCatalogue(ctx.db);
  ams = seeded.location(AMSTERDAM);
  newYork = seeded.location(NEW_YORK);
});
afterAll(() => ctx.close());

const quote = (body: unknown) => call(ctx.app, 'POST', '/api/booking_quotes', { body });
const day = (extra: Record<string, unknown>) => ({
  date: '2030-05-14',
  startTime: '09:00',
  endTime: '12:00',
  pax: 10,
  halls: [],
  items: [],
  packageDeals: [],
  ...extra,
});
const products = (body: { products: { kind: string; totalIncludingTaxes: number }[] }) =>
  body.products.map((p) => `${p.kind} ${p.totalIncludingTaxes}`);

describe('POST /api/booking_quotes', () => {
  it('prices Amsterdam under VAT (prices include 9% and 21%), tax per line rounded half-up', async () => {
    const { status, body } = await quote({
      location: ams,
      email: 'not-needed-for-a-quote@example.com',
      meetingRooms: [
        day({
          halls: [
            {
              hall: seeded.hall(AMSTERDAM, 'kajuit'),
              emplacement: null,
              pax: 10,
              startTime: '09:00',
              endTime: '12:00',
            },
          ],
          items: [
            { item: seeded.item(AMSTERDAM, 'projector'), amount: 1, numberOfGuests: null, startTime: null },
            { item: seeded.item(AMSTERDAM, 'coffee'), amount: 1, numberOfGuests: null, startTime: null },
          ],
        }),
      ],
      hotelRooms: [
        {
          startDate: '2030-05-14',
          endDate: '2030-05-16',
          amount: 2,
          paxRoom: 1,
          roomType: seeded.roomType(AMSTERDAM, 'single'),
          breakfast: true,
          lateCheckoutRooms: 0,
          comments: null,
        },
      ],
      promoCode: null,
    });
    expect(status).toBe(200);
    // De Kajuit 3 started hours × 93.50 = 280.50 (cheaper than the 312.00 morning): tax 280.50 × 21/121 = 48.68.
    // Projector 95.00: tax 16.49. Coffee 6.50 × 10 guests = 65.00 at 9%: tax 5.37.
    // Single rooms 119.00 × 2 rooms × 2 nights = 476.00: tax 39.30. Breakfast 24.50 × 2 × 2 = 98.00: tax 8.09.
    expect(products(body)).toEqual(['hall 28050', 'item 9500', 'item 6500', 'room 47600', 'breakfast 9800']);
    expect(body.products[0]).toMatchObject({
      quantity: 3,
      unitPrice: 9350,
      taxRate: '21',
      taxAmount: 4868,
      period: 'hour',
    });
    expect(body.subtotals).toEqual({
      event: { totalIncludingTaxes: 44050, totalExcludingTaxes: 36996, taxAmount: 7054 },
      hotel: { totalIncludingTaxes: 57400, totalExcludingTaxes: 52661, taxAmount: 4739 },
    });
    expect(body.taxes).toEqual([
      { rate: '9', taxableAmount: 58624, taxAmount: 5276 },
      { rate: '21', taxableAmount: 31033, taxAmount: 6517 },
    ]);
    expect(body).toMatchObject({
      '@type': 'BookingQuote',
      currency: 'EUR',
      pricingTaxScheme: 'VAT',
      totalPriceIncludingTaxes: 101450,
      totalPriceExcludingTaxes: 89657,
      totalTaxAmount: 11793,
      touristTaxExcluded: true,
      discount: null,
      promoCode: null,
    });
  });

  it('prices New York under sales tax (8.875% added on top of every line)', async () => {
    const { status, body } = await quote({
      location: newYork,
      meetingRooms: [
        day({
          endTime: '11:00',
          halls: [{ hall: seeded.hall(NEW_YORK, 'pier') }],
          items: [{ item: seeded.item(NEW_YORK, 'projector'), amount: 2 }],
        }),
      ],
      hotelRooms: [
        {
          startDate: '2030-05-13',
          endDate: '2030-05-16',
          amount: 1,
          paxRoom: 2,
          roomType: seeded.roomType(NEW_YORK, 'double'),
          breakfast: true,
          lateCheckoutRooms: 1,
        },
      ],
    });
    expect(status).toBe(200);
    // Pier 17: 2 hours × 374.50 = 749.00 + 66.47 tax. Projector 2 × 123.50 = 247.00 + 21.92.
    // Double 193.50 × 3 nights = 580.50 + 51.52; breakfast 32.00 × 2 guests × 3 = 192.00 + 17.04;
    // late check-out 45.50 + 4.04 (4.038 rounds up).
    expect(
      body.products.map((p: { kind: string; totalExcludingTaxes: number; taxAmount: number }) => [
        p.kind,
        p.totalExcludingTaxes,
        p.taxAmount,
      ]),
    ).toEqual([
      ['hall', 74900, 6647],
      ['item', 24700, 2192],
      ['room', 58050, 5152],
      ['breakfast', 19200, 1704],
      ['late_checkout', 4550, 404],
    ]);
    expect(body).toMatchObject({
      currency: 'USD',
      pricingTaxScheme: 'SALES_TAX',
      subtotals: {
        event: { totalExcludingTaxes: 99600, taxAmount: 8839, totalIncludingTaxes: 108439 },
        hotel: { totalExcludingTaxes: 81800, taxAmount: 7260, totalIncludingTaxes: 89060 },
      },
      taxes: [{ rate: '8.875', taxableAmount: 181400, taxAmount: 16099 }],
      totalPriceExcludingTaxes: 181400,
      totalTaxAmount: 16099,
      totalPriceIncludingTaxes: 197499,
    });
  });

  it('charges a package deal per person and not the hall and items it includes', async () => {
    const { body } = await quote({
      location: ams,
      meetingRooms: [
        day({
          halls: [{ hall: seeded.hall(AMSTERDAM, 'kajuit') }],
          items: [{ item: seeded.item(AMSTERDAM, 'projector'), amount: 1 }],
          packageDeals: [{ packageDeal: seeded.packageDeal(AMSTERDAM, 'meeting-morning'), amount: 12 }],
        }),
      ],
    });
    // 12 persons × 45.00 = 540.00 at 21%: tax 93.72; the hall and projector are included (0.00).
    expect(products(body)).toEqual(['package_deal 54000', 'hall 0', 'item 0']);
    expect(body.products[1].includedIn).toBe(seeded.packageDeal(AMSTERDAM, 'meeting-morning'));
    expect(body).toMatchObject({ totalPriceIncludingTaxes: 54000, totalTaxAmount: 9372 });
  });

  it('applies a valid promo code and says so', async () => {
    const { body } = await quote({
      location: ams,
      meetingRooms: [day({ items: [{ item: seeded.item(AMSTERDAM, 'projector'), amount: 2 }] })],
      promoCode: ' welcome 10 ',
    });
    expect(body.promoCode).toEqual({ code: 'WELCOME10', status: 'applied' });
    expect(body.discount).toEqual({ code: 'WELCOME10', kind: 'percentage', appliesTo: 'both', amount: 1900 });
    expect(body.totalPriceIncludingTaxes).toBe(17100);
  });

  it.each([
    ['NOPE', 'unknown', AMSTERDAM, 'event'],
    ['SPRING2020', 'expired', AMSTERDAM, 'event'],
    ['LASTONE', 'exhausted', AMSTERDAM, 'event'],
    ['STAY15', 'not_applicable', AMSTERDAM, 'event'],
    ['MEET50', 'not_applicable', AMSTERDAM, 'hotel'],
    ['MEET50', 'wrong_location', NEW_YORK, 'event'],
    ['FUTURE', 'not_yet_valid', AMSTERDAM, 'event'],
    ['BERLINONLY', 'wrong_location', AMSTERDAM, 'event'],
  ])(
    'reports %s as %s to staff (and "invalid" to the public unless it is about the content), and prices without it',
    async (code, reason, locationName, part) => {
      const partner = idOf(seeded.partner('harbour'));
      const berlin = idOf(seeded.location(BERLIN));
      await ctx.db.query(
        `insert into promo_codes (partner_id, code, kind, value, valid_from, location_ids) values
       (${partner}, 'FUTURE', 'percentage', 500, '2031-01-01', '{}'),
       (${partner}, 'BERLINONLY', 'percentage', 500, null, '{${berlin}}')
       on conflict do nothing`,
      );
      const location = seeded.location(locationName);
      const lines =
        part === 'event'
          ? {
              meetingRooms: [
                day({
                  items: [{ item: seeded.item(locationName, 'projector'), amount: 1 }],
                }),
              ],
            }
          : {
              hotelRooms: [
                {
                  startDate: '2030-05-14',
                  endDate: '2030-05-15',
                  amount: 1,
                  paxRoom: 1,
                  roomType: seeded.roomType(AMSTERDAM, 'single'),
                },
              ],
            };
      const { status, body } = await quote({ location, ...lines, promoCode: code });
      expect(status).toBe(200);
      // Whether a code exists is none of the public's business: one reason for unknown and spent codes.
      const publicReason = reason === 'not_applicable' ? reason : 'invalid';
      expect(body.promoCode).toEqual({ code, status: 'rejected', reason: publicReason });
      const staff = await call(ctx.app, 'POST', '/api/booking_quotes', {
        body: { location, ...lines, promoCode: code },
        key: await staffKey(ctx.db, 'harbour'),
      });
      expect(staff.body.promoCode).toEqual({ code, status: 'rejected', reason });
      expect(body.discount).toBeNull();
      expect(body.products.some((p: { kind: string }) => p.kind === 'discount')).toBe(false);
    },
  );

  it("prices with a verified corporate account's negotiated discount, and says when it is not verified", async () => {
    const lines = {
      location: ams,
      meetingRooms: [day({ items: [{ item: seeded.item(AMSTERDAM, 'projector'), amount: 2 }] })],
    };
    const acme = {
      companyName: 'Acme Travel B.V.',
      email: 'travel@acme.example',
      corporateCode: 'ACME-2030',
    };
    const verified = await quote({ ...lines, corporateAccount: acme });
    // 190.00 less the negotiated 12% = 167.20.
    expect(verified.body).toMatchObject({
      totalPriceIncludingTaxes: 16720,
      discount: { code: 'corporate:Acme Travel B.V.', kind: 'percentage', amount: 2280 },
      corporateAccount: { verified: true, reason: null },
    });
    const wrong = await quote({ ...lines, corporateAccount: { ...acme, corporateCode: 'ACME-2031' } });
    expect(wrong.body).toMatchObject({
      totalPriceIncludingTaxes: 19000,
      discount: null,
      corporateAccount: { verified: false, reason: 'invalid_credentials' },
    });
    // An applied promo code takes the place of the negotiated discount.
    const both = await quote({ ...lines, corporateAccount: acme, promoCode: 'WELCOME10' });
    expect(both.body).toMatchObject({ totalPriceIncludingTaxes: 17100, discount: { code: 'WELCOME10' } });
  });

  it('refuses lines outside the location, unknown locations and bad payloads with 422 violations', async () => {
    const other = await quote({
      location: ams,
      meetingRooms: [
        day({
          halls: [{ hall: seeded.hall(NEW_YORK, 'pier') }],
          packageDeals: [{ packageDeal: seeded.packageDeal(NEW_YORK, 'meeting-morning'), amount: 10 }],
        }),
      ],
      hotelRooms: [
        {
          startDate: '2030-05-14',
          endDate: '2030-05-15',
          amount: 1,
          paxRoom: 1,
          // Fjord's (another partner); Harbour's other locations' room types are allowed (issue 7).
          roomType: seeded.roomType('Fjord Lodge Bergen', 'double'),
        },
      ],
    });
    expect(other.status).toBe(422);
    expect(violationCodes(other.body)).toEqual([
      'meetingRooms[0].halls[0].hall: not_found',
      'meetingRooms[0].packageDeals[0].packageDeal: not_found',
      'hotelRooms[0].roomType: not_found',
    ]);
    const unknown = await quote({ location: '/api/locations/999' });
    expect(violationCodes(unknown.body)).toEqual(['location: not_found']);
    const bad = await quote({
      meetingRooms: [{ date: '2030-02-30', startTime: '9', endTime: '12:00', pax: 0 }],
    });
    expect(bad.status).toBe(422);
    expect(violationCodes(bad.body)).toEqual(
      expect.arrayContaining([
        'location: required',
        'meetingRooms[0].date: invalid_value',
        'meetingRooms[0].startTime: invalid_format',
        'meetingRooms[0].pax: out_of_range',
      ]),
    );
  });
});
