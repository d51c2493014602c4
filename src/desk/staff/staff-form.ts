/**
 * Pure helpers of the staff page (issue 17): the API's violations by the form field they belong to, and
 * the locations a colleague works for as the API takes them (null: all of the partner's).
 */
import type { Violation } from '../api.ts';

/** The first violation's message per field; `locations[2]` belongs to the `locations` field. */
export function violationsByField(violations: readonly Violation[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const violation of violations) {
    const field = violation.propertyPath.replace(/\[\d+\]$/, '').split('.')[0] ?? '';
    if (!(field in fields)) fields[field] = violation.message;
  }
  return fields;
}

/** A colleague's locations: every location, or only the chosen ones. */
export type LocationScope = { all: true } | { all: false; chosen: readonly string[] };

/** The scope of a user as the API lists them (`locations: null` is all). */
export function scopeOf(locations: readonly string[] | null): LocationScope {
  return locations === null ? { all: true } : { all: false, chosen: locations };
}

/**
 * The scope as the API takes it: null for all, else the chosen IRIs in the order of `known`. Choosing
 * "only these" with none ticked is kept as an empty list: the API then answers what that means.
 */
export function locationsPayload(scope: LocationScope, known: readonly string[]): string[] | null {
  if (scope.all) return null;
  const chosen = new Set(scope.chosen);
  return known.filter((iri) => chosen.has(iri));
}

/** Ticks or unticks one location of a scope limited to some locations. */
export function toggleLocation(scope: LocationScope, iri: string, on: boolean): LocationScope {
  const chosen = scope.all ? [] : scope.chosen.filter((c) => c !== iri);
  return { all: false, chosen: on ? [...chosen, iri] : chosen };
}

/** What a manager may hand on: every location and "all" when they hold all, else their own only. */
export type LocationGrant<T extends { '@id': string }> = { options: T[]; allowAll: boolean };

/** The locations a manager (`own`: their IRIs, null for all) may give a colleague, in the listed order. */
export function grantableLocations<T extends { '@id': string }>(
  all: readonly T[],
  own: readonly string[] | null,
): LocationGrant<T> {
  if (own === null) return { options: [...all], allowAll: true };
  const mine = new Set(own);
  return { options: all.filter((l) => mine.has(l['@id'])), allowAll: false };
}

/**
 * The locations a change sends: undefined when the scope still says what `before` said, so changing a
 * colleague's role never re-sends locations their manager could not grant.
 */
export function locationsChange(
  before: readonly string[] | null,
  scope: LocationScope,
  known: readonly string[],
): string[] | null | undefined {
  const after = locationsPayload(scope, known);
  if (before === null || after === null) return before === after ? undefined : after;
  const same = after.length === before.length && after.every((iri) => before.includes(iri));
  return same ? undefined : after;
}
