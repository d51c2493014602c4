import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingFixture, bookingFixture } from '../../../test/bookings.ts';
import { deskCall, deskSession } from '../../../test/desk-sessions.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';

// Issue 17 (a defect): a manager limited to some locations could give a colleague "all locations" or
// locations beyond their own, on the staff page and through POST/PATCH /api/desk/staff_users. A manager
// may hand on only what they hold: such a grant is a 403 `locations_beyond_own` and nothing changes.

const now = new Date(TEST_NOW);
let fresh: FreshApp;
let f: BookingFixture;
let own: string;
let elsewhere: string;
let limited: { cookie: string; csrf: string };
let sequence = 0;

const email = () => `colleague.${++sequence}.${Date.now()}@desk.example`;
const add = (as: { cookie: string; csrf: string }, locations?: string[] | null) =>
  deskCall(fresh, 'POST', '/api/desk/staff_users', {
    ...as,
    body: {
      name: `Kim ${sequence}`,
      email: email(),
      role: 'staff',
      ...(locations === undefined ? {} : { locations }),
    },
  });
const change = (as: { cookie: string; csrf: string }, id: number, body: Record<string, unknown>) =>
  deskCall(fresh, 'PATCH', `/api/desk/staff_users/${id}`, { ...as, body });

beforeAll(async () => {
  fresh = await freshApp({ clock: { now: () => now } });
  f = await bookingFixture(fresh.db);
  own = f.location;
  const [other] = await fresh.db.query<{ id: number }>(
    `select id from locations where partner_id = $1 and id <> $2 order by id limit 1`,
    [f.partnerId, Number(own.split('/').pop())],
  );
  elsewhere = `/api/locations/${other!.id}`;
  limited = await deskSession(fresh, now, {
    partnerId: f.partnerId,
    role: 'manager',
    locationIds: [Number(own.split('/').pop())],
  });
});
afterAll(() => fresh.close());

describe('a manager limited to some locations', () => {
  it('cannot add a colleague for all locations, nor for a location beyond their own', async () => {
    for (const locations of [null, undefined, [elsewhere], [own, elsewhere]]) {
      const refused = await add(limited, locations);
      expect([refused.status, refused.body.code], JSON.stringify(locations)).toEqual([
        403,
        'locations_beyond_own',
      ]);
    }
    const list = await deskCall(fresh, 'GET', '/api/desk/staff_users', limited);
    expect(list.body.member.filter((u: { name: string }) => u.name.startsWith('Kim'))).toEqual([]);
  });

  it('adds a colleague for their own locations', async () => {
    const created = await add(limited, [own]);
    expect(created.status).toBe(201);
    expect(created.body.user.locations).toEqual([own]);
  });

  it('cannot widen a colleague to all locations or beyond their own, but may change the rest', async () => {
    const created = await add(limited, [own]);
    const id = created.body.user.id as number;
    for (const locations of [null, [elsewhere]]) {
      const refused = await change(limited, id, { locations });
      expect([refused.status, refused.body.code]).toEqual([403, 'locations_beyond_own']);
    }
    const list = await deskCall(fresh, 'GET', '/api/desk/staff_users', limited);
    expect(list.body.member.find((u: { id: number }) => u.id === id).locations).toEqual([own]);
    const renamed = await change(limited, id, { name: 'Kim Jansen', locations: [own] });
    expect([renamed.status, renamed.body.name, renamed.body.locations]).toEqual([200, 'Kim Jansen', [own]]);
  });
});

describe('a manager for all locations', () => {
  it('still gives a colleague all locations or any of them', async () => {
    const manager = await deskSession(fresh, now, { partnerId: f.partnerId, role: 'manager' });
    const all = await add(manager, null);
    expect([all.status, all.body.user.locations]).toEqual([201, null]);
    const some = await change(manager, all.body.user.id, { locations: [elsewhere] });
    expect([some.status, some.body.locations]).toEqual([200, [elsewhere]]);
  });
});
