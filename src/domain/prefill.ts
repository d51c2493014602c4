/**
 * Prefill of spec §2 and §9: the element's attributes and the host page's query string become a
 * partial reservation. Bad values are dropped with a warning for the console, never an exception:
 * a typo in a campaign link must not take the booking form down.
 */
import type { Location } from './catalogue.types.ts';
import { addDays, daysBetween, isIsoDate } from './dates.ts';
import { emptyDay } from './days.ts';
import { idFromIri } from './iri.ts';
import type { Day, Reservation, ReservationType, Room } from './reservation.types.ts';
import { isEmail } from './validation.ts';

/** The prefill names of spec §2, as written in links and attributes. */
export const PREFILL_NAMES = [
  'mice',
  'hotel',
  'company',
  'country',
  'address',
  'houseNumber',
  'postalCode',
  'city',
  'firstName',
  'lastName',
  'phone',
  'email',
  'promo',
  'locationID',
  'pax',
  'startDate',
  'endDate',
  'perRoom',
] as const;

/** One prefill name. */
export type PrefillName = (typeof PREFILL_NAMES)[number];

/** A value that was ignored, and why (English: it is for the host page's developer). */
export type PrefillWarning = { name: string; value: string; reason: string };

/** What the wizard starts from. */
export type Prefill = {
  reservation: Partial<Reservation> & { types: ReservationType[] };
  /** Guests: the days' pax and the basis of the room count. */
  pax: number;
  personsPerRoom: number;
  /** A location id from the prefill, applied once the locations have loaded (`applyPendingLocation`). */
  pendingLocationId: number | null;
  warnings: PrefillWarning[];
};

/** Where prefill values come from; the query string wins, as a link is more specific than the embed. */
export type PrefillSources = {
  attributes?: Readonly<Record<string, string | null | undefined>>;
  query?: string | URLSearchParams;
  /** Today as `YYYY-MM-DD`; dates before it are ignored (an old campaign link). */
  today?: string;
};

/** Spec §9 defaults. */
export const PREFILL_DEFAULTS = { mice: true, hotel: false, pax: 1, personsPerRoom: 2 } as const;

// Numeric bounds are not in the spec; these only stop absurd links from building absurd forms.
const MAX_PAX = 10_000;
const MAX_PER_ROOM = 20;
const MAX_DAYS = 31;
const MAX_TEXT = 200;

const TEXT_FIELDS = {
  company: 'company',
  country: 'country',
  address: 'street',
  houseNumber: 'housenumber',
  postalCode: 'postalcode',
  city: 'city',
  firstName: 'firstname',
  lastName: 'lastname',
  phone: 'phonenumber',
  email: 'emailaddress',
  promo: 'discountCode',
} as const satisfies Partial<Record<PrefillName, keyof Reservation>>;

// `houseNumber`, `house-number`, `housenumber` and `HOUSE_NUMBER` all name one value: attributes
// are lower-cased by HTML and r2wc spells camelCase props in kebab-case.
const normalise = (name: string) => name.replace(/[-_]/g, '').toLowerCase();
const BY_NORMALISED = new Map<string, PrefillName>(PREFILL_NAMES.map((n) => [normalise(n), n]));

function collect(sources: PrefillSources): Map<PrefillName, string> {
  const values = new Map<PrefillName, string>();
  const take = (name: string, value: string | null | undefined) => {
    const known = BY_NORMALISED.get(normalise(name));
    if (!known || typeof value !== 'string') return;
    // An empty link parameter (`?company=`) must not wipe what the embed gave.
    if (value.trim() === '' && values.has(known)) return;
    values.set(known, value.trim());
  };
  for (const [name, value] of Object.entries(sources.attributes ?? {})) take(name, value);
  const query = typeof sources.query === 'string' ? new URLSearchParams(sources.query) : sources.query;
  // The first occurrence of a repeated parameter wins, like URLSearchParams.get.
  const seen = new Set<string>();
  for (const [name, value] of query ?? []) {
    if (seen.has(normalise(name))) continue;
    seen.add(normalise(name));
    take(name, value);
  }
  return values;
}

function parseFlag(value: string): boolean | null {
  const text = value.toLowerCase();
  // A bare attribute (`<booking-form hotel>`) has the value '' and means on.
  if (['', '1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  return null;
}

function parseCount(value: string, max: number): number | null {
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

function textProblem(name: PrefillName, value: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'contains control characters';
  if (value.length > MAX_TEXT) return `longer than ${MAX_TEXT} characters`;
  if (name === 'email' && !isEmail(value)) return 'not an e-mail address';
  if (name === 'phone' && !/^[+\d\s().\-/]*\d[+\d\s().\-/]*$/.test(value)) return 'not a phone number';
  return null;
}

/** Parses the prefill; never throws. Unknown names (a host page's own `utm_source`) are skipped silently. */
export function parsePrefill(sources: PrefillSources): Prefill {
  const values = collect(sources);
  const warnings: PrefillWarning[] = [];
  const warn = (name: PrefillName, reason: string) =>
    warnings.push({ name, value: values.get(name) ?? '', reason });
  const reservation: Partial<Reservation> = {};

  const flag = (name: 'mice' | 'hotel') => {
    const raw = values.get(name);
    if (raw === undefined) return PREFILL_DEFAULTS[name];
    const parsed = parseFlag(raw);
    if (parsed === null) warn(name, 'not one of true, false, 1, 0, yes, no, on, off');
    return parsed ?? PREFILL_DEFAULTS[name];
  };
  const count = (name: 'pax' | 'perRoom', max: number, fallback: number) => {
    const raw = values.get(name);
    if (raw === undefined || raw === '') return fallback;
    const parsed = parseCount(raw, max);
    if (parsed === null) warn(name, `not a whole number from 1 to ${max}`);
    return parsed ?? fallback;
  };
  const mice = flag('mice');
  const hotel = flag('hotel');
  const pax = count('pax', MAX_PAX, PREFILL_DEFAULTS.pax);
  const personsPerRoom = count('perRoom', MAX_PER_ROOM, PREFILL_DEFAULTS.personsPerRoom);

  for (const [name, key] of Object.entries(TEXT_FIELDS) as [keyof typeof TEXT_FIELDS, string][]) {
    const value = values.get(name);
    if (!value) continue;
    const problem = textProblem(name, value);
    if (problem) warn(name, problem);
    else Object.assign(reservation, { [key]: value });
  }

  let pendingLocationId: number | null = null;
  const locationValue = values.get('locationID');
  if (locationValue) {
    pendingLocationId = idFromIri(locationValue);
    if (pendingLocationId === null) warn('locationID', 'not a location id');
  }

  const { first, last } = dateRange(values, sources.today, warn);
  reservation.types = [...(mice ? ['mice' as const] : []), ...(hotel ? ['hotel' as const] : [])];
  if (mice && first && last) reservation.days = meetingDays(first, last, pax);
  if (hotel) reservation.rooms = [prefilledStay(first, last, pax, personsPerRoom)];
  return {
    reservation: reservation as Prefill['reservation'],
    pax,
    personsPerRoom,
    pendingLocationId,
    warnings,
  };
}

function dateRange(
  values: Map<PrefillName, string>,
  today: string | undefined,
  warn: (name: PrefillName, reason: string) => void,
): { first: string | null; last: string | null } {
  const date = (name: 'startDate' | 'endDate') => {
    const raw = values.get(name);
    if (!raw) return null;
    const problem = !isIsoDate(raw)
      ? 'not a date written YYYY-MM-DD'
      : today && raw < today
        ? 'in the past'
        : null;
    if (problem) warn(name, problem);
    return problem ? null : raw;
  };
  const start = date('startDate');
  const end = date('endDate');
  if (!start) {
    if (end) warn('endDate', 'ignored without a valid startDate');
    return { first: null, last: null };
  }
  const problem = !end
    ? null
    : end < start
      ? 'before startDate'
      : daysBetween(start, end) >= MAX_DAYS
        ? `more than ${MAX_DAYS - 1} days after startDate`
        : null;
  if (problem) warn('endDate', problem);
  return { first: start, last: end && !problem ? end : start };
}

function meetingDays(first: string, last: string, pax: number): Day[] {
  const count = daysBetween(first, last) + 1;
  return Array.from({ length: count }, (_, i) => ({
    ...emptyDay(`new-${i + 1}`),
    date: addDays(first, i),
    pax,
  }));
}

/**
 * A prefilled stay runs from the first date to one day after the last (spec §9), with pax ÷ persons
 * per room rooms, rounded up. Step 3 builds the same stay from the event's days.
 */
export function prefilledStay(
  first: string | null,
  last: string | null,
  pax: number,
  personsPerRoom: number,
): Room {
  return {
    tempId: 'new-1',
    startDate: first,
    endDate: last ? addDays(last, 1) : null,
    amount: Math.ceil(pax / personsPerRoom),
    // One guest does not fill a double room: never more guests per room than guests.
    paxRoom: Math.min(personsPerRoom, pax),
    roomType: null,
    breakfast: null,
  };
}

/** Applies a pending location id against the loaded (available) locations; a warning when absent. */
export function applyPendingLocation(
  pendingId: number | null,
  locations: readonly Pick<Location, '@id' | 'id'>[],
): { location: string | null; warning: PrefillWarning | null } {
  if (pendingId === null) return { location: null, warning: null };
  const found = locations.find((l) => l.id === pendingId || idFromIri(l['@id']) === pendingId);
  if (found) return { location: found['@id'], warning: null };
  const reason = 'not one of the partner’s available locations';
  return { location: null, warning: { name: 'locationID', value: String(pendingId), reason } };
}

/** One console line for a warning, e.g. `booking-form: ignored prefill pax="abc": not a whole number…`. */
export function describeWarning(warning: PrefillWarning): string {
  // A pasted essay in a link parameter should not flood the console.
  const value = warning.value.length > 60 ? `${warning.value.slice(0, 60)}…` : warning.value;
  return `booking-form: ignored prefill ${warning.name}="${value}": ${warning.reason}`;
}
