/**
 * Field schemas every contract shares: whole numbers, dates, times, IRIs, money. Pure at import, no DOM,
 * no server code, so the widget and the server import the same rules.
 */
import * as v from 'valibot';
import { isIsoDate } from '../domain/dates.ts';
import { MESSAGES } from '../domain/validation.ts';

const WHOLE = 'This value should be a whole number.';

/** A whole number from `min` (to 100,000 by default: no booking has more of anything). */
export const whole = (min: number, max = 100_000) =>
  v.pipe(
    v.number(WHOLE),
    v.integer(WHOLE),
    v.minValue(min, `This value should be ${min} or more.`),
    v.maxValue(max, `This value should be ${max} or less.`),
  );

/** Whether a text is a calendar date that exists; named so the documentation writes it as `format: date`. */
export const isRealDate = (s: string): boolean => isIsoDate(s);

/** A calendar date `YYYY-MM-DD` that exists (2030-02-30 does not). */
export const isoDate = v.pipe(
  v.string('This value should be a date (YYYY-MM-DD).'),
  v.check(isRealDate, 'This value should be a date (YYYY-MM-DD).'),
);

/** A local time of day `HH:mm`. */
export const timeOfDay = v.pipe(
  v.string('This value should be a time (HH:MM).'),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'This value should be a time (HH:MM).'),
);

/** An IRI such as `/api/halls/3`; the server checks what it names. */
export const iri = v.pipe(v.string(MESSAGES.required), v.minLength(1, MESSAGES.required));

/** Trimmed text; absent is ''. */
export const trimmed = (max = 2000) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

/** An amount of money in integer minor units of the answer's currency (never a float). */
export const money = v.pipe(v.number(), v.integer());

/** A date or timestamp as text in an answer. */
export const text = v.string();

/** The JSON-LD keys a client may echo back from a read answer; tolerated, never used. */
export const ldKeys = {
  '@id': v.optional(v.string()),
  '@type': v.optional(v.string()),
  id: v.optional(v.unknown()),
};
