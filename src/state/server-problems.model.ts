/**
 * The server's complaints about fields (422 violations, spec §4): each lands on the field it names
 * and counts as a problem of that field's step until the visitor changes the value it was about, or
 * a save passes. The composition registers `of(step)` as a check of each step.
 */
import { batch, effect, signal } from '@preact/signals-react';
import type { ApiError } from '../api/result.ts';
import type { StepNumber } from '../app/wizard/wizard-steps.ts';
import type { PublicBounds } from '../contracts/booking-limits.ts';
import { plainJson } from '../domain/plain-json.ts';
import type { Reservation } from '../domain/reservation.types.ts';
import { problemsFromViolations, stepOfField } from '../domain/server-violations.ts';
import type { FieldPath } from '../steps/form-rules.ts';
import type { FieldProblem, ReservationForm } from './reservation-form.model.ts';

/** What the server problems need: the form, and a location's public bounds (its `maxPublic…` settings). */
export type ServerProblemsDeps = {
  form: ReservationForm;
  /** The location of this IRI's bounds, or null when it is not known (the defaults name the numbers). */
  publicBounds?: (location: string | null) => Partial<PublicBounds> | null;
};

/** Creates the server problems of one form and starts dropping those whose value changed. */
export function createServerProblems({ form, publicBounds }: ServerProblemsDeps) {
  // Each complaint remembers the value it was about: once the visitor changes it, it goes.
  const problems = signal<readonly (FieldProblem & { seen: string })[]>([]);
  const seenOf = (path: FieldPath) => plainJson(form.valueOf(path) ?? null);

  const stop = effect(() => {
    void form.reservation.value;
    const stale = problems.peek();
    if (stale.length === 0) return;
    const kept = stale.filter((p) => seenOf(p.path) === p.seen);
    if (kept.length !== stale.length) problems.value = kept;
  });

  return {
    /** The server's problems of one step, in the order it named them (read inside signals). */
    of(step: StepNumber): FieldProblem[] {
      return problems.value
        .filter((p) => stepOfField(p.path) === step)
        .map(({ path, error }) => ({ path, error }));
    },
    /** Whether the server still objects to anything. */
    any: () => problems.peek().length > 0,
    /** Puts a 422's violations on their fields and shows them; other failures change nothing. */
    show(error: ApiError, reservation: Reservation) {
      if (error.kind !== 'http' || !error.violations) return;
      const bounds = publicBounds?.(reservation.location) ?? {};
      const found = problemsFromViolations(error.violations, reservation, bounds).map(({ path, error }) => ({
        path: path as FieldPath,
        error,
        seen: seenOf(path as FieldPath),
      }));
      batch(() => {
        problems.value = found;
        form.showFields(found.map((p) => p.path));
      });
    },
    /** A save passed: the server has nothing against the booking any more. */
    clear() {
      problems.value = [];
    },
    /** Stops following the form. */
    dispose: stop,
  };
}

/** One form's server problems. */
export type ServerProblems = ReturnType<typeof createServerProblems>;
