/**
 * What the host page hears from a <booking-form> (issue 6 "For the host page"): DOM events that
 * bubble out of the shadow root, and for partners with an analytics key the `submit_booking` push to
 * the page's `dataLayer`, with the consent manager and tag manager loaded from their own chunk. Side effects live here, in
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

/** Starts telling the host page what happens in this instance; returns a stop function. */
export function bindHostEvents(host: Element, model: WidgetModelInstance): () => void {
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
      const settings = partner.partnerSettings;
      // Most partners have no analytics: they never download its chunk.
      if (settings.analyticsKey)
        // Analytics must never stop the host's events: a failure to load them is swallowed here.
        void import('./tag-manager.ts').then((m) => m.loadAnalytics(settings)).catch(() => undefined);
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
      // A save refused or lost on the way: the visitor is told in the step; the host page hears it here.
      const saveError = model.composed.value?.autosave.saveError.value;
      if (saveError)
        emit(host, 'booking-error', {
          code: `save_${saveError}`,
          message: `booking-form: the booking could not be saved (${saveError})`,
        } satisfies BookingErrorDetail);
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
