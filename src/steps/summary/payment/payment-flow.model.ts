/**
 * Paying for a held booking (issue 16, spec §2 step 5, §4 payment results, §8): open the payment due
 * now, show Stripe's card form, confirm it, have the server check the outcome and read the booking
 * again; meanwhile the hold's countdown runs and may be extended once. The result states are the
 * spec's: succeeded (the booking is confirmed), processing (the bank approves later, by e-mail), failed
 * (try again, the entered card kept) and out of time (the request is kept). Stripe.js, the clock and
 * the API are injected; the model never touches the DOM.
 */
import { batch, computed, type Signal, signal } from '@preact/signals-react';
import type { Api } from '../../../api/api.ts';
import type { BookingAccess } from '../../../api/bookings.ts';
import type { PaymentsApi } from '../../../api/payments.ts';
import type { PaymentSession } from '../../../contracts/payment.schema.ts';
import type { BookingState } from '../../../state/booking-state.ts';
import type { CardForm } from './card-form.ts';
import { type Clock, type Countdown, clockSkew, createCountdown } from './countdown.model.ts';

/** The panel's state, as its `data-payment-state` attribute shows it. */
export type PaymentState = 'loading' | 'ready' | 'paying' | 'processing' | 'failed' | 'succeeded' | 'expired';

/**
 * Why the last attempt failed: the card (with the provider's message), or the payment could not be
 * opened: card payments are off now (`unavailable`), no connection (`network`), or Stripe's form did
 * not load (`form`).
 */
export type PaymentFailure =
  | { reason: 'card'; message: string | null }
  | { reason: 'unavailable' | 'network' | 'form' };

/** What the flow needs. */
export type PaymentFlowDeps = {
  api: Pick<Api, 'bookings'> & { payments: PaymentsApi };
  access: BookingAccess;
  /** The booking as last read (`refresh` brings it up to date). */
  booking: Signal<BookingState | null>;
  /** Reads the booking again into `booking`. */
  refresh: () => Promise<void>;
  /** Mounts Stripe's card form for the session. */
  openCardForm: (session: PaymentSession) => Promise<CardForm>;
  /** Where a payment method that must leave the page comes back to. */
  returnUrl: () => string;
  clock: Clock;
  /** The server's clock minus the visitor's, when known (ms). */
  skewMs?: number;
};

/** After the time ran out, the server turns the hold into a request; until it has, ask again. */
const EXPIRY_REREADS = 3;
const EXPIRY_REREAD_MS = 10_000;

/** Creates the flow for the booking's hold; `start()` opens the payment. */
export function createPaymentFlow(deps: PaymentFlowDeps) {
  const { api, access, booking, clock } = deps;
  const state = signal<PaymentState>('loading');
  const session = signal<PaymentSession | null>(null);
  const failure = signal<PaymentFailure | null>(null);
  const countdown = signal<Countdown | null>(null);
  const extending = signal(false);
  const extendFailed = signal(false);
  let form: CardForm | null = null;
  let controller = new AbortController();
  let rereadTimer: unknown = null;
  let disposed = false;

  let countingTo: number | null = null;
  let skewMs = deps.skewMs ?? 0;

  /** The countdown to `expiresAt`, started once and moved on when the server names another end. */
  function countTo(expiresAt: string | null | undefined) {
    const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
    if (!expiresAt || !Number.isFinite(at) || at === countingTo) return;
    countingTo = at;
    const running = countdown.peek();
    if (running) running.extend(expiresAt);
    else countdown.value = createCountdown({ clock, expiresAt, skewMs, onExpire });
  }

  /** A visitor's clock that is off by more than the answer's travel restarts the countdown on the server's time. */
  function correctClock(serverTime: string) {
    const skew = clockSkew(new Date(Date.parse(serverTime)).toUTCString(), clock.now());
    const running = countdown.peek();
    if (skew === 0 || skew === skewMs || !running || countingTo === null) return;
    skewMs = skew;
    running.dispose();
    countdown.value = createCountdown({
      clock,
      expiresAt: new Date(countingTo).toISOString(),
      skewMs,
      onExpire,
    });
  }

  // A payment being confirmed finishes first: if it went through, the booking is confirmed after all.
  const onExpire = () => {
    if (state.peek() !== 'paying') expire();
  };

  function expire() {
    if (settled() || state.peek() === 'expired') return;
    state.value = 'expired';
    form?.setReadOnly(true);
    void reread(EXPIRY_REREADS);
  }

  async function reread(left: number) {
    await deps.refresh();
    if (disposed || left <= 1 || booking.peek()?.status !== 'payment_pending') return;
    rereadTimer = clock.setTimeout(() => void reread(left - 1), EXPIRY_REREAD_MS);
  }

  const settled = () => state.peek() === 'succeeded' || state.peek() === 'processing';
  const outOfTime = () => countdown.peek()?.expired.peek() === true;

  /** The booking as read now decides between confirmed, still processing and out of time. */
  function settle(fallback: PaymentState) {
    const status = booking.peek()?.status;
    const next: PaymentState =
      status === 'confirmed' ? 'succeeded' : status === 'payment_pending' ? fallback : 'expired';
    state.value = next;
    if (next !== 'expired') countdown.peek()?.dispose();
  }

  async function start() {
    batch(() => {
      state.value = 'loading';
      failure.value = null;
    });
    countTo(booking.peek()?.holdExpiresAt);
    const answer = await api.payments.open(access, controller.signal);
    // Aborted: the panel went away; nothing happened.
    if (disposed || answer.status === 'aborted') return;
    if (answer.status === 'error') {
      const { error } = answer;
      const code = error.kind === 'http' ? error.code : null;
      if (code === 'hold_expired') return expire();
      if (code === 'payment_not_due') {
        // Nothing to pay now: paid already (confirmed), on its way, or the hold is over.
        await deps.refresh();
        return settle('processing');
      }
      batch(() => {
        failure.value = { reason: code === 'payments_unavailable' ? 'unavailable' : 'network' };
        state.value = 'failed';
      });
      return;
    }
    session.value = answer.data;
    correctClock(answer.data.serverTime);
    countTo(answer.data.holdExpiresAt);
    try {
      form ??= await deps.openCardForm(answer.data);
      await form.ready;
    } catch {
      form?.destroy();
      form = null;
      if (disposed) return;
      batch(() => {
        failure.value = { reason: 'form' };
        state.value = 'failed';
      });
      return;
    }
    if (disposed) return;
    if (outOfTime()) expire();
    else state.value = 'ready';
  }

  async function pay() {
    const current = session.peek();
    if (!form || !current || outOfTime() || (state.peek() !== 'ready' && state.peek() !== 'failed')) return;
    batch(() => {
      state.value = 'paying';
      failure.value = null;
    });
    const confirmation = await form.confirm(deps.returnUrl());
    if (disposed) return;
    if (confirmation.status === 'incomplete' || confirmation.status === 'failed') {
      if (outOfTime()) return expire();
      batch(() => {
        if (confirmation.status === 'failed')
          failure.value = { reason: 'card', message: confirmation.message };
        state.value = confirmation.status === 'failed' ? 'failed' : 'ready';
      });
      return;
    }
    // The server asks the provider and applies the outcome; a failed check leaves it to the webhook.
    const checked = await api.payments.check(access, current['@id'], controller.signal);
    if (disposed || checked.status === 'aborted') return;
    await deps.refresh();
    if (disposed) return;
    if (
      checked.status === 'ok' &&
      checked.data.status === 'failed' &&
      booking.peek()?.status !== 'confirmed'
    ) {
      batch(() => {
        failure.value = { reason: 'card', message: null };
        state.value = 'failed';
      });
      return;
    }
    settle('processing');
    if (state.peek() === 'expired') form.setReadOnly(true);
  }

  async function extend() {
    if (extending.peek()) return;
    batch(() => {
      extending.value = true;
      extendFailed.value = false;
    });
    const answer = await api.bookings.transition(access, 'extend_hold');
    if (disposed) return;
    if (answer.status === 'ok') countTo(answer.data.holdExpiresAt);
    else if (answer.status === 'error') extendFailed.value = true;
    // The booking as it is now: the later end, and no second extension (or why it was refused).
    if (answer.status !== 'aborted') await deps.refresh();
    extending.value = false;
  }

  return {
    state,
    session,
    failure,
    countdown,
    /** An extension is being asked for. */
    extending,
    /** The last extension was refused or did not get through. */
    extendFailed,
    /** The visitor may ask for more time now (once per hold, while paying is still open). */
    canExtend: computed(
      () =>
        Boolean(booking.value?.transitions.includes('extend_hold')) &&
        (state.value === 'ready' || state.value === 'failed' || state.value === 'loading'),
    ),
    start,
    pay,
    extend,
    /** Opens the payment again after it could not be opened. */
    retry: () => void start(),
    /** Stops calls, timers and the countdown and takes the card form away. */
    dispose() {
      disposed = true;
      controller.abort();
      controller = new AbortController();
      if (rereadTimer !== null) clock.clearTimeout(rereadTimer);
      countdown.peek()?.dispose();
      form?.destroy();
      form = null;
    },
  };
}

/** One payment flow. */
export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
