/**
 * How one widget's form is put together, in one place: every model of the form is created here,
 * when the form loads, with its dependencies passed in (the instance's `Api`, the form, the models it
 * works with), and every step's checks are registered here, not when a step renders, so step 3's
 * "too many rooms" holds whether or not step 3 was ever shown. `dispose()` undoes all of it.
 *
 *   form ─┬─ storedBooking ── draft (tab storage)
 *         ├─ serverProblems (422s on their fields)
 *         ├─ autosave ── api.bookings, draft, serverProblems
 *         ├─ corporate (step 1) ── api.corporateAccounts → autosave
 *         ├─ eventStep (step 2) ── api.catalogue, api.hallsSuitable, api.packageDeals, epoch
 *         ├─ rooms (step 3) ── api.catalogue, api.roomAvailabilities, epoch
 *         ├─ submission (step 5) ── api.bookings, autosave, draft, epoch
 *         └─ prices (basket, promo code) ── api.billing, autosave's saves
 */
import { computed, effect, type ReadonlySignal } from '@preact/signals-react';
import type { Api } from '../api/api.ts';
import { createPricePreview } from '../app/basket/price-preview.model.ts';
import type { StepNumber } from '../app/wizard/wizard-steps.ts';
import type { Location, Partner } from '../domain/catalogue.types.ts';
import { localToday } from '../domain/dates.ts';
import type { Locale } from '../domain/locale.ts';
import type { PrefillSources } from '../domain/prefill.ts';
import { createCorporateCheck } from '../steps/details/corporate-check.model.ts';
import { createEventStepModel } from '../steps/event-spaces/event-step.model.ts';
import { invoiceAddressProblems } from '../steps/form-rules.ts';
import { createRoomsModel } from '../steps/hotel-rooms/rooms.model.ts';
import { createAutosave } from './autosave.model.ts';
import { createAvailabilityEpoch } from './availability-epoch.ts';
import { createDraft, type DraftStore, NO_DRAFT_STORE } from './draft.model.ts';
import { createReservationForm } from './reservation-form.model.ts';
import { createServerProblems } from './server-problems.model.ts';
import { createStoredBooking } from './stored-booking.model.ts';
import { createSubmission } from './submission.model.ts';

/** What the form is composed from: the instance's API and signals, and its surroundings. */
export type ComposeFormDeps = {
  api: Api;
  /** The element's attributes and the host page's query string. */
  prefill: PrefillSources;
  /** The widget's language: the form follows it. */
  locale: ReadonlySignal<Locale>;
  partner: ReadonlySignal<Partner | null>;
  locations: ReadonlySignal<readonly Location[]>;
  /** True once the partner and its locations are in; then the preselected location applies. */
  loaded: ReadonlySignal<boolean>;
  /** The `location` attribute's id, applied once the locations are in. */
  preferredLocationId: ReadonlySignal<number | null>;
  /** The `partner` attribute now (the tab keeps one draft per partner). */
  partnerSlug: () => string;
  /** The tab's session storage; none in node tests. */
  draftStore?: DraftStore | undefined;
  logError: (message: string) => void;
  logWarning: (message: string) => void;
  /** Today as `YYYY-MM-DD` in the visitor's calendar. */
  today?: () => string;
  /** The wizard's open step now (kept with the tab's draft). */
  openStep?: () => StepNumber | null;
};

/** Creates every model of one form, wires them together and registers each step's checks. */
export function composeForm(deps: ComposeFormDeps) {
  const { api } = deps;
  const form = createReservationForm({
    prefill: deps.prefill,
    locale: deps.locale.peek(),
    locations: deps.locations,
    warn: deps.logWarning,
  });
  const epoch = createAvailabilityEpoch();
  const storedBooking = createStoredBooking();
  const draft = createDraft({
    form,
    stored: storedBooking,
    store: deps.draftStore ?? NO_DRAFT_STORE,
    partner: deps.partnerSlug,
    ...(deps.openStep ? { openStep: deps.openStep } : {}),
  });
  // Restored before anything follows the form, so putting the draft back is not a change to save.
  const restored = draft.restore();
  const serverProblems = createServerProblems({
    form,
    // A booking beyond a public bound hears the location's own number.
    publicBounds: (iri) => deps.locations.peek().find((l) => l['@id'] === iri) ?? null,
  });
  const autosave = createAutosave({
    form,
    api,
    stored: storedBooking,
    problems: serverProblems,
    draft,
    breakfastSettings: (iri) => deps.locations.peek().find((l) => l['@id'] === iri)?.locationSettings ?? null,
    logError: deps.logError,
  });
  if (restored?.booking) autosave.schedule();
  const corporate = createCorporateCheck({
    api,
    location: computed(() => form.reservation.value.location),
    onVerified: (credentials, account) => {
      autosave.sendCredentials(credentials);
      // The verified account's company fills step 4's company field; one the visitor typed is kept.
      if (account && !form.reservation.peek().company.trim()) form.set('company', account.companyName);
    },
    onCleared: autosave.dropCredentials,
  });
  const eventStep = createEventStepModel({
    form,
    api,
    epoch,
    partner: deps.partner,
    today: deps.today ?? (() => localToday()),
  });
  const rooms = createRoomsModel({ form, api, epoch, locations: deps.locations, partner: deps.partner });
  const submission = createSubmission({
    form,
    api,
    stored: storedBooking,
    autosave,
    problems: serverProblems,
    draft,
    epoch,
    logError: deps.logError,
  });
  const prices = createPricePreview({
    form,
    stored: storedBooking,
    savedVersion: autosave.savedVersion,
    api,
  });

  // The rules that need more than the field values, step by step, in on-screen order.
  const steps: readonly StepNumber[] = [1, 2, 3, 4, 5];
  const removers = [
    ...steps.map((step) => form.addCheck(step, () => serverProblems.of(step))),
    // Spec §5: continuing waits for a ticked corporate check to succeed.
    form.addCheck(1, corporate.problems),
    form.addCheck(2, eventStep.problems),
    form.addCheck(3, rooms.tooManyProblems),
    form.addCheck(5, () => invoiceAddressProblems(form.reservation.value)),
    form.addCheck(5, submission.termsProblems),
  ];

  // The form speaks the widget's language, and takes the preselected location once the list is in.
  const stopFollowing = effect(() => {
    form.setLocale(deps.locale.value);
    if (deps.loaded.value) form.applyLocations(deps.preferredLocationId.peek());
  });

  return {
    /** The API the form was composed with (step 5 names the catalogue with it). */
    api,
    form,
    storedBooking,
    draft,
    serverProblems,
    autosave,
    corporate,
    eventStep,
    rooms,
    submission,
    prices,
    /** The step the tab's draft had open when it was last written, or null (no draft, or none open). */
    restoredStep: (restored?.open ?? null) as StepNumber | null,
    /** Undoes the composition: checks, effects, timers, debounces and calls in flight. */
    dispose() {
      stopFollowing();
      for (const remove of removers) remove();
      for (const model of [prices, submission, rooms, eventStep, corporate, autosave, serverProblems])
        model.dispose();
    },
  };
}

/** One widget's composed form. */
export type ComposedForm = ReturnType<typeof composeForm>;
