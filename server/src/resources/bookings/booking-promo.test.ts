import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';

// A promo code is spent when the booking is sent, not while its draft is saved, and a code's last use
// goes to one booking only.

let fresh: FreshApp;
let f: BookingFixture;
let day = 0;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  await fresh.db.query(
    `insert into promo_codes (partner_id, code, kind, value, applies_to, max_uses) values ($1, 'ONCE', 'percentage', 500, 'both', 1)`,
    [f.partnerId],
  );
});
afterAll(() => fresh.close());

/** A draft on a day of its own (so no two tests hold the same hall) with the given promo code. */
async function draft(promoCode: string) {
  day++;
  const base = bookingPayload(f) as ReturnType<typeof bookingPayload> & { meetingRooms: object[] };
  const date = `2030-08-${String(day).padStart(2, '0')}`;
  return createBooking(fresh.app, {
    ...base,
    types: ['mice'],
    hotelRooms: [],
    meetingRooms: [{ ...base.meetingRooms[0], date }],
    promoCode,
  });
}

const send = (b: Awaited<ReturnType<typeof draft>>) =>
  bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
    username: b.username,
    key: b.key,
    body: { transition: 'request' },
  });

async function uses(code: string): Promise<number> {
  const [row] = await fresh.db.query<{ uses: number }>(`select uses from promo_codes where code = $1`, [
    code,
  ]);
  return row!.uses;
}

describe('promo codes on sending a booking', () => {
  it('spends nothing on drafts, and gives the last use to one booking only', async () => {
    const first = await draft('once');
    const second = await draft('ONCE');
    expect(await uses('ONCE')).toBe(0);
    const sent = await send(first);
    expect([sent.status, sent.body.status]).toEqual([200, 'requested']);
    expect(await uses('ONCE')).toBe(1);
    const late = await send(second);
    expect(late.status).toBe(422);
    expect(late.headers.get('content-type')).toContain('application/problem+json');
    expect(late.body.violations).toEqual([
      { propertyPath: 'promoCode', message: 'exhausted', code: 'promo_code_exhausted' },
    ]);
    const still = await bookingCall(fresh.app, 'GET', `/api/booking/${second.id}`, {
      username: second.username,
      key: second.key,
    });
    expect(still.body.status).toBe('draft');
    expect(await uses('ONCE')).toBe(1);
  });

  it('refuses an expired code with its reason and keeps the draft', async () => {
    const b = await draft('SPRING2020');
    const sent = await send(b);
    expect(sent.status).toBe(422);
    expect(sent.body.violations[0]).toMatchObject({ propertyPath: 'promoCode', code: 'promo_code_expired' });
  });

  it('sends a booking without a code as before', async () => {
    const b = await draft('');
    expect((await send(b)).status).toBe(200);
  });
});
