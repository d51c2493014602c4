import { TransactionAbortedError } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './database.ts';
import { oneTripQuery } from './pglite-one-trip.ts';

// Drizzle's statements on the embedded database go to Postgres as one call each (Parse, Bind, Describe,
// Execute, Sync together), with parameters prepared as node-postgres prepares them. These tests hold
// that to what PGlite's own six-call `query` answers, and to its locking.
describe('one call per statement on the embedded database', () => {
  let db: Awaited<ReturnType<typeof openPglite>>;
  let calls = 0;

  beforeAll(async () => {
    db = await openPglite();
    const run = db.client.execProtocolRawSync.bind(db.client);
    db.client.execProtocolRawSync = (message: Uint8Array) => {
      calls++;
      return run(message);
    };
    await db.query('create table notes (id int primary key, body text not null, tags int[], data jsonb)');
  }, 60_000);
  afterAll(() => db.close());

  it('sends a statement with parameters to Postgres in one call', async () => {
    calls = 0;
    await db.orm.execute(sql`select ${1}::int + ${2}::int as sum`);
    expect(calls).toBe(1);
    calls = 0;
    await db.orm.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (${100}, ${'in a transaction'})`);
      await tx.execute(sql`select body from notes where id = ${100}`);
    });
    // BEGIN, the two statements, COMMIT.
    expect(calls).toBe(4);
  });

  it("answers every kind of parameter as PGlite's own query does", async () => {
    const text =
      'select $1::text as t, $2::int as i, $3::bool as b, $4::jsonb as j, $5::bytea as y, $6::int[] as a, $7::timestamptz as at, $8::text as n, $9::numeric as d';
    const params = [
      `Åland "quoted" 'single' \\ back {brace} €\nline`,
      -42,
      false,
      JSON.stringify({ nested: { list: [1, 'two', null] }, emoji: '🏨' }),
      new Uint8Array([0, 1, 2, 250, 255]),
      [3, 1, 2],
      new Date('2027-03-04T05:06:07.089Z'),
      null,
      '12345.678',
    ];
    const own = await db.client.query(text, params);
    const oneTrip = await oneTripQuery(db.client, text, params);
    expect(oneTrip.rows).toEqual(own.rows);
    expect(oneTrip.fields).toEqual(own.fields);
    expect(oneTrip.rows[0]).toMatchObject({ i: -42, b: false, a: [3, 1, 2], n: null });
  });

  it('answers rows as arrays when asked, and counts affected rows', async () => {
    const inserted = await oneTripQuery(db.client, 'insert into notes (id, body) values ($1, $2), ($3, $4)', [
      1,
      'one',
      2,
      'two',
    ]);
    expect(inserted.affectedRows).toBe(2);
    const rows = await oneTripQuery(db.client, 'select id, body from notes where id < $1 order by id', [3], {
      rowMode: 'array',
    });
    expect(rows.rows).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
  });

  it("throws Postgres's error with its code and statement, and the database goes on", async () => {
    const error = await oneTripQuery(db.client, 'insert into notes (id, body) values ($1, $2)', [
      1,
      'again',
    ]).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
      query: 'insert into notes (id, body) values ($1, $2)',
    });
    const failed = await db.orm
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (${3}, ${'rolled back'})`);
        await tx.execute(sql`insert into notes (id, body) values (${3}, ${'duplicate'})`);
      })
      .catch((e: unknown) => e);
    expect((failed as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect(await db.query('select id from notes where id = 3')).toEqual([]);
    expect(await db.query<{ body: string }>('select body from notes where id = $1', [2])).toEqual([
      { body: 'two' },
    ]);
  });

  it('refuses to commit a transaction whose failed statement was caught inside it', async () => {
    const outcome = await db.orm
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (${4}, ${'kept?'})`);
        await tx
          .execute(sql`insert into notes (id, body) values (${1}, ${'duplicate'})`)
          .catch(() => 'ignored');
      })
      .catch((e: unknown) => e);
    expect(outcome).toBeInstanceOf(TransactionAbortedError);
    expect(await db.query('select id from notes where id = 4')).toEqual([]);
  });

  it('keeps a statement from outside out of an open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.orm
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (${50}, ${'not yet committed'})`);
        inserted();
        await held;
        tx.rollback();
      })
      .catch(() => 'rolled back');
    await insertDone;
    let outsideAnswered = false;
    const outside = oneTripQuery<{ n: number }>(
      db.client,
      'select count(*)::int as n from notes where id = $1',
      [50],
    ).then((result) => {
      outsideAnswered = true;
      return result.rows[0]?.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideAnswered).toBe(false);
    release();
    expect(await transaction).toBe('rolled back');
    expect(await outside).toBe(0);
  });

  const prepared = async (like: string) =>
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements where statement like $1',
        [like],
      )
    )[0]?.n;

  it('parses a statement once and binds it by name after that, failing or not', async () => {
    for (let i = 0; i < 5; i++)
      await db.orm.execute(sql`select body from notes where id = ${i} and 'once' = 'once'`);
    expect(await prepared("%'once' = 'once'%")).toBe(1);
    for (let i = 0; i < 5; i++) {
      const error = await db.orm
        .execute(sql`insert into notes (id, body) values (${1}, ${'taken'}) returning 'failing'`)
        .catch((e: unknown) => e);
      expect((error as { cause?: { code?: string } }).cause?.code).toBe('23505');
    }
    expect(await prepared("%returning 'failing'%")).toBe(1);
  });

  it('keeps at most 32 statements, closing the least recently used', async () => {
    for (let i = 0; i < 130; i++)
      await db.query(`select ${i} as distinct_${i}, 'bounded' as kind where $1`, [true]);
    expect(await prepared('%')).toBe(32);
    expect(await prepared("%'bounded' as kind%")).toBeGreaterThan(25);
    expect(await prepared('%select 0 as distinct_0,%')).toBe(0);
    expect(await prepared('%select 129 as distinct_129,%')).toBe(1);
  });

  it('reads a changed table through a statement kept from before the change', async () => {
    const read = () => db.query<Record<string, unknown>>('select * from notes where id = $1', [2]);
    expect(await read()).toEqual([{ id: 2, body: 'two', tags: null, data: null }]);
    await db.query('alter table notes add column extra text');
    expect(await read()).toEqual([{ id: 2, body: 'two', tags: null, data: null, extra: null }]);
    await db.query('alter table notes drop column extra');
  });

  it('parses a kept statement again when Postgres no longer has it', async () => {
    const read = () => db.query<{ body: string }>('select body from notes where id = $1 and true', [2]);
    expect(await read()).toEqual([{ body: 'two' }]);
    // Behind the cache's back (no code of ours does this): the next run fails once, the one after works.
    await db.client.exec('deallocate all');
    await expect(read()).rejects.toMatchObject({ code: '26000' });
    expect(await read()).toEqual([{ body: 'two' }]);
  });
});
