import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFixture, bookingPayload } from '../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { capturingLogger } from '../../test/logs.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../test/rate-limits.ts';
import { errorForLog } from '../logger.ts';

// Personal data never reaches the server log through a database error (issue 20, finding 11): the
// statement is logged without its parameters, and PostgreSQL's values are left out.

const { logger, lines } = capturingLogger();
let fresh: FreshApp;
beforeAll(async () => {
  fresh = await freshApp({ logger, rateLimits: GENEROUS_BOOKING_LIMITS });
});
afterAll(() => fresh.close());

describe('the log of a failed database write', () => {
  it('names the statement and the database’s code, never the visitor’s e-mail, name or key hash', async () => {
    const f = await bookingFixture(fresh.db);
    // A schema that no longer fits the code: every booking insert fails inside the database.
    await fresh.db.query('alter table bookings rename column contact_person_lastname to lastname_gone');
    const response = await fresh.app.request('/api/booking', {
      method: 'POST',
      headers: { 'content-type': 'application/ld+json' },
      body: JSON.stringify(
        bookingPayload(f, { email: 'private.person@example.com', contactPersonLastname: 'Privé' }),
      ),
    });
    expect(response.status).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('insert into \\"bookings\\"');
    expect(log).not.toContain('private.person@example.com');
    expect(log).not.toContain('Privé');
  });

  it('keeps codes and names of a PostgreSQL error, not the values in its message or detail', () => {
    const pgError = Object.assign(
      new Error('duplicate key value violates unique constraint "bookings_username_key"'),
      {
        severity: 'ERROR',
        code: '23505',
        constraint: 'bookings_username_key',
        table: 'bookings',
        detail: 'Key (email)=(anna@example.com) already exists.',
      },
    );
    const logged = errorForLog(
      new DrizzleQueryError('insert into bookings (email) values ($1)', ['anna@example.com'], pgError),
    );
    const text = JSON.stringify(logged);
    expect(text).not.toContain('anna@example.com');
    expect(logged).toMatchObject({
      query: 'insert into bookings (email) values ($1)',
      cause: { code: '23505', table: 'bookings' },
    });
  });
});
