import { describe, expect, it } from 'vitest';
import { emptyDay } from './days.ts';
import { prepareBookingPayload } from './payload.ts';
import { emptyReservation } from './reservation.ts';
import type { Room } from './reservation.types.ts';
import {
  addStay,
  breakfastSettingsFor,
  cloneStay,
  emptyStay,
  isCheckOutAfterCheckIn,
  lateCheckoutRooms,
  otherVenues,
  removeStay,
  stayBreakfast,
  stayFromEventDays,
  stayKey,
  stayLocation,
  stayOverflow,
  stayStatus,
  totalGuests,
} from './stays.ts';

const AMSTERDAM = '/api/locations/1';
const BERLIN = '/api/locations/2';
const HELSINKI = '/api/locations/3';

const complete: Room = {
  ...emptyStay('new-1', BERLIN),
  startDate: '2030-05-14',
  endDate: '2030-05-16',
  amount: 4,
  paxRoom: 2,
  roomType: '/api/location_room_types/7',
};
const known = { free: 10, maxGuestsPerRoom: 2 };

describe('adding, cloning and removing stays', () => {
  it('adds an empty stay with one room at the given location and a fresh temporary id', () => {
    const stays = addStay([complete], BERLIN);
    expect(stays).toHaveLength(2);
    expect(stays[1]).toMatchObject({ tempId: 'new-2', location: BERLIN, amount: 1, roomType: null });
    expect(stays[1]?.breakfast).toBeNull();
  });

  it('clones a stay right after it, without server ids or price', () => {
    const stored: Room = { ...complete, id: 5, '@id': '/api/reservation_rooms/5', price: 26800 };
    const other = { ...emptyStay('new-3', HELSINKI) };
    const stays = cloneStay([stored, other], stayKey(stored));
    expect(stays.map((s) => s.location)).toEqual([BERLIN, BERLIN, HELSINKI]);
    const copy = stays[1] as Room;
    expect(copy).not.toHaveProperty('@id');
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('price');
    expect(copy.tempId).toBe('new-4');
    expect(copy).toMatchObject({ startDate: '2030-05-14', endDate: '2030-05-16', amount: 4, paxRoom: 2 });
    expect(stayKey(copy)).not.toBe(stayKey(stored));
  });

  it('clones nothing for an unknown key and removes only the stay named', () => {
    expect(cloneStay([complete], 'nope')).toEqual([complete]);
    const two = addStay([complete], AMSTERDAM);
    expect(removeStay(two, 'new-1').map(stayKey)).toEqual(['new-2']);
  });

  it('keys a stay by IRI, then id, then temporary id', () => {
    expect(stayKey({ ...complete, id: 3, '@id': '/api/reservation_rooms/3' })).toBe(
      '/api/reservation_rooms/3',
    );
    expect(stayKey({ ...complete, id: 3 })).toBe('3');
    expect(stayKey(complete)).toBe('new-1');
  });
});

describe('the stay prefilled from the event days', () => {
  const days = [
    { ...emptyDay('new-1'), date: '2030-06-03', pax: 30 },
    { ...emptyDay('new-2'), date: '2030-06-01', pax: 45 },
    { ...emptyDay('new-3'), date: null, pax: 99 },
  ];

  it('checks in on the first day and out one day after the last, rooms for the most guests', () => {
    const stay = stayFromEventDays(days, { location: AMSTERDAM, pax: 1, personsPerRoom: 2 });
    expect(stay).toMatchObject({
      startDate: '2030-06-01',
      endDate: '2030-06-04',
      location: AMSTERDAM,
      // 45 guests, 2 a room: 23 rooms (rounded up); the undated day's 99 guests do not count.
      amount: 23,
      paxRoom: 2,
    });
  });

  it('follows the prefilled persons per room and falls back to the prefilled pax', () => {
    const undated = [{ ...emptyDay('new-1'), date: '2030-06-01', pax: null }];
    const stay = stayFromEventDays(undated, { location: BERLIN, pax: 10, personsPerRoom: 3 });
    expect(stay).toMatchObject({ startDate: '2030-06-01', endDate: '2030-06-02', amount: 4, paxRoom: 3 });
  });

  it('is null without a dated day', () => {
    expect(
      stayFromEventDays([emptyDay('new-1')], { location: BERLIN, pax: 4, personsPerRoom: 2 }),
    ).toBeNull();
  });
});

describe('room count and guest rules', () => {
  it('needs check-out after check-in', () => {
    expect(isCheckOutAfterCheckIn(complete)).toBe(true);
    expect(isCheckOutAfterCheckIn({ startDate: '2030-05-14', endDate: '2030-05-14' })).toBe(false);
    expect(isCheckOutAfterCheckIn({ startDate: '2030-05-14', endDate: null })).toBe(false);
  });

  it('counts total guests only from whole numbers', () => {
    expect(totalGuests(complete)).toBe(8);
    expect(totalGuests({ amount: 2.5, paxRoom: 2 })).toBeNull();
    expect(totalGuests({ amount: 3, paxRoom: null })).toBeNull();
  });

  it('flags more rooms than free and more guests per room than allowed, each on its field', () => {
    expect(stayOverflow(complete, known)).toEqual({ rooms: null, guestsPerRoom: null });
    expect(stayOverflow({ amount: 11, paxRoom: 2 }, known)).toEqual({ rooms: 10, guestsPerRoom: null });
    expect(stayOverflow({ amount: 1, paxRoom: 3 }, known)).toEqual({ rooms: null, guestsPerRoom: 2 });
    expect(stayOverflow({ amount: 1, paxRoom: 1 }, { free: 0, maxGuestsPerRoom: 1 }).rooms).toBe(0);
  });

  it('flags nothing while the capacity is unknown', () => {
    expect(stayOverflow({ amount: 500, paxRoom: 9 }, { free: null, maxGuestsPerRoom: null })).toEqual({
      rooms: null,
      guestsPerRoom: null,
    });
  });

  it('offers late check-out for 0 up to the rooms booked', () => {
    expect(lateCheckoutRooms({ amount: 4, lateCheckoutRooms: 4 })).toBe(4);
    expect(lateCheckoutRooms({ amount: 3, lateCheckoutRooms: 5 })).toBe(3);
    expect(lateCheckoutRooms({ amount: 4, lateCheckoutRooms: null })).toBe(0);
    expect(lateCheckoutRooms({ amount: null, lateCheckoutRooms: 2 })).toBe(0);
  });
});

describe('the stay indicators', () => {
  it('is completed with everything sent filled in and within capacity', () => {
    expect(stayStatus(complete, known)).toBe('completed');
    expect(stayStatus(complete, { free: null, maxGuestsPerRoom: null })).toBe('completed');
  });

  it('is incomplete while a field is missing or inconsistent', () => {
    expect(stayStatus({ ...complete, roomType: null }, known)).toBe('incomplete');
    expect(stayStatus({ ...complete, endDate: '2030-05-13' }, known)).toBe('incomplete');
    expect(stayStatus({ ...complete, amount: 1.5 }, known)).toBe('incomplete');
  });

  it('is too many selected over the free rooms or the guests a room takes, even when incomplete', () => {
    expect(stayStatus({ ...complete, amount: 11 }, known)).toBe('too-many');
    expect(stayStatus({ ...complete, paxRoom: 3 }, known)).toBe('too-many');
    expect(stayStatus({ ...complete, roomType: null, amount: 11 }, known)).toBe('too-many');
  });
});

describe('multi-venue detection', () => {
  it('names the other locations once, in order, a stay without its own following the booking', () => {
    const stays = [
      { ...complete, location: null },
      { ...complete, location: HELSINKI },
      { ...complete, location: BERLIN },
      { ...complete, location: HELSINKI },
    ];
    expect(otherVenues(stays, AMSTERDAM)).toEqual([HELSINKI, BERLIN]);
    expect(otherVenues([{ ...complete, location: null }], AMSTERDAM)).toEqual([]);
    expect(otherVenues(stays, null)).toEqual([]);
    expect(stayLocation({ location: null }, AMSTERDAM)).toBe(AMSTERDAM);
  });
});

describe('breakfast defaults', () => {
  const settings = (selectable: boolean, byDefault: boolean) => ({
    breakfastSelectable: selectable,
    breakfastEnabledByDefault: byDefault,
  });

  it('starts at the location default and follows the visitor where selectable', () => {
    expect(stayBreakfast({ breakfast: null }, settings(true, false))).toEqual({
      selectable: true,
      included: false,
    });
    expect(stayBreakfast({ breakfast: true }, settings(true, false))).toEqual({
      selectable: true,
      included: true,
    });
    expect(stayBreakfast({ breakfast: null })).toEqual({ selectable: true, included: true });
  });

  it('is the location default when not selectable, whatever was chosen before', () => {
    expect(stayBreakfast({ breakfast: false }, settings(false, true))).toEqual({
      selectable: false,
      included: true,
    });
  });

  it('sends each stay with its own location’s breakfast setting', () => {
    const locations = [
      { '@id': AMSTERDAM, locationSettings: { ...settings(true, true) } },
      { '@id': HELSINKI, locationSettings: { ...settings(false, false) } },
    ] as never;
    const form = {
      ...emptyReservation('en-US'),
      types: ['hotel' as const],
      location: AMSTERDAM,
      rooms: [
        { ...complete, location: null, breakfast: null },
        { ...complete, location: HELSINKI, breakfast: true },
      ],
    };
    const payload = prepareBookingPayload(form, {
      breakfastSettings: breakfastSettingsFor(locations, AMSTERDAM),
    });
    expect(payload.hotelRooms.map((r) => r.breakfast)).toEqual([true, false]);
    expect(payload.hotelRooms[0]).not.toHaveProperty('location');
  });
});
