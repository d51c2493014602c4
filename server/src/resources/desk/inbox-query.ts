import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { INBOX_STATUSES } from '../../../../src/contracts/desk-inbox.schema.ts';
import { likePattern } from '../../api/filters.ts';
import { parseReference } from '../../api/reference.ts';
import type { StaffIdentity } from '../../auth/staff-users.ts';
import type { Orm } from '../../db/database.ts';
import { bookings, locations } from '../../db/schema/index.ts';
import { isDate } from '../../domain/booking-lifecycle/index.ts';
import { badRequest, notFound } from '../../hydra/problem.ts';
import { reservationConditions } from '../reservations/reservation-filters.ts';

// The inbox's filters (issue 17) on top of the reservations list's own (status, location, reference,
// company, e-mail, created/updated days): a search `q` over the fields people say on the phone, a
// period `from`/`to` that meeting days or stays touch, the desk user's location limits, and no drafts
// unless asked for by status.

/** The inbox's own query parameters, documented in desk-inbox.openapi.ts. */
export const INBOX_PARAMETERS = ['q', 'from', 'to'] as const;

/** `q`: the text in the reference, company, first or last name (or both), or e-mail, ignoring case. */
function searchCondition(text: string): SQL {
  const pattern = likePattern(text.trim());
  return sql`(${bookings.reference} ilike ${pattern}
    or ${bookings.company} ilike ${pattern}
    or ${bookings.contactPersonFirstname} ilike ${pattern}
    or ${bookings.contactPersonLastname} ilike ${pattern}
    or (${bookings.contactPersonFirstname} || ' ' || ${bookings.contactPersonLastname}) ilike ${pattern}
    or ${bookings.email} ilike ${pattern})`;
}

function day(query: URLSearchParams, name: 'from' | 'to'): string | null {
  const value = query.get(name)?.trim();
  if (!value) return null;
  if (!isDate(value))
    throw badRequest('invalid_filter', `${name} must be a date (YYYY-MM-DD); got "${value}".`);
  return value;
}

/** A meeting day within the period, or a stay that overlaps it (arrival ≤ to and departure ≥ from). */
function periodCondition(from: string | null, to: string | null): SQL | null {
  if (from === null && to === null) return null;
  const dayFrom = from === null ? sql`true` : sql`d.date >= ${from}::date`;
  const dayTo = to === null ? sql`true` : sql`d.date <= ${to}::date`;
  const stayFrom = from === null ? sql`true` : sql`r.end_date >= ${from}::date`;
  const stayTo = to === null ? sql`true` : sql`r.start_date <= ${to}::date`;
  return sql`(exists (select 1 from booking_days d where d.booking_id = ${bookings.id} and ${dayFrom} and ${dayTo})
    or exists (select 1 from booking_rooms r where r.booking_id = ${bookings.id} and ${stayFrom} and ${stayTo}))`;
}

/**
 * A location filter may name only the desk user's own locations: another partner's, or one outside the
 * user's limits, is a 404 as if it did not exist (no probing of ids).
 */
async function checkLocationFilter(db: Orm, desk: StaffIdentity, query: URLSearchParams): Promise<void> {
  const values = [...query.getAll('location'), ...query.getAll('location[]')];
  for (const value of values) {
    const id = parseReference(value, 'locations');
    if (id === null) continue; // the reservations filter answers a malformed value with its 400
    const allowed = desk.locationIds === null || desk.locationIds.includes(id);
    const [own] = allowed
      ? await db
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.id, id), eq(locations.partnerId, desk.partnerId)))
      : [];
    if (!own) throw notFound('location_not_found', `Location ${value} does not exist.`);
  }
}

/** Statuses asked for must be real ones; `draft` may be asked for explicitly. */
function checkStatuses(query: URLSearchParams): boolean {
  const asked = [...query.getAll('status'), ...query.getAll('status[]')];
  for (const status of asked)
    if (status !== 'draft' && !(INBOX_STATUSES as readonly string[]).includes(status))
      throw badRequest(
        'invalid_filter',
        `status must be one of ${INBOX_STATUSES.join(', ')}; got "${status}".`,
      );
  return asked.length > 0;
}

/**
 * The conditions of the inbox for a desk user: their partner, their locations, and the query's filters.
 * `withStatus: false` leaves the status filter out (the counts per status).
 */
export async function inboxConditions(
  db: Orm,
  desk: StaffIdentity,
  query: URLSearchParams,
  options: { withStatus: boolean },
): Promise<SQL[]> {
  await checkLocationFilter(db, desk, query);
  const filters = new URLSearchParams(query);
  const statusAsked = checkStatuses(query);
  if (!options.withStatus) {
    filters.delete('status');
    filters.delete('status[]');
  }
  const conditions: SQL[] = [eq(bookings.partnerId, desk.partnerId), ...reservationConditions(filters)];
  if (desk.locationIds !== null)
    conditions.push(
      desk.locationIds.length > 0 ? inArray(bookings.locationId, desk.locationIds) : sql`false`,
    );
  if (!(options.withStatus && statusAsked)) conditions.push(sql`${bookings.status} <> 'draft'`);
  const q = query.get('q')?.trim();
  if (q) conditions.push(searchCondition(q));
  const period = periodCondition(day(query, 'from'), day(query, 'to'));
  if (period) conditions.push(period);
  return conditions;
}
