import { spawn } from 'node:child_process';
import { ROOT } from './processes.ts';
import { payInBrowser } from './stripe/pay-in-browser.ts';

// Races over HTTP against real server processes, shared by the concurrency tests and the bench: many
// clients book the same hall, the last rooms, or send one Idempotency-Key many times; the database
// decides. Requests alternate between the given servers (two processes on one PostgreSQL).

/** What a race needs from the seeded catalogue, found over the API. */
export type RaceFixture = { location: string; hall: string; roomType: string; staffKey: string };

/** Counts of a race's answers by outcome. */
export type RaceCounts = { ok: number; conflict: number; other: number[]; ms: number };

/** Creates a staff key with the CLI, as an operator would, next to a running server (harbour's by default). */
export async function cliStaffKey(
  env: Record<string, string>,
  owner: string[] = ['--partner', 'harbour'],
): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/staff-key.ts', ...owner], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  const key = out.trim().split(/\s+/).pop();
  if (code !== 0 || !key?.startsWith('bfk_')) throw new Error(`staff-key failed (${code}): ${out}`);
  return key;
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Finds harbour's first location with halls and rooms and gives its first room type exactly `rooms` rooms. */
export async function raceFixture(url: string, staffKey: string, rooms = 10): Promise<RaceFixture> {
  const auth = { Authorization: `Bearer ${staffKey}` };
  const partner = (await json(`${url}/api/partners?slug=harbour`)).body.member[0]['@id'];
  const locations = (await json(`${url}/api/locations?partner=${encodeURIComponent(partner)}`)).body.member;
  for (const location of locations) {
    const halls = (await json(`${url}/api/halls?location=${encodeURIComponent(location['@id'])}`)).body
      .member;
    const types = (
      await json(`${url}/api/location_room_types?location=${encodeURIComponent(location['@id'])}`)
    ).body.member;
    if (halls.length === 0 || types.length === 0) continue;
    const patched = await json(`${url}${types[0]['@id']}`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/merge-patch+json' },
      body: JSON.stringify({ inventory: rooms }),
    });
    if (patched.status !== 200)
      throw new Error(`PATCH inventory: ${patched.status} ${JSON.stringify(patched.body)}`);
    return { location: location['@id'], hall: halls[0]['@id'], roomType: types[0]['@id'], staffKey };
  }
  throw new Error('no harbour location with halls and room types');
}

/** A draft payload: one hall for a day, or one room for a night; book now holds it until it is secured by card. */
export function racePayload(fx: RaceFixture, what: 'hall' | 'room', date: string, email: string) {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const common = { location: fx.location, email, eventName: 'Race', paymentMethod: 'AT_LOCATION' };
  return what === 'hall'
    ? {
        ...common,
        types: ['mice'],
        meetingRooms: [
          {
            date,
            startTime: '09:00',
            endTime: '17:00',
            pax: 10,
            halls: [{ hall: fx.hall, pax: 10, startTime: '09:00', endTime: '17:00' }],
          },
        ],
      }
    : {
        ...common,
        types: ['hotel'],
        hotelRooms: [{ startDate: date, endDate: next, amount: 1, paxRoom: 1, roomType: fx.roomType }],
      };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Creates `n` drafts (in waves, so the setup is not the race) and returns their credentials. */
export async function createDrafts(urls: string[], payloads: unknown[]) {
  const drafts: { id: number; username: string; key: string }[] = [];
  for (let start = 0; start < payloads.length; start += 50) {
    const wave = payloads.slice(start, start + 50).map(async (payload, i) => {
      const response = await post(urls[(start + i) % urls.length]!, payload);
      const body = await response.json();
      if (response.status !== 201) throw new Error(`draft: ${response.status} ${JSON.stringify(body)}`);
      return { id: body.id as number, username: body.username as string, key: body.key as string };
    });
    drafts.push(...(await Promise.all(wave)));
  }
  return drafts;
}

function count(statuses: number[], started: number): RaceCounts {
  return {
    ok: statuses.filter((s) => s === 200 || s === 201).length,
    conflict: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 200 && s !== 201 && s !== 409),
    ms: Math.round(performance.now() - started),
  };
}

/** Every draft runs book now at the same moment. */
export async function bookNowRace(urls: string[], drafts: { id: number; username: string; key: string }[]) {
  const started = performance.now();
  const statuses = await Promise.all(
    drafts.map(async (d, i) => {
      const response = await fetch(`${urls[i % urls.length]}/api/booking/${d.id}/status`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', username: d.username, key: d.key },
        body: JSON.stringify({ transition: 'book_now', termsAccepted: true }),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  return count(statuses, started);
}

/** `n` identical creations with one Idempotency-Key; answers the counts and the distinct booking ids. */
export async function idempotencyRace(urls: string[], payload: unknown, n: number) {
  const started = performance.now();
  const key = `race-${Math.random().toString(36).slice(2)}`;
  const answers = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const response = await post(urls[i % urls.length]!, payload, { 'Idempotency-Key': key });
      const body = await response.json();
      return { status: response.status, id: body.id as number | undefined };
    }),
  );
  const ids = new Set(answers.filter((a) => a.id !== undefined).map((a) => a.id));
  return {
    ...count(
      answers.map((a) => a.status),
      started,
    ),
    ids: [...ids],
  };
}

/** Overlapping held day-halls, nights over capacity, and counters that disagree with the held rooms. */
export const INVARIANT_SQL = `
  select
    (select count(*)::int from booking_day_halls a join booking_day_halls b
       on a.hall_id = b.hall_id and a.id < b.id and a.blocking and b.blocking and a.during && b.during) as overlaps,
    (select count(*)::int from room_type_nights n where n.used > n.capacity or n.used < 0) as oversold,
    (select count(*)::int from room_type_nights n where n.used <> coalesce((select sum(r.amount) from booking_rooms r
       where r.blocking and r.room_type_id = n.room_type_id and n.night >= r.start_date and n.night < r.end_date), 0))
       as miscounted`;

/**
 * Every draft opens its payment session and pays with Stripe's test card at the same moment, then asks
 * the server to check, as the widget does; answers how many bookings ended confirmed.
 */
export async function payRace(
  urls: string[],
  drafts: { id: number; username: string; key: string }[],
  stripeUrl: string,
): Promise<{ sessions: RaceCounts; confirmed: number }> {
  const started = performance.now();
  const outcomes = await Promise.all(
    drafts.map(async (d, i) => {
      const url = urls[i % urls.length]!;
      const headers = { username: d.username, key: d.key };
      const opened = await json(`${url}/api/booking/${d.id}/payments`, { method: 'POST', headers });
      if (opened.status !== 200) return { status: opened.status, confirmed: false };
      await payInBrowser({ url: stripeUrl }, opened.body, '4242424242424242');
      await json(`${url}${opened.body['@id']}/check`, { method: 'POST', headers });
      const read = await json(`${url}/api/booking/${d.id}`, { headers });
      return { status: opened.status, confirmed: read.body.status === 'confirmed' };
    }),
  );
  return {
    sessions: count(
      outcomes.map((o) => o.status),
      started,
    ),
    confirmed: outcomes.filter((o) => o.confirmed).length,
  };
}
