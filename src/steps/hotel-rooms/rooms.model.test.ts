import { signal } from '@preact/signals-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api/api.ts';
import { createApiClient } from '../../api/client.ts';
import type { Location, LocationSettings, Partner } from '../../domain/catalogue.types.ts';
import { emptyDay } from '../../domain/days.ts';
import { createReservationForm } from '../../state/reservation-form.model.ts';
import { createRoomsModel } from './rooms.model.ts';

const settings: LocationSettings = {
  breakfastEnabledByDefault: true,
  breakfastSelectable: true,
  allowedOnlyCateringServices: false,
  allowedOnlyFunctionSpaces: false,
  hallPreferenceEnabled: true,
  isShoppingBasketVisible: false,
  touristTaxApplies: false,
  visitorConfirmsOffer: false,
};
const place = (id: number, name: string) =>
  ({ '@id': `/api/locations/${id}`, id, name, locationSettings: settings }) as Location;
const AMSTERDAM = place(1, 'Amsterdam');
const HELSINKI = place(3, 'Helsinki');
const partner = { partnerSettings: { lateCheckoutEnabled: true } } as Partner;

const SUITE = '/api/location_room_types/9';
const roomTypes = {
  member: [
    { '@id': SUITE, id: 9, name: 'Junior suite', available: true, maxGuestsPerRoom: 3, translations: [] },
  ],
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/ld+json' } });

/** A form with hotel rooms at Amsterdam, its rooms model, and the API calls it made. */
function setup(query = 'hotel=true&mice=false', failFirstRoomTypes = false) {
  const asked: string[] = [];
  let roomTypeCalls = 0;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(url.pathname + url.search);
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    if (url.pathname.endsWith('/availabilities')) {
      const free = url.searchParams.get('departureDate') === '2030-05-16' ? 6 : 2;
      return json({ member: [{ '@id': SUITE, roomType: SUITE, roomsAvailable: free, maxGuestsPerRoom: 3 }] });
    }
    roomTypeCalls += 1;
    // The client retries a failed GET once: both tries of the first lookup fail.
    if (failFirstRoomTypes && roomTypeCalls <= 2) {
      return new Response('{"title":"down"}', {
        status: 503,
        headers: { 'content-type': 'application/problem+json' },
      });
    }
    return json(roomTypes);
  }) as typeof globalThis.fetch;
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  const locations = signal<readonly Location[]>([AMSTERDAM, HELSINKI]);
  const form = createReservationForm({
    prefill: { query, today: '2030-01-01' },
    locale: 'en-US',
    locations,
    warn: () => {},
  });
  form.chooseLocation(AMSTERDAM['@id']);
  const rooms = createRoomsModel({
    form,
    api: createApi(client),
    epoch: signal(0),
    locations,
    partner: signal(partner),
  });
  // As the composition does (compose-form.ts): step 3's check is the model's "too many selected".
  form.addCheck(3, rooms.tooManyProblems);
  return { form, rooms, asked };
}

const availabilityCalls = (asked: string[]) => asked.filter((a) => a.includes('/availabilities'));

describe('the rooms model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts step 3 with one empty stay at the booking location and asks nothing without dates', async () => {
    const { form, rooms, asked } = setup();
    form.set('rooms', []);
    rooms.ensureStay();
    expect(form.reservation.value.rooms).toHaveLength(1);
    expect(form.reservation.value.rooms[0]?.location).toBe(AMSTERDAM['@id']);
    await vi.runAllTimersAsync();
    expect(availabilityCalls(asked)).toEqual([]);
    expect(asked).toEqual(['/api/location_room_types?location=%2Fapi%2Flocations%2F1&itemsPerPage=1000']);
  });

  it("gives a prefilled stay without dates the meeting's dates, keeping what the link set", () => {
    const { form, rooms } = setup('hotel=true&mice=true&pax=5&perRoom=2');
    expect(form.reservation.value.rooms[0]?.startDate ?? null).toBeNull();
    form.reservation.value = {
      ...form.reservation.value,
      days: [{ ...emptyDay('new-1'), date: '2030-06-01', pax: 5 }],
    };
    rooms.ensureStay();
    expect(form.reservation.value.rooms).toHaveLength(1);
    expect(form.reservation.value.rooms[0]).toMatchObject({
      startDate: '2030-06-01',
      endDate: '2030-06-02',
      amount: 3,
      paxRoom: 2,
    });
  });

  it('builds the stay from the event days when meeting days exist', () => {
    const { form, rooms } = setup('hotel=true&mice=true&pax=5&perRoom=2');
    form.set('rooms', []);
    // Step 2 fills the days; here they are set directly.
    form.reservation.value = {
      ...form.reservation.value,
      days: [{ ...emptyDay('new-1'), date: '2030-06-01', pax: 5 }],
    };
    rooms.ensureStay();
    expect(form.reservation.value.rooms[0]).toMatchObject({
      startDate: '2030-06-01',
      endDate: '2030-06-02',
      amount: 3,
      paxRoom: 2,
      location: AMSTERDAM['@id'],
    });
  });

  it('looks up the whole stay once dated, debounced, and flags too many rooms on the room count', async () => {
    const { form, rooms, asked } = setup();
    form.set('rooms.0.roomType', SUITE);
    form.set('rooms.0.startDate', '2030-05-14');
    form.set('rooms.0.endDate', '2030-05-15');
    form.set('rooms.0.endDate', '2030-05-16');
    form.set('rooms.0.amount', 7);
    form.set('rooms.0.paxRoom', 2);
    await vi.runAllTimersAsync();
    // Leading call for the first complete dates, trailing call for the last; nothing in between.
    expect(availabilityCalls(asked)).toEqual([
      '/api/location_room_types/availabilities?arrivalDate=2030-05-14&departureDate=2030-05-15&locationId=1&amount=1&page=1&itemsPerPage=999',
      '/api/location_room_types/availabilities?arrivalDate=2030-05-14&departureDate=2030-05-16&locationId=1&amount=1&page=1&itemsPerPage=999',
    ]);
    const stay = form.reservation.value.rooms[0]!;
    expect(rooms.capacityOf(stay)).toEqual({ free: 6, maxGuestsPerRoom: 3 });
    expect(rooms.statuses.value.get('new-1')).toBe('too-many');
    expect(form.problemsOf(3)).toContainEqual({
      path: 'rooms.0.amount',
      // Six free is more than a few: the message does not give the hotel's count (#18).
      error: { key: 'validation.tooManyRoomsAvailable' },
    });
    form.set('rooms.0.amount', 6);
    expect(rooms.statuses.value.get('new-1')).toBe('completed');
    expect(rooms.notice.value).toMatchObject({ key: 'statusChanged', values: { n: 1, status: 'completed' } });
    expect(form.problemsOf(3)).toEqual([]);
  });

  it('flags more guests per room than the room type takes', async () => {
    const { form, rooms } = setup();
    form.set('rooms.0.roomType', SUITE);
    form.set('rooms.0.paxRoom', 4);
    await vi.runAllTimersAsync();
    expect(form.problemsOf(3)).toContainEqual({
      path: 'rooms.0.paxRoom',
      error: { key: 'validation.tooManyGuestsPerRoom', values: { max: 3 } },
    });
    expect(rooms.statuses.value.get('new-1')).toBe('too-many');
  });

  it('clones, adds and removes stays, asks focus for the new one, and names other venues', async () => {
    const { form, rooms } = setup();
    rooms.cloneStay('new-1');
    expect(form.reservation.value.rooms.map((r) => r.tempId)).toEqual(['new-1', 'new-2']);
    expect(rooms.focusStay.value).toBe('new-2');
    rooms.setStayLocation(1, HELSINKI['@id']);
    expect(rooms.otherVenues.value.map((l) => l.name)).toEqual(['Helsinki']);
    rooms.addStay();
    expect(rooms.focusStay.value).toBe('new-3');
    rooms.removeStay('new-2');
    expect(rooms.focusStay.value).toBe('add-stay');
    expect(form.reservation.value.rooms.map((r) => r.tempId)).toEqual(['new-1', 'new-3']);
    expect(rooms.otherVenues.value).toEqual([]);
    expect(rooms.notice.value).toMatchObject({ key: 'stayRemoved', values: { n: 2 } });
  });

  it('forgets the free rooms when a date is cleared, and asks for room types again after a failure', async () => {
    const { form, rooms } = setup('hotel=true&mice=false', true);
    await vi.runAllTimersAsync();
    expect(rooms.roomTypes.value.get(AMSTERDAM['@id'])?.status).toBe('error');
    form.set('rooms.0.startDate', '2030-05-14');
    form.set('rooms.0.endDate', '2030-05-16');
    await vi.runAllTimersAsync();
    expect(rooms.roomTypes.value.get(AMSTERDAM['@id'])?.status).toBe('ok');
    expect(rooms.availability.value.get('new-1')?.status).toBe('ok');
    form.set('rooms.0.endDate', null);
    expect(rooms.availability.value.get('new-1')).toEqual({ status: 'idle' });
    expect(rooms.capacityOf(form.reservation.value.rooms[0]!).free).toBeNull();
  });

  it('stops asking once disposed', async () => {
    const { form, rooms, asked } = setup();
    rooms.dispose();
    form.set('rooms.0.startDate', '2030-05-14');
    form.set('rooms.0.endDate', '2030-05-16');
    await vi.runAllTimersAsync();
    expect(availabilityCalls(asked)).toEqual([]);
  });
});
