import { type SQL, sql } from 'drizzle-orm';
import { booleanFilter, exactFilter, partialFilter, referenceFilter } from '../../api/filters.ts';
import type { Filter, RangeOperator } from '../../api/resource.ts';
import { bookings } from '../../db/schema/index.ts';
import { BOOKING_STATUSES, isDate, STATUS_TABLE } from '../../domain/booking-lifecycle/index.ts';
import { badRequest } from '../../hydra/problem.ts';

// The staff list's filters (spec §7 "GET /api/reservations, many filters"), API Platform style: the
// shared filter builders for text, choices, references and flags, and a date filter with
// `[before]`, `[after]`, `[strictly_before]`, `[strictly_after]` (or a bare day) for the dates.

const DATE_OPERATORS = { before: 'lte', after: 'gte', strictly_before: 'lt', strictly_after: 'gt' } as const;
const SQL_OPERATORS: Record<RangeOperator, string> = { lte: '<=', gte: '>=', lt: '<', gt: '>', between: '=' };

/** A date filter over `day(value)`: `name=2030-05-01` or `name[after]=2030-05-01`. */
function dateFilter(
  name: string,
  description: string,
  compare: (op: SQL, day: string) => SQL,
): Filter & { dates: true } {
  return {
    name,
    description,
    schema: { type: 'string', format: 'date' },
    dates: true,
    where: (value, _context, operator) => {
      const day = value.trim().slice(0, 10);
      if (!isDate(day))
        throw badRequest('invalid_filter', `${name} must be a date (YYYY-MM-DD); got "${value}".`);
      return compare(sql.raw(operator ? SQL_OPERATORS[operator] : '='), day);
    },
  };
}

const inactive = BOOKING_STATUSES.filter((s) => STATUS_TABLE[s].final || s === 'declined' || s === 'expired');
const activeSql = sql`${bookings.status} not in (${sql.join(
  inactive.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** Every filter of the reservations list. */
export const RESERVATION_FILTERS: Filter[] = [
  partialFilter('company', (p) => sql`${bookings.company} ilike ${p}`, 'Company name contains the text.'),
  partialFilter(
    'email',
    (p) => sql`${bookings.email} ilike ${p}`,
    "The visitor's e-mail address contains the text.",
  ),
  partialFilter('user.email', (p) => sql`${bookings.email} ilike ${p}`, 'Alias of email.', 'email'),
  exactFilter('status', bookings.status, 'The booking status.', BOOKING_STATUSES),
  exactFilter('reference', bookings.reference, 'The readable reference, e.g. HH-AMS-2027-0042.'),
  booleanFilter('active', activeSql, 'Not ended: neither turned down, cancelled, declined nor expired.'),
  referenceFilter(
    'location',
    'locations',
    (id) => sql`${bookings.locationId} = ${id}`,
    'The booking location.',
  ),
  dateFilter(
    'createdAt',
    'Created on (or before/after) the day, UTC.',
    (op, d) => sql`${bookings.createdAt}::date ${op} ${d}::date`,
  ),
  dateFilter(
    'updatedAt',
    'Last changed on (or before/after) the day, UTC.',
    (op, d) => sql`${bookings.updatedAt}::date ${op} ${d}::date`,
  ),
  dateFilter(
    'days.date',
    'Has a meeting day on (or before/after) the day.',
    (op, d) =>
      sql`exists (select 1 from booking_days d where d.booking_id = ${bookings.id} and d.date ${op} ${d}::date)`,
  ),
  dateFilter(
    'rooms.startDate',
    'Has a stay arriving on (or before/after) the day.',
    (op, d) =>
      sql`exists (select 1 from booking_rooms r where r.booking_id = ${bookings.id} and r.start_date ${op} ${d}::date)`,
  ),
];

/** The SQL conditions the query's filter parameters ask for; a bad value is a 400 problem. */
export function reservationConditions(query: URLSearchParams): SQL[] {
  const conditions: SQL[] = [];
  for (const filter of RESERVATION_FILTERS) {
    const values = [...query.getAll(filter.name), ...query.getAll(`${filter.name}[]`)];
    if (values.length > 0) {
      const context = { caller: { kind: 'public' as const }, language: 'en-US' };
      conditions.push(
        sql`(${sql.join(
          values.map((v) => filter.where(v, context)),
          sql` or `,
        )})`,
      );
    }
    if (!('dates' in filter)) continue;
    for (const [operator, op] of Object.entries(DATE_OPERATORS)) {
      const value = query.get(`${filter.name}[${operator}]`);
      if (value === null) continue;
      conditions.push(filter.where(value, { caller: { kind: 'public' }, language: 'en-US' }, op));
    }
  }
  return conditions;
}
