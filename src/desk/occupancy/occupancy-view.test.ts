import { describe, expect, it } from 'vitest';
import {
  dayHeading,
  hallCellState,
  locationParam,
  monthLabel,
  roomCellState,
  shownMonth,
} from './occupancy-view.ts';

describe('occupancy cells', () => {
  it('a hall is held when any booking holds it, asked when only requests want it, else free', () => {
    expect(hallCellState([])).toBe('free');
    expect(hallCellState([{ hold: 'asked' }])).toBe('asked');
    expect(hallCellState([{ hold: 'asked' }, { hold: 'held' }])).toBe('held');
  });

  it('a room type is full when every room is held, held with some, asked with requests only', () => {
    expect(roomCellState({ total: 24, held: 0, bookings: [] })).toBe('free');
    expect(roomCellState({ total: 24, held: 0, bookings: [{ hold: 'asked' }] })).toBe('asked');
    expect(roomCellState({ total: 24, held: 3, bookings: [{ hold: 'held' }, { hold: 'asked' }] })).toBe(
      'held',
    );
    expect(roomCellState({ total: 8, held: 8, bookings: [{ hold: 'held' }] })).toBe('full');
    // A type without rooms is not "full" of nothing.
    expect(roomCellState({ total: 0, held: 0, bookings: [] })).toBe('free');
  });
});

describe('occupancy names and address', () => {
  it('names months and days in the desk’s language', () => {
    expect(monthLabel('2030-06', 'en-US')).toBe('June 2030');
    expect(monthLabel('2030-06', 'nl-NL')).toBe('juni 2030');
    expect(monthLabel('2030-06', 'fi-FI')).toBe('kesäkuu 2030');
    // 1 June 2030 is a Saturday.
    expect(dayHeading('2030-06-01', 'en-US')).toEqual({
      weekday: 'Sat',
      day: 1,
      full: 'Saturday, June 1',
      weekend: true,
    });
    // ICU versions differ on the abbreviation's dot ("Mo" or "Mo."): the word is what counts.
    expect(dayHeading('2030-06-03', 'de-DE')).toMatchObject({
      weekday: expect.stringMatching(/^Mo\.?$/),
      day: 3,
      weekend: false,
    });
  });

  it('opens the address’s month and location, else this month and none', () => {
    expect(shownMonth(new URLSearchParams('month=2031-02'), '2030-03-14')).toBe('2031-02');
    expect(shownMonth(new URLSearchParams('month=2031-13'), '2030-03-14')).toBe('2030-03');
    expect(shownMonth(new URLSearchParams(), '2030-03-14')).toBe('2030-03');
    expect(locationParam(new URLSearchParams('location=/api/locations/3'))).toBe('/api/locations/3');
    expect(locationParam(new URLSearchParams('location=3'))).toBe('/api/locations/3');
    expect(locationParam(new URLSearchParams('location=/api/halls/3'))).toBeNull();
    expect(locationParam(new URLSearchParams())).toBeNull();
  });
});
