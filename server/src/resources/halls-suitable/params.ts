import { parseReference } from '../../api/reference.ts';
import { badRequest } from '../../hydra/problem.ts';

// Query parameters of the availability endpoints; every bad value is a 400 problem naming it.

/** The value of a required parameter, or a `missing_parameter` problem. */
export function required(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null || value.trim() === '') throw badRequest('missing_parameter', `${name} is required.`);
  return value.trim();
}

/** A `YYYY-MM-DD` calendar date that exists. */
export function dateParam(name: string, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : null;
  if (!match || !day || day.getUTCDate() !== +match[3]! || day.getUTCMonth() !== +match[2]! - 1) {
    throw badRequest('invalid_date', `${name} must be a date YYYY-MM-DD; got "${value}".`);
  }
  return value;
}

/** A `HH:mm` time; `24:00` only where `endOfDay` allows it (a meeting may end at midnight). */
export function timeParam(name: string, value: string, endOfDay = false): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value) && !(endOfDay && value === '24:00')) {
    throw badRequest('invalid_time', `${name} must be a time HH:mm; got "${value}".`);
  }
  return value;
}

/** A whole number from 1 up to `max`. */
export function countParam(name: string, value: string, max = 100_000): number {
  const n = /^[1-9]\d{0,8}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n <= max))
    throw badRequest(`invalid_${name}`, `${name} must be a whole number from 1 to ${max}; got "${value}".`);
  return n;
}

/** An IRI of `resource` or a bare id. */
export function referenceParam(name: string, value: string, resource: string): number {
  const id = parseReference(value, resource);
  if (id === null)
    throw badRequest('invalid_filter', `${name} must be an IRI such as /api/${resource}/1; got "${value}".`);
  return id;
}

/** `true` or `false`. */
export function booleanParam(name: string, value: string): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest('invalid_filter', `${name} must be true or false; got "${value}".`);
}

/** The id at the end of an IRI of any collection (`/api/reservation_day_halls/7`), or a bare id. */
export function trailingId(name: string, value: string): number {
  const match = /^(?:\/api\/[a-z_]+\/)?([1-9]\d{0,9})\/?$/.exec(value);
  const id = match ? Number(match[1]) : Number.NaN;
  if (!(id <= 2_147_483_647))
    throw badRequest('invalid_filter', `${name} must be an IRI or id; got "${value}".`);
  return id;
}
