/**
 * Step 3's field rules (spec §5): per stay the fields a stay is sent with (check-in, check-out after
 * it, rooms, guests per room, room type). Step 3 always keeps one stay (it opens with one and the
 * last cannot be removed), and late check-out is chosen from 0 to the rooms booked, so neither needs
 * a rule. "Too many selected" needs the server's availability: a check of `rooms.model.ts`.
 */
import * as v from 'valibot';
import type { Reservation, Room } from '../../domain/reservation.types.ts';
import { isCheckOutAfterCheckIn } from '../../domain/stays.ts';
import { field, MESSAGES, required, requiredDateRange, wholeNumber } from '../../domain/validation.ts';
import type { FieldPath, Rules } from '../form-rules.ts';

const requiredValue = field(required());
const requiredDate = field(required(), requiredDateRange());
const rooms = field(required(), wholeNumber(1));

function stayRules(stay: Room, index: number): Rules {
  const path = (name: string) => `rooms.${index}.${name}` as FieldPath;
  // Rules about two fields read the row they were built for; rows are rebuilt on every check.
  const checkOut = field(
    required(),
    requiredDateRange(),
    v.check(() => !stay.startDate || isCheckOutAfterCheckIn(stay), MESSAGES.checkOutAfterCheckIn),
  );
  return [
    [path('startDate'), requiredDate],
    [path('endDate'), checkOut],
    [path('amount'), rooms],
    [path('paxRoom'), rooms],
    [path('roomType'), requiredValue],
  ];
}

/** The rules of step 3 in on-screen order; none when the visitor books no hotel rooms. */
export function roomRules(reservation: Reservation): Rules {
  if (!reservation.types.includes('hotel')) return [];
  return reservation.rooms.flatMap(stayRules);
}
