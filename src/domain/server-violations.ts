/**
 * Where a server violation belongs in the form: the booking payload's property paths (spec §3
 * spelling, e.g. `meetingRooms[0].halls[1].hall`, `contactPersonFirstname`) turned into the form's
 * field paths (`days.0.halls.1.hall`, `firstname`), so the message shows on the field the visitor
 * filled. Pure.
 */
import {
  DEFAULT_PUBLIC_BOUNDS,
  type PublicBoundCode,
  type PublicBounds,
} from '../contracts/booking-limits.ts';
import { isCompleteDay, isCompleteRoom } from './payload.ts';
import type { Reservation } from './reservation.types.ts';
import { type FieldError, MESSAGES, type MessageKey } from './validation.ts';

/** Payload fields whose form field has another name. */
const RENAMED: Record<string, string> = {
  email: 'emailaddress',
  eventName: 'eventname',
  address: 'street',
  contactPersonFirstname: 'firstname',
  contactPersonLastname: 'lastname',
  contactPersonPhonenumber: 'phonenumber',
  promoCode: 'discountCode',
  hotelRooms: 'rooms',
  meetingRooms: 'days',
};

/**
 * The form path of a payload property path: brackets become dots and renamed fields take their form
 * name. Days and stays are matched by position, which holds because the payload keeps the form's order
 * and only drops incomplete rows at the end of what the visitor sees (see `remapRowIndex`).
 */
export function formPathOf(propertyPath: string): string {
  const segments = propertyPath
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  const [first, ...rest] = segments;
  if (first === undefined) return '';
  if (first === 'onsiteContact') return ['onsiteContact', ...rest].join('.');
  return [RENAMED[first] ?? first, ...rest].join('.');
}

/**
 * The payload sends only complete days and stays (spec §5), so the n-th sent row is the n-th complete
 * row of the form. `sentIndexes[n]` is that row's index in the form.
 */
export function remapRowIndex(formPath: string, sentIndexes: { days: number[]; rooms: number[] }): string {
  const match = /^(days|rooms)\.(\d+)(\..*)?$/.exec(formPath);
  if (!match) return formPath;
  const [, list, index, rest = ''] = match as unknown as [string, 'days' | 'rooms', string, string?];
  const formIndex = sentIndexes[list][Number(index)];
  return formIndex === undefined ? formPath : `${list}.${formIndex}${rest}`;
}

/** Server violation codes with a message of their own; anything else gets the general one. */
const CODE_MESSAGES: Record<string, MessageKey> = {
  required: MESSAGES.required,
  date_in_past: MESSAGES.dateInPast,
  pay_later_not_allowed: MESSAGES.payLaterNotAllowed,
  invalid_credentials: MESSAGES.corporateInvalid,
  unknown_account: MESSAGES.corporateInvalid,
  company_mismatch: MESSAGES.corporateInvalid,
  invalid_code: MESSAGES.corporateInvalid,
  inactive: MESSAGES.corporateInvalid,
};

/** A location's public bounds: each code's message and the setting it names as `{{max}}`. */
const BOUND_MESSAGES: Record<PublicBoundCode, readonly [MessageKey, keyof PublicBounds]> = {
  too_many_days: [MESSAGES.tooManyDays, 'maxPublicDays'],
  too_many_halls: [MESSAGES.tooManyHallsPerDay, 'maxPublicHallsPerDay'],
  too_many_rooms: [MESSAGES.tooManyRoomsOnline, 'maxPublicRooms'],
  too_many_nights: [MESSAGES.stayTooLong, 'maxPublicNights'],
};

/**
 * The translated message for a violation. The server's own text is English, so it is never shown:
 * a shared rule's key (the server validates with the same MESSAGES) or a known code picks the text.
 * A public bound names the booking location's setting (`bounds`, its default when the location has none).
 */
export function violationMessage(
  violation: { message: string; code: string | null },
  bounds: Partial<PublicBounds> = {},
): FieldError {
  const known = Object.values(MESSAGES) as string[];
  if (known.includes(violation.message)) return { key: violation.message as MessageKey };
  const code = violation.code ?? '';
  if (Object.hasOwn(BOUND_MESSAGES, code)) {
    const [key, setting] = BOUND_MESSAGES[code as PublicBoundCode];
    return { key, values: { max: bounds[setting] ?? DEFAULT_PUBLIC_BOUNDS[setting] } };
  }
  return { key: (Object.hasOwn(CODE_MESSAGES, code) && CODE_MESSAGES[code]) || MESSAGES.serverRejected };
}

/** The wizard step that shows a form field, so a server violation keeps that step incomplete. */
export function stepOfField(path: string): 1 | 2 | 3 | 4 | 5 {
  if (path.startsWith('days.') || ['eventname', 'eventType', 'miceRemarks'].includes(path)) return 2;
  if (path.startsWith('rooms.')) return 3;
  if (['types', 'location', 'emailaddress', 'corporateAccount'].includes(path)) return 1;
  if (path === 'paymentMethod') return 5;
  return 4;
}

/**
 * A 422's violations as field problems of the form that was sent: each on the form's path (sent rows
 * mapped back to the form's rows) with a translated message; `bounds` are the booking location's.
 */
export function problemsFromViolations(
  violations: readonly { propertyPath: string; message: string; code: string | null }[],
  reservation: Pick<Reservation, 'days' | 'rooms'>,
  bounds: Partial<PublicBounds> = {},
): { path: string; error: FieldError }[] {
  const indexes = {
    days: reservation.days.flatMap((day, i) => (isCompleteDay(day) ? [i] : [])),
    rooms: reservation.rooms.flatMap((room, i) => (isCompleteRoom(room) ? [i] : [])),
  };
  return violations.map((v) => ({
    path: remapRowIndex(formPathOf(v.propertyPath), indexes),
    error: violationMessage(v, bounds),
  }));
}
