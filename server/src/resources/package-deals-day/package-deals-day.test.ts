import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { getJson } from '../../../test/http.ts';

// Issue 4 asks that GET /api/locations/{id}/package_deals answers only the deals valid for one day,
// timeslot, period and group size, with what they include and the price per person. The catalogue
// tests cover the filters one by one; these pin the boundaries a visitor's day meets.
let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
  // Deal 1 (meeting-morning, 08:00–12:30, 8–60 guests) valid for May 2030 only.
  await ctx.db.query(
    "update package_deals set valid_from = '2030-05-01', valid_until = '2030-05-31' where id = 1",
  );
});
afterAll(() => ctx.close());

const keys = async (query: string) =>
  ((await getJson(ctx.app, `/api/locations/1/package_deals?${query}`)).body.member as { key: string }[]).map(
    (d) => d.key,
  );
const morning = (date: string, pax: number, start = '08:00', end = '12:30') =>
  `startTime=${start}&endTime=${end}&date=${date}&pax=${pax}&period=morning`;

describe('package deals for a day', () => {
  it('answers a deal on the first and last day of its validity, not the day before or after', async () => {
    expect(await keys(morning('2030-05-01', 20))).toEqual(['meeting-morning']);
    expect(await keys(morning('2030-05-31', 20))).toEqual(['meeting-morning']);
    expect(await keys(morning('2030-04-30', 20))).toEqual([]);
    expect(await keys(morning('2030-06-01', 20))).toEqual([]);
  });

  it('answers it for its minimum and maximum guests, not one fewer or one more', async () => {
    expect(await keys(morning('2030-05-14', 8))).toEqual(['meeting-morning']);
    expect(await keys(morning('2030-05-14', 60))).toEqual(['meeting-morning']);
    expect(await keys(morning('2030-05-14', 7))).toEqual([]);
    expect(await keys(morning('2030-05-14', 61))).toEqual([]);
  });

  it('answers it for a meeting exactly in its timeslot, not one that starts earlier or ends later', async () => {
    expect(await keys(morning('2030-05-14', 20, '08:00', '12:30'))).toEqual(['meeting-morning']);
    expect(await keys(morning('2030-05-14', 20, '07:59', '12:30'))).toEqual([]);
    expect(await keys(morning('2030-05-14', 20, '08:00', '12:31'))).toEqual([]);
  });

  it('carries the price per person and the halls and items it includes', async () => {
    const { body } = await getJson(ctx.app, `/api/locations/1/package_deals?${morning('2030-05-14', 20)}`);
    expect(body.member[0]).toMatchObject({
      pricePerPerson: 4500,
      currency: 'EUR',
      includingHallRental: true,
      minPax: 8,
      maxPax: 60,
      validFrom: '2030-05-01',
      validUntil: '2030-05-31',
      halls: expect.arrayContaining(['/api/halls/6']),
      items: expect.arrayContaining([{ item: '/api/items/1', quantity: 1 }]),
    });
  });
});
