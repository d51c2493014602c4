import { effect, signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../api/api.ts';
import { replacementApi } from '../api/replacement-api.ts';
import { ok } from '../api/result.ts';
import type { CorporateVerification, RoomAvailability } from '../contracts/queries.schema.ts';
import type { Location, Partner } from '../domain/catalogue.types.ts';
import { emptyDay } from '../domain/days.ts';
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

/** `api` with every call it receives written down as `resource.call`. */
function recording(api: Api, asked: string[]): Api {
  const wrap = (name: string, resource: object) =>
    Object.fromEntries(
      Object.entries(resource).map(([call, run]) => [
        call,
        (...args: unknown[]) => {
          asked.push(`${name}.${call}`);
          return (run as (...a: unknown[]) => unknown)(...args);
        },
      ]),
    );
  return Object.fromEntries(
    Object.entries(api).map(([name, resource]) => [name, wrap(name, resource)]),
  ) as Api;
}

/** The form as the widget composes it, with an API that has two free suites for any stay. */
function compose(query = '?hotel=1&mice=0') {
  const asked: string[] = [];
  const replaced = replacementApi({
    corporateAccounts: {
      // The seed's corporate client (server/src/db/seed), verified.
      verify: async (body) => {
        void body;
        return ok({
          verified: true,
          account: { companyName: 'Acme Travel B.V.', creditAccount: true, discount: null },
        } as CorporateVerification);
      },
    },
    catalogue: {
      roomTypes: async (location) => {
        void location;
        return ok([{ '@id': SUITE, id: 9, available: true, maxGuestsPerRoom: 2 } as LocationRoomType]);
      },
    },
    roomAvailabilities: {
      find: async (query) => {
        void query;
        return ok([
          { '@id': SUITE, roomType: SUITE, roomsAvailable: 2, maxGuestsPerRoom: 2 } as RoomAvailability,
        ]);
      },
    },
  });
  const composed = composeForm({
    api: recording(replaced, asked),
    prefill: { attributes: {}, query, today: '2030-01-01' },
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
  afterEach(() => vi.useRealTimers());

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

  it('after dispose leaves no timer, asks nothing and checks nothing more', async () => {
    vi.useFakeTimers();
    const { form, asked, dispose } = compose('?hotel=1&mice=1');
    const day = { ...emptyDay('new-1'), date: '2030-05-14', startTime: '09:00', endTime: '17:00', pax: 20 };
    form.set('emailaddress', 'anna@example.com');
    form.set('days', [day]);
    book(form, 3);
    await vi.advanceTimersByTimeAsync(1000);
    // Everything that follows the form has asked: step 2's lookups, step 3's, the quote and the save.
    expect(new Set(asked)).toEqual(
      new Set([
        'catalogue.layouts',
        'catalogue.locationLayouts',
        'catalogue.availableItems',
        'catalogue.roomTypes',
        'hallsSuitable.find',
        'packageDeals.forDay',
        'roomAvailabilities.find',
        'billing.quote',
        'bookings.create',
      ]),
    );
    expect(form.problemsOf(3).length).toBeGreaterThan(0);
    form.set('eventname', 'Kick-off');
    dispose();
    expect(vi.getTimerCount()).toBe(0);
    const before = asked.length;
    form.set('days', [{ ...day, date: '2030-06-01' }]);
    book(form, 1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toHaveLength(before);
    expect(form.problemsOf(3)).toEqual([]);
    expect(form.problemsOf(5)).toEqual([]);
  });

  it('fills the company from a verified corporate account, and keeps a company the visitor typed', async () => {
    const first = compose();
    first.corporate.enabled.value = true;
    first.corporate.edit('companyName', 'acme');
    await first.corporate.verify();
    expect(first.form.reservation.peek().company).toBe('Acme Travel B.V.');
    first.dispose();

    const second = compose();
    second.form.set('company', 'Acme Benelux');
    second.corporate.enabled.value = true;
    await second.corporate.verify();
    expect(second.form.reservation.peek().company).toBe('Acme Benelux');
    second.dispose();
  });
});
