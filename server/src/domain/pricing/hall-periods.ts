import { withinDates } from './dates.ts';
import type { BlockPeriod, HallPeriod, TimeWindow } from './types.ts';

/**
 * The day parts a period price rents a hall for, unless the location sets its own. They touch so that a
 * morning plus an afternoon covers a full working day without a gap to pay by the hour, and they start
 * early enough for the seeded packages' 08:00 timeslots.
 */
export const DEFAULT_PERIOD_WINDOWS: Readonly<Record<BlockPeriod, TimeWindow>> = {
  morning: { startTime: '07:00', endTime: '12:30' },
  afternoon: { startTime: '12:30', endTime: '18:00' },
  evening: { startTime: '18:00', endTime: '24:00' },
  full_day: { startTime: '07:00', endTime: '18:00' },
};

/** A span of the day in minutes since midnight, end exclusive. */
export type Interval = { start: number; end: number };

/** A period price checked and converted to minor units. */
export type PeriodPrice = {
  period: HallPeriod;
  price: bigint;
  validFrom?: string | null;
  validUntil?: string | null;
};

/** One hall charge: `quantity` periods (hours for `hour`, else 1) at `unitPrice`. */
export type HallCharge = { period: HallPeriod; quantity: bigint; unitPrice: bigint };

// Listed widest first, so a full day is written before the day parts it would replace.
const BLOCKS: readonly BlockPeriod[] = ['full_day', 'morning', 'afternoon', 'evening'];

/**
 * The price of a period on a date. A dated (seasonal) price beats the standing undated one, because a
 * venue adds a season to override its usual list; among prices equally specific, the cheapest wins.
 */
export function periodPriceOn(
  prices: readonly PeriodPrice[],
  period: HallPeriod,
  date: string,
): bigint | null {
  let best: { dated: boolean; price: bigint } | null = null;
  for (const candidate of prices) {
    if (candidate.period !== period || !withinDates(date, candidate.validFrom, candidate.validUntil))
      continue;
    const dated = candidate.validFrom != null || candidate.validUntil != null;
    if (!best || (dated && !best.dated) || (dated === best.dated && candidate.price < best.price)) {
      best = { dated, price: candidate.price };
    }
  }
  return best?.price ?? null;
}

/**
 * The cheapest way to rent a hall for the booked span on a date: any set of day parts (full day, morning,
 * afternoon, evening) whose price is valid that day, plus the minutes they leave uncovered charged as
 * started hours (all uncovered minutes together, rounded up once). Ties go to fewer lines, then fewer
 * hours. Null when the span cannot be covered (no hourly price and no day part covers it all).
 */
export function cheapestHallCharges(
  prices: readonly PeriodPrice[],
  date: string,
  booked: Interval,
  windows: Readonly<Record<BlockPeriod, Interval>>,
): HallCharge[] | null {
  const hourPrice = periodPriceOn(prices, 'hour', date);
  const blocks = BLOCKS.flatMap((period) => {
    const price = periodPriceOn(prices, period, date);
    const overlap = clip(windows[period], booked);
    // A day part that does not touch the booking can only add cost, so it is never a candidate.
    return price === null || overlap === null ? [] : [{ period, price, overlap }];
  });

  let best: { cost: bigint; hours: bigint; charges: HallCharge[] } | null = null;
  for (let mask = 0; mask < 1 << blocks.length; mask++) {
    const chosen = blocks.filter((_, index) => (mask & (1 << index)) !== 0);
    const uncovered = booked.end - booked.start - unionLength(chosen.map((block) => block.overlap));
    const hours = BigInt(Math.floor((uncovered + 59) / 60));
    if (hours > 0n && hourPrice === null) continue;
    const charges: HallCharge[] = chosen.map(({ period, price }) => ({
      period,
      quantity: 1n,
      unitPrice: price,
    }));
    if (hours > 0n && hourPrice !== null)
      charges.push({ period: 'hour', quantity: hours, unitPrice: hourPrice });
    const cost = charges.reduce((total, charge) => total + charge.unitPrice * charge.quantity, 0n);
    if (!best || isBetter({ cost, hours, charges }, best)) best = { cost, hours, charges };
  }
  return best?.charges ?? null;
}

function isBetter(
  a: { cost: bigint; hours: bigint; charges: HallCharge[] },
  b: { cost: bigint; hours: bigint; charges: HallCharge[] },
): boolean {
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.charges.length !== b.charges.length) return a.charges.length < b.charges.length;
  return a.hours < b.hours;
}

function clip(window: Interval, booked: Interval): Interval | null {
  const start = Math.max(window.start, booked.start);
  const end = Math.min(window.end, booked.end);
  return end > start ? { start, end } : null;
}

// Day parts may overlap (a full day contains the morning), so covered time is the length of the union.
function unionLength(intervals: readonly Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let covered = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const { start, end } of sorted) {
    if (end <= reach) continue;
    covered += end - Math.max(start, reach);
    reach = end;
  }
  return covered;
}
