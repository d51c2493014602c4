import { effect, signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { replacementApi } from '../api/replacement-api.ts';
import { ok } from '../api/result.ts';
import type { RoomAvailability } from '../contracts/queries.schema.ts';
import type { Location, Partner } from '../domain/catalogue.types.ts';
import type { Locale } from '../domain/locale.ts';
import type { LocationRoomType } from '../domain/room-types.ts';
import { MESSAGES } from '../domain/validation.ts';
import { composeForm } from './compose-form.ts';

const partner = { '@id': '/api/partners/1', name: 'Harbour Hotels', partnerSettings: {} } as Partner;
const amsterdam = { '@id': '/api/locations/1', id: 1, name: 'Amsterdam', locationSettings: {} } as Location;
const SUITE = '/api/location_room_types/9';

/** Resolves once `done` holds, re-checked whenever a signal it reads changes. */
const until = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    const stop = effect(() => {
      if (!done()) return;
      resolve();
      queueMicrotask(() => stop());
    });
  });

/** The form as the widget composes it, with an API that has two free suites for any stay. */
function compose() {
  const asked: string[] = [];
  const api = replacementApi({
    catalogue: {
      roomTypes: async (location) => {
        asked.push(`room types at ${location}`);
        return ok([{ '@id': SUITE, id: 9, available: true, maxGuestsPerRoom: 2 } as LocationRoomType]);
      },
    },
    roomAvailabilities: {
      find: async (query) => {
        asked.push(`availabilities ${query.arrivalDate}`);
        return ok([
          { '@id': SUITE, roomType: SUITE, roomsAvailable: 2, maxGuestsPerRoom: 2 } as RoomAvailability,
        ]);
      },
    },
  });
  const composed = composeForm({
    api,
    prefill: { attributes: {}, query: '?hotel=1&mice=0', today: '2030-01-01' },
    locale: signal<Locale>('en-US'),
    partner: signal(partner),
    locations: signal([amsterdam]),
    loaded: signal(true),
    preferredLocationId: signal(1),
    partnerSlug: () => 'harbour',
    logError: () => {},
    logWarning: () => {},
  });
  return { ...composed, asked };
}

/** One stay at Amsterdam with `amount` suites. */
function book(form: ReturnType<typeof compose>['form'], amount: number) {
  form.set('rooms', [
    {
      ...form.reservation.peek().rooms[0]!,
      startDate: '2030-05-14',
      endDate: '2030-05-16',
      roomType: SUITE,
      amount,
      paxRoom: 1,
    },
  ]);
}

describe('the form as the widget composes it', () => {
  it("checks step 3's free rooms although step 3 was never shown", async () => {
    const { form, dispose } = compose();
    expect(form.reservation.value.location).toBe(amsterdam['@id']);
    book(form, 3);
    const tooMany = () => form.problemsOf(3).find((p) => p.path === 'rooms.0.amount');
    await until(() => tooMany() !== undefined);
    expect(tooMany()?.error).toEqual({ key: MESSAGES.tooManyRooms, values: { max: 2 } });
    book(form, 2);
    expect(tooMany()).toBeUndefined();
    dispose();
  });

  it('after dispose asks nothing and checks nothing more', async () => {
    const { form, asked, dispose } = compose();
    book(form, 3);
    await until(() => form.problemsOf(3).length > 0);
    dispose();
    const before = asked.length;
    form.set('rooms', [
      { ...form.reservation.peek().rooms[0]!, startDate: '2030-06-01', endDate: '2030-06-03' },
    ]);
    expect(asked).toHaveLength(before);
    expect(form.problemsOf(3)).toEqual([]);
    expect(form.problemsOf(5)).toEqual([]);
  });
});
