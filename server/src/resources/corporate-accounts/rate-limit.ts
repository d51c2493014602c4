import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { ProblemError } from '../../hydra/problem.ts';

/** A fixed window: at most `limit` attempts per `seconds` for one bucket. */
export type Limit = { bucket: string; limit: number; seconds: number };

/**
 * Counts one attempt in each bucket (the shared `rate_limits` table, so every server process sees the
 * same counts) and throws 429 with Retry-After when any bucket is over its limit. One upsert per
 * bucket: concurrent attempts are counted, never lost.
 */
export async function countAttempt(db: Orm, limits: Limit[], now: Date): Promise<void> {
  let retryAfter = 0;
  for (const { bucket, limit, seconds } of limits) {
    const windowMs = seconds * 1000;
    const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const result = (await db.execute(sql`
      insert into rate_limits (bucket, window_start, count) values (${bucket}, ${start.toISOString()}, 1)
      on conflict (bucket, window_start) do update set count = rate_limits.count + 1
      returning count`)) as unknown as { rows: { count: number }[] };
    if (Number(result.rows[0]!.count) > limit) {
      retryAfter = Math.max(retryAfter, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
    }
  }
  if (retryAfter > 0) {
    throw new ProblemError(
      429,
      'too_many_attempts',
      `Too many attempts; try again in ${retryAfter} seconds.`,
      {
        'Retry-After': String(retryAfter),
      },
    );
  }
}
