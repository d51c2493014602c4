import { minutesOf } from './dates.ts';
import { cheapestHallCharges, DEFAULT_PERIOD_WINDOWS, type Interval } from './hall-periods.ts';
import type { BlockPeriod, QuotePeriodPricing } from './types.ts';

const DEFAULT_WINDOWS = Object.fromEntries(
  Object.entries(DEFAULT_PERIOD_WINDOWS).map(([period, window]) => [
    period,
    { start: minutesOf(window.startTime)!, end: minutesOf(window.endTime, true)! },
  ]),
) as Record<BlockPeriod, Interval>;

/**
 * What renting a hall from `startTime` to `endTime` on `date` costs before tax rules and discounts, in
 * minor units: the same cheapest set of day parts and started hours a quote charges (the default day
 * parts, as a quote uses). Null when the hall's prices cannot cover that span, or the times are not a span.
 * Lets the space selector show a hall's price for the day without a quote per hall.
 */
export function hallRentalPrice(
  prices: readonly QuotePeriodPricing[],
  date: string,
  startTime: string,
  endTime: string,
): number | null {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime, true);
  if (start === null || end === null || end <= start) return null;
  const periodPrices = prices.map((p) => ({ ...p, price: BigInt(p.price) }));
  const charges = cheapestHallCharges(periodPrices, date, { start, end }, DEFAULT_WINDOWS);
  if (!charges) return null;
  return Number(charges.reduce((total, charge) => total + charge.unitPrice * charge.quantity, 0n));
}
