import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';
import { staffKey } from '../../../test/staff.ts';
import { amsterdam } from '../../db/seed/harbour/amsterdam.ts';
import { insertBooking, insertDay, insertDayHall } from './booking-rows.fixtures.ts';

let ctx: FreshApp;
let theater: number;
let boardroom: number;
const DATE = '2030-05-14';
// Amsterdam (location 1): IJ Zaal 1, Keizersgracht 2, Herengracht 3, Jordaan 4 (no theatre layout),
// De Zolder 5, De Kajuit 6 (boardroom and u-shape only).
const capacities = new Map<string, number>();

beforeAll(async () => {
  ctx = await freshApp();
  const rows = await ctx.db.query<{ code: string; id: number }>('select code, id from emplacements');
  theater = rows.find((r) => r.code === 'theater')!.id;
  boardroom = rows.find((r) => r.code === 'boardroom')!.id;
  for (const row of await ctx.db.query<{ hall_id: number; capacity: number }>(
    'select e.hall_id, e.capacity from hall_emplacements e join halls h on h.id = e.hall_id where e.emplacement_id = $1 and h.location_id = 1',
    [theater],
  )) {
    capacities.set(String(row.hall_id), row.capacity);
  }
});
afterAll(() => ctx.close());

const url = (extra: string, pax = 60) =>
  `/api/halls_suitable?location=/api/locations/1&date=${DATE}&startTime=09:00&endTime=12:00&pax=${pax}&emplacement=/api/emplacements/${theater}${extra}`;
const states = (body: { member: { id: number; state: string }[] }) =>
  body.member.map((h) => `${h.id}:${h.state}`);

describe('GET /api/halls_suitable', () => {
  it('answers every hall with its theatre capacity, smallest that fits first, then too small, then no layout', async () => {
    // A group one more than the second smallest theatre capacity: two halls fit, two are too small.
    const sorted = [...capacities.values()].sort((a, b) => a - b);
    const pax = sorted[1]! + 1;
    const { status, body } = await getJson(ctx.app, url('', pax));
    expect(status).toBe(200);
    const withTheatre = [1, 2, 3, 5];
    expect([...capacities.keys()].map(Number).sort()).toEqual(withTheatre);
    const fit = withTheatre.filter((id) => capacities.get(String(id))! >= pax);
    const small = withTheatre.filter((id) => capacities.get(String(id))! < pax);
    fit.sort((a, b) => capacities.get(String(a))! - capacities.get(String(b))!);
    small.sort((a, b) => capacities.get(String(b))! - capacities.get(String(a))!);
    expect(fit.length).toBeGreaterThan(1);
    expect(small.length).toBeGreaterThan(0);
    expect(states(body)).toEqual([
      ...fit.map((id) => `${id}:available`),
      ...small.map((id) => `${id}:too_small`),
      '4:no_layout',
      '6:no_layout',
    ]);
    const tooSmall = body.member.find((h: { id: number }) => h.id === small[0]);
    expect(tooSmall).toEqual({
      '@id': `/api/halls/${small[0]}`,
      '@type': 'HallSuitability',
      id: small[0],
      name: expect.any(String),
      squareMeters: expect.any(Number),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      capacity: capacities.get(String(small[0])),
      maxCapacity: capacities.get(String(small[0])),
      state: 'too_small',
      price: expect.any(Number),
      currency: 'EUR',
    });
    expect(body.member.find((h: { id: number }) => h.id === 4)).toMatchObject({
      capacity: null,
      state: 'no_layout',
    });
  });

  it('prices each hall for the asked window as a quote charges it, from the seeded period prices', async () => {
    // Seed (db/seed/catalogue/halls.ts): every Amsterdam hall has undated hour, morning, afternoon,
    // evening and full-day prices in EUR. 09:00–12:00 lies in the morning (07:00–12:30): three started
    // hours or the morning, whichever is cheaper; 09:00–17:00 lies in the full day (07:00–18:00), cheaper
    // than a morning plus an afternoon or eight hours in the seed's price list.
    const { body: morning } = await getJson(ctx.app, url('', 10));
    const { body: day } = await getJson(ctx.app, url('', 10).replace('endTime=12:00', 'endTime=17:00'));
    amsterdam.halls.forEach((seeded, index) => {
      const { hour, morning: morningPrice, full_day: fullDay } = seeded.prices;
      const id = index + 1;
      const priceOf = (body: { member: { id: number; price: number | null }[] }) =>
        body.member.find((h) => h.id === id)?.price;
      expect(priceOf(morning), seeded.name).toBe(Math.min(3 * hour!, morningPrice!));
      expect(priceOf(day), seeded.name).toBe(fullDay);
    });
    expect(new Set(morning.member.map((h: { currency: string }) => h.currency))).toEqual(new Set(['EUR']));
    // A hall whose prices are not valid that day is not priced, rather than free.
    await ctx.db.query("update hall_period_pricings set valid_from = '2099-01-01' where hall_id = 3");
    const { body: unpriced } = await getJson(ctx.app, url('', 10));
    expect(unpriced.member.find((h: { id: number }) => h.id === 3).price).toBeNull();
    await ctx.db.query('update hall_period_pricings set valid_from = null where hall_id = 3');
  });

  it('marks a hall occupied by a held or booked day-hall, but not by a released one or by itself', async () => {
    const bookingId = await insertBooking(ctx.db, { locationId: 1, username: 'occ-1', key: 'k1' });
    const dayId = await insertDay(ctx.db, bookingId, {
      date: DATE,
      startTime: '10:00',
      endTime: '11:00',
      pax: 60,
    });
    const held = await insertDayHall(ctx.db, dayId, {
      hallId: 1,
      startTime: '10:00',
      endTime: '11:00',
      blocking: true,
    });
    await insertDayHall(ctx.db, dayId, { hallId: 2, startTime: '10:00', endTime: '11:00', blocking: false });
    const { body } = await getJson(ctx.app, url(''));
    const byId = new Map(body.member.map((h: { id: number; state: string }) => [h.id, h.state]));
    expect(byId.get(1)).toBe('occupied');
    expect(byId.get(2)).toBe('available');
    // Available halls rank before occupied ones.
    expect(states(body).indexOf('1:occupied')).toBeGreaterThan(states(body).indexOf('2:available'));
    for (const self of [`/api/reservation_day_halls/${held}`, String(held)]) {
      const again = await getJson(ctx.app, url(`&reservationDayHall=${encodeURIComponent(self)}`));
      expect(again.body.member.find((h: { id: number }) => h.id === 1).state).toBe('available');
    }
    // A meeting that ends when the held one starts does not overlap (half-open ranges).
    const before = await getJson(ctx.app, url('').replace('endTime=12:00', 'endTime=10:00'));
    expect(before.body.member.find((h: { id: number }) => h.id === 1).state).toBe('available');
    await ctx.db.query('delete from bookings where id = $1', [bookingId]);
  });

  it("applies the hall's set-up and tear-down buffers", async () => {
    const bookingId = await insertBooking(ctx.db, { locationId: 1, username: 'buf-1', key: 'k2' });
    const dayId = await insertDay(ctx.db, bookingId, {
      date: DATE,
      startTime: '13:00',
      endTime: '15:00',
      pax: 60,
    });
    await insertDayHall(ctx.db, dayId, { hallId: 3, startTime: '13:00', endTime: '15:00', blocking: true });
    const at = (start: string, end: string) =>
      getJson(
        ctx.app,
        url('', 10)
          .replace('startTime=09:00', `startTime=${start}`)
          .replace('endTime=12:00', `endTime=${end}`),
      );
    const stateOf3 = async (start: string, end: string) =>
      (await at(start, end)).body.member.find((h: { id: number }) => h.id === 3).state;
    expect(await stateOf3('10:00', '12:45')).toBe('available');
    expect(await stateOf3('15:15', '17:00')).toBe('available');
    await ctx.db.query('update halls set buffer_before_minutes = 30, buffer_after_minutes = 30 where id = 3');
    // The requested window widened by 30 minutes each side now touches 13:00–15:00.
    expect(await stateOf3('10:00', '12:45')).toBe('occupied');
    expect(await stateOf3('15:15', '17:00')).toBe('occupied');
    expect(await stateOf3('10:00', '12:30')).toBe('available');
    expect(await stateOf3('15:30', '17:00')).toBe('available');
    const { body } = await at('10:00', '12:45');
    expect(body.member.find((h: { id: number }) => h.id === 3)).toMatchObject({
      bufferBeforeMinutes: 30,
      bufferAfterMinutes: 30,
    });
    await ctx.db.query('update halls set buffer_before_minutes = 0, buffer_after_minutes = 0 where id = 3');
    await ctx.db.query('delete from bookings where id = $1', [bookingId]);
  });

  it('sees a tear-down longer than a day reaching into the next days', async () => {
    const bookingId = await insertBooking(ctx.db, { locationId: 1, username: 'long-1', key: 'k3' });
    await ctx.db.query('update halls set buffer_after_minutes = 2000 where id = 3');
    const dayId = await insertDay(ctx.db, bookingId, {
      date: '2030-05-12',
      startTime: '13:00',
      endTime: '15:00',
      pax: 10,
    });
    await insertDayHall(ctx.db, dayId, { hallId: 3, startTime: '13:00', endTime: '15:00', blocking: true });
    // 2030-05-12 15:00 + 2000 minutes = 2030-05-14 00:20.
    const early = url('', 10)
      .replace('startTime=09:00', 'startTime=00:00')
      .replace('endTime=12:00', 'endTime=00:15');
    expect((await getJson(ctx.app, early)).body.member.find((h: { id: number }) => h.id === 3).state).toBe(
      'occupied',
    );
    await ctx.db.query('update halls set buffer_after_minutes = 0 where id = 3');
    await ctx.db.query('delete from bookings where id = $1', [bookingId]);
  });

  it('says unavailable for a hall the venue switched off; available=true leaves it out; name narrows', async () => {
    await ctx.db.query('update halls set available = false where id = 5');
    const all = await getJson(ctx.app, url(''));
    expect(states(all.body).at(-1)).toBe('5:unavailable');
    const onlyAvailable = await getJson(ctx.app, url('&available=true'));
    expect(states(onlyAvailable.body).some((s) => s.startsWith('5:'))).toBe(false);
    const named = await getJson(ctx.app, url('&name=gracht'));
    expect(named.body.member.map((h: { name: string }) => h.name).sort()).toEqual([
      'Herengracht',
      'Keizersgracht',
    ]);
    await ctx.db.query('update halls set available = true where id = 5');
  });

  it('uses the largest layout when no emplacement is given', async () => {
    const { body } = await getJson(
      ctx.app,
      url('', 10).replace(`&emplacement=/api/emplacements/${theater}`, ''),
    );
    expect(body.member.find((h: { id: number }) => h.id === 4).state).toBe('available');
    const boardroomOnly = await getJson(
      ctx.app,
      url('', 10).replace(`/api/emplacements/${theater}`, `/api/emplacements/${boardroom}`),
    );
    expect(boardroomOnly.body.member.every((h: { state: string }) => h.state === 'available')).toBe(true);
  });

  it.each([
    ['endTime=09:00', 'invalid_time_range', (u: string) => u.replace('endTime=12:00', 'endTime=09:00')],
    [
      'endTime before start',
      'invalid_time_range',
      (u: string) => u.replace('endTime=12:00', 'endTime=08:00'),
    ],
    ['startTime=9', 'invalid_time', (u: string) => u.replace('startTime=09:00', 'startTime=9')],
    ['date=2030-02-30', 'invalid_date', (u: string) => u.replace(DATE, '2030-02-30')],
    ['pax=0', 'invalid_pax', (u: string) => u.replace('pax=60', 'pax=0')],
    ['pax=abc', 'invalid_pax', (u: string) => u.replace('pax=60', 'pax=abc')],
    ['no location', 'missing_parameter', (u: string) => u.replace('location=/api/locations/1&', '')],
    ['no date', 'missing_parameter', (u: string) => u.replace(`date=${DATE}&`, '')],
    [
      'bad emplacement',
      'invalid_filter',
      (u: string) => u.replace(`/api/emplacements/${theater}`, '/api/halls/1'),
    ],
  ])('%s is a 400 problem', async (_label, code, change) => {
    await expectProblem(ctx.app, change(url('')), 400, code);
  });

  it('is 404 for an unknown location, and staff see their own unavailable location', async () => {
    await expectProblem(
      ctx.app,
      url('').replace('/api/locations/1', '/api/locations/999'),
      404,
      'location_not_found',
    );
    await ctx.db.query('update locations set available = false where id = 1');
    await expectProblem(ctx.app, url(''), 404, 'location_not_found');
    const key = await staffKey(ctx.db, 'harbour');
    const staff = await getJson(ctx.app, url(''), { headers: { Authorization: `Bearer ${key}` } });
    expect(staff.status).toBe(200);
    const other = await staffKey(ctx.db, 'fjord');
    await expectProblem(ctx.app, url(''), 404, 'location_not_found', {
      headers: { Authorization: `Bearer ${other}` },
    });
    await ctx.db.query('update locations set available = true where id = 1');
  });
});
