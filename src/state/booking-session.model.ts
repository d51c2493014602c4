/**
 * The booking behind the form (spec §4 auto-save and submit): created once the visitor has given an
 * e-mail address, then saved 200 ms after each real change, a newer save aborting the one in flight;
 * kept in session storage with its credentials so a reload continues it; checked against a corporate
 * account; finally sent with one transition. Server violations land on the fields they name.
 * Lives in the instance with the form, never in React.
 */
import { batch, computed, effect, signal } from '@preact/signals-react';
import type { ApiClient } from '../api/client.ts';
import type { ApiError } from '../api/result.ts';
import type { BreakfastSettings } from '../domain/breakfast.ts';
import { type DraftBooking, draftKey, parseDraft, serializeDraft } from '../domain/draft.ts';
import { canSaveBooking, prepareBookingPayload } from '../domain/payload.ts';
import type { BookingPayload, Reservation } from '../domain/reservation.types.ts';
import { problemsFromViolations, stepOfField } from '../domain/server-violations.ts';
import { MESSAGES } from '../domain/validation.ts';
import { type CorporateCredentials, createCorporateCheck } from '../steps/details/corporate-check.model.ts';
import type { FieldPath } from '../steps/form-rules.ts';
import { availabilityEpoch } from './availability-epoch.ts';
import { type BookingState, type TransitionBlocker, toBookingState } from './booking-state.ts';
import type { FieldProblem, ReservationForm } from './reservation-form.model.ts';

/** Auto-save debounce (spec §9). */
export const SAVE_DEBOUNCE_MS = 200;

/** Where the host page keeps the draft; implementations swallow storage errors. */
export type DraftStore = {
  read(key: string): string | null;
  write(key: string, text: string): void;
  remove(key: string): void;
};

/** What the session needs. */
export type BookingSessionDeps = {
  form: ReservationForm;
  client: () => ApiClient | null;
  partner: () => string;
  store: DraftStore;
  /** The location settings that decide breakfast when the visitor cannot choose (spec §5). */
  breakfastSettings: (location: string | null) => BreakfastSettings | null;
  logError: (message: string) => void;
  debounceMs?: number;
};

/** The outcome of sending the booking. */
export type SubmitOutcome =
  | { status: 'sent'; booking: BookingState }
  | { status: 'lost'; lost: string[] }
  | { status: 'blocked'; blockers: TransitionBlocker[] }
  | { status: 'invalid' }
  | { status: 'failed'; error: ApiError | null };

const attemptKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Creates the session of one form; call `restore()` once, before the visitor types. */
export function createBookingSession(deps: BookingSessionDeps) {
  const { form } = deps;
  const debounceMs = deps.debounceMs ?? SAVE_DEBOUNCE_MS;
  const credentials = signal<DraftBooking | null>(null);
  const booking = signal<BookingState | null>(null);
  /** A save is on its way (spec §4 "submitting flag"). */
  const saving = signal(false);
  const submitting = signal<string | null>(null);
  /** Step 5's terms checkbox (spec §5 terms rule). */
  const termsAccepted = signal(false);
  /** The booking as sent, once: the host page hears of it (`booking-submitted`). */
  const submitted = signal<{ id: number; status: string; transition: string } | null>(null);
  /** The last failure a visitor saw, for the host page (`booking-error`). */
  const failure = signal<{ code: string; message: string } | null>(null);
  /** Why the last save failed (`rate_limited`, `invalid`, `failed`), until a save passes. */
  const saveError = signal<'rate_limited' | 'invalid' | 'failed' | null>(null);
  /** Counts successful saves: what follows the stored booking (its price) reloads on each. */
  const savedVersion = signal(0);
  // Each server complaint remembers the value it was about: once the visitor changes it, it goes.
  const serverProblems = signal<readonly (FieldProblem & { seen: string })[]>([]);
  // Verified credentials go with the next save only: the server verifies them once and keeps the
  // account, and each verification counts against a small rate limit.
  let pendingCredentials: CorporateCredentials | null = null;
  const corporate = createCorporateCheck({
    client: deps.client,
    location: () => form.reservation.peek().location,
    onVerified: (credentials) => {
      pendingCredentials = credentials;
      schedule();
    },
    onCleared: () => {
      pendingCredentials = null;
    },
  });
  let lastSaved: string | null = null;
  let inFlight: AbortController | null = null;
  let creating: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const sent = computed(() => booking.value !== null && booking.value.status !== 'draft');

  const payloadOf = (reservation: Reservation): BookingPayload =>
    prepareBookingPayload(reservation, {
      breakfastSettings: (room) =>
        deps.breakfastSettings((room as { location?: string | null }).location ?? reservation.location),
    });

  function showViolations(error: ApiError, reservation: Reservation) {
    if (error.kind !== 'http' || !error.violations) return;
    const problems = problemsFromViolations(error.violations, reservation).map(({ path, error }) => ({
      path: path as FieldPath,
      error,
      seen: JSON.stringify(form.valueOf(path as FieldPath) ?? null),
    }));
    batch(() => {
      serverProblems.value = problems;
      form.showFields(problems.map((p) => p.path));
    });
  }

  function describe(error: ApiError): string {
    if (error.kind === 'network') return `cannot reach ${error.url} (${error.message})`;
    return `${error.url} answered ${error.status}${error.code ? ` ${error.code}` : ''}`;
  }

  function persist() {
    try {
      deps.store.write(
        draftKey(deps.partner()),
        serializeDraft(
          form.prefillFingerprint,
          form.reservation.peek(),
          credentials.peek(),
          form.confirmedSteps.peek(),
        ),
      );
    } catch {
      // Storage full or blocked: the booking on the server still holds the work once it exists.
    }
  }

  const headers = (): Record<string, string> => {
    const c = credentials.peek();
    return c ? { username: c.username, key: c.key } : {};
  };

  /** Saves now: creates the booking when it has none, else rewrites it. Resolves when done. */
  async function save(): Promise<void> {
    const client = deps.client();
    const reservation = form.reservation.peek();
    if (!client || stopped || sent.peek() || !canSaveBooking(reservation) || !reservation.location) return;
    // Editing a stored booking goes through its own "apply changes"; this session is for new ones.
    if (form.existingReservation.peek()) return;
    // A create is never aborted (the booking could exist without us knowing its key): later saves wait.
    if (creating) await creating;
    const payload: BookingPayload = payloadOf(form.reservation.peek());
    const credentialsToSend = pendingCredentials;
    if (credentialsToSend) payload.corporateAccount = credentialsToSend;
    const text = JSON.stringify(payload);
    if (text === lastSaved) return;
    const current = credentials.peek();
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    saving.value = true;
    const call = current
      ? client.request<Record<string, unknown>>(`/api/booking/${current.id}`, {
          method: 'PUT',
          body: payload,
          headers: headers(),
          signal: controller.signal,
        })
      : client.request<Record<string, unknown>>('/api/booking', { method: 'POST', body: payload });
    const run = call.then((result) => {
      if (inFlight === controller) {
        inFlight = null;
        saving.value = false;
      }
      if (result.status === 'aborted') return;
      if (result.status === 'error') {
        deps.logError(`booking-form: the booking could not be saved: ${describe(result.error)}`);
        showViolations(result.error, reservation);
        const { error } = result;
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
        lastSaved = text;
        if (credentialsToSend === pendingCredentials) pendingCredentials = null;
        serverProblems.value = [];
        saveError.value = null;
        if (!current) {
          credentials.value = { id: Number(doc.id), username: String(doc.username), key: String(doc.key) };
        }
        booking.value = toBookingState(doc);
        savedVersion.value++;
      });
      persist();
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
      persist();
      void save();
    }, debounceMs);
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

  let disposeWatch: (() => void) | null = null;

  return {
    credentials,
    booking,
    saving,
    saveError,
    savedVersion,
    termsAccepted,
    submitted,
    failure,
    submitting,
    sent,
    serverProblems,
    corporate,
    /**
     * Restores the tab's draft (and its booking) if there is one, then starts watching the form.
     * Returns true when a draft was restored.
     */
    start(): boolean {
      const stored = parseDraft(deps.store.read(draftKey(deps.partner())), form.reservation.peek().locale);
      // A link with other prefill values is a new start; the same page reloaded is not.
      const draft = stored?.origin === form.prefillFingerprint ? stored : null;
      if (draft) {
        batch(() => {
          form.restoreDraft(draft.reservation, draft.confirmed);
          credentials.value = draft.booking;
        });
      }
      // Server violations count as problems of their step until the field changes or a save passes.
      const removers = ([1, 2, 3, 4, 5] as const).map((step) =>
        form.addCheck(step, () =>
          serverProblems.value
            .filter((p) => stepOfField(p.path) === step)
            .map(({ path, error }) => ({ path, error })),
        ),
      );
      removers.push(
        form.addCheck(5, () =>
          termsAccepted.value ? [] : [{ path: 'terms', error: { key: MESSAGES.terms } }],
        ),
      );
      // Spec §5: continuing waits for a ticked corporate check to succeed.
      removers.push(form.addCheck(1, () => corporate.problems()));
      let first = true;
      const stopEffect = effect(() => {
        const reservation = form.reservation.value;
        void form.confirmedSteps.value;
        if (first) {
          first = false;
          return;
        }
        // A field the visitor changed no longer carries the server's old complaint about it.
        const stale = serverProblems.peek();
        if (stale.length > 0) {
          const kept = stale.filter((p) => JSON.stringify(form.valueOf(p.path) ?? null) === p.seen);
          if (kept.length !== stale.length) serverProblems.value = kept;
        }
        void reservation;
        if (form.existingReservation.peek()) return;
        schedule();
      });
      disposeWatch = () => {
        stopEffect();
        for (const remove of removers) remove();
      };
      if (draft?.booking) schedule();
      return draft !== null;
    },
    flush,
    /** Tries the last failed save again now (the visitor asked). */
    retry(): Promise<void> {
      lastSaved = null;
      return flush();
    },
    /** Writes the draft now (the page is being left). */
    persistNow() {
      if (!form.existingReservation.peek()) persist();
    },
    /** Reads the booking again (after a lost race, or to refresh transitions). */
    async refresh(): Promise<void> {
      const client = deps.client();
      const c = credentials.peek();
      if (!client || !c) return;
      const result = await client.request<Record<string, unknown>>(`/api/booking/${c.id}`, {
        headers: headers(),
      });
      if (result.status === 'ok') booking.value = toBookingState(result.data);
    },
    /** Sends the booking with one transition (request, inquire, request_proposal, book_now). */
    async submit(transition: string, inputs: Record<string, unknown> = {}): Promise<SubmitOutcome> {
      const client = deps.client();
      submitting.value = transition;
      try {
        await flush();
        const c = credentials.peek();
        if (!client || !c) return { status: 'failed', error: null };
        if (serverProblems.peek().length > 0) return { status: 'invalid' };
        const result = await client.request<Record<string, unknown>>(`/api/booking/${c.id}/status`, {
          method: 'PUT',
          body: { transition, ...inputs },
          // One key per attempt: a network retry of this request replays, a later attempt is new.
          headers: { ...headers(), 'Idempotency-Key': attemptKey() },
        });
        if (result.status === 'ok') {
          const state = toBookingState(result.data);
          booking.value = state;
          // Sent: the tab starts a new booking next time; the offer link is the way back to this one.
          deps.store.remove(draftKey(deps.partner()));
          submitted.value = { id: state.id, status: state.status, transition };
          return { status: 'sent', booking: state };
        }
        if (result.status === 'aborted') return { status: 'failed', error: null };
        const { error } = result;
        deps.logError(`booking-form: the booking could not be sent: ${describe(error)}`);
        failure.value = {
          code: error.kind === 'http' ? (error.code ?? `http_${error.status}`) : 'network',
          message: describe(error),
        };
        if (error.kind === 'http' && error.code === 'no_longer_available') {
          // The steps ask again what is free, so the visitor can choose among what is left.
          availabilityEpoch(form).value++;
          await this.refresh();
          return { status: 'lost', lost: (error.problem?.lost as string[] | undefined) ?? [] };
        }
        if (error.kind === 'http' && error.code === 'transition_blocked') {
          await this.refresh();
          return {
            status: 'blocked',
            blockers: (error.problem?.blockers as TransitionBlocker[] | undefined) ?? [],
          };
        }
        if (error.kind === 'http' && error.violations) {
          showViolations(error, form.reservation.peek());
          return { status: 'invalid' };
        }
        return { status: 'failed', error };
      } finally {
        submitting.value = null;
      }
    },
    /** Stops saving (the element is going away for good). */
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      inFlight?.abort();
      disposeWatch?.();
    },
  };
}

/** One form's booking session. */
export type BookingSession = ReturnType<typeof createBookingSession>;
