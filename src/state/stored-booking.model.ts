/**
 * The booking on the server that a new reservation is written to (spec §4): the credentials that
 * open it (kept in the tab's draft) and its state as last read. Autosave creates it, the draft
 * restores it, the submission sends it, the price preview reads its billing.
 */
import { computed, signal } from '@preact/signals-react';
import type { DraftBooking } from '../domain/draft.ts';
import type { BookingState } from './booking-state.ts';

/** Creates the (not yet existing) booking of one form. */
export function createStoredBooking() {
  const credentials = signal<DraftBooking | null>(null);
  const booking = signal<BookingState | null>(null);
  return {
    /** The id, username and key of the booking once created (or restored from the tab). */
    credentials,
    /** What the server last said about the booking. */
    booking,
    /** Sent: no longer a draft, so nothing is auto-saved any more. */
    sent: computed(() => booking.value !== null && booking.value.status !== 'draft'),
  };
}

/** One form's stored booking. */
export type StoredBooking = ReturnType<typeof createStoredBooking>;
