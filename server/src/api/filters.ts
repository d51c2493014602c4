import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../hydra/problem.ts';
import { parseReference } from './reference.ts';
import type { Filter, RangeOperator } from './resource.ts';

/** A SQL expression a filter compares: a drizzle column or any `sql` fragment. */
export type Expression = SQL | SQL.Aliased | { getSQL(): SQL };

function invalid(name: string, expected: string, value: string): never {
  throw badRequest('invalid_filter', `${name} must be ${expected}; got "${value}".`);
}

/** `available=true`: true/false (or 1/0); anything else is a 400 problem. */
const BOOLEAN_VALUES = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

/** `active=true`: a flag; anything but true, false, 1 and 0 is a 400 problem. */
export function booleanFilter(name: string, column: Expression, description: string): Filter {
  return {
    name,
    description,
    schema: { type: 'boolean' },
    where: (value) => {
      // A Map, not an object literal: `available=__proto__` must not find Object.prototype.
      const flag = BOOLEAN_VALUES.get(value.trim());
      if (flag === undefined) invalid(name, 'true or false', value);
      return sql`${column} = ${flag}`;
    },
  };
}

/** `category=audiovisual`: equal to the value; with `values`, any other value is a 400 problem. */
export function exactFilter(
  name: string,
  column: Expression,
  description: string,
  values?: readonly string[],
): Filter {
  return {
    name,
    description,
    schema: values ? { type: 'string', enum: [...values] } : { type: 'string' },
    where: (value) => {
      if (values && !values.includes(value)) invalid(name, `one of ${values.join(', ')}`, value);
      if (value.trim() === '') invalid(name, 'a non-empty value', value);
      return sql`${column} = ${value}`;
    },
  };
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `name=zaal`: contains the text, ignoring case (API Platform's `ipartial`). */
export function partialFilter(
  name: string,
  matches: (pattern: string) => SQL,
  description: string,
  property?: string,
): Filter {
  return {
    name,
    description,
    schema: { type: 'string' },
    ...(property ? { property } : {}),
    where: (value) => {
      if (value.trim() === '') invalid(name, 'a non-empty text', value);
      return matches(likePattern(value.trim()));
    },
  };
}

/** `location=/api/locations/1` or `location=1`: rows that refer to that row. */
export function referenceFilter(
  name: string,
  resource: string,
  condition: (id: number) => SQL,
  description: string,
  scope?: string,
): Filter {
  return {
    name,
    description,
    schema: { type: 'string', examples: [`/api/${resource}/1`, '1'] },
    ...(scope ? { scope } : {}),
    where: (value) => {
      const id = parseReference(value, resource);
      if (id === null) invalid(name, `an IRI such as /api/${resource}/1 or an id`, value);
      return condition(id);
    },
  };
}

/**
 * A decimal bound as exact SQL: `numeric`, not the column's type, so `1.5` or `99999999999` against an
 * integer column compares as a number instead of failing the statement (a 500).
 */
function bound(name: string, text: string): { value: number; sql: SQL } {
  const trimmed = text.trim();
  if (!/^-?\d{1,30}(\.\d{1,30})?$/.test(trimmed)) invalid(name, 'a number', text);
  return { value: Number(trimmed), sql: sql`${trimmed}::numeric` };
}

/** `hall.squareMeters[between]=20..80`, `[gt]`, `[gte]`, `[lt]`, `[lte]` (API Platform's RangeFilter). */
export function rangeFilter(name: string, column: Expression, description: string): Filter {
  return {
    name,
    description,
    schema: { type: 'number' },
    range: true,
    where: (value, _context, operator?: RangeOperator) => {
      switch (operator) {
        case 'between': {
          const match = /^(.+)\.\.(.+)$/.exec(value);
          if (!match) invalid(`${name}[between]`, 'two numbers as min..max', value);
          const low = bound(`${name}[between]`, match[1]!);
          const high = bound(`${name}[between]`, match[2]!);
          if (low.value > high.value) invalid(`${name}[between]`, 'min..max with min ≤ max', value);
          return sql`${column} between ${low.sql} and ${high.sql}`;
        }
        case 'gt':
          return sql`${column} > ${bound(`${name}[gt]`, value).sql}`;
        case 'gte':
          return sql`${column} >= ${bound(`${name}[gte]`, value).sql}`;
        case 'lt':
          return sql`${column} < ${bound(`${name}[lt]`, value).sql}`;
        case 'lte':
          return sql`${column} <= ${bound(`${name}[lte]`, value).sql}`;
        default:
          throw badRequest('invalid_filter', `${name} takes [between], [gt], [gte], [lt] or [lte].`);
      }
    },
  };
}

/** A whole number from 1, for `pax` and the like. */
export function positiveInteger(name: string, value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value.trim())) invalid(name, 'a whole number from 1', value);
  return Number(value);
}

/**
 * `partner=/api/partners/1`, `partner=1` or `partner=harbour`: rows of that partner. `owned` gives the SQL
 * for a partner id expression (a subquery when the client named a slug).
 */
export function partnerFilter(owned: (partnerId: SQL) => SQL): Filter {
  return {
    name: 'partner',
    description: 'Only rows of this partner: its IRI, id or slug. Public reads must name one partner.',
    schema: { type: 'string', examples: ['/api/partners/1', '1', 'harbour'] },
    scope: 'partners',
    where: (value) => {
      const text = value.trim();
      const id = parseReference(text, 'partners');
      if (id !== null) return owned(sql`${id}`);
      if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(text)) {
        return owned(sql`(select p.id from partners p where p.slug = ${text})`);
      }
      return invalid('partner', 'a partner IRI, an id or a slug', value);
    },
  };
}
