import { isDate, minutesOf } from './dates.ts';
import { cheapestHallCharges, type Interval } from './hall-periods.ts';
import { type DraftLine, lineDefaults, type PricingContext } from './line.ts';
import { money } from './money.ts';
import { fail, wholeNumber } from './problem.ts';
import type { QuoteDay, QuoteHall, QuoteItem, QuotePackageDeal } from './types.ts';

/**
 * The lines of one meeting day: its package deals, then its halls, then its items. A hall whose rental a
 * package deal of that day includes, and an item a package deal of that day includes, appear at zero with
 * `includedIn` set, so the basket can say "included" instead of hiding what the visitor chose.
 */
export function meetingDayLines(day: QuoteDay, path: string, context: PricingContext): DraftLine[] {
  if (!isDate(day.date)) fail('invalid_date', `"${day.date}" is not a YYYY-MM-DD date.`, `${path}.date`);
  const span = bookedSpan(day.startTime, day.endTime, path);
  const pax = wholeNumber(day.pax, `${path}.pax`);
  // A deal booked for nobody costs nothing, so it must not make a hall or an item free either.
  const deals = day.packageDeals
    .map((deal, i) => bookedDeal(deal, pax, `${path}.packageDeals[${i}]`))
    .filter((booked) => booked.persons > 0n);
  return [
    ...deals.map((booked) => packageLine(day, booked, context)),
    ...day.halls.flatMap((hall, i) => hallLines(day, deals, hall, span, `${path}.halls[${i}]`, context)),
    ...day.items.flatMap((item, i) => itemLine(day, deals, item, pax, `${path}.items[${i}]`, context)),
  ];
}

type BookedDeal = { deal: QuotePackageDeal; persons: bigint; unit: bigint; path: string };

function bookedDeal(deal: QuotePackageDeal, dayPax: bigint, path: string): BookedDeal {
  const persons = deal.pax == null ? dayPax : wholeNumber(deal.pax, `${path}.pax`);
  return { deal, persons, unit: wholeNumber(deal.pricePerPerson, `${path}.pricePerPerson`), path };
}

function packageLine(
  day: QuoteDay,
  { deal, persons, unit, path }: BookedDeal,
  context: PricingContext,
): DraftLine {
  return {
    ...lineDefaults('event', day.date, path),
    kind: 'package_deal',
    reference: deal.packageDeal,
    description: 'pricing.package_deal',
    quantity: persons,
    unitPrice: money(unit, context.currency),
    taxRateCode: deal.taxRateCode,
  };
}

function hallLines(
  day: QuoteDay,
  deals: readonly BookedDeal[],
  hall: QuoteHall,
  daySpan: Interval,
  path: string,
  context: PricingContext,
): DraftLine[] {
  const base = { ...lineDefaults('event', day.date, path), kind: 'hall' as const, reference: hall.hall };
  const taxRateCode = hall.taxRateCode;
  const includedIn = deals.find(
    ({ deal }) => deal.includingHallRental && deal.includedHalls.includes(hall.hall),
  )?.deal.packageDeal;
  if (includedIn) {
    const unitPrice = money(0n, context.currency);
    return [
      { ...base, description: 'pricing.hall.included', includedIn, quantity: 1n, unitPrice, taxRateCode },
    ];
  }
  if (hall.priceOverride != null) {
    const unitPrice = money(wholeNumber(hall.priceOverride, `${path}.priceOverride`), context.currency);
    return [{ ...base, description: 'pricing.hall.override', quantity: 1n, unitPrice, taxRateCode }];
  }
  const span =
    hall.startTime == null && hall.endTime == null
      ? daySpan
      : bookedSpan(hall.startTime ?? day.startTime, hall.endTime ?? day.endTime, path);
  const prices = hall.periodPricings.map((pricing, i) => ({
    ...pricing,
    price: wholeNumber(pricing.price, `${path}.periodPricings[${i}].price`),
  }));
  const charges = cheapestHallCharges(prices, day.date, span, context.windows);
  if (!charges) fail('hall_not_priced', `No period price covers ${hall.hall} on ${day.date}.`, path);
  return charges.map((charge) => ({
    ...base,
    description: `pricing.hall.${charge.period}`,
    period: charge.period,
    quantity: charge.quantity,
    unitPrice: money(charge.unitPrice, context.currency),
    taxRateCode,
  }));
}

function itemLine(
  day: QuoteDay,
  deals: readonly BookedDeal[],
  item: QuoteItem,
  dayPax: bigint,
  path: string,
  context: PricingContext,
): DraftLine[] {
  const amount = wholeNumber(item.amount, `${path}.amount`);
  const unit = wholeNumber(item.price, `${path}.price`);
  const guests =
    item.priceType === 'per_guest'
      ? item.numberOfGuests == null
        ? dayPax
        : wholeNumber(item.numberOfGuests, `${path}.numberOfGuests`)
      : 1n;
  const quantity = amount * guests;
  if (quantity === 0n) return [];
  const includedIn = deals.find(({ deal }) => deal.includedItems.includes(item.item))?.deal.packageDeal;
  return [
    {
      ...lineDefaults('event', day.date, path),
      kind: 'item',
      reference: item.item,
      description: includedIn ? 'pricing.item.included' : `pricing.item.${item.priceType}`,
      includedIn: includedIn ?? null,
      quantity,
      unitPrice: money(includedIn ? 0n : unit, context.currency),
      taxRateCode: item.taxRateCode,
    },
  ];
}

function bookedSpan(startTime: string, endTime: string, path: string): Interval {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime, true);
  if (start === null || end === null || end <= start) {
    fail(
      'invalid_time',
      `Expected HH:mm times with the end after the start, got ${startTime}–${endTime}.`,
      path,
    );
  }
  return { start, end };
}
