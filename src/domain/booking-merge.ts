/**
 * Updates that never lose what the visitor or the venue already entered (spec §5): empty strings
 * never overwrite, and contact details are copied only from a known company or person.
 */
import type { Reservation } from './reservation.types.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmptyText = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * `existing` with the values of `update`, except that blank text and undefined never replace a
 * value; nested objects (the on-site contact) merge the same way, lists are replaced whole, and
 * null does replace (it is a deliberate "none", like a removed promo code).
 */
export function mergeNonEmpty<T extends Record<string, unknown>>(existing: T, update: Partial<T>): T {
  const merged: Record<string, unknown> = { ...existing };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined || isEmptyText(value)) continue;
    const current = merged[key];
    merged[key] = isPlainObject(value) && isPlainObject(current) ? mergeNonEmpty(current, value) : value;
  }
  return merged as T;
}

/** A merge-patch body without blank text, so a `PATCH` cannot clear a stored value by accident. */
export function withoutEmptyStrings<T extends Record<string, unknown>>(body: T): Partial<T> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (isEmptyText(value)) continue;
    kept[key] = isPlainObject(value) ? withoutEmptyStrings(value) : value;
  }
  return kept as Partial<T>;
}

/** Company address fields: copied only when the source names a company (spec §5). */
export const COMPANY_FIELDS = ['company', 'street', 'housenumber', 'postalcode', 'city', 'country'] as const;

/** Person fields: copied only when the source names a person (spec §5). */
export const PERSON_FIELDS = ['firstname', 'lastname', 'phonenumber', 'emailaddress'] as const;

type ContactField = (typeof COMPANY_FIELDS)[number] | (typeof PERSON_FIELDS)[number];

/** Contact details from a stored reservation or account, with the ids that say whom they belong to. */
export type ContactSource = Partial<Record<ContactField, string | null>> & {
  contactCompanyId?: number | string | null;
  contactPersonId?: number | string | null;
};

const hasId = (id: number | string | null | undefined) => id !== null && id !== undefined && id !== '';

/**
 * The form with the source's company and person details copied in, trimmed. Without a company id
 * the address may belong to no one the venue knows, so it is not copied; likewise the person.
 */
export function copyContactDetails(form: Reservation, source: ContactSource): Reservation {
  const fields: ContactField[] = [
    ...(hasId(source.contactCompanyId) ? COMPANY_FIELDS : []),
    ...(hasId(source.contactPersonId) ? PERSON_FIELDS : []),
  ];
  const update: Partial<Reservation> = {};
  for (const field of fields) {
    const value = source[field];
    if (typeof value === 'string') update[field] = value.trim();
  }
  return mergeNonEmpty(form, update);
}
