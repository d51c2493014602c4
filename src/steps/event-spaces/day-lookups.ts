/**
 * The lookups of each meeting day (spec §7): suitable spaces (`GET /api/halls_suitable`) and package
 * deals (`GET /api/locations/{id}/package_deals`), asked again whenever the day's date, times, guests
 * or setup change, debounced with leading and trailing calls, the newest aborting the older. Keyed
 * by the day, so a copied day asks for its own date and a removed day's calls stop.
 */
import { effect, type ReadonlySignal, signal, untracked } from '@preact/signals-react';
import type { Api } from '../../api/api.ts';
import type { Iri } from '../../domain/catalogue.types.ts';
import { dayKey } from '../../domain/days.ts';
import type { HallSuitability, PackageDealOffer } from '../../domain/event-catalogue.types.ts';
import {
  type HallsSuitableQuery,
  hallsSuitableQuery,
  type PackageDealsQuery,
  packageDealsQuery,
  queryKey,
} from '../../domain/event-space.ts';
import type { Day } from '../../domain/reservation.types.ts';
import { createLatestLookup, type LatestLookup, type LookupState } from '../../state/latest-lookup.ts';

/** What a day's lookups show. */
export type DayLookupStates = {
  halls: LookupState<HallSuitability[]>;
  deals: LookupState<PackageDealOffer[]>;
};

/** What the lookups follow and ask with. */
export type DayLookupDeps = {
  api: Pick<Api, 'hallsSuitable' | 'packageDeals'>;
  location: ReadonlySignal<Iri | null>;
  days: ReadonlySignal<readonly Day[]>;
  wait: number;
  /** Called (outside tracking) each time a day's spaces answer arrives. */
  onHalls?: (key: string) => void;
  /** Goes up when the visitor lost a race: every day asks again (see `availability-epoch.ts`). */
  epoch?: ReadonlySignal<number>;
  /** The day the package deals are asked for (its window before a deal's time slot widened it). */
  dealsDay?: (day: Day) => Day;
};

type Lookups = {
  halls: LatestLookup<HallsSuitableQuery, HallSuitability[]>;
  deals: LatestLookup<PackageDealsQuery, PackageDealOffer[]>;
  unpublish: () => void;
};

/** Starts the day lookups; `answers` holds each day's states by its key (`dayKey`). */
export function createDayLookups(deps: DayLookupDeps) {
  const answers = signal<ReadonlyMap<string, DayLookupStates>>(new Map());
  const lookups = new Map<string, Lookups>();

  const setAnswer = (key: string, states: DayLookupStates | null) => {
    const next = new Map(answers.peek());
    if (states) next.set(key, states);
    else next.delete(key);
    answers.value = next;
  };

  function lookupsOf(key: string): Lookups {
    const found = lookups.get(key);
    if (found) return found;
    const halls = createLatestLookup<HallsSuitableQuery, HallSuitability[]>(
      (query, signal) => deps.api.hallsSuitable.find(query, signal),
      deps.wait,
    );
    // Asked only with a location (see below), so the peek is never null here.
    const deals = createLatestLookup<PackageDealsQuery, PackageDealOffer[]>(
      (query, signal) => deps.api.packageDeals.forDay(deps.location.peek() as Iri, query, signal),
      deps.wait,
    );
    // Each lookup's own signals feed the one map the components and checks read.
    const unpublish = effect(() => {
      const states = { halls: halls.state.value, deals: deals.state.value };
      untracked(() => {
        setAnswer(key, states);
        if (states.halls.status === 'ok') deps.onHalls?.(key);
      });
    });
    const created = { halls, deals, unpublish };
    lookups.set(key, created);
    return created;
  }

  const stop = effect(() => {
    const where = deps.location.value;
    // A new epoch (a lost race) makes every day ask again, even with the same query.
    const epoch = deps.epoch?.value ?? 0;
    const current = new Set<string>();
    for (const day of deps.days.value) {
      const key = dayKey(day);
      current.add(key);
      const own = lookupsOf(key);
      const halls = hallsSuitableQuery(day, where);
      own.halls.ask(queryKey(`halls ${epoch}`, halls), halls);
      const deals = where ? packageDealsQuery(untracked(() => deps.dealsDay?.(day) ?? day)) : null;
      own.deals.ask(queryKey(`deals ${where} ${epoch}`, deals), deals);
    }
    for (const [key, own] of lookups) {
      if (current.has(key)) continue;
      own.halls.dispose();
      own.deals.dispose();
      own.unpublish();
      lookups.delete(key);
      setAnswer(key, null);
    }
  });

  return {
    answers,
    /** Asks again every day's spaces and package deals whose answer failed. */
    retry() {
      for (const own of lookups.values()) {
        own.halls.retry();
        own.deals.retry();
      }
    },
    /** Stops every lookup (the form is going away). */
    dispose() {
      stop();
      for (const own of lookups.values()) {
        own.halls.dispose();
        own.deals.dispose();
        own.unpublish();
      }
      lookups.clear();
    },
  };
}
