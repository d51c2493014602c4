import { ProblemError } from '../hydra/problem.ts';
import { unprocessable } from './violations.ts';

type PgError = { code: string; constraint?: string; detail?: string };

/** The PostgreSQL error behind a drizzle error (drizzle wraps it in `cause`), if any. */
export function pgError(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as Partial<PgError> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgError;
    }
    current = candidate.cause;
  }
  return null;
}

// What a unique constraint means to a client, by constraint name.
const UNIQUE_MESSAGES: Record<string, [string, string]> = {
  partners_slug_key: ['slug', 'Another partner already has this slug.'],
  locations_key: ['key', 'Another location of this partner already has this key.'],
  halls_key: ['key', 'Another hall of this location already has this key.'],
  items_key: ['key', 'Another item of this location already has this key.'],
  package_deals_key: ['key', 'Another package deal of this location already has this key.'],
  location_room_types_code_key: ['code', 'Another room type of this location already has this code.'],
  location_emplacements_key: ['emplacement', 'This location already offers this layout.'],
  hall_emplacements_key: ['emplacement', 'This hall already has a capacity for this layout.'],
};

/**
 * Turns constraint failures into problems a client can act on: a duplicate is a 409, a row still referenced
 * a 409, a failed check a 422 (the schemas catch almost all of these first). Other errors pass unchanged.
 */
export function constraintProblem(error: unknown): unknown {
  const pg = pgError(error);
  if (!pg) return error;
  if (pg.code === '23505') {
    const [field, message] = UNIQUE_MESSAGES[pg.constraint ?? ''] ?? [
      '',
      'This would duplicate an existing row.',
    ];
    return new ProblemError(
      'conflict',
      message,
      {},
      {
        violations: [{ propertyPath: field, message, code: 'unique' }],
      },
    );
  }
  // 23503 for a plain foreign key, 23001 for one declared RESTRICT (checked at once, not at the end).
  if (pg.code === '23503' || pg.code === '23001') {
    return new ProblemError('still_referenced');
  }
  if (pg.code === '23514' || pg.code === '23502') {
    return unprocessable([
      {
        propertyPath: '',
        message: `The values break the rule ${pg.constraint ?? 'of the table'}.`,
        code: 'invalid_value',
      },
    ]);
  }
  return error;
}
