import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingFixture, bookingFixture, bookingPayload } from '../../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';

// The booking rate limit (issue 20, finding 10): a sliding window, counting only bookings made, per
// person rather than per `+tag` address. Three bookings per e-mail address per minute here.

const WINDOW_START = Date.parse('2030-03-14T09:30:00Z');
let now = WINDOW_START;
let fresh: FreshApp;
let f: BookingFixture;
beforeAll(async () => {
  fresh = await freshApp({
    clock: { now: () => new Date(now) },
    rateLimits: {
      bookingPerAddress: { limit: 100, seconds: 60 },
      bookingPerEmail: { limit: 3, seconds: 60 },
    },
  });
  f = await bookingFixture(fresh.db);
});
afterAll(() => fresh.close());

async function book(email: string, extra: { idempotencyKey?: string; body?: object } = {}): Promise<number> {
  const response = await fresh.app.request(
    '/api/booking',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/ld+json',
        ...(extra.idempotencyKey ? { 'Idempotency-Key': extra.idempotencyKey } : {}),
      },
      body: JSON.stringify(extra.body ?? bookingPayload(f, { types: ['mice'], hotelRooms: [], email })),
    },
    { incoming: { socket: { remoteAddress: '192.0.2.50', remotePort: 40_100, remoteFamily: 'IPv4' } } },
  );
  return response.status;
}

describe('the booking rate limit', () => {
  it('does not let twice the limit through around a window’s edge', async () => {
    now = WINDOW_START + 58_000;
    expect([
      await book('edge@example.com'),
      await book('edge@example.com'),
      await book('edge@example.com'),
    ]).toEqual([201, 201, 201]);
    now = WINDOW_START + 62_000;
    expect(await book('edge@example.com')).toBe(429);
  });

  it('counts only bookings made: invalid requests cannot use up someone’s e-mail address', async () => {
    now = WINDOW_START + 10 * 60_000;
    for (let n = 0; n < 5; n++) {
      expect(
        await book('victim@example.com', { body: { email: 'victim@example.com', types: ['mice'] } }),
      ).toBe(422);
    }
    expect(await book('victim@example.com')).toBe(201);
  });

  it('counts a person once, whatever +tag the address carries', async () => {
    now = WINDOW_START + 20 * 60_000;
    const statuses = [];
    for (const tag of ['1', '2', '3', '4']) statuses.push(await book(`anna+${tag}@Example.com`));
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('does not count replays of one Idempotency-Key', async () => {
    now = WINDOW_START + 30 * 60_000;
    const replays = [];
    for (let n = 0; n < 4; n++)
      replays.push(await book('retry@example.com', { idempotencyKey: 'same-booking' }));
    expect(replays).toEqual([201, 201, 201, 201]);
    expect([
      await book('retry@example.com'),
      await book('retry@example.com'),
      await book('retry@example.com'),
    ]).toEqual([201, 201, 429]);
  });
});
