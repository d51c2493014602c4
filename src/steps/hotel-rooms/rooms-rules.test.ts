import { describe, expect, it } from 'vitest';
import { emptyReservation } from '../../domain/reservation.ts';
import type { Room } from '../../domain/reservation.types.ts';
import { emptyStay } from '../../domain/stays.ts';
import { validateField } from '../../domain/validation.ts';
import { stepRules, valueAt } from '../form-rules.ts';

const stay: Room = {
  ...emptyStay('new-1', null),
  startDate: '2030-05-14',
  endDate: '2030-05-16',
  amount: 2,
  paxRoom: 2,
  roomType: '/api/location_room_types/7',
};
const hotel = (rooms: Room[]) => ({ ...emptyReservation('en-US'), types: ['hotel' as const], rooms });

/** The failing paths of step 3 with their message keys. */
const problems = (rooms: Room[]) => {
  const r = hotel(rooms);
  return stepRules(3, r, { onsiteSameAsAccount: false }).flatMap(([path, schema]) => {
    const error = validateField(schema, valueAt(r, path));
    return error ? [[path, error.key, error.values?.min]] : [];
  });
};

describe('step 3 rules', () => {
  it('passes a complete stay and checks nothing without hotel rooms', () => {
    expect(problems([stay])).toEqual([]);
    const meetingOnly = { ...hotel([]), types: ['mice' as const] };
    expect(stepRules(3, meetingOnly, { onsiteSameAsAccount: false })).toEqual([]);
  });

  it('takes check-in and check-out only as real YYYY-MM-DD dates (spec §5 requiredDateRange)', () => {
    expect(problems([{ ...stay, startDate: '2030-13-01', endDate: '16-05-2030' }])).toEqual([
      ['rooms.0.startDate', 'validation.required', undefined],
      ['rooms.0.endDate', 'validation.required', undefined],
    ]);
  });

  it('names each missing field of a stay in on-screen order', () => {
    expect(problems([stay, emptyStay('new-2', null)])).toEqual([
      ['rooms.1.startDate', 'validation.required', undefined],
      ['rooms.1.endDate', 'validation.required', undefined],
      ['rooms.1.paxRoom', 'validation.required', undefined],
      ['rooms.1.roomType', 'validation.required', undefined],
    ]);
  });

  it('needs check-out after check-in and whole room and guest counts', () => {
    expect(problems([{ ...stay, endDate: '2030-05-14', amount: 1.5, paxRoom: 0 }])).toEqual([
      ['rooms.0.endDate', 'validation.checkOutAfterCheckIn', undefined],
      ['rooms.0.amount', 'validation.wholeNumber', 1],
      ['rooms.0.paxRoom', 'validation.wholeNumber', 1],
    ]);
    expect(problems([{ ...stay, amount: Number.NaN }])).toEqual([
      ['rooms.0.amount', 'validation.wholeNumber', 1],
    ]);
  });
});
