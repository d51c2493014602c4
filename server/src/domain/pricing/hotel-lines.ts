import { isDate, nightsBetween } from './dates.ts';
import { type DraftLine, lineDefaults, type PricingContext } from './line.ts';
import { money } from './money.ts';
import { fail, wholeNumber } from './problem.ts';
import type { QuoteRoom } from './types.ts';

/**
 * The lines of one hotel room booking (spec §3 Room): rooms per room per night, breakfast per person per
 * night when chosen, late check-out per room. Tourist or city tax is never added here.
 */
export function roomLines(room: QuoteRoom, path: string, context: PricingContext): DraftLine[] {
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isDate(room[field]))
      fail('invalid_date', `"${room[field]}" is not a YYYY-MM-DD date.`, `${path}.${field}`);
  }
  const nightCount = nightsBetween(room.startDate, room.endDate) ?? 0;
  if (nightCount < 1) fail('invalid_date', 'The departure must be after the arrival.', `${path}.endDate`);
  const nights = BigInt(nightCount);
  const rooms = wholeNumber(room.amount, `${path}.amount`);
  const persons = wholeNumber(room.paxRoom, `${path}.paxRoom`);
  const late =
    room.lateCheckoutRooms == null ? 0n : wholeNumber(room.lateCheckoutRooms, `${path}.lateCheckoutRooms`);
  if (late > rooms) fail('invalid_amount', 'More late check-outs than rooms.', `${path}.lateCheckoutRooms`);
  const type = room.roomType;
  const prices = {
    // A negotiated rate replaces the room type's nightly price for this stay (issue 17's offers).
    night:
      room.priceOverride == null
        ? wholeNumber(type.pricePerNight, `${path}.roomType.pricePerNight`)
        : wholeNumber(room.priceOverride, `${path}.priceOverride`),
    breakfast: wholeNumber(type.breakfastPricePerPerson, `${path}.roomType.breakfastPricePerPerson`),
    late: wholeNumber(type.lateCheckoutPrice, `${path}.roomType.lateCheckoutPrice`),
  };
  if (rooms === 0n) return [];

  const base = {
    ...lineDefaults('hotel', room.startDate, path),
    nights: nightCount,
    reference: type.roomType,
  };
  const lines: DraftLine[] = [
    {
      ...base,
      kind: 'room',
      description: 'pricing.room',
      quantity: rooms * nights,
      unitPrice: money(prices.night, context.currency),
      taxRateCode: type.taxRateCode,
      rateProduct: true,
    },
  ];
  if (room.breakfast && persons > 0n) {
    lines.push({
      ...base,
      kind: 'breakfast',
      description: 'pricing.breakfast',
      quantity: persons * rooms * nights,
      unitPrice: money(prices.breakfast, context.currency),
      taxRateCode: type.breakfastTaxRateCode,
    });
  }
  if (late > 0n) {
    lines.push({
      ...base,
      kind: 'late_checkout',
      description: 'pricing.late_checkout',
      // Late check-out happens once, on the departure day, whatever the length of the stay.
      nights: null,
      date: room.endDate,
      quantity: late,
      unitPrice: money(prices.late, context.currency),
      taxRateCode: type.lateCheckoutTaxRateCode,
    });
  }
  return lines;
}
