import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';
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

describe('GET /api/hall_period_pricings', () => {
  it('lists a hall’s prices per period in minor units with their currency', async () => {
    const { status, body } = await getJson(ctx.app, '/api/hall_period_pricings?hall=6&itemsPerPage=2');
    expect(status).toBe(200);
    expect(body.totalItems).toBe(5);
    expect(body.member).toEqual([
      {
        '@id': '/api/hall_period_pricings/26',
        '@type': 'HallPeriodPricing',
        id: 26,
        hall: '/api/halls/6',
        period: 'hour',
        price: 9350,
        currency: 'EUR',
        validFrom: null,
        validUntil: null,
      },
      {
        '@id': '/api/hall_period_pricings/27',
        '@type': 'HallPeriodPricing',
        id: 27,
        hall: '/api/halls/6',
        period: 'morning',
        price: 31200,
        currency: 'EUR',
        validFrom: null,
        validUntil: null,
      },
    ]);
    expect(body.view.next).toBe('/api/hall_period_pricings?hall=6&itemsPerPage=2&page=2');
  });

  it('prices New York in dollars and Bergen in kroner', async () => {
    const nyc = await getJson(ctx.app, '/api/hall_period_pricings?hall=16&itemsPerPage=1');
    expect(nyc.body.member[0].currency).toBe('USD');
    const bergen = await getJson(ctx.app, '/api/hall_period_pricings?hall=23&itemsPerPage=1');
    expect(bergen.body.member[0].currency).toBe('NOK');
  });

  it('scopes public reads to a hall or partner and staff reads to their partner', async () => {
    await expectProblem(ctx.app, '/api/hall_period_pricings', 400, 'partner_required');
    expect(
      (await getJson(ctx.app, '/api/hall_period_pricings?partner=fjord&itemsPerPage=1')).body.totalItems,
    ).toBe(20);
    expect(
      (await call(ctx.app, 'GET', '/api/hall_period_pricings?itemsPerPage=1', { key: fjord })).body
        .totalItems,
    ).toBe(40);
    expect(
      (await call(ctx.app, 'GET', '/api/hall_period_pricings?hall=1', { key: fjord })).body.totalItems,
    ).toBe(0);
    expect((await call(ctx.app, 'GET', '/api/hall_period_pricings/26', { key: fjord })).status).toBe(404);
  });
});

describe('writing /api/hall_period_pricings/{id}', () => {
  it('limits a price to a season by merge patch; "null" currency means EUR', async () => {
    const response = await call(ctx.app, 'PATCH', '/api/hall_period_pricings/30', {
      key: harbour,
      body: { price: 45000, validFrom: '2030-06-01', validUntil: '2030-08-31', currency: 'null' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      '@context': '/api/contexts/HallPeriodPricing',
      '@id': '/api/hall_period_pricings/30',
      '@type': 'HallPeriodPricing',
      id: 30,
      hall: '/api/halls/6',
      period: 'full_day',
      price: 45000,
      currency: 'EUR',
      validFrom: '2030-06-01',
      validUntil: '2030-08-31',
    });
  });

  it('replaces by PUT (the season ends when left out) and checks every value', async () => {
    const put = await call(ctx.app, 'PUT', '/api/hall_period_pricings/30', {
      key: harbour,
      body: { period: 'evening', price: 1 },
    });
    expect(put.body).toMatchObject({
      period: 'evening',
      price: 1,
      currency: 'EUR',
      validFrom: null,
      validUntil: null,
    });
    const bad = await call(ctx.app, 'PUT', '/api/hall_period_pricings/30', {
      key: harbour,
      body: { period: 'night', price: -5, currency: 'euro', validFrom: '2030-02-30', validUntil: 'soon' },
    });
    expect(bad.status).toBe(422);
    expect(violationCodes(bad.body).sort()).toEqual([
      'currency: invalid_format',
      'period: invalid_choice',
      'price: out_of_range',
      'validFrom: invalid_value',
      'validUntil: invalid_format',
    ]);
    const backwards = await call(ctx.app, 'PATCH', '/api/hall_period_pricings/30', {
      key: harbour,
      body: { validFrom: '2030-08-31', validUntil: '2030-06-01' },
    });
    expect(violationCodes(backwards.body)).toEqual(['validUntil: invalid_range']);
  });

  it('lets only the owning partner write', async () => {
    expect(
      (await call(ctx.app, 'PUT', '/api/hall_period_pricings/30', { body: { period: 'hour', price: 1 } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(ctx.app, 'PUT', '/api/hall_period_pricings/30', {
          key: fjord,
          body: { period: 'hour', price: 1 },
        })
      ).status,
    ).toBe(404);
  });
});
