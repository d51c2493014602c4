/**
 * The reservation form of one instance (signals): the values, which errors show, which steps the
 * visitor confirmed with Next. It lives in the instance, not in React, so moving the element keeps
 * what was typed. Loaded lazily with the step bodies: valibot and the prefill parser stay out of
 * the entry chunk.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-react';
import type { StepNumber, WizardServices } from '../app/wizard/wizard-steps.ts';
import { reservationChanged } from '../domain/booking-form.ts';
import type { Location } from '../domain/catalogue.types.ts';
import { plainJson } from '../domain/plain-json.ts';
import {
  applyPendingLocation,
  describeWarning,
  type PrefillSources,
  parsePrefill,
} from '../domain/prefill.ts';
import { reservationFromPrefill } from '../domain/reservation.ts';
import { RESERVATION_TYPES, type Reservation, type ReservationType } from '../domain/reservation.types.ts';
import { type FieldError, validateField } from '../domain/validation.ts';
import { type FieldPath, stepRules, valueAt, withValue } from '../steps/form-rules.ts';
import { computedStable, sameFields, sameItems } from './stable-computed.ts';

/** What the form needs: prefill sources, the loaded locations and a console for warnings. */
export type ReservationFormDeps = {
  prefill: PrefillSources;
  locale: string;
  locations: ReadonlySignal<readonly Location[]>;
  warn: (message: string) => void;
};

/** A failed field with its rule's message, in on-screen order. */
export type FieldProblem = { path: FieldPath; error: FieldError };

const ACCOUNT_TO_ONSITE: Partial<Record<FieldPath, keyof Reservation['onsiteContact']>> = {
  firstname: 'firstname',
  lastname: 'lastname',
  emailaddress: 'email',
  phonenumber: 'phonenumber',
};

/**
 * The services a location offers. A location that rents only function spaces or only catering has
 * no hotel rooms to book; a meeting there is still possible.
 */
export function offeredServices(location: Location | undefined): WizardServices {
  const settings = location?.locationSettings;
  const meetingOnly = Boolean(settings?.allowedOnlyFunctionSpaces || settings?.allowedOnlyCateringServices);
  return { mice: true, hotel: !meetingOnly };
}

/** Creates the form from the prefill; each ignored prefill value is one console warning. */
export function createReservationForm(deps: ReservationFormDeps) {
  const prefill = parsePrefill(deps.prefill);
  for (const warning of prefill.warnings) deps.warn(describeWarning(warning));

  const reservation = signal<Reservation>(reservationFromPrefill(prefill, deps.locale));
  const onsiteSameAsAccount = signal(false);
  // The result of each field's last check: fields are checked on blur, on a committed change and on
  // Next, never while the visitor types, so a message neither flickers nor nags mid-word.
  const checked = signal<ReadonlyMap<FieldPath, FieldError | null>>(new Map());
  const confirmed = signal<readonly StepNumber[]>([]);
  let locationApplied = false;
  // The stored booking the form edits (the edit route), and the new reservation it put aside meanwhile.
  const existing = signal<Reservation | null>(null);
  let putAside: Reservation | null = null;
  const changed = computed(
    () => existing.value !== null && reservationChanged(existing.value, reservation.value),
  );

  const location = computed(() => deps.locations.value.find((l) => l['@id'] === reservation.value.location));
  const offered = computed(() => offeredServices(location.value));
  const services = computedStable<WizardServices>(
    () => ({
      mice: reservation.value.types.includes('mice'),
      hotel: reservation.value.types.includes('hotel'),
    }),
    sameFields,
  );

  // Rules that need more than the values (availability, a corporate check, the terms): registered
  // by the composition (`compose-form.ts`) for the models that own that data, in on-screen order.
  const checks = signal<readonly { step: StepNumber; check: () => FieldProblem[] }[]>([]);

  const ruleProblems = (step: StepNumber): FieldProblem[] =>
    stepRules(step, reservation.value, { onsiteSameAsAccount: onsiteSameAsAccount.value }).flatMap(
      ([path, schema]) => {
        const error = validateField(schema, valueAt(reservation.value, path));
        return error ? [{ path, error }] : [];
      },
    );
  const problemsOf = (step: StepNumber): FieldProblem[] => [
    ...ruleProblems(step),
    ...checks.value.filter((c) => c.step === step).flatMap((c) => c.check()),
  ];
  const ALL_STEPS: readonly StepNumber[] = [1, 2, 3, 4, 5];

  /** Errors to show inline: only for fields the visitor left, changed or tried to continue past. */
  const liveErrors = computed(() => {
    const visible: Partial<Record<FieldPath, FieldError>> = {};
    for (const [path, error] of checked.value) if (error) visible[path] = error;
    return visible;
  });
  // While a pointer is pressed the messages stay as they were: a message that comes or goes on the
  // blur that press caused would move the button under the pointer and the click would be lost.
  const heldErrors = signal<Partial<Record<FieldPath, FieldError>> | null>(null);
  const errors = computed(() => heldErrors.value ?? liveErrors.value);
  const complete = computedStable<readonly StepNumber[]>(
    () => confirmed.value.filter((step) => problemsOf(step).length === 0),
    sameItems,
  );

  // The first problem of `path` in step order, as `problemsOf` would list it (a step's rules, then its
  // checks), validating only that field: every change and blur asks this, and validating all five steps
  // for it was a sixth of a click's task at 4× CPU.
  const errorOf = (path: FieldPath): FieldError | null => {
    const options = { onsiteSameAsAccount: onsiteSameAsAccount.value };
    for (const step of ALL_STEPS) {
      for (const [rulePath, schema] of stepRules(step, reservation.value, options)) {
        if (rulePath !== path) continue;
        const error = validateField(schema, valueAt(reservation.value, path));
        if (error) return error;
      }
      for (const c of checks.value) {
        if (c.step !== step) continue;
        const found = c.check().find((p) => p.path === path);
        if (found) return found.error;
      }
    }
    return null;
  };
  const show = (paths: readonly FieldPath[]) => {
    const next = new Map(checked.value);
    for (const path of paths) next.set(path, errorOf(path));
    checked.value = next;
  };
  const forget = (keep: (path: FieldPath) => boolean) => {
    checked.value = new Map([...checked.value].filter(([path]) => keep(path)));
  };

  function commit(path: FieldPath, value: unknown) {
    batch(() => {
      set(path, value);
      show([path]);
    });
  }

  function chooseLocation(iri: string) {
    batch(() => {
      commit('location', iri);
      if (!offered.value.hotel && reservation.value.types.includes('hotel')) {
        set(
          'types',
          reservation.value.types.filter((t) => t !== 'hotel'),
        );
      }
    });
  }

  function set(path: FieldPath, value: unknown) {
    let next = withValue(reservation.value, path, value);
    const onsiteKey = ACCOUNT_TO_ONSITE[path];
    if (onsiteSameAsAccount.value && onsiteKey) {
      next = { ...next, onsiteContact: { ...next.onsiteContact, [onsiteKey]: value } };
    }
    reservation.value = next;
  }

  return {
    reservation,
    /** Guests and persons per room of the prefill (spec §9), for a hotel stay built later. */
    prefilled: { pax: prefill.pax, personsPerRoom: prefill.personsPerRoom },
    /** Whether the form edits a stored booking (spec §2 `existingReservation`). */
    existingReservation: computed(() => existing.value !== null),
    /** Whether the edited booking differs from what was loaded (spec §4 `changed`). */
    changed,
    /**
     * Fills the form from a stored booking for editing: every step counts as confirmed, so any can be
     * opened. `edited` is an edit saved earlier but not applied yet (it starts as changed). `null`
     * ends editing and gives back the new reservation the visitor had started.
     */
    loadExisting(loaded: Reservation | null, edited: Reservation | null = loaded) {
      batch(() => {
        if (loaded && existing.peek() === null) putAside = reservation.peek();
        reservation.value = edited ?? putAside ?? reservation.peek();
        existing.value = loaded;
        checked.value = new Map();
        confirmed.value = loaded ? ALL_STEPS : [];
        if (!loaded) putAside = null;
      });
    },
    onsiteSameAsAccount,
    /** Keeps the shown messages still while a pointer is pressed; they catch up on release. */
    holdErrors(hold: boolean) {
      heldErrors.value = hold ? (heldErrors.peek() ?? liveErrors.peek()) : null;
    },
    location,
    offered,
    services,
    errors,
    complete,
    /**
     * Adds a rule that needs more than the field values (e.g. availability from the server) to a
     * step; it runs inside signals, so a step's completeness follows what it reads. Returns a remover.
     */
    addCheck(step: StepNumber, check: () => FieldProblem[]): () => void {
      const entry = { step, check };
      checks.value = [...checks.value, entry];
      return () => {
        checks.value = checks.value.filter((c) => c !== entry);
      };
    },
    /** Forgets shown messages of fields that are gone (a removed day or stay). */
    forget(keep: (path: FieldPath) => boolean) {
      forget(keep);
    },
    /** The problems a step has now, whether shown or not. */
    problemsOf,
    /** What the form was prefilled with, as text: a stored draft restores only on the same prefill. */
    prefillFingerprint: plainJson({ values: prefill.reservation, location: prefill.pendingLocationId }),
    /** The value of a field now. */
    valueOf(path: FieldPath): unknown {
      return valueAt(reservation.value, path);
    },
    /** Shows the current message (or none) of these fields, e.g. after the server named them. */
    showFields(paths: readonly FieldPath[]) {
      show(paths);
    },
    /** Puts back the tab's stored draft (a reload); the prefill's location choice no longer applies. */
    restoreDraft(draft: Reservation, confirmedSteps: readonly number[] = []) {
      locationApplied = draft.location !== null;
      batch(() => {
        reservation.value = { ...draft, locale: reservation.value.locale };
        confirmed.value = ALL_STEPS.filter((step) => confirmedSteps.includes(step));
      });
    },
    /** The steps the visitor got past with Next (whether still complete or not). */
    confirmedSteps: confirmed as ReadonlySignal<readonly StepNumber[]>,
    /** Changes a field as the visitor types; it is checked on blur (`touch`) or on Next. */
    set,
    /** The visitor left or committed a field: its rule runs and its message may show. */
    touch(path: FieldPath) {
      show([path]);
    },
    /** Changes and checks at once: for checkboxes and radios, whose change is a commitment. */
    commit,
    /** Turns a service on or off; hotel rooms only where the chosen location offers them. */
    setService(type: ReservationType, on: boolean) {
      const others = reservation.value.types.filter((t) => t !== type);
      const types = on && (type !== 'hotel' || offered.value.hotel) ? [...others, type] : others;
      // Keep the spec's order (mice, hotel) whatever order the boxes were ticked in.
      commit(
        'types',
        RESERVATION_TYPES.filter((t) => types.includes(t)),
      );
    },
    /** Chooses a location; hotel rooms are dropped where it offers none. */
    chooseLocation,
    /** Copies the account holder into the on-site contact while on, and keeps it in step. */
    setOnsiteSameAsAccount(same: boolean) {
      batch(() => {
        onsiteSameAsAccount.value = same;
        if (!same) return;
        // The on-site fields are gone from the page: so are their messages.
        forget((path) => !path.startsWith('onsiteContact.'));
        const r = reservation.value;
        reservation.value = {
          ...r,
          onsiteContact: {
            firstname: r.firstname,
            lastname: r.lastname,
            email: r.emailaddress,
            phonenumber: r.phonenumber,
          },
        };
      });
    },
    /**
     * Next: checks a step. Every failed field shows its message and the problems are returned for
     * the error summary; a step without problems counts as confirmed from now on.
     */
    check(step: StepNumber): FieldProblem[] {
      const problems = problemsOf(step);
      batch(() => {
        const rulePaths = stepRules(step, reservation.value, {
          onsiteSameAsAccount: onsiteSameAsAccount.value,
        }).map(([path]) => path);
        // Fields checked before are checked again: a row removed or a check now passing clears them.
        show([...new Set([...rulePaths, ...problems.map((p) => p.path), ...checked.value.keys()])]);
        if (problems.length === 0 && !confirmed.value.includes(step)) {
          confirmed.value = [...confirmed.value, step];
        }
      });
      return problems;
    },
    /**
     * Once the locations have loaded: the prefilled `locationID`, else the `location` attribute, else
     * the only location. Applied once, so a later reload does not override the visitor's choice.
     */
    applyLocations(preferredId: number | null) {
      if (locationApplied || reservation.value.location) return;
      locationApplied = true;
      const pending = prefill.pendingLocationId ?? preferredId;
      const { location: found, warning } = applyPendingLocation(pending, deps.locations.value);
      if (warning) deps.warn(describeWarning(warning));
      const only = deps.locations.value.length === 1 ? deps.locations.value[0]?.['@id'] : undefined;
      const chosen = found ?? (pending === null ? only : undefined);
      if (chosen) {
        chooseLocation(chosen);
        // A preselection is not the visitor's doing: nothing to say about it.
        forget((path) => path !== 'location');
      }
    },
    /** The visitor's language, sent with the booking. */
    setLocale(locale: string) {
      if (reservation.value.locale !== locale) reservation.value = { ...reservation.value, locale };
    },
  };
}

/** One instance's reservation form. */
export type ReservationForm = ReturnType<typeof createReservationForm>;
