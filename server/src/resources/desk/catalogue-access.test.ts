import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingFixture, bookingFixture } from '../../../test/bookings.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { createStaffUser } from '../../auth/staff-users.ts';

// Issue 17, the desk's catalogue: halls, their layouts and period prices can be added and removed by hand;
// a desk user limited to some locations writes only those locations' catalogue (403 location_not_permitted
// elsewhere); partner settings, promo codes and new locations are for managers (403 manager_role_required).
// API keys keep their partner-wide rights.

const now = new Date(TEST_NOW);
let fresh: FreshApp;
let f: BookingFixture;
let home: { location: number; hall: number };
let elsewhere: { location: number; hall: number };
let port = 44_000;

beforeAll(async () => {
  fresh = await freshApp({ clock: { now: () => now } });
  f = await bookingFixture(fresh.db);
  const homeLocation = Number(f.location.split('/').pop());
  home = { location: homeLocation, hall: Number(f.hall.split('/').pop()) };
  const [other] = await fresh.db.query<{ location: number; hall: number }>(
    `select l.id as location, min(h.id) as hall from locations l join halls h on h.location_id = l.id
     where l.partner_id = $1 and l.id <> $2 group by l.id order by l.id limit 1`,
    [f.partnerId, homeLocation],
  );
  elsewhere = other!;
});
afterAll(() => fresh.close());

type Desk = { cookie: string; csrf: string };

async function call(method: string, path: string, desk: Partial<Desk> | null, body?: unknown) {
  const headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' };
  if (desk?.cookie) headers.Cookie = desk.cookie;
  if (desk?.csrf) headers['X-CSRF-Token'] = desk.csrf;
  if (body !== undefined)
    headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  const response = await fresh.app.request(
    `http://localhost${path}`,
    { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    {
      incoming: {
        socket: { remoteAddress: '198.51.100.7', remotePort: port++, remoteFamily: 'IPv4' },
      },
    },
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

let counter = 0;

/** A desk user signed in through their one-time link. */
async function signIn(
  role: 'staff' | 'manager',
  options: { partnerId?: number; locationIds?: number[] } = {},
): Promise<Desk> {
  counter += 1;
  const created = await createStaffUser(
    fresh.db.orm,
    {
      partnerId: options.partnerId ?? f.partnerId,
      name: `Catalogue ${role} ${counter}`,
      email: `catalogue.${role}.${counter}@harbourhotels.example`,
      role,
      locationIds: options.locationIds ?? null,
    },
    now,
  );
  const redeemed = await call('POST', '/api/desk/links/redeem', null, { code: created.code });
  expect(redeemed.status).toBe(200);
  const cookie = (redeemed.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { cookie, csrf: redeemed.body.csrfToken };
}

const hallBody = (location: number, name: string) => ({
  location: `/api/locations/${location}`,
  name,
  squareMeters: 80,
  translations: [{ language: 'en-US', name }],
});

describe('a manager adds a hall with a layout and a period price', () => {
  it('creates all three, and the hall gets a key from its name', async () => {
    const manager = await signIn('manager');
    const hall = await call('POST', '/api/halls', manager, hallBody(home.location, 'Zaal Ëiland'));
    expect(hall.status).toBe(201);
    expect(hall.body).toMatchObject({
      '@type': 'Hall',
      name: 'Zaal Ëiland',
      key: 'zaal-eiland',
      available: true,
    });
    const layout = await call('POST', '/api/hall_emplacements', manager, {
      hall: hall.body['@id'],
      emplacement: f.emplacement,
      capacity: 40,
    });
    expect(layout.status).toBe(201);
    const price = await call('POST', '/api/hall_period_pricings', manager, {
      hall: hall.body['@id'],
      period: 'full_day',
      price: 95_000,
    });
    expect(price.status).toBe(201);
    expect(price.body).toMatchObject({ price: 95_000, currency: 'EUR', validFrom: null });
    expect((await call('DELETE', price.body['@id'], manager)).status).toBe(204);
    expect((await call('DELETE', layout.body['@id'], manager)).status).toBe(204);
    expect((await call('DELETE', hall.body['@id'], manager)).status).toBe(204);
  });

  it('a bad value is a 422 naming the field', async () => {
    const manager = await signIn('manager');
    const answer = await call('POST', '/api/halls', manager, {
      ...hallBody(home.location, 'X'),
      squareMeters: 0,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'squareMeters',
    ]);
  });

  it('needs a session (401) and the CSRF token on writes (403)', async () => {
    expect((await call('POST', '/api/halls', null, hallBody(home.location, 'Nobody'))).status).toBe(401);
    const manager = await signIn('manager');
    const noToken = await call(
      'POST',
      '/api/halls',
      { cookie: manager.cookie },
      hallBody(home.location, 'No token'),
    );
    expect(noToken.status).toBe(403);
    expect(noToken.body.code).toBe('csrf_token_invalid');
  });

  it("another partner's manager cannot change this partner's hall (404)", async () => {
    const [other] = await fresh.db.query<{ id: number }>(
      `select id from partners where id <> $1 order by id limit 1`,
      [f.partnerId],
    );
    const stranger = await signIn('manager', { partnerId: other!.id });
    expect((await call('PATCH', `/api/halls/${home.hall}`, stranger, { name: 'Mine now' })).status).toBe(404);
    expect((await call('POST', '/api/halls', stranger, hallBody(home.location, 'Mine'))).status).toBe(422);
  });
});

describe('a desk user limited to some locations', () => {
  it("writes their own location's catalogue, not another's (403)", async () => {
    const limited = await signIn('staff', { locationIds: [home.location] });
    const own = await call('POST', '/api/halls', limited, hallBody(home.location, 'Own hall'));
    expect(own.status).toBe(201);
    const refused = [
      await call('POST', '/api/halls', limited, hallBody(elsewhere.location, 'Not mine')),
      await call('PATCH', `/api/halls/${elsewhere.hall}`, limited, { name: 'Renamed' }),
      await call('POST', '/api/hall_emplacements', limited, {
        hall: `/api/halls/${elsewhere.hall}`,
        emplacement: f.emplacement,
        capacity: 10,
      }),
      await call('POST', '/api/hall_period_pricings', limited, {
        hall: `/api/halls/${elsewhere.hall}`,
        period: 'hour',
        price: 1000,
      }),
      await call('PATCH', `/api/locations/${elsewhere.location}`, limited, { available: false }),
      await call('DELETE', `/api/locations/${elsewhere.location}`, limited),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(
      refused.map(() => [403, 'location_not_permitted']),
    );
    const [hallAfter] = await fresh.db.query<{ name: string }>(`select name from halls where id = $1`, [
      elsewhere.hall,
    ]);
    expect(hallAfter!.name).not.toBe('Renamed');
    expect((await call('PATCH', `/api/halls/${home.hall}`, limited, { bufferAfterMinutes: 15 })).status).toBe(
      200,
    );
    expect((await call('PATCH', `/api/locations/${home.location}`, limited, {})).status).toBe(200);
    expect((await call('DELETE', own.body['@id'], limited)).status).toBe(204);
  });

  it('a user of every location writes anywhere', async () => {
    const everywhere = await signIn('staff');
    expect((await call('PATCH', `/api/halls/${elsewhere.hall}`, everywhere, {})).status).toBe(200);
  });
});

describe("managers' catalogue", () => {
  it('staff may not change partner settings, promo codes or add locations (403)', async () => {
    const staff = await signIn('staff');
    const refused = [
      await call('PATCH', `/api/partners/${f.partnerId}`, staff, {}),
      await call('POST', '/api/promo_codes', staff, { code: 'SPRING' }),
      await call('POST', '/api/locations', staff, { name: 'New place' }),
      await call('PUT', `/api/partners/${f.partnerId}/sync`, staff, {}),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(
      refused.map(() => [403, 'manager_role_required']),
    );
  });

  it('a manager may', async () => {
    const manager = await signIn('manager');
    expect((await call('PATCH', `/api/partners/${f.partnerId}`, manager, {})).status).toBe(200);
  });
});
