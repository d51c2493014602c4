/**
 * Step 3's own state, one per form, made when the form is composed (`compose-form.ts`), so its
 * "too many selected" check holds whether or not step 3 was ever shown: the server's room types and
 * free rooms (`room-lookups.ts`), the stay indicators, polite notices, and the actions that add,
 * clone and remove stays. The reservation itself stays in the form; nothing here is sent.
 */

import { batch, computed, effect, type ReadonlySignal, signal, untracked } from '@preact/signals-react';
import type { Api } from '../../api/api.ts';
import type { Iri, Location, Partner } from '../../domain/catalogue.types.ts';
import type { Room } from '../../domain/reservation.types.ts';
import { FEW_ROOMS_LEFT, freeRoomsOf } from '../../domain/room-types.ts';
import {
  addStay,
  cloneStay,
  emptyStay,
  otherVenues,
  removeStay,
  type StayCapacity,
  type StayStatus,
  stayFromEventDays,
  stayKey,
  stayLocation,
  stayOverflow,
  stayStatus,
} from '../../domain/stays.ts';
import { MESSAGES } from '../../domain/validation.ts';
import type { LookupTimers } from '../../state/debounced-lookup.ts';
import type { FieldProblem, ReservationForm } from '../../state/reservation-form.model.ts';
import type { FieldPath } from '../form-rules.ts';
import { createRoomLookups } from './room-lookups.ts';

/** Something to tell screen reader users politely; `seq` makes a repeat a new message. */
export type RoomsNotice = {
  key: 'stayAdded' | 'stayCloned' | 'stayRemoved' | 'statusChanged' | 'availabilityUpdated';
  values: Record<string, string | number>;
  seq: number;
};

/** What the model needs from the instance. */
export type RoomsModelDeps = {
  form: ReservationForm;
  api: Pick<Api, 'catalogue' | 'roomAvailabilities'>;
  /** Goes up when a booking lost a race: every stay asks again. */
  epoch: ReadonlySignal<number>;
  locations: ReadonlySignal<readonly Location[]>;
  partner: ReadonlySignal<Partner | null>;
  waitMs?: number;
  timers?: LookupTimers;
};

// `focusStay` after a removal: the "Add stay" button takes focus.
const ADD_STAY = 'add-stay';

/** Creates step 3's model over one form. */
export function createRoomsModel(deps: RoomsModelDeps) {
  const { form } = deps;
  const notice = signal<RoomsNotice | null>(null);
  /** The stay whose first field should take focus (after add or clone), or `ADD_STAY`. */
  const focusStay = signal<string | null>(null);
  let seq = 0;

  const say = (key: RoomsNotice['key'], values: RoomsNotice['values'] = {}) => {
    seq += 1;
    notice.value = { key, values, seq };
  };
  const bookingLocation = computed(() => form.reservation.value.location);
  const hotel = computed(() => form.reservation.value.types.includes('hotel'));
  const stays = computed(() => form.reservation.value.rooms);
  const lateCheckoutEnabled = computed(
    () => deps.partner.value?.partnerSettings.lateCheckoutEnabled === true,
  );

  const lookups = createRoomLookups({
    api: deps.api,
    ...(deps.waitMs !== undefined ? { waitMs: deps.waitMs } : {}),
    ...(deps.timers ? { timers: deps.timers } : {}),
    onAvailability: (key) => {
      const index = stays.peek().findIndex((s) => stayKey(s) === key);
      if (index >= 0) say('availabilityUpdated', { n: index + 1 });
    },
  });
  const { roomTypes, availability } = lookups;
  // Dates, location or stays changed: ask what that needs (nothing while hotel rooms are off).
  const stopLookups = effect(() => lookups.follow(hotel.value ? stays.value : [], bookingLocation.value));
  // A lost race (a new epoch): what was free is no longer known, so every stay asks again.
  let seenEpoch = deps.epoch.peek();
  const stopEpoch = effect(() => {
    const epoch = deps.epoch.value;
    if (epoch === seenEpoch) return;
    seenEpoch = epoch;
    untracked(() => {
      lookups.forget();
      lookups.follow(hotel.peek() ? stays.peek() : [], bookingLocation.peek());
    });
  });

  /** The free rooms (once answered for the stay's current dates) and the guests a room takes. */
  function capacityOf(stay: Room): StayCapacity {
    const location = stayLocation(stay, bookingLocation.value);
    const types = location ? roomTypes.value.get(location)?.data : undefined;
    const type = types?.find((t) => t['@id'] === stay.roomType);
    const found = availability.value.get(stayKey(stay));
    const free = found?.status === 'ok' ? freeRoomsOf(found.data, stay.roomType) : null;
    return { free, maxGuestsPerRoom: type?.maxGuestsPerRoom ?? null };
  }

  const statuses = computed<ReadonlyMap<string, StayStatus>>(
    () => new Map(stays.value.map((stay) => [stayKey(stay), stayStatus(stay, capacityOf(stay))])),
  );

  // A changed indicator is said aloud; a new stay's first status is not news.
  let previous = statuses.peek();
  const stopStatusNotices = effect(() => {
    const now = statuses.value;
    const list = stays.peek();
    for (const [key, status] of now) {
      const before = previous.get(key);
      if (before && before !== status) {
        say('statusChanged', { n: list.findIndex((s) => stayKey(s) === key) + 1, status });
      }
    }
    previous = now;
  });

  /** A stay's "too many selected" problems: rooms over the free count, guests over the maximum. */
  function overflowProblems(stay: Room, index: number): FieldProblem[] {
    const overflow = stayOverflow(stay, capacityOf(stay));
    const problems: FieldProblem[] = [];
    if (overflow.rooms !== null) {
      problems.push({
        path: `rooms.${index}.amount` as FieldPath,
        // Past a few free rooms the count stays the hotel's (the public reads "available").
        error:
          overflow.rooms > FEW_ROOMS_LEFT
            ? { key: MESSAGES.tooManyRoomsAvailable }
            : { key: MESSAGES.tooManyRooms, values: { max: overflow.rooms } },
      });
    }
    if (overflow.guestsPerRoom !== null) {
      problems.push({
        path: `rooms.${index}.paxRoom` as FieldPath,
        error: { key: MESSAGES.tooManyGuestsPerRoom, values: { max: overflow.guestsPerRoom } },
      });
    }
    return problems;
  }

  const setRooms = (rooms: Room[]) => form.set('rooms', rooms);

  return {
    /** Asks again for what failed ("Try again", or the connection is back); room types failed are asked anew by `follow`. */
    retry() {
      untracked(() => {
        lookups.forgetFailed();
        lookups.follow(hotel.peek() ? stays.peek() : [], bookingLocation.peek());
      });
    },
    roomTypes,
    availability,
    statuses,
    notice,
    focusStay,
    /** Whether the "Add stay" button should take focus (a stay was removed). */
    focusesAddStay: computed(() => focusStay.value === ADD_STAY),
    lateCheckoutEnabled,
    capacityOf,
    /**
     * A stay's "too many selected" problems, shown as soon as the server's numbers say so: they are
     * news from the hotel, not a half-typed value, so they need not wait for blur or Next.
     */
    overflowProblems,
    /** "Too many selected" of every stay, as field problems of step 3 (read inside signals). */
    tooManyProblems(): FieldProblem[] {
      return hotel.value ? stays.value.flatMap(overflowProblems) : [];
    },
    /** The locations (other than the event's) that rooms are booked at, for the multi-venue alert. */
    otherVenues: computed(() =>
      otherVenues(hotel.value ? stays.value : [], bookingLocation.value).flatMap(
        (iri) => deps.locations.value.find((l) => l['@id'] === iri) ?? [],
      ),
    ),
    /**
     * Step 3 opened without a stay: one from the event's days when there are dated days (spec §9),
     * else an empty one at the booking's location.
     */
    ensureStay() {
      const r = form.reservation.peek();
      if (!r.types.includes('hotel')) return;
      const fromDays = r.types.includes('mice')
        ? stayFromEventDays(r.days, { location: r.location, ...form.prefilled })
        : null;
      if (r.rooms.length === 0) {
        setRooms([fromDays ?? emptyStay('new-1', r.location)]);
        return;
      }
      // A prefilled stay without dates (a link with `hotel=1` but no dates) takes the meeting's dates.
      const [only] = r.rooms;
      if (r.rooms.length === 1 && only && fromDays && !only.startDate && !only.endDate) {
        setRooms([
          {
            ...only,
            startDate: fromDays.startDate,
            endDate: fromDays.endDate,
            location: only.location ?? fromDays.location,
          },
        ]);
      }
    },
    /** Adds an empty stay at the booking's location; its first field takes focus. */
    addStay() {
      const next = addStay(stays.peek(), bookingLocation.peek());
      const added = next.at(-1) as Room;
      batch(() => {
        setRooms(next);
        focusStay.value = stayKey(added);
        say('stayAdded', { n: next.length });
      });
    },
    /** Copies a stay right after itself; the copy's first field takes focus. */
    cloneStay(key: string) {
      const before = stays.peek();
      const next = cloneStay(before, key);
      const index = before.findIndex((s) => stayKey(s) === key) + 1;
      const copy = next[index];
      if (!copy || next.length === before.length) return;
      batch(() => {
        setRooms(next);
        focusStay.value = stayKey(copy);
        say('stayCloned', { n: index + 1, from: index });
      });
    },
    /** Removes a stay; the messages of the stays after it no longer match their fields, so they go. */
    removeStay(key: string) {
      const before = stays.peek();
      const index = before.findIndex((s) => stayKey(s) === key);
      if (index < 0) return;
      batch(() => {
        setRooms(removeStay(before, key));
        form.forget((path) => {
          const match = /^rooms\.(\d+)\./.exec(path);
          return !match || Number(match[1]) < index;
        });
        // The removed stay's button is gone with it: focus goes to "Add stay", not to the page.
        focusStay.value = ADD_STAY;
        say('stayRemoved', { n: index + 1 });
      });
    },
    /** Moves a stay to another location: its room type belonged to the old one, so it is cleared. */
    setStayLocation(index: number, location: Iri) {
      batch(() => {
        form.set(`rooms.${index}.location` as FieldPath, location);
        form.set(`rooms.${index}.roomType` as FieldPath, null);
      });
    },
    /** The focus request was carried out. */
    focused() {
      focusStay.value = null;
    },
    /** Stops every lookup and effect (the form is going away). */
    dispose() {
      stopLookups();
      stopEpoch();
      stopStatusNotices();
      lookups.stop();
    },
  };
}

/** One form's step-3 model. */
export type RoomsModel = ReturnType<typeof createRoomsModel>;
