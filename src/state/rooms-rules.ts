/**
 * Step 3's field rules (spec §5): at least one stay, and per stay the fields a stay is sent with
 * (check-in, check-out after it, rooms, guests per room, room type) plus late check-out within the
 * rooms booked. "Too many selected" needs the server's availability and is a check of the rooms
 * model instead (`rooms.model.ts`).
 */
import * as v from 'valibot';
import type { Reservation, Room } from '../domain/reservation.types.ts';
import { isCheckOutAfterCheckIn, lateCheckoutOverflow } from '../domain/stays.ts';
import { field, MESSAGES, required, wholeNumber } from '../domain/validation.ts';
import type { FieldPath, Rules } from './form-rules.ts';

const atLeastOneStay = field(
  v.check((value) => Array.isArray(value) && value.length > 0, MESSAGES.stayRequired),
);
const requiredValue = field(required());
const rooms = field(required(), wholeNumber(1));

function stayRules(stay: Room, index: number): Rules {
  const path = (name: string) => `rooms.${index}.${name}` as FieldPath;
  // Rules about two fields read the row they were built for; rows are rebuilt on every check.
  const checkOut = field(
    required(),
    v.check(() => !stay.startDate || isCheckOutAfterCheckIn(stay), MESSAGES.checkOutAfterCheckIn),
  );
  const lateCheckout = field(
    wholeNumber(0),
    v.check(() => lateCheckoutOverflow(stay) === null, MESSAGES.lateCheckoutOverRooms),
  );
  return [
    [path('startDate'), requiredValue],
    [path('endDate'), checkOut],
    [path('amount'), rooms],
    [path('paxRoom'), rooms],
    [path('roomType'), requiredValue],
    [path('lateCheckoutRooms'), lateCheckout],
  ];
}

/** The rules of step 3 in on-screen order; none when the visitor books no hotel rooms. */
export function roomRules(reservation: Reservation): Rules {
  if (!reservation.types.includes('hotel')) return [];
  return [['rooms', atLeastOneStay], ...reservation.rooms.flatMap(stayRules)];
}
