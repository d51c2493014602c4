/**
 * The field rules of spec §5 as valibot actions. Each failure carries a stable i18n key (never
 * English text) so the widget shows it in the visitor's language and the server can share the rules.
 */
import * as v from 'valibot';
import { isIsoDate, minutesOfDay } from './dates.ts';

/** The i18n key of every field and booking rule message, under `validation.` in `locales/form.*.json`. */
export const MESSAGES = {
  required: 'validation.required',
  email: 'validation.email',
  terms: 'validation.terms',
  termsAccept: 'validation.termsAccept',
  phone: 'validation.phone',
  endAfterStart: 'validation.endAfterStart',
  spaceRequired: 'validation.spaceRequired',
  spaceRequiredByPackage: 'validation.spaceRequiredByPackage',
  noSpaceFits: 'validation.noSpaceFits',
  noSpaceFitsMax: 'validation.noSpaceFitsMax',
  spaceUnavailable: 'validation.spaceUnavailable',
  spaceOverlap: 'validation.spaceOverlap',
  corporatePending: 'validation.corporatePending',
  corporateInvalid: 'validation.corporateInvalid',
  tooManyGuestsPerRoom: 'validation.tooManyGuestsPerRoom',
  dateInPast: 'validation.dateInPast',
  payLaterNotAllowed: 'validation.payLaterNotAllowed',
  billingAddressForInvoice: 'validation.billingAddressForInvoice',
  serverRejected: 'validation.serverRejected',
  tooManyRooms: 'validation.tooManyRooms',
  tooManyRoomsAvailable: 'validation.tooManyRoomsAvailable',
  checkOutAfterCheckIn: 'validation.checkOutAfterCheckIn',
  wholeNumber: 'validation.wholeNumber',
  // What one booking made in the widget may hold (the location's public bounds; the server checks them).
  tooManyDays: 'validation.tooManyDays',
  tooManyHallsPerDay: 'validation.tooManyHallsPerDay',
  tooManyRoomsOnline: 'validation.tooManyRoomsOnline',
  stayTooLong: 'validation.stayTooLong',
} as const;

/** One message key. */
export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];

/** A failed rule: the key to translate and the values its text interpolates (`{{min}}`, `{{max}}`…). */
export type FieldError = { key: MessageKey; values?: Record<string, number | string> };

/** A valibot pipe action on any input (fields hold strings, numbers, arrays, objects or null). */
export type FieldAction = v.GenericValidation<unknown>;

const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** Whether a value counts as given: not null or undefined, not an empty array, not blank text. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return !blank(value);
}

/** Fails on null, an empty array or blank text: 'This field is required'. */
export const required = (): FieldAction => v.check(isPresent, MESSAGES.required);

/**
 * A single date or a pair, each `YYYY-MM-DD`; an open end of a range being picked counts as single.
 * The date fields of days and stays use it: a date that is no calendar day is as good as none.
 */
export const requiredDateRange = (): FieldAction =>
  v.check((value) => {
    if (isIsoDate(value)) return true;
    if (!Array.isArray(value)) return false;
    const dates = value.length === 2 && value[1] == null ? [value[0]] : value;
    return dates.length >= 1 && dates.length <= 2 && dates.every(isIsoDate);
  }, MESSAGES.required);

// The HTML standard's e-mail pattern (valibot's RFC_EMAIL_REGEX: it allows o'brien@…), plus a
// top-level domain, because `anna@example` in a booking form is a typo, not an intranet address.
const TOP_LEVEL_DOMAIN = /\.(?:[a-z]{2,}|xn--[a-z\d-]+)$/i;

/** Whether text is an e-mail address (after trimming): the HTML standard's pattern with a top-level domain. */
export function isEmail(value: string): boolean {
  const text = value.trim();
  return v.RFC_EMAIL_REGEX.test(text) && TOP_LEVEL_DOMAIN.test(text);
}

/** 'Invalid email address' unless empty or an e-mail address; combine with `required()` when needed. */
export const email = (): FieldAction =>
  v.check((value) => !isPresent(value) || (typeof value === 'string' && isEmail(value)), MESSAGES.email);

/** A whole number of at least `min` (rooms, guests per room); empty passes, combine with `required()`. */
export const wholeNumber = (min: number): FieldAction =>
  v.rawCheck(({ dataset, addIssue }) => {
    const value = dataset.value;
    if (value === null || value === undefined || value === '') return;
    if (typeof value === 'number' && Number.isInteger(value) && value >= min) return;
    addIssue({ message: MESSAGES.wholeNumber, expected: String(min) });
  });

/** Must be ticked. The summary uses `validation.terms`; accept and cancel dialogs `validation.termsAccept`. */
export const terms = (
  key: typeof MESSAGES.terms | typeof MESSAGES.termsAccept = MESSAGES.terms,
): FieldAction => v.check((value) => Boolean(value), key);

/**
 * Whether text is an international phone number: `+` or `00`, a country code that does not start
 * with 0, then 7 to 15 digits in all (E.164). Spaces, dots, dashes, slashes, brackets and the
 * European "(0)" after the country code are allowed. A national number such as 020 123 4567 fails
 * on purpose: the venue may be abroad, and the message asks for the country code.
 */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (!/^(\+|00)[\d\s().\-/]+$/.test(text)) return false;
  const digits = text
    .replace(/^(\+|00)/, '')
    .replace(/\(0\)/, '')
    .replace(/[\s().\-/]/g, '');
  return /^[1-9]\d{6,14}$/.test(digits);
}

/** 'Invalid phone number. Try adding the country code' unless empty or international. */
export const phone = (): FieldAction =>
  v.check(
    (value) => !isPresent(value) || (typeof value === 'string' && isPhoneNumber(value)),
    MESSAGES.phone,
  );

/** Whether `endTime` is later than `startTime` (both `HH:mm`; an end of 24:00 is midnight). */
export function isEndAfterStart(startTime: string | null, endTime: string | null): boolean {
  if (startTime === '24:00') return false;
  const start = startTime === null ? null : minutesOfDay(startTime);
  const end = endTime === null ? null : minutesOfDay(endTime);
  return start !== null && end !== null && end > start;
}

/** The part of a day, hall or event that `endAfterStart` reads. */
export type TimeWindowInput = { startTime?: string | null; endTime?: string | null };

/** Checks an object's `startTime` and `endTime`, reporting on `endTime`; silent while either is missing. */
export const endAfterStart = <T extends TimeWindowInput>() =>
  v.forward<T, v.CheckIssue<T>, ['endTime']>(
    v.check<T, typeof MESSAGES.endAfterStart>(
      ({ startTime, endTime }) => !startTime || !endTime || isEndAfterStart(startTime, endTime),
      MESSAGES.endAfterStart,
    ),
    // valibot cannot resolve its path type for a generic T; `endTime` is in TimeWindowInput.
    ['endTime'] as never,
  );

/** A schema for one field: its rules in order; the first failure is the one shown. */
export const field = (...actions: FieldAction[]) => v.pipe(v.unknown(), ...actions);

/** Turns a valibot issue into the key and interpolation values the widget translates. */
export function toFieldError(issue: v.BaseIssue<unknown>): FieldError {
  const key = issue.message as MessageKey;
  if (key === MESSAGES.wholeNumber) {
    return { key, values: { min: Number(issue.expected) } };
  }
  return { key };
}

/** The first failure of `schema` for `value`, or null when it passes. */
export function validateField(schema: v.GenericSchema, value: unknown): FieldError | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : toFieldError(result.issues[0]);
}

/** The first failure per field path (`email`, `days.0.endTime`…) of an object schema; {} when valid. */
export function validateForm(schema: v.GenericSchema, value: unknown): Record<string, FieldError> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const errors: Record<string, FieldError> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= toFieldError(issue);
  }
  return errors;
}
