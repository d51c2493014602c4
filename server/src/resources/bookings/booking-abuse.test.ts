import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { BERLIN, seededCatalogue } from '../../../test/catalogue.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// Findings of the attack on the booking endpoints (issue 20), each replayed here.

let fresh: FreshApp;
let staff: string;
beforeAll(async () => {
  fresh = await freshApp({
    rateLimits: {
      ...GENEROUS_BOOKING_LIMITS,
      promoPerAddress: { limit: 5, seconds: 600 },
      promoPerBooking: { limit: 2, seconds: 600 },
      quotePerAddress: { limit: 8, seconds: 60 },
    },
  });
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(() => fresh.close());

describe('a draft and a location the partner switched off (finding 6)', () => {
  it('a visitor cannot move a draft there', async () => {
    const f = await bookingFixture(fresh.db);
    const berlin = (await seededCatalogue(fresh.db)).location(BERLIN);
    const off = await fresh.app.request(berlin, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ available: false }),
    });
    expect(off.status).toBe(200);
    const b = await createBooking(fresh.app, bookingPayload(f, { types: ['mice'], hotelRooms: [] }));
    const moved = await bookingCall(fresh.app, 'PATCH', `/api/booking/${b.id}`, {
      username: b.username,
      key: b.key,
      body: { location: berlin, meetingRooms: [] },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain('location');
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, {
      username: b.username,
      key: b.key,
    });
    expect(read.body.location).toBe(f.location);
  });
});

describe('an Idempotency-Key from a second address (finding 9)', () => {
  it('the same key and body from Wi-Fi and then 4G create one booking', async () => {
    const f = await bookingFixture(fresh.db);
    const body = JSON.stringify(
      bookingPayload(f, { types: ['mice'], hotelRooms: [], email: 'roaming@example.com' }),
    );
    const from = (address: string) =>
      fresh.app.request(
        '/api/booking',
        {
          method: 'POST',
          headers: { 'content-type': 'application/ld+json', 'Idempotency-Key': 'roam-1' },
          body,
        },
        { incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' } } },
      );
    const wifi = await from('198.51.100.7');
    const mobile = await from('203.0.113.40');
    expect([wifi.status, mobile.status]).toEqual([201, 201]);
    expect(mobile.headers.get('idempotent-replayed')).toBe('true');
    expect((await mobile.json()).id).toBe((await wifi.json()).id);
  });
});

describe('guessing promo codes (finding 4)', () => {
  it('quotes naming a code are counted per address; the sixth is 429 with Retry-After', async () => {
    const f = await bookingFixture(fresh.db);
    const { location, meetingRooms } = bookingPayload(f);
    const guess = (code: string | null) =>
      fresh.app.request(
        '/api/booking_quotes',
        {
          method: 'POST',
          headers: { 'content-type': 'application/ld+json' },
          body: JSON.stringify({ location, meetingRooms, ...(code ? { promoCode: code } : {}) }),
        },
        { incoming: { socket: { remoteAddress: '192.0.2.77', remotePort: 40_000, remoteFamily: 'IPv4' } } },
      );
    const answers = [];
    for (const code of ['AAAA1', 'AAAA2', 'AAAA3', 'AAAA4', 'AAAA5'])
      answers.push((await guess(code)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    // A quote without a code is not a guess.
    expect((await guess(null)).status).toBe(200);
    const sixth = await guess('AAAA6');
    expect([sixth.status, (await sixth.json()).code]).toEqual([429, 'too_many_attempts']);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('code changes on one booking are counted per booking', async () => {
    const f = await bookingFixture(fresh.db);
    const b = await createBooking(fresh.app, bookingPayload(f, { types: ['mice'], hotelRooms: [] }));
    const tryCode = (promoCode: string) =>
      bookingCall(fresh.app, 'PATCH', `/api/booking/${b.id}`, {
        username: b.username,
        key: b.key,
        body: { promoCode },
      });
    expect((await tryCode('GUESS1')).status).toBe(200);
    expect((await tryCode('GUESS2')).status).toBe(200);
    const third = await tryCode('GUESS3');
    expect([third.status, third.body.code]).toEqual([429, 'too_many_attempts']);
  });

  it('the public hears "invalid" for an unknown and a used-up code alike', async () => {
    const f = await bookingFixture(fresh.db);
    const { location, meetingRooms } = bookingPayload(f);
    const reasons = [];
    for (const promoCode of ['NOSUCHCODE', 'LASTONE', 'SPRING2020']) {
      const answer = await fresh.app.request(
        '/api/booking_quotes',
        {
          method: 'POST',
          headers: { 'content-type': 'application/ld+json' },
          body: JSON.stringify({ location, meetingRooms, promoCode }),
        },
        { incoming: { socket: { remoteAddress: '192.0.2.78', remotePort: 40_001, remoteFamily: 'IPv4' } } },
      );
      reasons.push((await answer.json()).promoCode.reason);
    }
    expect(reasons).toEqual(['invalid', 'invalid', 'invalid']);
  });
});

describe('quotes (finding 3)', () => {
  it('are limited per client address: the ninth in a minute is 429 with Retry-After', async () => {
    const f = await bookingFixture(fresh.db);
    const { location, meetingRooms } = bookingPayload(f);
    const ask = () =>
      fresh.app.request(
        '/api/booking_quotes',
        {
          method: 'POST',
          headers: { 'content-type': 'application/ld+json' },
          body: JSON.stringify({ location, meetingRooms }),
        },
        { incoming: { socket: { remoteAddress: '192.0.2.90', remotePort: 40_002, remoteFamily: 'IPv4' } } },
      );
    const statuses = [];
    for (let n = 0; n < 8; n++) statuses.push((await ask()).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const ninth = await ask();
    expect([ninth.status, (await ninth.json()).code]).toEqual([429, 'too_many_attempts']);
    expect(Number(ninth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('size caps for everyone (finding 3)', () => {
  const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  /** A payload of `days` meeting days with `itemsPerDay` items each and `stays` stays of `nights`. */
  function sized(
    f: BookingFixture,
    size: { days: number; itemsPerDay: number; stays: number; nights: number },
  ) {
    const base = bookingPayload(f);
    const day = base.meetingRooms[0]!;
    const stay = base.hotelRooms[0]!;
    return {
      ...base,
      meetingRooms: Array.from({ length: size.days }, (_, d) => ({
        ...day,
        date: addDays('2030-06-03', d),
        halls: [],
        items: Array.from({ length: size.itemsPerDay }, () => day.items[0]),
      })),
      hotelRooms: Array.from({ length: size.stays }, () => ({
        ...stay,
        amount: 1,
        lateCheckoutRooms: 0,
        endDate: addDays(stay.startDate, size.nights),
      })),
    };
  }

  const quote = (payload: { location: string; meetingRooms: unknown[]; hotelRooms: unknown[] }) =>
    bookingCall(fresh.app, 'POST', '/api/booking_quotes', {
      staff,
      body: {
        location: payload.location,
        meetingRooms: payload.meetingRooms,
        hotelRooms: payload.hotelRooms,
      },
    });
  const paths = (answer: { body: { violations?: { propertyPath: string }[] } }) =>
    (answer.body.violations ?? []).map((v) => v.propertyPath);

  it('a stay of more than 366 nights is refused, for staff too, in a booking and a quote', async () => {
    const f = await bookingFixture(fresh.db);
    const long = sized(f, { days: 1, itemsPerDay: 1, stays: 1, nights: 4400 });
    const staffWrite = await bookingCall(fresh.app, 'POST', '/api/reservations', { staff, body: long });
    expect([staffWrite.status, paths(staffWrite)]).toEqual([422, ['hotelRooms[0].endDate']]);
    const priced = await quote(long);
    expect([priced.status, paths(priced)]).toEqual([422, ['hotelRooms[0].endDate']]);
    const year = sized(f, { days: 1, itemsPerDay: 1, stays: 1, nights: 366 });
    expect((await quote(year)).status).toBe(200);
  });

  it('more than 1,000 lines over all days are refused, for staff too, in a booking and a quote', async () => {
    const f = await bookingFixture(fresh.db);
    const crowded = sized(f, { days: 6, itemsPerDay: 167, stays: 0, nights: 1 });
    const staffWrite = await bookingCall(fresh.app, 'POST', '/api/reservations', { staff, body: crowded });
    expect([staffWrite.status, paths(staffWrite)]).toEqual([422, ['meetingRooms']]);
    const priced = await quote(crowded);
    expect([priced.status, paths(priced)]).toEqual([422, ['meetingRooms']]);
  });

  it('more than 20 remarks are refused', async () => {
    const f = await bookingFixture(fresh.db);
    const remarks = Array.from({ length: 21 }, (_, n) => ({ description: `Remark ${n}`, type: 'internal' }));
    const answer = await bookingCall(fresh.app, 'POST', '/api/reservations', {
      staff,
      body: bookingPayload(f, { remarks }),
    });
    expect([answer.status, paths(answer)]).toEqual([422, ['remarks']]);
  });

  it('the largest quote allowed answers in less than 1 MB', async () => {
    const f = await bookingFixture(fresh.db);
    // 60 days with 1,000 lines between them and 60 stays of a year: every cap at once.
    const largest = sized(f, { days: 60, itemsPerDay: 16, stays: 60, nights: 366 });
    largest.meetingRooms[0]!.items = Array.from({ length: 56 }, () => largest.meetingRooms[1]!.items[0]);
    const priced = await bookingCall(fresh.app, 'POST', '/api/booking_quotes', {
      staff,
      body: {
        location: largest.location,
        meetingRooms: largest.meetingRooms,
        hotelRooms: largest.hotelRooms,
      },
    });
    expect(priced.status).toBe(200);
    expect(JSON.stringify(priced.body).length).toBeLessThan(1_000_000);
  });
});
