import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './database.ts';

// Drizzle reads dates, timestamps and intervals as text. It used to ask PGlite for that with per-query
// `parsers`, which made PGlite copy its whole parser table on every query (a tenth of the embedded
// server's CPU under booking writes); the instance now parses them as text itself, and drizzle's
// statements (pglite-one-trip.ts) are parsed with the instance's parsers alone.
describe('dates on the embedded database', () => {
  let db: Awaited<ReturnType<typeof openPglite>>;

  beforeAll(async () => {
    db = await openPglite();
  }, 60_000);
  afterAll(() => db.close());

  const SELECT = sql`select date '2027-01-02' as day, timestamptz '2027-01-02 10:30:00+00' as at, interval '1 day 2 hours' as span`;

  it('reads them through drizzle as PostgreSQL writes them', async () => {
    const { rows } = (await db.orm.execute(SELECT)) as unknown as { rows: Record<string, unknown>[] };
    expect(rows[0]).toEqual({ day: '2027-01-02', at: '2027-01-02 10:30:00+00', span: '1 day 02:00:00' });
  });

  it('reads them as text in a transaction too', async () => {
    const rows = await db.orm.transaction(async (tx) => {
      const result = (await tx.execute(SELECT)) as unknown as { rows: Record<string, unknown>[] };
      return result.rows;
    });
    expect(rows[0]?.day).toBe('2027-01-02');
    expect(rows[0]?.at).toBe('2027-01-02 10:30:00+00');
  });

  it('reads a timestamp of a raw query as a Date, as PGlite does', async () => {
    const [row] = await db.query<{ at: unknown }>(`select timestamptz '2027-01-02 10:30:00+00' as at`);
    expect(row?.at).toEqual(new Date('2027-01-02T10:30:00Z'));
  });
});
