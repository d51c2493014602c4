import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffKey, readBooking, requestBooking } from '../../../tests/fixtures/bookings.mjs';
import { type RunningServer, startServer } from '../../../tests/fixtures/server-process.mjs';
import { finished, runTs } from '../../test/processes.ts';

// `npm run staff` against a real server process: what it prints, its exit code and what the server stored.

let server: RunningServer;
let staffKey: string;

beforeAll(async () => {
  server = await startServer();
  staffKey = await createStaffKey(server, 'harbour');
}, 90_000);
afterAll(() => server?.stop());

function staff(args: string[], env: Record<string, string | undefined> = {}) {
  const { DATABASE_URL: _db, STAFF_KEY: _key, API: _api, ...base } = process.env;
  const merged = { ...base, API: server.url, STAFF_KEY: staffKey, ...env };
  const clean = Object.fromEntries(
    Object.entries(merged).filter(([, v]) => v !== undefined),
  ) as NodeJS.ProcessEnv;
  return finished(runTs('server/src/cli/staff.ts', args, clean));
}

describe('npm run staff', () => {
  it('sends an offer by the booking’s reference, then confirms once the visitor accepted', async () => {
    const visitor = await requestBooking(server.url);
    const reference = visitor.booking.reference as string;
    expect(reference).toMatch(/^HH-AMS-\d{4}-\d{4}$/);
    const hall = visitor.booking.meetingRooms[0]?.halls[0]?.['@id'] as string;
    const offer = await staff([
      'offer',
      reference.toLowerCase(),
      '--price',
      `${hall}=1250.00`,
      '--valid-until',
      '2099-01-31',
    ]);
    expect(offer.stderr).toBe('');
    expect(offer.code).toBe(0);
    expect(offer.stdout).toContain(`Offer sent for booking ${reference}, valid until 2099-01-31`);
    const offered = await readBooking(server.url, visitor.id, visitor);
    expect(offered).toMatchObject({ status: 'offered', offerValidUntil: '2099-01-31' });
    expect(offered.priceOverrides).toEqual([{ line: hall, price: 125000 }]);
    expect(offered.transitions).toContain('accept');

    const tooEarly = await staff(['confirm', String(visitor.id)]);
    expect(tooEarly.code).toBe(1);
    expect(tooEarly.stderr).toContain('Not possible now: The booking is not in a status that allows this.');

    await fetch(`${server.url}/api/booking/${visitor.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', username: visitor.username, key: visitor.key },
      body: JSON.stringify({ transition: 'accept', termsAccepted: true }),
    });
    const confirmed = await staff(['confirm', String(visitor.id)]);
    expect([confirmed.code, confirmed.stdout.trim()]).toEqual([
      0,
      `Booking ${reference} is confirmed (status: confirmed).`,
    ]);
    expect((await readBooking(server.url, visitor.id, visitor)).status).toBe('confirmed');
  });

  it('says what is wrong: no key, a refused key, an unknown booking, a past validity day, no server', async () => {
    const visitor = await requestBooking(server.url);
    const noKey = await staff(['confirm', String(visitor.id)], { STAFF_KEY: undefined });
    expect([noKey.code, noKey.stderr]).toEqual([1, expect.stringContaining('STAFF_KEY is not set')]);
    const badKey = await staff(['confirm', String(visitor.id)], { STAFF_KEY: 'bfk_not-a-key' });
    expect(badKey.stderr).toContain('refused the staff key');
    const unknown = await staff(['offer', '999999']);
    expect(unknown.stderr).toContain('Booking 999999 was not found');
    const unknownReference = await staff(['offer', 'HH-AMS-2020-9999']);
    expect([unknownReference.code, unknownReference.stderr]).toEqual([
      1,
      expect.stringContaining('Booking HH-AMS-2020-9999 was not found'),
    ]);
    const past = await staff(['offer', String(visitor.id), '--valid-until', '2020-01-01']);
    expect([past.code, past.stderr]).toEqual([
      1,
      expect.stringContaining('The offer validity date lies in the past. (2020-01-01)'),
    ]);
    expect((await readBooking(server.url, visitor.id, visitor)).status).toBe('requested');
    const offline = await staff(['confirm', '1'], { API: 'http://127.0.0.1:9' });
    expect(offline.stderr).toContain('Cannot reach the booking server at http://127.0.0.1:9');
    const usage = await staff(['offer', 'abc']);
    expect([usage.code, usage.stderr]).toEqual([2, expect.stringContaining('Usage: npm run staff')]);
  });
});
