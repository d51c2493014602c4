/**
 * The tab's copy of the unsent work (spec §4: "before any e-mail exists, the draft survives a page
 * reload"): the form, the steps got past and the stored booking's credentials, in session storage
 * per partner. Restored once when the form is composed; removed once the booking is sent.
 */
import { batch } from '@preact/signals-react';
import { type Draft, draftKey, parseDraft, serializeDraft } from '../domain/draft.ts';
import type { ReservationForm } from './reservation-form.model.ts';
import type { StoredBooking } from './stored-booking.model.ts';

/** Where the host page keeps the draft; implementations swallow storage errors. */
export type DraftStore = {
  read(key: string): string | null;
  write(key: string, text: string): void;
  remove(key: string): void;
};

/** A store that keeps nothing (node tests, or a widget without storage). */
export const NO_DRAFT_STORE: DraftStore = { read: () => null, write: () => {}, remove: () => {} };

/** What the draft needs. */
export type DraftDeps = {
  form: ReservationForm;
  stored: StoredBooking;
  store: DraftStore;
  /** The `partner` attribute now: the draft of a tab is kept per partner. */
  partner: () => string;
  /** The wizard's open step now, kept with the draft so a reload reopens it. */
  openStep?: () => number | null;
};

/** Creates the draft of one form. */
export function createDraft({ form, stored, store, partner, openStep }: DraftDeps) {
  const key = () => draftKey(partner());

  function persist() {
    try {
      store.write(
        key(),
        serializeDraft(
          form.prefillFingerprint,
          form.reservation.peek(),
          stored.credentials.peek(),
          form.confirmedSteps.peek(),
          openStep?.() ?? null,
        ),
      );
    } catch {
      // Storage full or blocked: the booking on the server still holds the work once it exists.
    }
  }

  return {
    /** Puts the tab's draft (and its booking) back into the form; returns it, or null when there was none. */
    restore(): Draft | null {
      const found = parseDraft(store.read(key()), form.reservation.peek().locale);
      // A link with other prefill values is a new start; the same page reloaded is not.
      const draft = found?.origin === form.prefillFingerprint ? found : null;
      if (draft) {
        batch(() => {
          form.restoreDraft(draft.reservation, draft.confirmed);
          stored.credentials.value = draft.booking;
        });
      }
      return draft;
    },
    /** Writes the draft (with each save). */
    persist,
    /** Writes the draft now (the page is being left); an edited stored booking is not a draft. */
    persistNow() {
      if (!form.existingReservation.peek()) persist();
    },
    /** Forgets the draft: the booking was sent, so the tab starts a new one next time. */
    clear() {
      store.remove(key());
    },
  };
}

/** One form's draft. */
export type DraftModel = ReturnType<typeof createDraft>;
