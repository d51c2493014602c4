/**
 * The visitor's unsent work as kept in session storage (spec §4 auto-save; issue: "before any e-mail
 * exists, the draft survives a page reload"): the form, and once the booking exists its id and the
 * credentials that open it. Pure: parsing never trusts what it reads, since another script on the
 * host page shares the storage.
 */

import { plainJson } from './plain-json.ts';
import { emptyReservation } from './reservation.ts';
import type { Reservation } from './reservation.types.ts';

/** The booking a draft is saved to: its id and the `username` and `key` headers that open it. */
export type DraftBooking = { id: number; username: string; key: string };

/**
 * What is stored per partner. `origin` is the prefill the draft started from: a reload of the same
 * page restores the draft, a link with other prefill values starts afresh from those values.
 */
export type Draft = {
  version: 1;
  origin: string;
  reservation: Reservation;
  booking: DraftBooking | null;
  /** The steps the visitor got past with Next, so a reload does not lock the steps after them. */
  confirmed: number[];
  /** The step that was open, so a reload shows the visitor where they were; null for none. */
  open: number | null;
};

/** The storage key of a partner's draft; one draft per partner and tab. */
export const draftKey = (partner: string) => `booking-form:draft:${partner}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseBooking(value: unknown): DraftBooking | null {
  if (!isRecord(value)) return null;
  const { id, username, key } = value;
  if (!Number.isSafeInteger(id) || typeof username !== 'string' || typeof key !== 'string') return null;
  return { id: id as number, username, key };
}

/**
 * The stored draft, or null when there is none or it is not ours. Fields of the right type are taken
 * over an empty form, so a draft from an older widget version still restores what it can.
 */
export function parseDraft(text: string | null, locale: string): Draft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.version !== 1 || !isRecord(data.reservation)) return null;
  const base = emptyReservation(locale);
  const stored = data.reservation;
  const reservation = { ...base } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(base)) {
    const value = stored[key];
    const sameKind =
      Array.isArray(fallback) === Array.isArray(value) &&
      (fallback === null || value === null || typeof value === typeof fallback);
    if (value !== undefined && sameKind) reservation[key] = value;
  }
  return {
    version: 1,
    origin: typeof data.origin === 'string' ? data.origin : '',
    reservation: reservation as Reservation,
    booking: parseBooking(data.booking),
    confirmed: Array.isArray(data.confirmed)
      ? data.confirmed.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 5)
      : [],
    open:
      Number.isInteger(data.open) && (data.open as number) >= 1 && (data.open as number) <= 5
        ? (data.open as number)
        : null,
  };
}

/** The text to store. */
export function serializeDraft(
  origin: string,
  reservation: Reservation,
  booking: DraftBooking | null,
  confirmed: readonly number[] = [],
  open: number | null = null,
): string {
  const draft: Draft = { version: 1, origin, reservation, booking, confirmed: [...confirmed], open };
  return plainJson(draft);
}
