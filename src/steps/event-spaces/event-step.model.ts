/**
 * Step 2's state that is not part of the reservation: the location's layouts and items, the day
 * lookups (suitable spaces and package deals, debounced 250 ms, latest only), the "show unavailable
 * spaces" switch and the last announcement; and the actions that change days the way step 2 does.
 * One per form, made when the form is composed (`compose-form.ts`), so step 2's checks hold whether
 * or not the step was shown; it asks the server only while the reservation includes a meeting.
 */
import { batch, computed, effect, type ReadonlySignal, signal } from '@preact/signals-react';
import type { Api } from '../../api/api.ts';
import type { Iri, Partner } from '../../domain/catalogue.types.ts';
import { cloneDay, dayKey, removeDay } from '../../domain/days.ts';
import type { CatalogueItem, PackageDealOffer } from '../../domain/event-catalogue.types.ts';
import {
  addEventDay,
  type EventDefaults,
  eventDefaults,
  followDefaultLayout,
  followEvent,
  timesForPackage,
  withLayout,
} from '../../domain/event-days.ts';
import { defaultLayout, type LayoutDefaults } from '../../domain/event-space.ts';
import type { Day, DayItem } from '../../domain/reservation.types.ts';
import type { LookupState } from '../../state/latest-lookup.ts';
import type { FieldProblem, ReservationForm } from '../../state/reservation-form.model.ts';
import type { FieldPath } from '../form-rules.ts';
import { createDayLookups } from './day-lookups.ts';
import { createEventCatalogue } from './event-catalogue.ts';
import { dayCheckProblems } from './event-checks.ts';

/** What the model needs from the instance. */
export type EventStepDeps = {
  form: ReservationForm;
  api: Pick<Api, 'catalogue' | 'hallsSuitable' | 'packageDeals'>;
  /** Goes up when a booking lost a race: every day asks again. */
  epoch: ReadonlySignal<number>;
  partner: ReadonlySignal<Partner | null>;
  /** Today as `YYYY-MM-DD` in the visitor's calendar. */
  today: () => string;
  /** Spec §9: 250 ms. */
  debounceMs?: number;
};

/** An announcement for the polite live region: a text key of the `event` namespace and its values. */
export type Announcement = { key: string; values?: Record<string, string | number>; serial: number };

function layoutDefaultsOf(partner: Partner | null): LayoutDefaults {
  return {
    defaultEmplacement: partner?.partnerSettings.defaultEmplacement ?? null,
    bigGroupsDefaultEmplacement: partner?.partnerSettings.bigGroupsDefaultEmplacement ?? null,
    paxMiceThreshold: partner?.paxMiceThreshold ?? 999,
  };
}

/** Creates the step-2 model of one form. */
export function createEventStepModel(deps: EventStepDeps) {
  const { form } = deps;
  const wait = deps.debounceMs ?? 250;
  const showUnavailable = signal(true);
  const announcement = signal<Announcement | null>(null);
  const location = computed(() => form.reservation.value.location);
  const days = computed(() => form.reservation.value.days);
  // Without a meeting there is nothing of step 2 to ask the server about.
  const asking = computed(() => form.services.value.mice);
  const defaults = computed(() => layoutDefaultsOf(deps.partner.value));
  const layoutFor = (pax: number | null) => defaultLayout(pax, defaults.peek(), layouts.peek());

  const setDays = (next: Day[]) => form.set('days', next);
  // Row messages are addressed by index; after rows move, old messages would sit on the wrong row.
  const forgetDayMessages = () => form.forget((path) => !path.startsWith('days.'));
  const announce = (key: string, values?: Record<string, string | number>) => {
    announcement.value = {
      key,
      ...(values ? { values } : {}),
      serial: (announcement.peek()?.serial ?? 0) + 1,
    };
  };

  const catalogue = createEventCatalogue(
    deps.api,
    computed(() => (asking.value ? location.value : null)),
    deps.partner,
  );
  const { layouts, items } = catalogue;
  // Set once `answersOf` exists: the lookups' first run (a restored draft) comes before it.
  let readAnswers: ((day: Day) => { deals: PackageDealOffer[] | null }) | null = null;
  const lookups = createDayLookups({
    api: deps.api,
    location,
    days: computed(() => (asking.value ? days.value : [])),
    wait,
    epoch: deps.epoch,
    // A deal's time slot widens the day; the deals stay those of the visitor's window, so the list
    // does not change under the pointer when one is chosen.
    dealsDay(day) {
      const event = eventDefaults(form.reservation.peek());
      const slots = readAnswers?.(day).deals?.find(
        (deal) => deal['@id'] === day.packageDeals[0]?.packageDeal,
      )?.timeslots;
      const onSlot = slots?.some((slot) => slot.startTime === day.startTime && slot.endTime === day.endTime);
      return onSlot ? { ...day, startTime: event.startTime, endTime: event.endTime } : day;
    },
    // "No space fits" is news from the server, not a slip of the visitor: it shows as soon as known.
    onHalls(key) {
      const index = days.peek().findIndex((day) => dayKey(day) === key);
      if (index >= 0) form.touch(`days.${index}.emplacement`);
    },
  });

  // Once the layouts are there, days without a setup get the default one.
  const stopDefaults = effect(() => {
    if (layouts.value.length === 0) return;
    const list = days.peek();
    if (list.every((day) => day.emplacement)) return;
    setDays(
      list.map((day) =>
        day.emplacement
          ? day
          : withLayout(day, layoutFor(day.pax ?? form.reservation.peek().eventPax ?? null)),
      ),
    );
  });

  const answersOf = (day: Day) => {
    const found = lookups.answers.value.get(dayKey(day));
    const data = <T>(state: LookupState<T> | undefined) =>
      state && state.status !== 'idle' ? state.data : null;
    return { halls: data(found?.halls), deals: data(found?.deals) };
  };

  readAnswers = answersOf;

  const updateDay = (d: number, change: (day: Day) => Day) =>
    setDays(days.peek().map((day, i) => (i === d ? change(day) : day)));

  return {
    layouts,
    items,
    showUnavailable,
    announcement,
    /** A day's spaces or package deals could not be loaded (read inside signals). */
    lookupsFailed: computed(() =>
      [...lookups.answers.value.values()].some(
        (a) => a.halls.status === 'error' || a.deals.status === 'error',
      ),
    ),
    /** Asks again what failed ("Try again", or the connection is back). */
    retryLookups: lookups.retry,
    /** The lookups of a day: suitable spaces and package deals. */
    lookupOf(day: Day) {
      return lookups.answers.value.get(dayKey(day)) ?? null;
    },
    /** The server's latest answers for a day, for marking and checks. */
    answersOf,
    /** Step 2's problems that need the server's answers or today (read inside signals). */
    problems(): FieldProblem[] {
      if (!form.services.value.mice) return [];
      const spacesOptional = Boolean(form.location.value?.locationSettings.allowedOnlyCateringServices);
      const today = deps.today();
      return days.value.flatMap((day, d) =>
        dayCheckProblems(day, d, answersOf(day), { today, spacesOptional }),
      );
    },
    /** The first day, with the event's values, when the step opens without one. */
    ensureDay() {
      if (days.peek().length > 0) return;
      const event = eventDefaults(form.reservation.peek());
      setDays(addEventDay([], event, layoutFor(event.pax)));
    },
    /** Changes the event's guests or times; days on the old values follow, and so does the default layout. */
    setEvent(path: 'eventPax' | 'eventStartTime' | 'eventEndTime', value: number | string | null) {
      batch(() => {
        const before: EventDefaults = eventDefaults(form.reservation.peek());
        form.set(path, value);
        const after = eventDefaults(form.reservation.peek());
        let next = followEvent(days.peek(), before, after);
        if (before.pax !== after.pax)
          next = followDefaultLayout(next, layoutFor(before.pax), layoutFor(after.pax));
        setDays(next);
      });
    },
    /** Adds a day at the end; returns its index. */
    addDay(): number {
      const event = eventDefaults(form.reservation.peek());
      batch(() => {
        setDays(addEventDay(days.peek(), event, layoutFor(event.pax)));
        announce('announce.dayAdded', { number: days.peek().length });
      });
      return days.peek().length - 1;
    },
    /** Copies day `d` to the next free date; returns the copy's index (days stay in date order). */
    cloneDay(d: number): number {
      const source = days.peek()[d];
      if (!source) return d;
      const before = new Set(days.peek().map(dayKey));
      batch(() => {
        forgetDayMessages();
        setDays(cloneDay(days.peek(), dayKey(source)));
      });
      const index = days.peek().findIndex((day) => !before.has(dayKey(day)));
      announce('announce.dayCloned', { date: days.peek()[index]?.date ?? '' });
      return index;
    },
    /** Removes day `d` (never the last one left); returns the index of the day that took its place, or null. */
    removeDay(d: number): number | null {
      const list = days.peek();
      const day = list[d];
      if (!day || list.length < 2) return null;
      batch(() => {
        forgetDayMessages();
        setDays(removeDay(list, dayKey(day)));
        announce('announce.dayRemoved', { number: d + 1 });
      });
      return d < days.peek().length ? d : null;
    },
    /** Sets a day's date; days are put in date order only by cloning, so a typed date never moves the card away from focus. */
    setDate(d: number, date: string | null) {
      updateDay(d, (day) => ({ ...day, date }));
    },
    setLayout(d: number, layout: Iri | null) {
      batch(() => {
        updateDay(d, (day) => withLayout(day, layout));
        form.touch(`days.${d}.emplacement`);
      });
    },
    /** Adds an empty space row (the first is the plenary hall, the others sub halls); returns its index. */
    addSpace(d: number): number {
      updateDay(d, (day) => ({
        ...day,
        halls: [
          ...day.halls,
          { hall: null, emplacement: day.emplacement ?? null, pax: null, startTime: null, endTime: null },
        ],
      }));
      return (days.peek()[d]?.halls.length ?? 1) - 1;
    },
    removeSpace(d: number, h: number) {
      batch(() => {
        form.forget((path) => !path.startsWith(`days.${d}.halls`));
        updateDay(d, (day) => ({ ...day, halls: day.halls.filter((_, i) => i !== h) }));
      });
    },
    chooseSpace(d: number, h: number, hall: Iri, name: string) {
      batch(() => {
        updateDay(d, (day) => ({
          ...day,
          halls: day.halls.map((row, i) =>
            i === h ? { ...row, hall, emplacement: day.emplacement ?? null } : row,
          ),
        }));
        form.touch(`days.${d}.halls.${h}.hall`);
        form.touch(`days.${d}.halls`);
        announce('announce.spaceChosen', { name });
      });
    },
    /** Chooses the day's package deal (one per day), or none. */
    choosePackage(d: number, deal: Iri | null) {
      const offered = (iri: Iri | null | undefined) =>
        answersOf(days.peek()[d] as Day).deals?.find((offer) => offer['@id'] === iri)?.timeslots ?? [];
      const event = eventDefaults(form.reservation.peek());
      // No persons of its own yet: the deal follows the day's guests until the visitor sets them (#12.1).
      // The day's times default from the deal's time slot (#18).
      updateDay(d, (day) => ({
        ...day,
        ...timesForPackage(day, event, offered(deal), offered(day.packageDeals[0]?.packageDeal)),
        packageDeals: deal ? [{ packageDeal: deal, amount: null }] : [],
      }));
      form.touch(`days.${d}.halls`);
    },
    /** Sets the persons of day `d`'s package deal; null follows the day's guests again. */
    setPackagePersons(d: number, persons: number | null) {
      updateDay(d, (day) => ({
        ...day,
        packageDeals: day.packageDeals.map((row) => ({ ...row, amount: persons })),
      }));
    },
    /** Adds an item; one priced per guest is served to the day's guests by default. */
    addItem(d: number, item: CatalogueItem) {
      updateDay(d, (day) => {
        const row: DayItem = {
          item: item['@id'],
          amount: 1,
          numberOfGuests: item.priceType === 'per_guest' ? (day.pax ?? 1) : null,
          startTime: null,
        };
        return { ...day, items: [...day.items, row] };
      });
    },
    setItem<F extends 'amount' | 'numberOfGuests' | 'startTime'>(
      d: number,
      i: number,
      field: F,
      value: DayItem[F],
    ) {
      updateDay(d, (day) => ({
        ...day,
        items: day.items.map((row, k) => (k === i ? { ...row, [field]: value } : row)),
      }));
    },
    removeItem(d: number, i: number) {
      batch(() => {
        form.forget((path) => !path.startsWith(`days.${d}.items`));
        updateDay(d, (day) => ({ ...day, items: day.items.filter((_, k) => k !== i) }));
      });
    },
    /** Touches a day field so its rule runs (on blur). */
    touch(path: FieldPath) {
      form.touch(path);
    },
    announce,
    /** Stops the catalogue, the lookups and the default layouts (the form is going away). */
    dispose() {
      stopDefaults();
      catalogue.dispose();
      lookups.dispose();
    },
  };
}

/** One form's step-2 model. */
export type EventStepModel = ReturnType<typeof createEventStepModel>;
