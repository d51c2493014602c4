import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCall } from '../../../test/bookings.ts';
import { AMSTERDAM, HELSINKI, seededCatalogue } from '../../../test/catalogue.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// Found by the fuzz run of the OpenAPI document: once staff gave a second location an abbreviation
// another location of the partner already had, its first booking drew a reference the other already
// held (unique per partner), and every booking there answered 500 from then on (the failed insert rolled
// the counter back with it).

let fresh: FreshApp;
let staff: string;
beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(() => fresh.close());

const draft = (location: string, email: string) =>
  bookingCall(fresh.app, 'POST', '/api/booking', { body: { location, email, types: [] } });

describe('a readable reference', () => {
  it('stays unique when two locations of a partner share an abbreviation', async () => {
    const catalogue = await seededCatalogue(fresh.db);
    const amsterdam = catalogue.location(AMSTERDAM);
    const helsinki = catalogue.location(HELSINKI);
    const first = await draft(amsterdam, 'first@example.com');
    expect(first.status).toBe(201);
    const renamed = await bookingCall(fresh.app, 'PATCH', helsinki, {
      staff,
      body: { abbreviation: 'AMS' },
    });
    expect(renamed.status).toBe(200);
    const second = await draft(helsinki, 'second@example.com');
    const third = await draft(helsinki, 'third@example.com');
    // Amsterdam's own counter now reaches numbers Helsinki took.
    const fourth = await draft(amsterdam, 'fourth@example.com');
    expect([second.status, third.status, fourth.status]).toEqual([201, 201, 201]);
    const references = [first, second, third, fourth].map((b) => b.body.reference as string);
    expect(references.every((r) => /^HH-AMS-\d{4}-\d{4}$/.test(r))).toBe(true);
    expect(new Set(references).size).toBe(4);
  });
});
