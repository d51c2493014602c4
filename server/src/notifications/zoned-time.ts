// Wall-clock times of a place to instants, with Intl only (no date library on the server). A venue's
// "09:00 on 5 July" in Europe/Amsterdam is 07:00 UTC in summer and 08:00 UTC in winter; the calendar
// file writes instants in UTC so every client shows them right in its own zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `epochMs`, in milliseconds. */
export function zoneOffsetMs(timeZone: string, epochMs: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant (epoch milliseconds) at which `timeZone`'s clocks show `time` (`HH:MM`) on `date`
 * (`YYYY-MM-DD`). A time the spring change skips reads as the same clock time after the change (02:30
 * → 03:30); a time the autumn change shows twice reads as the first of the two.
 */
export function zonedTimeToEpoch(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets half a day either side of the wall time (read as UTC) bracket any clock change that day.
  const before = zoneOffsetMs(timeZone, wall - 3_600_000 * 12);
  const after = zoneOffsetMs(timeZone, wall + 3_600_000 * 12);
  const candidates = [wall - before, wall - after];
  // The candidate that maps back to the same wall time is right; the earlier one wins when both do.
  const exact = candidates.filter((t) => t + zoneOffsetMs(timeZone, t) === wall).sort((a, b) => a - b);
  return exact[0] ?? wall - before;
}
