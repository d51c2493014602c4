import { describe, expect, it } from 'vitest';
import { emptyDay } from '../../domain/days.ts';
import type { HallSuitability, PackageDealOffer } from '../../domain/event-catalogue.types.ts';
import { emptyReservation } from '../../domain/reservation.ts';
import type { Day, Reservation } from '../../domain/reservation.types.ts';
import { validateField } from '../../domain/validation.ts';
import { stepRules, valueAt } from '../form-rules.ts';
import { dayCheckProblems } from './event-checks.ts';

const hallRow = (hall: string | null) => ({
  hall,
  emplacement: '/api/emplacements/6',
  pax: null,
  startTime: null,
  endTime: null,
});
const day = (own: Partial<Day> = {}): Day => ({
  ...emptyDay('new-1'),
  date: '2030-03-01',
  startTime: '09:00',
  endTime: '17:00',
  pax: 40,
  emplacement: '/api/emplacements/6',
  ...own,
});
const complete = (own: Partial<Reservation> = {}): Reservation => ({
  ...emptyReservation('en-US'),
  location: '/api/locations/1',
  eventname: 'Kick-off',
  eventType: 'meeting',
  eventPax: 40,
  eventStartTime: '09:00',
  eventEndTime: '17:00',
  days: [day({ halls: [hallRow('/api/halls/1')] })],
  ...own,
});

/** Every failing field of step 2's rules, as path → message key. */
function failures(reservation: Reservation): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, schema] of stepRules(2, reservation, { onsiteSameAsAccount: false })) {
    const error = validateField(schema, valueAt(reservation, path));
    if (error) out[path] = error.key;
  }
  return out;
}

describe('step 2 field rules', () => {
  it('pass for a complete event', () => {
    expect(failures(complete())).toEqual({});
  });

  it('take a day’s date only as a real YYYY-MM-DD date (spec §5 requiredDateRange)', () => {
    for (const date of ['2030-02-30', '01/03/2030', '2030-3-1']) {
      const wrong = complete({ days: [day({ date, halls: [hallRow('/api/halls/1')] })] });
      expect(failures(wrong), date).toEqual({ 'days.0.date': 'validation.required' });
    }
  });

  it('require the event’s name, type, guests and times, and end after start', () => {
    const empty = complete({
      eventname: ' ',
      eventType: null,
      eventPax: null,
      eventStartTime: null,
      eventEndTime: null,
    });
    expect(failures(empty)).toEqual({
      eventname: 'validation.required',
      eventType: 'validation.required',
      eventPax: 'validation.required',
      eventStartTime: 'validation.required',
      eventEndTime: 'validation.required',
    });
    expect(failures(complete({ eventEndTime: '08:00' }))).toEqual({
      eventEndTime: 'validation.endAfterStart',
    });
    expect(failures(complete({ eventPax: 2.5 }))).toEqual({ eventPax: 'validation.required' });
  });

  it('require each day’s date and setup, and a space in every space row', () => {
    const days = [day({ date: null, emplacement: null, halls: [hallRow(null)] })];
    expect(failures(complete({ days }))).toEqual({
      'days.0.date': 'validation.required',
      'days.0.emplacement': 'validation.required',
      'days.0.halls.0.hall': 'validation.spaceRequired',
    });
  });

  it('flag a space chosen again for an overlapping period, not the first choice', () => {
    const days = [
      day({ halls: [hallRow('/api/halls/1')] }),
      day({ tempId: 'new-2', startTime: '13:00', halls: [hallRow('/api/halls/2'), hallRow('/api/halls/1')] }),
    ];
    expect(failures(complete({ days }))).toEqual({ 'days.1.halls.1.hall': 'validation.spaceOverlap' });
  });

  it('require an amount for every item and guests for items served per guest', () => {
    const items = [
      { item: '/api/items/1', amount: null, numberOfGuests: null, startTime: null },
      { item: '/api/items/6', amount: 1, numberOfGuests: Number.NaN, startTime: null },
    ];
    expect(failures(complete({ days: [day({ halls: [hallRow('/api/halls/1')], items })] }))).toEqual({
      'days.0.items.0.amount': 'validation.required',
      'days.0.items.1.numberOfGuests': 'validation.required',
    });
  });

  it('check nothing without a meeting', () => {
    expect(failures(complete({ types: ['hotel'], eventname: '' }))).toEqual({});
  });
});

const suitability = (
  id: number,
  state: HallSuitability['state'],
  capacity: number | null,
): HallSuitability => ({
  '@id': `/api/halls/${id}`,
  id,
  name: `Hall ${id}`,
  squareMeters: null,
  capacity,
  state,
  ...(state === 'too_small' && capacity !== null ? { maxCapacity: capacity } : {}),
});
const deal = (includingHallRental: boolean): PackageDealOffer => ({
  '@id': '/api/package_deals/2',
  id: 2,
  name: 'Full-day meeting',
  type: 'meeting',
  timeslots: [],
  includingHallRental,
  cateringPackage: false,
  pricePerPerson: 6950,
  currency: 'EUR',
  translations: [],
  descriptions: [],
  items: [],
  halls: ['/api/halls/1'],
});
const context = { today: '2030-01-01', spacesOptional: false };
const keys = (problems: ReturnType<typeof dayCheckProblems>) =>
  Object.fromEntries(problems.map((p) => [p.path, p.error]));

describe('step 2 checks with server data', () => {
  it('refuse a date before today', () => {
    const problems = dayCheckProblems(
      day({ date: '2029-12-31', halls: [hallRow('/api/halls/1')] }),
      0,
      { halls: null, deals: null },
      context,
    );
    expect(keys(problems)).toEqual({ 'days.0.date': { key: 'validation.dateInPast' } });
  });

  it('ask for a space, with the package’s own message when it includes none', () => {
    const withDeal = day({ packageDeals: [{ packageDeal: '/api/package_deals/2', amount: 1 }] });
    expect(keys(dayCheckProblems(day(), 0, { halls: null, deals: null }, context))).toEqual({
      'days.0.halls': { key: 'validation.spaceRequired' },
    });
    expect(keys(dayCheckProblems(withDeal, 0, { halls: null, deals: [deal(false)] }, context))).toEqual({
      'days.0.halls': { key: 'validation.spaceRequiredByPackage' },
    });
    expect(keys(dayCheckProblems(withDeal, 0, { halls: null, deals: [deal(true)] }, context))).toEqual({
      'days.0.halls': { key: 'validation.spaceRequired' },
    });
    expect(
      dayCheckProblems(day(), 0, { halls: null, deals: null }, { ...context, spacesOptional: true }),
    ).toEqual([]);
  });

  it('say no space fits, naming the largest capacity in the layout', () => {
    const halls = [
      suitability(1, 'too_small', 30),
      suitability(2, 'too_small', 22),
      suitability(3, 'no_layout', null),
    ];
    const problems = dayCheckProblems(
      day({ halls: [hallRow('/api/halls/1')] }),
      0,
      { halls, deals: null },
      context,
    );
    expect(keys(problems)).toEqual({
      'days.0.emplacement': { key: 'validation.noSpaceFitsMax', values: { pax: 40, max: 30 } },
      'days.0.halls.0.hall': { key: 'validation.spaceUnavailable' },
    });
  });

  it('flag a chosen space the server reports occupied', () => {
    const halls = [suitability(1, 'occupied', 60), suitability(2, 'available', 50)];
    const problems = dayCheckProblems(
      day({ halls: [hallRow('/api/halls/2'), hallRow('/api/halls/1')] }),
      0,
      { halls, deals: null },
      context,
    );
    expect(keys(problems)).toEqual({ 'days.0.halls.1.hall': { key: 'validation.spaceUnavailable' } });
  });
});
