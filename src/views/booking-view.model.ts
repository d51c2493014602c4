/**
 * One opened booking (the offer view and the booking page): loading → loaded (spec §4), or "not
 * found" for a wrong or missing key, its billing and the names it refers to, and the visitor's
 * actions with their running and outcome states.
 */
import { batch, computed, signal } from '@preact/signals-react';
import type { Api } from '../api/api.ts';
import type { BookingAccess } from '../api/bookings.ts';
import type { CatalogueNames } from '../api/catalogue.ts';
import { type ApiResult, failed } from '../api/result.ts';
import type { Billing, BookingDocument, TransitionInput } from '../domain/booking.types.ts';
import { type OfferAction, type OutcomeName, offerActions, outcomeOf } from '../domain/offer-actions.ts';
import type { BookingPayload } from '../domain/reservation.types.ts';

/** Where the view is. */
export type BookingViewStatus = 'loading' | 'loaded' | 'not-found' | 'error';

/** What the view needs: the API, the link's booking and the partner the widget shows. */
export type BookingViewDeps = {
  /** The instance's API, from its lazy chunk (a chunk that failed to load is an error to retry). */
  loadApi: () => Promise<BookingViewApi>;
  access: BookingAccess;
  partnerIri: string | null;
};

/** The calls a view makes. */
export type BookingViewApi = Pick<Api, 'bookings' | 'billing' | 'catalogue' | 'client'>;

/** What can be running: a dialog's transition, or applying an edit. */
export type RunningAction = OfferAction | 'apply_changes';

/** What happened to the last action, for its outcome dialog or its error message. */
export type ActionResult =
  | { kind: 'done'; outcome: OutcomeName }
  | { kind: 'failed'; action: RunningAction; code: string | null };

/** Creates the model of one opened booking; `load()` starts it. */
export function createBookingView(deps: BookingViewDeps) {
  const status = signal<BookingViewStatus>('loading');
  const booking = signal<BookingDocument | null>(null);
  const billing = signal<Billing | null>(null);
  const names = signal<CatalogueNames>(new Map());
  const running = signal<RunningAction | null>(null);
  const result = signal<ActionResult | null>(null);
  const controller = new AbortController();
  let api: BookingViewApi | null = null;

  const actions = computed(() => (booking.value ? offerActions(booking.value) : []));

  /** The API, loaded on first need; null while its chunk cannot be loaded (the next need asks again). */
  async function callsOf(): Promise<BookingViewApi | null> {
    try {
      api ??= await deps.loadApi();
      return api;
    } catch {
      return null;
    }
  }

  async function loadBilling(calls: BookingViewApi) {
    const answer = await calls.billing.ofBooking(deps.access, controller.signal);
    // Without prices the booking still shows; the price section says they are not available.
    billing.value = answer.status === 'ok' ? answer.data : null;
  }

  async function load() {
    status.value = 'loading';
    const calls = await callsOf();
    if (!calls) {
      status.value = 'error';
      return;
    }
    const answer = await calls.bookings.read(deps.access, controller.signal);
    if (answer.status === 'aborted') return;
    if (answer.status === 'error') {
      const missing = answer.error.kind === 'http' && [401, 403, 404].includes(answer.error.status);
      status.value = missing ? 'not-found' : 'error';
      return;
    }
    // A booking of another partner is not shown inside this partner's widget: as good as not found.
    if (deps.partnerIri && 'partner' in answer.data && answer.data.partner !== deps.partnerIri) {
      status.value = 'not-found';
      return;
    }
    const [catalogue] = await Promise.all([
      // Stays at other venues are named with those venues' room types (never "No. 11").
      calls.catalogue.names(
        [answer.data.location, ...answer.data.hotelRooms.flatMap((room) => room.location ?? [])],
        controller.signal,
      ),
      loadBilling(calls),
    ]);
    batch(() => {
      names.value = catalogue;
      booking.value = answer.data;
      status.value = 'loaded';
    });
  }

  /** Marks `action` as running; false when another one still is. */
  function start(action: RunningAction): boolean {
    if (running.peek()) return false;
    batch(() => {
      running.value = action;
      result.value = null;
    });
    return true;
  }

  async function succeed(calls: BookingViewApi, stored: BookingDocument, outcome: OutcomeName) {
    await loadBilling(calls);
    batch(() => {
      booking.value = stored;
      running.value = null;
      result.value = { kind: 'done', outcome };
    });
    return true;
  }

  function fail(action: RunningAction, answer: ApiResult<unknown>): boolean {
    const code = answer.status === 'error' && answer.error.kind === 'http' ? answer.error.code : null;
    batch(() => {
      running.value = null;
      result.value = { kind: 'failed', action, code };
    });
    return false;
  }

  return {
    status,
    booking,
    billing,
    names,
    actions,
    running,
    result,
    load,
    /** Runs the visitor's transition; the booking and billing are read again after it. */
    async run(action: OfferAction, input: TransitionInput): Promise<boolean> {
      if (!start(action)) return false;
      const calls = await callsOf();
      if (!calls) return fail(action, { status: 'aborted' });
      const answer = await calls.bookings.transition(deps.access, action, input);
      if (answer.status !== 'ok') return fail(action, answer);
      return succeed(calls, answer.data, outcomeOf(action, answer.data));
    },
    /**
     * Apply changes (spec §2): saves the edited booking, then applies the saved change where the
     * booking is already sent (`apply_changes`: back to the venue when it must agree again).
     */
    async applyChanges(payload: BookingPayload): Promise<boolean> {
      if (!start('apply_changes')) return false;
      const calls = await callsOf();
      if (!calls) return fail('apply_changes', { status: 'aborted' });
      const saved = await calls.bookings.save(deps.access, payload);
      if (saved.status !== 'ok') return fail('apply_changes', saved);
      // A draft is rewritten at once; a sent booking keeps its edit pending until it is applied.
      if (!saved.data.transitions.includes('apply_changes')) return succeed(calls, saved.data, 'edited');
      const applied = await calls.bookings.transition(deps.access, 'apply_changes');
      if (applied.status !== 'ok') return fail('apply_changes', applied);
      return succeed(calls, applied.data, 'edited');
    },
    /** Reads the booking and its billing again in place, without going through "loading" (a payment). */
    async refresh(): Promise<void> {
      const calls = await callsOf();
      if (!calls) return;
      const answer = await calls.bookings.read(deps.access, controller.signal);
      if (answer.status !== 'ok') return;
      await loadBilling(calls);
      booking.value = answer.data;
    },
    /** The link's booking and credentials (a payment of the rest opens with them). */
    access: deps.access,
    /** The API, loaded on first need; null while its chunk cannot be loaded. */
    calls: callsOf,
    /** The offer as a PDF file, with the link's credentials (the download button's call). */
    async offerPdf(signal: AbortSignal): Promise<ApiResult<Blob>> {
      const calls = await callsOf();
      if (!calls) return failed({ kind: 'network', url: '', message: 'the API could not be loaded' });
      return calls.bookings.offerPdf(deps.access, signal);
    },
    /** The visitor closed the outcome dialog or the error. */
    dismiss() {
      result.value = null;
    },
    /** The view is gone: its calls in flight are of no use. */
    dispose() {
      controller.abort();
    },
  };
}

/** One opened booking. */
export type BookingView = ReturnType<typeof createBookingView>;
