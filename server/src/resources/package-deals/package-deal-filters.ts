import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  booleanFilter,
  exactFilter,
  partnerFilter,
  positiveInteger,
  referenceFilter,
} from '../../api/filters.ts';
import { parseReference } from '../../api/reference.ts';
import type { Filter } from '../../api/resource.ts';
import { hallPeriods, packageDeals } from '../../db/schema/index.ts';
import { badRequest } from '../../hydra/problem.ts';

const t = packageDeals;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const always = sql`true`;

function time(name: string, value: string): string {
  if (!TIME.test(value)) throw badRequest('invalid_filter', `${name} must be a time HH:mm; got "${value}".`);
  return value;
}

function isoDate(value: string): string {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, (m ?? 0) - 1, d));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || date.getUTCDate() !== d || date.getUTCMonth() !== m! - 1) {
    throw badRequest('invalid_filter', `date must be a date YYYY-MM-DD; got "${value}".`);
  }
  return value;
}

/** The owned-by-partner condition of package deals. */
export const dealsOwnedBy = (partnerId: unknown) =>
  sql`${t.locationId} in (select l.id from locations l where l.partner_id = ${partnerId})`;

/** The window of the meeting: deals with a timeslot covering it all (or without timeslots) fit. */
function timeFilters(): Filter[] {
  return [
    {
      name: 'startTime',
      description:
        'Start of the meeting (HH:mm); with endTime, only deals whose timeslot covers the whole window.',
      schema: { type: 'string', pattern: TIME.source, examples: ['09:00'] },
      where: (value, _context, _operator, query) => {
        const start = time('startTime', value);
        const endText = query?.get('endTime');
        if (endText === null || endText === undefined) {
          throw badRequest('missing_parameter', 'startTime and endTime go together; endTime is missing.');
        }
        const end = time('endTime', endText);
        if (end <= start) throw badRequest('invalid_filter', 'endTime must be after startTime.');
        return sql`(jsonb_array_length(${t.timeslots}) = 0 or exists (select 1 from jsonb_array_elements(${t.timeslots}) s
          where s->>'startTime' <= ${start} and s->>'endTime' >= ${end}))`;
      },
    },
    {
      name: 'endTime',
      description: 'End of the meeting (HH:mm), read together with startTime.',
      schema: { type: 'string', pattern: TIME.source, examples: ['17:00'] },
      where: (value, _context, _operator, query) => {
        time('endTime', value);
        if (!query?.has('startTime')) {
          throw badRequest('missing_parameter', 'startTime and endTime go together; startTime is missing.');
        }
        return always; // the startTime filter compares the pair
      },
    },
  ];
}

function kept(
  name: string,
  description: string,
  check: (value: string) => boolean,
  expected: string,
): Filter {
  return {
    name,
    description,
    schema: { type: 'string' },
    where: (value) => {
      if (!check(value)) throw badRequest('invalid_filter', `${name} must be ${expected}; got "${value}".`);
      return always;
    },
  };
}

/** The filters of spec §7 for package deals; `required` marks the four the location route needs. */
export function packageDealFilters(required: boolean): Filter[] {
  const [startTime, endTime] = timeFilters();
  const need = (filter: Filter): Filter => ({ ...filter, required });
  const filters: Filter[] = [
    need(startTime!),
    need(endTime!),
    need({
      name: 'date',
      description: 'The meeting day (YYYY-MM-DD): only deals valid on it.',
      schema: { type: 'string', format: 'date' },
      where: (value): SQL => {
        const day = isoDate(value);
        return sql`((${t.validFrom} is null or ${t.validFrom} <= ${day}) and (${t.validUntil} is null or ${t.validUntil} >= ${day}))`;
      },
    }),
    need({
      name: 'pax',
      description: 'Number of guests: only deals whose minPax..maxPax includes it.',
      schema: { type: 'integer', minimum: 1 },
      where: (value) => {
        const pax = positiveInteger('pax', value);
        return sql`(${t.minPax} <= ${pax} and (${t.maxPax} is null or ${t.maxPax} >= ${pax}))`;
      },
    }),
    kept(
      'email',
      "The visitor's e-mail address; validated, and reserved for customer-specific deals (it narrows nothing yet).",
      (value) => v.safeParse(v.pipe(v.string(), v.email()), value).success,
      'an e-mail address',
    ),
    exactFilter('type', t.type, 'Deals of this type, e.g. meeting.'),
    {
      name: 'timeslots',
      description: 'Deals offering exactly this timeslot, written HH:mm-HH:mm.',
      schema: { type: 'string', examples: ['08:30-17:30'] },
      where: (value) => {
        const match = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(value);
        if (!match || !TIME.test(match[1]!) || !TIME.test(match[2]!)) {
          throw badRequest('invalid_filter', `timeslots must be HH:mm-HH:mm; got "${value}".`);
        }
        return sql`exists (select 1 from jsonb_array_elements(${t.timeslots}) s
          where s->>'startTime' = ${match[1]} and s->>'endTime' = ${match[2]})`;
      },
    },
    exactFilter('period', t.period, 'Deals for this period.', hallPeriods),
    booleanFilter('cateringPackage', t.cateringPackage, 'Catering packages only (true) or the others.'),
    booleanFilter(
      'includingHallRental',
      t.includingHallRental,
      'Deals that include hall rental (true) or not.',
    ),
    booleanFilter('available', t.available, 'Available (true) or unavailable (false) deals.'),
    booleanFilter('deleted', t.deleted, 'Deleted (true, staff only) or current (false) deals.'),
    kept(
      'reservation',
      'The reservation being edited (IRI or id); validated, and reserved for keeping its deals listed (it narrows nothing yet).',
      (value) => parseReference(value, 'reservations') !== null,
      'an IRI such as /api/reservations/1 or an id',
    ),
  ];
  if (required) return filters;
  return [
    partnerFilter(dealsOwnedBy),
    referenceFilter(
      'location',
      'locations',
      (id) => sql`${t.locationId} = ${id}`,
      'Deals of this location.',
      'locations',
    ),
    ...filters,
  ];
}
