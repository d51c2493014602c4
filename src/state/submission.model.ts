/**
 * Sending the booking (spec §4, §5): step 5's terms, then one transition (`request`, `inquire`,
 * `request_proposal`, `book_now`) after the last change is saved. A lost race makes every step ask
 * again what is free; a blocked transition or the server's violations come back to the visitor.
 */
import { signal } from '@preact/signals-react';
import type { Api } from '../api/api.ts';
import { type ApiError, describeFailure } from '../api/result.ts';
import { MESSAGES } from '../domain/validation.ts';
import type { Autosave } from './autosave.model.ts';
import type { AvailabilityEpoch } from './availability-epoch.ts';
import { type BookingState, type TransitionBlocker, toBookingState } from './booking-state.ts';
import type { DraftModel } from './draft.model.ts';
import type { FieldProblem, ReservationForm } from './reservation-form.model.ts';
import type { ServerProblems } from './server-problems.model.ts';
import type { StoredBooking } from './stored-booking.model.ts';

/** The outcome of sending the booking. */
export type SubmitOutcome =
  | { status: 'sent'; booking: BookingState }
  | { status: 'lost'; lost: string[] }
  | { status: 'blocked'; blockers: TransitionBlocker[] }
  | { status: 'invalid' }
  | { status: 'failed'; error: ApiError | null };

/** What the submission needs. */
export type SubmissionDeps = {
  form: ReservationForm;
  api: Pick<Api, 'bookings'>;
  stored: StoredBooking;
  autosave: Pick<Autosave, 'flush'>;
  problems: Pick<ServerProblems, 'any' | 'show'>;
  draft: Pick<DraftModel, 'clear'>;
  epoch: AvailabilityEpoch;
  logError: (message: string) => void;
};

const attemptKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Creates the submission of one form. */
export function createSubmission(deps: SubmissionDeps) {
  const { stored } = deps;
  const submitting = signal<string | null>(null);
  /** Step 5's terms checkbox (spec §5 terms rule). */
  const termsAccepted = signal(false);
  /** The booking as sent, once: the host page hears of it (`booking-submitted`). */
  const submitted = signal<{ id: number; status: string; transition: string } | null>(null);
  /** The last failure a visitor saw, for the host page (`booking-error`). */
  const failure = signal<{ code: string; message: string } | null>(null);
  let reading: AbortController | null = null;

  /** Reads the booking again (after a lost race, or to refresh transitions). */
  async function refresh(): Promise<void> {
    const access = stored.credentials.peek();
    if (!access) return;
    reading?.abort();
    const own = new AbortController();
    reading = own;
    const result = await deps.api.bookings.read(access, own.signal);
    if (reading === own) reading = null;
    if (result.status === 'ok') stored.booking.value = toBookingState(result.data);
  }

  return {
    submitting,
    termsAccepted,
    submitted,
    failure,
    refresh,
    /** Step 5's problem while the terms are not accepted (read inside signals). */
    termsProblems(): FieldProblem[] {
      return termsAccepted.value ? [] : [{ path: 'terms', error: { key: MESSAGES.terms } }];
    },
    /** Sends the booking with one transition (request, inquire, request_proposal, book_now). */
    async submit(transition: string, inputs: Record<string, unknown> = {}): Promise<SubmitOutcome> {
      submitting.value = transition;
      try {
        await deps.autosave.flush();
        const access = stored.credentials.peek();
        if (!access) return { status: 'failed', error: null };
        if (deps.problems.any()) return { status: 'invalid' };
        // One key per attempt: a network retry of this request replays, a later attempt is new.
        const result = await deps.api.bookings.transition(access, transition, inputs, attemptKey());
        if (result.status === 'ok') {
          const state = toBookingState(result.data);
          stored.booking.value = state;
          // Sent: the tab starts a new booking next time; the offer link is the way back to this one.
          deps.draft.clear();
          submitted.value = { id: state.id, status: state.status, transition };
          return { status: 'sent', booking: state };
        }
        if (result.status === 'aborted') return { status: 'failed', error: null };
        const { error } = result;
        deps.logError(`booking-form: the booking could not be sent: ${describeFailure(error)}`);
        failure.value = {
          code: error.kind === 'http' ? (error.code ?? `http_${error.status}`) : 'network',
          message: describeFailure(error),
        };
        if (error.kind === 'http' && error.code === 'no_longer_available') {
          // The steps ask again what is free, so the visitor can choose among what is left.
          deps.epoch.value++;
          await refresh();
          return { status: 'lost', lost: (error.problem?.lost as string[] | undefined) ?? [] };
        }
        if (error.kind === 'http' && error.code === 'transition_blocked') {
          await refresh();
          return {
            status: 'blocked',
            blockers: (error.problem?.blockers as TransitionBlocker[] | undefined) ?? [],
          };
        }
        if (error.kind === 'http' && error.violations) {
          deps.problems.show(error, deps.form.reservation.peek());
          return { status: 'invalid' };
        }
        return { status: 'failed', error };
      } finally {
        submitting.value = null;
      }
    },
    /** Stops a read in flight (the element is going away for good). */
    dispose() {
      reading?.abort();
      reading = null;
    },
  };
}

/** One form's submission. */
export type Submission = ReturnType<typeof createSubmission>;
