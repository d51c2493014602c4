/**
 * The live price of the form (spec §2 price preview basket): the saved booking's billing after each
 * save, or before there is a booking a quote of what the form holds (debounced 250 ms, a newer
 * quote aborting the older). `unavailable` when the server cannot price it: detailed pricing then
 * follows after the request. Also the source of the promo code's result in step 4.
 */
import { effect, type ReadonlySignal, signal } from '@preact/signals-react';
import type { Api } from '../../api/api.ts';
import { prepareBookingPayload } from '../../domain/payload.ts';
import type { Pricing } from '../../domain/pricing.types.ts';
import type { ReservationForm } from '../../state/reservation-form.model.ts';
import type { StoredBooking } from '../../state/stored-booking.model.ts';

/** Quote debounce: as the other lookups (spec §9). */
export const QUOTE_DEBOUNCE_MS = 250;

/** What the basket shows. */
export type PriceStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

/** What the preview needs: the form, the stored booking and the count of its saves, and the API. */
export type PricePreviewDeps = {
  form: ReservationForm;
  stored: Pick<StoredBooking, 'credentials'>;
  savedVersion: ReadonlySignal<number>;
  api: Pick<Api, 'billing'>;
  debounceMs?: number;
};

/** Creates the preview of one form and starts following it. */
export function createPricePreview(deps: PricePreviewDeps) {
  const { form, stored } = deps;
  const pricing = signal<Pricing | null>(null);
  const status = signal<PriceStatus>('idle');
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function load() {
    const reservation = form.reservation.peek();
    if (!reservation.location) return;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    status.value = 'loading';
    const access = stored.credentials.peek();
    const result = access
      ? await deps.api.billing.ofBooking(access, own.signal)
      : await deps.api.billing.quote(prepareBookingPayload(reservation), own.signal);
    if (result.status === 'aborted' || controller !== own) return;
    controller = null;
    if (result.status === 'ok') {
      pricing.value = result.data;
      status.value = 'ready';
    } else {
      status.value = 'unavailable';
    }
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void load();
    }, deps.debounceMs ?? QUOTE_DEBOUNCE_MS);
  }

  // With a booking, its billing follows each save; without one, a quote follows each change.
  const stopSaved = effect(() => {
    if (deps.savedVersion.value > 0) void load();
  });
  const stopForm = effect(() => {
    void form.reservation.value;
    if (!stored.credentials.peek()) schedule();
  });

  return {
    pricing,
    status,
    /** Prices again now (e.g. the visitor asked to check a promo code). */
    refresh: load,
    /** Stops following the form, the waiting quote and the call in flight. */
    dispose() {
      stopSaved();
      stopForm();
      if (timer) clearTimeout(timer);
      controller?.abort();
    },
  };
}

/** One form's price preview. */
export type PricePreview = ReturnType<typeof createPricePreview>;
