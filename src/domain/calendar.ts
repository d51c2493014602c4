/**
 * Dates and times in the widget's language, whatever the browser's (#18): the short date a visitor
 * reads and types, the month grid of the date picker with the locale's first weekday, and times of
 * day in the locale's clock. Values stay `YYYY-MM-DD` and `HH:mm`; every `Date` here is a UTC
 * instant formatted with `timeZone: 'UTC'`, so no time zone moves a day. Pure.
 */
import { addDays, dayNumber, isIsoDate, minutesOfDay } from './dates.ts';
import { plainJson } from './plain-json.ts';

const UTC = 'UTC';
const DAY_MS = 86_400_000;

// Building an Intl.DateTimeFormat costs far more than using one (a time list of 96 quarter hours built
// two per label and took a step 2 render past 300 ms on a slow phone): one per language and options.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${plainJson(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { ...options, timeZone: UTC });
    formats.set(key, format);
  }
  return format;
}

/** A UTC instant of a `YYYY-MM-DD` date (and an optional `HH:mm`), for Intl formatting only. */
function instant(date: string, time = '00:00'): Date {
  return new Date((dayNumber(date) ?? 0) * DAY_MS + (minutesOfDay(time) ?? 0) * 60_000);
}

/**
 * First day of the week, 1 (Monday) to 7 (Sunday), as Intl.Locale's week info gives it; browsers
 * without it (Firefox) fall back to the languages the widget speaks: US English starts on Sunday,
 * Dutch, German, French and Finnish on Monday.
 */
export function firstDayOfWeek(lang: string): number {
  try {
    const locale = new Intl.Locale(lang) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const first = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay;
    if (first && first >= 1 && first <= 7) return first;
  } catch {
    // An unknown tag: the table below decides.
  }
  return /^en(-US)?$/i.test(lang) ? 7 : 1;
}

/** Day of the week of a date, 1 (Monday) to 7 (Sunday). */
export function isoWeekday(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((((dayNumber(date) ?? 0) + 3) % 7) + 7) % 7) + 1;
}

/** The first of the month of a date. */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The same day `months` months later (or earlier), clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, last))}`;
}

/** The weeks of the month of `date`: seven cells each, null before the 1st and after the last day. */
export function monthWeeks(date: string, firstDay: number): (string | null)[][] {
  const first = monthStart(date);
  const lead = (isoWeekday(first) - firstDay + 7) % 7;
  const length = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < length; d++) cells.push(addDays(first, d));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The weekdays in the locale's order: a short name for the column and the full name for readers. */
export function weekdayNames(lang: string): { short: string; long: string }[] {
  const firstDay = firstDayOfWeek(lang);
  const short = dateFormat(lang, { weekday: 'short' });
  const long = dateFormat(lang, { weekday: 'long' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = instant(addDays('2024-01-01', (firstDay - 1 + i) % 7));
    return { short: short.format(day), long: long.format(day) };
  });
}

/** "November 2026" / "marraskuu 2026": the month a picker shows. */
export function monthTitle(date: string, lang: string): string {
  return dateFormat(lang, { month: 'long', year: 'numeric' }).format(instant(date));
}

/** A date in full, as a screen reader should hear it ("tiistai 24. marraskuuta 2026"). */
export function longDate(date: string, lang: string): string {
  return dateFormat(lang, { dateStyle: 'full' }).format(instant(date));
}

const shortFormat = (lang: string) => dateFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** The locale's short date ("11/24/2026", "24-11-2026", "24.11.2026"), or '' for no date. */
export function shortDate(date: string | null | undefined, lang: string): string {
  return isIsoDate(date) ? shortFormat(lang).format(instant(date)) : '';
}

/** The order of day, month and year in the locale's short date, and an example for hints. */
export function shortDatePattern(lang: string): { order: ('day' | 'month' | 'year')[]; example: string } {
  const parts = shortFormat(lang).formatToParts(instant('2026-12-31'));
  const order = parts.flatMap((p) =>
    p.type === 'day' || p.type === 'month' || p.type === 'year' ? [p.type] : [],
  );
  return { order, example: parts.map((p) => p.value).join('') };
}

/**
 * A date the visitor typed, read in the locale's order of day, month and year with any separators
 * ("24.11.2026", "24-11-26", "11/24/2026" in US English, or "24112026"), or as `YYYY-MM-DD`; null when
 * it is no date.
 * A two-digit year is this century's.
 */
export function parseShortDate(text: string, lang: string): string | null {
  const trimmed = text.trim();
  if (dayNumber(trimmed) !== null) return trimmed;
  const { order } = shortDatePattern(lang);
  // Digits alone, as a native date field takes them ("24112026"): two for day and month, four for the year.
  const digits = (order[0] === 'year' ? /^(\d{4})(\d\d)(\d\d)$/ : /^(\d\d)(\d\d)(\d{4})$/)
    .exec(trimmed)
    ?.slice(1);
  const numbers = digits ?? trimmed.split(/[^0-9]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const value: Record<string, number> = {};
  order.forEach((part, i) => {
    value[part] = Number(numbers[i]);
  });
  const year = (value.year ?? 0) < 100 ? 2000 + (value.year ?? 0) : (value.year ?? 0);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const iso = `${pad(year, 4)}-${pad(value.month ?? 0)}-${pad(value.day ?? 0)}`;
  return isIsoDate(iso) ? iso : null;
}

// A time list is 96 quarter hours in each time field of step 2; a label once made is the same for the
// page's life. Reading a format's resolvedOptions() for each label was most of a 55 ms task at 4× CPU.
const clocks = new Map<string, boolean>();
const timeLabels = new Map<string, string>();

/** Whether the locale writes times on a 24-hour clock (nl, de, fr, fi; not US English). */
export function uses24Hours(lang: string): boolean {
  let h24 = clocks.get(lang);
  if (h24 === undefined) {
    const cycle = dateFormat(lang, { hour: 'numeric' }).resolvedOptions().hourCycle;
    h24 = cycle === 'h23' || cycle === 'h24';
    clocks.set(lang, h24);
  }
  return h24;
}

/** An `HH:mm` time in the locale's clock: "17:30", "17.30" in Finnish, "5:30 PM" in US English. */
export function formatTime(time: string, lang: string): string {
  if (minutesOfDay(time) === null) return time;
  const key = `${lang} ${time}`;
  let label = timeLabels.get(key);
  if (label === undefined) {
    const clock = uses24Hours(lang)
      ? ({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const)
      : ({ hour: 'numeric', minute: '2-digit' } as const);
    label = dateFormat(lang, clock).format(instant('2024-01-01', time));
    timeLabels.set(key, label);
  }
  return label;
}

/** `HH:mm` times of a day every `step` minutes, and `extra` (a stored off-step time) in its place. */
export function timesOfDay(step: number, extra?: string | null): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const times = Array.from({ length: (24 * 60) / step }, (_, i) => {
    const minutes = i * step;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  });
  if (extra && minutesOfDay(extra) !== null && !times.includes(extra)) {
    times.push(extra);
    times.sort();
  }
  return times;
}

/** Whether a date can be chosen: within `min` and `max` (each optional, `YYYY-MM-DD`). */
export function isSelectable(date: string, min?: string | null, max?: string | null): boolean {
  if (min && date < min) return false;
  if (max && date > max) return false;
  return true;
}
