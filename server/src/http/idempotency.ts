import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { ProblemError } from '../hydra/problem.ts';

// `Idempotency-Key` (IETF draft): the same key and body replay the first answer; the same key with
// another body is a 422. The key row is inserted FIRST in the same transaction as the work, so a
// concurrent duplicate's insert waits on the unique index until the first commits (PostgreSQL) or runs
// after it (PGlite), then finds the stored answer. The database keeps only a hash of the key, and the
// answer encrypted with a key derived from it: a replayed creation answer holds the booking's secret.

/** What a write produces: the answer, and work to run once it is committed (notifications). */
export type WriteResult = { response: Response; afterCommit?: () => Promise<void> };

const KEPT_HEADERS = ['content-type', 'location', 'cache-control'];

function digest(...parts: string[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest();
}

function seal(plain: string, secret: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function unseal(sealed: string, secret: Buffer): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secret, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

type Stored = {
  request_hash: string;
  status: number | null;
  response_body: string | null;
  response_headers: Record<string, string> | null;
};

async function store(
  db: Orm,
  scope: string,
  id: string,
  response: Response,
  secret: Buffer,
  insertHash?: string,
): Promise<Response> {
  const text = await response.text();
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const sealed = seal(text, secret);
  if (insertHash === undefined) {
    await db.execute(sql`update idempotency_keys set status = ${response.status}, response_body = ${sealed},
      response_headers = ${JSON.stringify(headers)}::jsonb where key = ${id}`);
  } else {
    await db.execute(sql`insert into idempotency_keys (scope, key, request_hash, status, response_body, response_headers)
      values (${scope}, ${id}, ${insertHash}, ${response.status}, ${sealed}, ${JSON.stringify(headers)}::jsonb)
      on conflict do nothing`);
  }
  return new Response(text, { status: response.status, headers: response.headers });
}

function replay(row: Stored, hash: string, secret: Buffer): Response {
  if (row.request_hash !== hash) {
    throw new ProblemError('idempotency_key_reused');
  }
  if (row.status === null || row.response_body === null) {
    throw new ProblemError('idempotency_key_in_use', 'The first request with this key is still running.', {
      'Retry-After': '1',
    });
  }
  const headers = new Headers(row.response_headers ?? {});
  headers.set('Idempotent-Replayed', 'true');
  return new Response(unseal(row.response_body, secret), { status: row.status, headers });
}

/**
 * Runs `work` in one transaction, once per `Idempotency-Key` within `scope` (route and caller). Without
 * a key it simply runs. Problems (4xx) are stored too, after the rollback, so a retry gets the same answer.
 */
export async function idempotent(
  db: Orm,
  key: string | undefined,
  scope: string,
  body: string,
  work: (tx: Orm) => Promise<WriteResult>,
): Promise<WriteResult> {
  if (key === undefined) return db.transaction((tx) => work(tx as unknown as Orm));
  if (key.length === 0 || key.length > 255) {
    throw new ProblemError('invalid_idempotency_key');
  }
  const id = digest('id', scope, key).toString('hex');
  const secret = digest('secret', scope, key);
  const hash = digest('body', body).toString('hex');
  try {
    return await db.transaction(async (raw) => {
      const tx = raw as unknown as Orm;
      const inserted = (await tx.execute(sql`insert into idempotency_keys (scope, key, request_hash)
        values (${scope}, ${id}, ${hash}) on conflict do nothing returning id`)) as unknown as {
        rows: unknown[];
      };
      if (inserted.rows.length === 0) {
        const found = (await tx.execute(sql`select request_hash, status, response_body, response_headers
          from idempotency_keys where key = ${id}`)) as unknown as { rows: Stored[] };
        return { response: replay(found.rows[0]!, hash, secret) };
      }
      const result = await work(tx);
      return { ...result, response: await store(tx, scope, id, result.response, secret) };
    });
  } catch (error) {
    if (error instanceof ProblemError && error.status < 500 && error.code !== 'idempotency_key_reused') {
      const stored = await store(db, scope, id, error.toResponse(), secret, hash);
      return { response: stored };
    }
    throw error;
  }
}

/** Forgets keys older than a day (the sweeper calls it): retries come within minutes, not days. */
export async function pruneIdempotencyKeys(db: Orm, now: Date): Promise<void> {
  await db.execute(
    sql`delete from idempotency_keys where created_at < ${new Date(now.getTime() - 86_400_000).toISOString()}`,
  );
}
