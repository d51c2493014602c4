/**
 * The arguments of `npm run staff`, parsed without side effects so they can be tested on their own:
 * `offer <id> [--price <line>=<amount> …] [--valid-until YYYY-MM-DD]` and `confirm <id>`.
 */
import { parseArgs } from 'node:util';
import { REFERENCE_PATTERN } from '../resources/bookings/readable-reference.ts';

/** One price a venue sets for a line the catalogue could not price, in minor units. */
export type CliPrice = { line: string; price: number };

/** What the visitor's venue asked the command to do. */
export type StaffCommand =
  | { command: 'offer'; id: BookingKey; validUntil: string; prices: CliPrice[] }
  | { command: 'confirm'; id: BookingKey };

/** A booking as staff name it: its readable reference (HH-AMS-2027-0042) or its id. */
export type BookingKey = number | string;

/** A parsed command, a request for the usage text, or a problem to print with the usage. */
export type ParsedStaffArgs = StaffCommand | { command: 'help' } | { command: 'error'; message: string };

/** How long an offer stays open when `--valid-until` is not given: two weeks is a common quote term. */
export const DEFAULT_VALIDITY_DAYS = 14;

/** The usage text, printed on `--help` and with every argument problem. */
export const STAFF_USAGE = `Usage: npm run staff -- offer <reference> [--price <line>=<amount> …] [--valid-until YYYY-MM-DD]
       npm run staff -- confirm <reference>

<reference> is the booking's reference from the e-mail, e.g. HH-AMS-2027-0042 (its id works too).

offer    sends the visitor an offer for a request (or revises the offer). The offer is valid until the
         given day (default: ${DEFAULT_VALIDITY_DAYS} days from today). Lines the catalogue cannot price need
         --price, e.g. --price /api/booking_day_halls/12=450.00 (the amount in the location's currency).
confirm  confirms an accepted offer (or a paid instant booking).

Environment: API (default http://localhost:8080) and STAFF_KEY, a partner's staff key from
"npm run staff-key -- --partner <slug>".`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `YYYY-MM-DD` plus `days`, counted on the calendar (no time zone can shift it). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * `<line>=<amount>`: the line as its IRI (`/api/booking_day_halls/12`) or without `/api/`; the amount
 * in currency units with at most two decimals, turned into whole minor units without float rounding.
 */
export function parsePrice(text: string): CliPrice | string {
  const at = text.lastIndexOf('=');
  if (at <= 0)
    return `--price "${text}" must look like <line>=<amount>, e.g. /api/booking_day_halls/12=450.00`;
  const rawLine = text.slice(0, at).trim();
  const amount = text.slice(at + 1).trim();
  const line = rawLine.startsWith('/api/') ? rawLine : `/api/${rawLine.replace(/^\/+/, '')}`;
  if (!/^\/api\/[a-z_]+\/\d+$/.test(line)) {
    return `--price "${text}": the line must be a booking line such as /api/booking_day_halls/12`;
  }
  if (!AMOUNT.test(amount)) {
    return `--price "${text}": the amount must be a number with at most two decimals, e.g. 450 or 450.50`;
  }
  const [whole = '0', fraction = ''] = amount.replace(',', '.').split('.');
  const price = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(price)) return `--price "${text}": the amount is too large`;
  return { line, price };
}

function parseId(text: string | undefined): { key: BookingKey } | string {
  if (text === undefined)
    return 'Give the booking reference, e.g. "npm run staff -- offer HH-AMS-2027-0042".';
  const reference = text.trim().toUpperCase();
  if (REFERENCE_PATTERN.test(reference)) return { key: reference };
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    return `"${text}" is not a booking reference (such as HH-AMS-2027-0042) or id (such as 12).`;
  }
  return { key: Number(text) };
}

/** Parses the command line after `npm run staff --`; `today` (`YYYY-MM-DD`) sets the default validity. */
export function parseStaffArgs(argv: readonly string[], today: string): ParsedStaffArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    return { command: 'error', message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  const [command, idText, ...extra] = positionals;
  if (command === undefined) return { command: 'help' };
  if (command !== 'offer' && command !== 'confirm') {
    return { command: 'error', message: `Unknown command "${command}"; use "offer" or "confirm".` };
  }
  if (extra.length > 0) return { command: 'error', message: `Unexpected argument "${extra[0]}".` };
  const parsedId = parseId(idText);
  if (typeof parsedId === 'string') return { command: 'error', message: parsedId };
  const id = parsedId.key;
  if (command === 'confirm') {
    if (values.price || values['valid-until']) {
      return { command: 'error', message: '--price and --valid-until belong to "offer", not "confirm".' };
    }
    return { command, id };
  }
  const validUntil = values['valid-until'] ?? addDays(today, DEFAULT_VALIDITY_DAYS);
  if (!isRealDate(validUntil)) {
    return { command: 'error', message: `--valid-until "${validUntil}" must be a day as YYYY-MM-DD.` };
  }
  const prices: CliPrice[] = [];
  for (const text of values.price ?? []) {
    const price = parsePrice(text);
    if (typeof price === 'string') return { command: 'error', message: price };
    prices.push(price);
  }
  return { command, id, validUntil, prices };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      price: { type: 'string', multiple: true },
      'valid-until': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
