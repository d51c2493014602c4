import { minutesOf } from './dates.ts';
import { applyDiscount } from './discount.ts';
import { DEFAULT_PERIOD_WINDOWS, type Interval } from './hall-periods.ts';
import { roomLines } from './hotel-lines.ts';
import { type PricedLine, type PricingContext, priceLine } from './line.ts';
import { meetingDayLines } from './meeting-lines.ts';
import { currencyFor, negate, sum, toNumber } from './money.ts';
import { offerLine } from './offer-lines.ts';
import type { AppliedDiscount, Pricing, PricingScope, QuoteResult } from './pricing.types.ts';
import { fail, PricingFailure } from './problem.ts';
import { taxBreakdown, toProduct, totalsOf } from './summary.ts';
import { parseTaxRate, type TaxRateValue } from './tax.ts';
import type { BlockPeriod, QuoteLocation, QuoteRequest, TaxRateCode } from './types.ts';

/**
 * Prices a booking (spec §3 Pricing): one line per thing charged, tax per line rounded half-up to the
 * currency's minor unit, subtotals for the event and the hotel, a tax breakdown per rate, and totals that
 * are exactly the sums of the lines. Pure: same request, same answer; no clock, no I/O.
 */
export function priceQuote(request: QuoteRequest): QuoteResult {
  try {
    return { ok: true, pricing: price(request) };
  } catch (error) {
    if (error instanceof PricingFailure) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** What a booking contains, as `checkPromoCode` needs it to tell whether a code applies to anything. */
export function bookingContains(request: Pick<QuoteRequest, 'days' | 'rooms'>): {
  event: boolean;
  hotel: boolean;
} {
  return {
    event: request.days.some((day) => day.halls.length + day.items.length + day.packageDeals.length > 0),
    hotel: request.rooms.some((room) => room.amount > 0),
  };
}

function price(request: QuoteRequest): Pricing {
  const context = contextFor(request.location);
  const drafts = [
    ...request.days.flatMap((day, i) => meetingDayLines(day, `days[${i}]`, context)),
    ...request.rooms.flatMap((room, i) => roomLines(room, `rooms[${i}]`, context)),
    ...(request.offerLines ?? []).map((line, i) => offerLine(line, `offerLines[${i}]`, context)),
  ];
  let lines: PricedLine[] = drafts.map((draft) => priceLine(draft, context));
  let discount: AppliedDiscount | null = null;
  if (request.discount) {
    const applied = applyDiscount(lines, request.discount, context);
    lines = applied.lines;
    discount = applied.applied;
  }

  const { currency } = context;
  const totals = totalsOf(currency, lines);
  // Subtotals are before the discount, which is shown once, on its own (event + hotel − discount = total).
  const charged = lines.filter((line) => line.kind !== 'discount');
  const offLines = lines.filter((line) => line.kind === 'discount');
  const inScope = (scope: PricingScope) => charged.filter((line) => line.scope === scope);
  const subtotal = (scope: PricingScope) => totalsOf(currency, inScope(scope));
  if (discount) {
    // What the discount lines take off, so subtotal − discount.amount = total as quoted, to the minor unit.
    discount = {
      ...discount,
      amount: toNumber(
        negate(
          sum(
            currency,
            offLines.map((line) => line.price),
          ),
        ),
      ),
    };
  }
  return {
    currency: currency.code,
    pricingTaxScheme: context.scheme,
    products: lines.map(toProduct),
    subtotal: toNumber(
      sum(
        currency,
        charged.map((line) => line.price),
      ),
    ),
    subtotals: { event: subtotal('event'), hotel: subtotal('hotel') },
    taxes: taxBreakdown(lines, currency),
    totalPriceIncludingTaxes: totals.totalIncludingTaxes,
    totalPriceExcludingTaxes: totals.totalExcludingTaxes,
    totalTaxAmount: totals.taxAmount,
    discount,
    touristTaxExcluded: (request.location.touristTaxApplies ?? false) && inScope('hotel').length > 0,
  };
}

function contextFor(location: QuoteLocation): PricingContext {
  const currency = currencyFor(location.currency);
  if (!currency)
    fail('unknown_currency', `"${location.currency}" is not an ISO 4217 currency.`, 'location.currency');
  const rates = new Map<TaxRateCode, TaxRateValue>();
  location.taxRates.forEach(({ code, rate }, i) => {
    const parsed = parseTaxRate(rate);
    if (!parsed) fail('invalid_tax_rate', `"${rate}" is not a percentage.`, `location.taxRates[${i}].rate`);
    rates.set(code, parsed);
  });
  return { currency, scheme: location.pricingTaxScheme ?? 'VAT', rates, windows: windowsFor(location) };
}

function windowsFor(location: QuoteLocation): Record<BlockPeriod, Interval> {
  const entries = Object.entries(DEFAULT_PERIOD_WINDOWS).map(([period, fallback]) => {
    const window = location.periodWindows?.[period as BlockPeriod] ?? fallback;
    const start = minutesOf(window.startTime);
    const end = minutesOf(window.endTime, true);
    if (start === null || end === null || end <= start) {
      fail(
        'invalid_time',
        `The ${period} window ${window.startTime}–${window.endTime} is not a span of the day.`,
        `location.periodWindows.${period}`,
      );
    }
    return [period, { start, end }] as const;
  });
  return Object.fromEntries(entries) as Record<BlockPeriod, Interval>;
}
