import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { call, staffKey, violationCodes } from '../../../test/staff.ts';

let ctx: FreshApp;
let harbour: string;
let fjord: string;
beforeAll(async () => {
  ctx = await freshApp();
  harbour = await staffKey(ctx.db, 'harbour');
  fjord = await staffKey(ctx.db, 'fjord');
});
afterAll(() => ctx.close());

const codes = (body: { member: { code: string }[] }) => body.member.map((m) => m.code);

describe('/api/promo_codes (staff)', () => {
  it("lists the partner's codes to its staff only", async () => {
    const mine = await call(ctx.app, 'GET', '/api/promo_codes', { key: harbour });
    expect(mine.status).toBe(200);
    expect(codes(mine.body)).toEqual(['LASTONE', 'MEET50', 'SPRING2020', 'STAY15', 'WELCOME10']);
    expect(mine.body.member[1]).toEqual({
      '@id': '/api/promo_codes/2',
      '@type': 'PromoCode',
      id: 2,
      partner: '/api/partners/1',
      code: 'MEET50',
      locations: [],
      kind: 'fixed',
      value: 5000,
      currency: 'EUR',
      validFrom: '2026-01-01',
      validUntil: '2035-12-31',
      maxUses: null,
      uses: 0,
      appliesTo: 'event',
    });
    expect((await call(ctx.app, 'GET', '/api/promo_codes', { key: fjord })).body.totalItems).toBe(0);
    // The public may name a partner, and still sees no code.
    expect((await call(ctx.app, 'GET', '/api/promo_codes?partner=harbour')).body.totalItems).toBe(0);
    expect((await call(ctx.app, 'GET', '/api/promo_codes/1')).status).toBe(404);
  });

  it('creates a code (normalised), which a quote then applies; patches and deletes it', async () => {
    const created = await call(ctx.app, 'POST', '/api/promo_codes', {
      key: harbour,
      body: {
        code: 'summer 25',
        kind: 'percentage',
        value: 2500,
        locations: ['/api/locations/1'],
        appliesTo: 'event',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'SUMMER25',
      locations: ['/api/locations/1'],
      uses: 0,
      maxUses: null,
    });
    const quote = await call(ctx.app, 'POST', '/api/booking_quotes', {
      body: {
        location: '/api/locations/1',
        meetingRooms: [
          {
            date: '2030-05-14',
            startTime: '09:00',
            endTime: '12:00',
            pax: 10,
            items: [{ item: '/api/items/1', amount: 4 }],
          },
        ],
        promoCode: 'Summer25',
      },
    });
    // 4 projectors × 95.00 = 380.00, less 25%.
    expect(quote.body).toMatchObject({ totalPriceIncludingTaxes: 28500, promoCode: { status: 'applied' } });
    const id = created.body.id;
    const patched = await call(ctx.app, 'PATCH', `/api/promo_codes/${id}`, {
      key: harbour,
      body: { maxUses: 0 },
    });
    expect(patched.body).toMatchObject({ maxUses: 0, code: 'SUMMER25' });
    const exhausted = await call(ctx.app, 'POST', '/api/booking_quotes', {
      body: {
        location: '/api/locations/1',
        meetingRooms: [
          {
            date: '2030-05-14',
            startTime: '09:00',
            endTime: '12:00',
            pax: 10,
            items: [{ item: '/api/items/1', amount: 1 }],
          },
        ],
        promoCode: 'SUMMER25',
      },
    });
    expect(exhausted.body.promoCode).toEqual({ code: 'SUMMER25', status: 'rejected', reason: 'invalid' });
    expect((await call(ctx.app, 'DELETE', `/api/promo_codes/${id}`, { key: harbour })).status).toBe(204);
  });

  it('refuses bad codes: percentage over 100%, fixed without currency, dates reversed, foreign locations, duplicates', async () => {
    const post = (body: unknown, key = harbour) => call(ctx.app, 'POST', '/api/promo_codes', { key, body });
    expect(violationCodes((await post({ code: 'A1', kind: 'percentage', value: 10001 })).body)).toEqual([
      'value: out_of_range',
    ]);
    expect(violationCodes((await post({ code: 'A2', kind: 'fixed', value: 500 })).body)).toEqual([
      'currency: required',
    ]);
    expect(
      violationCodes(
        (
          await post({
            code: 'A3',
            kind: 'percentage',
            value: 500,
            validFrom: '2030-02-01',
            validUntil: '2030-01-01',
          })
        ).body,
      ),
    ).toEqual(['validUntil: invalid_range']);
    expect(
      violationCodes(
        (await post({ code: 'A4', kind: 'percentage', value: 500, locations: ['/api/locations/1'] }, fjord))
          .body,
      ),
    ).toEqual(['locations[0]: not_found']);
    expect((await post({ code: 'welcome10', kind: 'percentage', value: 500 })).status).toBe(409);
    expect(
      (await call(ctx.app, 'POST', '/api/promo_codes', { body: { code: 'X', kind: 'percentage', value: 1 } }))
        .status,
    ).toBe(401);
  });
});
