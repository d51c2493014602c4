/**
 * What the host page hears from a <booking-form> (issue 6 "For the host page"): DOM events that
 * bubble out of the shadow root, and for partners with an analytics key the `submit_booking` push to
 * the page's `dataLayer` with the tag manager and consent defaults loaded. Side effects live here, in
 * the widget layer; the model only exposes signals.
 */
import { effect } from '@preact/signals-react';
import type {
  BookingErrorDetail,
  BookingReadyDetail,
  BookingStepChangeDetail,
  BookingSubmittedDetail,
} from '../src/element/public-surface.ts';
import type { WidgetModelInstance } from '../src/state/widget.model.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function emit(host: Element, name: string, detail: unknown) {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/**
 * Loads the partner's tag manager once per page, after consent defaults that deny storage until the
 * page's consent tool grants it (Google consent mode); nothing is loaded without an analytics key.
 */
export function loadTagManager(key: string, nonce: string | undefined): void {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  if (document.querySelector(`script[data-booking-form-gtm="${CSS.escape(key)}"]`)) return;
  // gtag's own shape: it pushes its `arguments`, which the tag manager reads as a command.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: the tag manager reads an Arguments object, not an array
    w.dataLayer?.push(arguments);
  }
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  });
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(key)}`;
  script.dataset.bookingFormGtm = key;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

/** Starts telling the host page what happens in this instance; returns a stop function. */
export function bindHostEvents(host: Element, model: WidgetModelInstance, nonce?: string): () => void {
  const stops: (() => void)[] = [];
  let readyFor: string | null = null;
  stops.push(
    effect(() => {
      const status = model.status.value;
      const partner = model.partner.value;
      if (status !== 'ready' || !partner) return;
      if (readyFor === partner['@id']) return;
      readyFor = partner['@id'];
      emit(host, 'booking-ready', {
        partner: partner.slug,
        locale: model.locale.peek(),
        locations: model.locations.peek().length,
      } satisfies BookingReadyDetail);
      const key = partner.partnerSettings.analyticsKey;
      if (key) loadTagManager(key, nonce);
    }),
  );
  let previous = model.wizard.currentStep.peek();
  stops.push(
    effect(() => {
      const step = model.wizard.currentStep.value;
      if (step === previous) return;
      emit(host, 'booking-step-change', { step, previous } satisfies BookingStepChangeDetail);
      previous = step;
    }),
  );
  stops.push(
    effect(() => {
      const code = model.error.value;
      if (code)
        emit(host, 'booking-error', { code, message: `booking-form: ${code}` } satisfies BookingErrorDetail);
    }),
  );
  stops.push(
    effect(() => {
      const failed = model.composed.value?.submission.failure.value;
      if (failed) emit(host, 'booking-error', failed satisfies BookingErrorDetail);
    }),
  );
  stops.push(
    effect(() => {
      const sent = model.composed.value?.submission.submitted.value;
      if (!sent) return;
      emit(host, 'booking-submitted', {
        bookingId: sent.id,
        status: sent.status,
        transition: sent.transition,
      } satisfies BookingSubmittedDetail);
      const partner = model.partner.peek();
      if (partner?.partnerSettings.analyticsKey) {
        const w = window as DataLayerWindow;
        w.dataLayer ??= [];
        w.dataLayer.push({
          event: 'submit_booking',
          bookingId: sent.id,
          bookingStatus: sent.status,
          transition: sent.transition,
          partner: partner.slug,
        });
      }
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
