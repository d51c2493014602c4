/**
 * Taking up an unsent draft from the "continue where you left off" e-mail
 * (`#/{lang?}/resume/{username}/{id}?key=…`), on any device: the booking is read with the link's key;
 * while it is still a draft the wizard takes it over as its own stored booking — the form filled from
 * it, every step it already completes counted as got past, the tab's draft written so a reload keeps
 * it — and the address becomes the wizard's, without the key. A booking sent meanwhile opens in the
 * offer view instead; a wrong key or an unknown booking is "not found".
 */
import { batch, signal } from '@preact/signals-react';
import type { BookingAccess } from '../../api/bookings.ts';
import type { Wizard } from '../../app/wizard/wizard.model.ts';
import { isStepSkipped, type StepNumber } from '../../app/wizard/wizard-steps.ts';
import { reservationFromBooking } from '../../domain/booking-form.ts';
import type { ResumeRoute, WidgetRoute } from '../../domain/route.ts';
import { toBookingState } from '../../state/booking-state.ts';
import type { ComposedForm } from '../../state/compose-form.ts';

/** Where taking up the draft is; once it is done the route changes and the view goes. */
export type ResumeStatus = 'loading' | 'not-found' | 'error';

/** The parts of the composed form that resuming fills. */
export type ResumableForm = Pick<ComposedForm, 'api' | 'form' | 'storedBooking' | 'draft'>;

/** What resuming needs: the link, the instance's form, wizard and router, and the partner it shows. */
export type ResumeDeps = {
  route: ResumeRoute;
  /** The instance's form, composed on first need (a chunk that failed to load is an error to retry). */
  loadForm: () => Promise<ResumableForm>;
  wizard: Pick<Wizard, 'landOnFirstIncompleteStep'>;
  router: { replace(next: WidgetRoute): unknown };
  /** The partner the widget shows: another partner's booking is as good as not found. */
  partnerIri: string | null;
};

// Steps 1 to 4 hold the booking's content; step 5 is sending it, which the visitor still has to do. A
// skipped step is never got past, as with Next: ticking its service later asks for it.
const CONTENT_STEPS: readonly StepNumber[] = [1, 2, 3, 4];

/** Creates the model of one resume link; `load()` starts it. */
export function createResume(deps: ResumeDeps) {
  const { route } = deps;
  const status = signal<ResumeStatus>('loading');
  const controller = new AbortController();

  async function load(): Promise<void> {
    status.value = 'loading';
    let composed: ResumableForm;
    try {
      composed = await deps.loadForm();
    } catch {
      status.value = 'error';
      return;
    }
    if (controller.signal.aborted) return;
    const { api, form, storedBooking, draft } = composed;
    // A reload of the hosted page brings the link back without its key: the tab's draft has it.
    const tab = storedBooking.credentials.peek();
    const tabHasIt = tab !== null && tab.id === route.id && tab.username === route.username;
    const key = route.key ?? (tabHasIt ? tab.key : null);
    if (key === null) {
      status.value = 'not-found';
      return;
    }
    const access: BookingAccess = { id: route.id, username: route.username, key };
    const answer = await api.bookings.read(access, controller.signal);
    if (answer.status === 'aborted' || controller.signal.aborted) return;
    if (answer.status === 'error') {
      const missing = answer.error.kind === 'http' && [401, 403, 404].includes(answer.error.status);
      status.value = missing ? 'not-found' : 'error';
      return;
    }
    const booking = answer.data;
    if (deps.partnerIri && booking.partner !== deps.partnerIri) {
      status.value = 'not-found';
      return;
    }
    if (booking.status !== 'draft') {
      deps.router.replace({ ...route, view: 'reservation', key });
      return;
    }
    batch(() => {
      // The tab's own copy of this draft is at least as new as the server's (it is saved from it).
      if (!tabHasIt || tab.key !== key) {
        const reservation = reservationFromBooking(booking, form.reservation.peek().locale);
        // The steps' checks read the form, so the content goes in first and the steps it completes after.
        form.restoreDraft(reservation);
        form.restoreDraft(
          reservation,
          CONTENT_STEPS.filter(
            (step) => !isStepSkipped(step, form.services.peek()) && form.problemsOf(step).length === 0,
          ),
        );
        storedBooking.credentials.value = { id: booking.id, username: booking.username, key };
      }
      storedBooking.booking.value = toBookingState(booking);
    });
    deps.wizard.landOnFirstIncompleteStep();
    // After landing, so the tab's draft keeps the step the visitor is taken to.
    draft.persist();
    deps.router.replace({ view: 'wizard' });
  }

  return {
    status,
    /** Reads the booking and takes it over (or shows where it went); again after an error. */
    load,
    /** The view is gone: the read in flight is of no use, and nothing is taken over. */
    dispose() {
      controller.abort();
    },
  };
}

/** One resume link's model. */
export type Resume = ReturnType<typeof createResume>;
