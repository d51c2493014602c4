import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { getJson } from '../../../test/http.ts';
import { call } from '../../../test/staff.ts';

// Issue 12, defect 1: a package deal is priced per person. The contract lets a client leave a day's
// package `amount` (persons) out or null: it is then the day's guests, never 1.

let ctx: FreshApp;
let fullDay: string;
beforeAll(async () => {
  ctx = await freshApp();
  // Amsterdam's full-day meeting package (seed: €69.50 per person, VAT included).
  const { body } = await getJson(ctx.app, '/api/package_deals?location=/api/locations/1&itemsPerPage=100');
  const deal = (body.member as { '@id': string; type: string; period: string }[]).find(
    (d) => d.type === 'meeting' && d.period === 'full_day',
  );
  fullDay = deal!['@id'];
});
afterAll(() => ctx.close());

const day = (packageDeal: Record<string, unknown>) => ({
  date: '2030-05-14',
  startTime: '08:30',
  endTime: '17:30',
  pax: 40,
  packageDeals: [{ packageDeal: fullDay, ...packageDeal }],
});

describe('package deal persons (contract: absent or null = the day’s pax)', () => {
  for (const [label, line] of [
    ['absent', {}],
    ['null', { amount: null }],
  ] as const) {
    it(`prices a package with persons ${label} for the day's 40 guests in a quote`, async () => {
      const { status, body } = await call(ctx.app, 'POST', '/api/booking_quotes', {
        body: { location: '/api/locations/1', meetingRooms: [day(line)] },
      });
      expect(status).toBe(200);
      const lines = body.products.filter((p: { kind: string }) => p.kind === 'package_deal');
      // 40 persons × €69.50 = €2,780.00 (not 1 × €69.50).
      expect(lines).toEqual([
        expect.objectContaining({
          quantity: 40,
          unitPrice: 6950,
          amount: 278000,
          totalIncludingTaxes: 278000,
        }),
      ]);
    });
  }

  it('bills a booked package sent without persons for the day’s 40 guests', async () => {
    const { status, body } = await call(ctx.app, 'POST', '/api/booking', {
      body: {
        location: '/api/locations/1',
        email: 'planner@example.com',
        types: ['mice'],
        meetingRooms: [day({})],
      },
    });
    expect(status).toBe(201);
    // Stored as null (the day's pax, followed when the guests change) and billed for 40 persons.
    expect(body.meetingRooms[0].packageDeals[0]).toMatchObject({ packageDeal: fullDay, amount: null });
    const billing = await getJson(ctx.app, `/api/booking/${body.id}/billing`, {
      headers: { username: body.username, key: body.key },
    });
    expect(billing.status).toBe(200);
    const lines = billing.body.products.filter((p: { kind: string }) => p.kind === 'package_deal');
    expect(lines).toEqual([expect.objectContaining({ quantity: 40, unitPrice: 6950, amount: 278000 })]);
  });
});
