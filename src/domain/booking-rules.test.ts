import { describe, expect, it } from 'vitest';
import {
  corporateError,
  guestsPerRoomError,
  isHallSelectedElsewhere,
  type LayoutCapacity,
  overlappingSpaceErrors,
  spaceChoiceError,
  spaceFitError,
  unavailableSpaceErrors,
} from './booking-rules.ts';
import { emptyDay } from './days.ts';
import type { Day, DayHall } from './reservation.types.ts';

const hall = (iri: string | null, times: Partial<DayHall> = {}): DayHall => ({
  hall: iri,
  emplacement: '/api/emplacements/1',
  pax: null,
  startTime: null,
  endTime: null,
  ...times,
});

const day = (
  date: string | null,
  halls: DayHall[],
  times = { startTime: '09:00', endTime: '17:00' },
): Day => ({
  ...emptyDay('new-1'),
  ...times,
  date,
  pax: 20,
  halls,
});

const withPackage = { packageDeals: [{ packageDeal: '/api/package_deals/3', amount: 1 }] };

describe('a function space must be chosen', () => {
  it('passes with a chosen space', () => {
    expect(spaceChoiceError(day('2026-06-01', [hall('/api/halls/1')]))).toBeNull();
  });

  it('fails on a day without spaces, or with a space row left unchosen', () => {
    expect(spaceChoiceError(day('2026-06-01', []))).toEqual({ key: 'validation.spaceRequired' });
    expect(spaceChoiceError(day('2026-06-01', [hall('/api/halls/1'), hall(null)]))).toEqual({
      key: 'validation.spaceRequired',
    });
  });

  it('asks to add a space when the package deal includes none', () => {
    const chosen = { ...day('2026-06-01', []), ...withPackage };
    expect(spaceChoiceError(chosen, { packageIncludesSpace: false })).toEqual({
      key: 'validation.spaceRequiredByPackage',
    });
    expect(spaceChoiceError(chosen, { packageIncludesSpace: true })).toEqual({
      key: 'validation.spaceRequired',
    });
  });

  it('lets a catering-only booking go without a space', () => {
    expect(spaceChoiceError(day('2026-06-01', []), { spacesOptional: true })).toBeNull();
  });
});

describe('no space fits the guests or the layout', () => {
  const uShape = '/api/emplacements/6';
  const theater = '/api/emplacements/5';
  const capacities: LayoutCapacity[] = [
    { hall: '/api/halls/1', emplacement: uShape, capacity: 24 },
    { hall: '/api/halls/2', emplacement: uShape, capacity: 30 },
    { hall: '/api/halls/2', emplacement: theater, capacity: 120 },
  ];

  it('passes when one space seats the guests in that layout', () => {
    expect(spaceFitError(30, uShape, capacities)).toBeNull();
    expect(spaceFitError(100, theater, capacities)).toBeNull();
  });

  it("names the layout's largest capacity when every space is too small", () => {
    expect(spaceFitError(31, uShape, capacities)).toEqual({
      key: 'validation.noSpaceFitsMax',
      values: { pax: 31, max: 30 },
    });
  });

  it('says no space fits when no space offers the layout at all', () => {
    expect(spaceFitError(10, '/api/emplacements/9', capacities)).toEqual({
      key: 'validation.noSpaceFits',
      values: { pax: 10 },
    });
  });

  it('stays silent until guests and layout are known', () => {
    expect(spaceFitError(null, uShape, capacities)).toBeNull();
    expect(spaceFitError(500, null, capacities)).toBeNull();
  });
});

describe('spaces not available on the date', () => {
  it('flags each chosen space the lookup reported unavailable, by row', () => {
    const chosen = day('2026-06-01', [hall('/api/halls/1'), hall('/api/halls/2'), hall(null)]);
    expect(unavailableSpaceErrors(chosen, ['/api/halls/2', '/api/halls/7'])).toEqual({
      'halls.1.hall': { key: 'validation.spaceUnavailable' },
    });
    expect(unavailableSpaceErrors(chosen, [])).toEqual({});
  });
});

describe('a space already selected for an overlapping period', () => {
  const plenary = '/api/halls/1';

  it('flags the second choice of a space at an overlapping time on the same date', () => {
    const days = [
      day('2026-06-01', [hall(plenary, { startTime: '09:00', endTime: '12:00' })]),
      day('2026-06-01', [hall(plenary, { startTime: '11:00', endTime: '15:00' })]),
    ];
    expect(overlappingSpaceErrors(days)).toEqual({
      'days.1.halls.0.hall': { key: 'validation.spaceOverlap' },
    });
    expect(isHallSelectedElsewhere(days, { dayIndex: 0, hallIndex: 0 }, plenary)).toBe(true);
  });

  it('takes the day times for a space row without its own, within one day too', () => {
    const days = [day('2026-06-01', [hall(plenary), hall(plenary)])];
    expect(overlappingSpaceErrors(days)).toEqual({
      'days.0.halls.1.hall': { key: 'validation.spaceOverlap' },
    });
  });

  it('allows the same space back to back, on other dates, or another space at the same time', () => {
    const days = [
      day('2026-06-01', [hall(plenary, { startTime: '09:00', endTime: '12:00' })]),
      day('2026-06-01', [hall(plenary, { startTime: '12:00', endTime: '17:00' }), hall('/api/halls/2')]),
      day('2026-06-02', [hall(plenary)]),
    ];
    expect(overlappingSpaceErrors(days)).toEqual({});
    expect(isHallSelectedElsewhere(days, { dayIndex: 2, hallIndex: 0 }, plenary)).toBe(false);
  });

  it('marks a candidate space in the selector before it is chosen', () => {
    const days = [
      day('2026-06-01', [hall(plenary)]),
      day('2026-06-01', [hall(null)], { startTime: '16:00', endTime: '18:00' }),
    ];
    expect(isHallSelectedElsewhere(days, { dayIndex: 1, hallIndex: 0 }, plenary)).toBe(true);
    expect(isHallSelectedElsewhere(days, { dayIndex: 1, hallIndex: 0 }, '/api/halls/2')).toBe(false);
  });
});

describe('corporate account verification', () => {
  it('does not hold the visitor back when unticked or verified', () => {
    expect(corporateError(false, 'idle')).toBeNull();
    expect(corporateError(false, 'error')).toBeNull();
    expect(corporateError(true, 'success')).toBeNull();
  });

  it('waits for the check to finish, then explains a failure', () => {
    expect(corporateError(true, 'idle')).toEqual({ key: 'validation.corporatePending' });
    expect(corporateError(true, 'loading')).toEqual({ key: 'validation.corporatePending' });
    expect(corporateError(true, 'error')).toEqual({ key: 'validation.corporateInvalid' });
  });
});

describe('guests per room', () => {
  it('flags more guests than the room sleeps and names the maximum', () => {
    expect(guestsPerRoomError(3, 2)).toEqual({ key: 'validation.tooManyGuestsPerRoom', values: { max: 2 } });
    expect(guestsPerRoomError(2, 2)).toBeNull();
    expect(guestsPerRoomError(4, null)).toBeNull();
  });
});
