/**
 * What a merge patch of the booking carries (spec §4 auto-save "only when the day or room data
 * actually changed"): the payload's top-level fields whose value differs from what the booking holds.
 * Days and rooms go as whole lists, as a merge patch replaces arrays.
 */

import { plainJson } from './plain-json.ts';
import type { BookingPayload } from './reservation.types.ts';

/** The fields of a booking payload. */
export type PayloadField = keyof BookingPayload;

const same = (a: unknown, b: unknown) => plainJson(a) === plainJson(b);

/**
 * The fields of `next` that differ from `held`, plus the `unsure` ones (sent earlier, outcome not
 * known, so the server may hold anything there). A field missing from `next` is left out: an empty
 * text is never sent, so it never overwrites (spec §5). No `held` means every field.
 */
export function changedFields(
  held: Partial<BookingPayload> | null,
  next: Partial<BookingPayload>,
  unsure: ReadonlySet<PayloadField> = new Set(),
): Partial<BookingPayload> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if (!held || unsure.has(field as PayloadField) || !same(held[field as PayloadField], value))
      changes[field] = value;
  }
  return changes as Partial<BookingPayload>;
}
