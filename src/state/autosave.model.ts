/**
 * Auto-save (spec §4, §9): the booking is created once the visitor has given an e-mail address,
 * then patched 200 ms after each real change with the fields that changed only, a newer save
 * aborting the one in flight; a change undone before its save sends nothing. A create is
 * never aborted: later saves wait for it. Server violations land on their fields; the draft is
 * written with each save.
 */
import { batch, effect, signal } from '@preact/signals-react';
import type { Api } from '../api/api.ts';
import { describeFailure } from '../api/result.ts';
import type { BookingCreated } from '../contracts/booking-read.schema.ts';
import type { BreakfastSettings } from '../domain/breakfast.ts';
import { canSaveBooking, prepareBookingPayload } from '../domain/payload.ts';
import { changedFields, type PayloadField } from '../domain/payload-changes.ts';
import { plainJson } from '../domain/plain-json.ts';
import type { BookingPayload } from '../domain/reservation.types.ts';
import type { CorporateCredentials } from '../steps/details/corporate-check.model.ts';
import { toBookingState } from './booking-state.ts';
import type { DraftModel } from './draft.model.ts';
import type { ReservationForm } from './reservation-form.model.ts';
import type { ServerProblems } from './server-problems.model.ts';
import type { StoredBooking } from './stored-booking.model.ts';

/** Auto-save debounce (spec §9). */
export const SAVE_DEBOUNCE_MS = 200;

/** Why the last save failed, until a save passes. */
export type SaveError = 'rate_limited' | 'invalid' | 'failed';

/** What auto-save needs. */
export type AutosaveDeps = {
  form: ReservationForm;
  api: Pick<Api, 'bookings'>;
  stored: StoredBooking;
  problems: Pick<ServerProblems, 'show' | 'clear'>;
  draft: Pick<DraftModel, 'persist'>;
  /** The location settings that decide breakfast when the visitor cannot choose (spec §5). */
  breakfastSettings: (location: string | null) => BreakfastSettings | null;
  logError: (message: string) => void;
  debounceMs?: number;
};

/** Creates the auto-save of one form and starts following its changes. */
export function createAutosave(deps: AutosaveDeps) {
  const { form, stored } = deps;
  /** A save is on its way (spec §4 "submitting flag"). */
  const saving = signal(false);
  const saveError = signal<SaveError | null>(null);
  /** Counts successful saves: what follows the stored booking (its price) reloads on each. */
  const savedVersion = signal(0);
  // Verified corporate credentials go with the next save only: the server verifies them once and
  // keeps the account, and each verification counts against a small rate limit.
  let pendingCredentials: CorporateCredentials | null = null;
  // What the booking is known to hold, and the fields whose value there is not known: sent by a save
  // that was aborted or got no answer (the server may have written them). Each save patches the
  // fields that differ from `held`, plus the unsure ones.
  let held: Partial<BookingPayload> | null = null;
  const unsure = new Set<PayloadField>();
  let inFlight: { controller: AbortController; payload: string; fields: PayloadField[] } | null = null;
  let creating: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const payloadOf = (): BookingPayload => {
    const reservation = form.reservation.peek();
    return prepareBookingPayload(reservation, {
      breakfastSettings: (room) =>
        deps.breakfastSettings((room as { location?: string | null }).location ?? reservation.location),
    });
  };

  /** Saves now: creates the booking when it has none, else patches what changed. Resolves when done. */
  async function save(): Promise<void> {
    const reservation = form.reservation.peek();
    if (stopped || stored.sent.peek() || !canSaveBooking(reservation) || !reservation.location) return;
    // Editing a stored booking goes through its own "apply changes"; auto-save is for new ones.
    if (form.existingReservation.peek()) return;
    if (creating) await creating;
    const payload = payloadOf();
    const credentialsToSend = pendingCredentials;
    if (credentialsToSend) payload.corporateAccount = credentialsToSend;
    const text = plainJson(payload);
    // The save on its way already carries exactly this: let it land.
    if (inFlight?.payload === text) return;
    const current = stored.credentials.peek();
    // The fields of the save on its way count as unsure: it may be written before it is aborted.
    for (const field of inFlight?.fields ?? []) unsure.add(field);
    const changes = current ? changedFields(held, payload, unsure) : payload;
    const fields = Object.keys(changes) as PayloadField[];
    // Back to what the booking holds, and nothing unsure: nothing to send.
    if (current && fields.length === 0) return;
    inFlight?.controller.abort();
    const controller = new AbortController();
    const sending = { controller, payload: text, fields };
    inFlight = sending;
    saving.value = true;
    const call = current
      ? deps.api.bookings.patch(current, changes, controller.signal)
      : deps.api.bookings.create(payload);
    const run = call.then((result) => {
      if (inFlight === sending) {
        inFlight = null;
        saving.value = false;
      }
      if (result.status === 'aborted') return;
      if (result.status === 'error') {
        const { error } = result;
        // Without an answer the server may have written the fields: the next save sends them again.
        if (error.kind !== 'http') for (const field of fields) unsure.add(field);
        deps.logError(`booking-form: the booking could not be saved: ${describeFailure(error)}`);
        deps.problems.show(error, reservation);
        saveError.value =
          error.kind === 'http' && error.status === 429
            ? 'rate_limited'
            : error.kind === 'http' && error.violations
              ? 'invalid'
              : 'failed';
        return;
      }
      const doc = result.data;
      batch(() => {
        // Credentials are verified once, not held: sending the same ones again is a new verification.
        const { corporateAccount: _sent, ...written } = changes;
        held = { ...held, ...written };
        for (const field of fields) unsure.delete(field);
        if (credentialsToSend === pendingCredentials) pendingCredentials = null;
        deps.problems.clear();
        saveError.value = null;
        // Without credentials the call was the create, whose answer alone carries the key.
        if (!current)
          stored.credentials.value = { id: doc.id, username: doc.username, key: (doc as BookingCreated).key };
        stored.booking.value = toBookingState(doc);
        savedVersion.value++;
      });
      deps.draft.persist();
    });
    if (!current) {
      creating = run.finally(() => {
        creating = null;
      });
    }
    await run;
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      // Written with the save, not on every change: serialising the form per keystroke or click
      // showed up in interaction timings. The widget also writes it when the page is left.
      deps.draft.persist();
      void save();
    }, deps.debounceMs ?? SAVE_DEBOUNCE_MS);
  }

  /** Saves what is pending at once (before sending); resolves when the booking is up to date. */
  async function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    await save();
    if (creating) await creating;
  }

  // Every change of the values or of the steps got past is saved; the first run is the composition.
  let first = true;
  const stopWatching = effect(() => {
    void form.reservation.value;
    void form.confirmedSteps.value;
    if (first) {
      first = false;
      return;
    }
    if (!form.existingReservation.peek()) schedule();
  });

  return {
    saving,
    saveError,
    savedVersion,
    /** Saves soon (a restored draft with a booking, or verified credentials to send). */
    schedule,
    flush,
    /** Tries the last failed save again now (the visitor asked). */
    retry(): Promise<void> {
      held = null;
      return flush();
    },
    /** Verified corporate credentials: sent with the next save. */
    sendCredentials(credentials: CorporateCredentials) {
      pendingCredentials = credentials;
      schedule();
    },
    /** The corporate check was unticked: nothing verified is waiting to be sent. */
    dropCredentials() {
      pendingCredentials = null;
    },
    /** Stops saving: no timer, no call in flight, no watching (the element is going away for good). */
    dispose() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      inFlight?.controller.abort();
      stopWatching();
    },
  };
}

/** One form's auto-save. */
export type Autosave = ReturnType<typeof createAutosave>;
