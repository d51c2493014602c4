/**
 * Step 2's field rules (spec §5): the event's name, type, guests and times, and per day its date,
 * setup, spaces and items. Rows come and go, so the rules are built from the reservation. Rules that
 * need the server's answers (space availability, fit, package contents) and today's date are the
 * step model's checks (`event-checks.ts`), registered when the form is composed.
 */
import * as v from 'valibot';
import { overlappingSpaceErrors } from '../../domain/booking-rules.ts';
import type { PackageDealOffer } from '../../domain/event-catalogue.types.ts';
import type { Day, Reservation } from '../../domain/reservation.types.ts';
import { field, isEndAfterStart, MESSAGES, required, requiredDateRange } from '../../domain/validation.ts';
import type { FieldPath, RuleProvider, Rules } from '../form-rules.ts';

const requiredValue = field(required());
const requiredDate = field(required(), requiredDateRange());
const wholeGuests = field(
  required(),
  v.check((value) => typeof value === 'number' && Number.isInteger(value) && value >= 1, MESSAGES.required),
);
// A space row without a space gets the space message, not the generic one: it says what to do.
const chosenSpace = v.check((value) => typeof value === 'string' && value !== '', MESSAGES.spaceRequired);
const endAfter = (start: string | null | undefined) =>
  v.check((end) => typeof end !== 'string' || !start || isEndAfterStart(start, end), MESSAGES.endAfterStart);

/** The rules of step 2 for this reservation, in on-screen order; none without a meeting (the step is skipped). */
export const eventRules: RuleProvider = (reservation: Reservation) => {
  if (!reservation.types.includes('mice')) return [];
  const rules: [FieldPath, v.GenericSchema][] = [
    ['eventname', requiredValue],
    ['eventType', requiredValue],
    ['eventPax', wholeGuests],
    ['eventStartTime', requiredValue],
    ['eventEndTime', field(required(), endAfter(reservation.eventStartTime))],
  ];
  const overlaps = overlappingSpaceErrors(reservation.days);
  reservation.days.forEach((day, d) => {
    rules.push([`days.${d}.date`, requiredDate], [`days.${d}.emplacement`, requiredValue]);
    day.halls.forEach((_, h) => {
      const path: FieldPath = `days.${d}.halls.${h}.hall`;
      const overlap = v.check(() => !overlaps[path], MESSAGES.spaceOverlap);
      rules.push([path, field(chosenSpace, overlap)]);
    });
    day.items.forEach((item, i) => {
      rules.push([`days.${d}.items.${i}.amount`, wholeGuests]);
      // Guests only count for items priced per guest, which carry a number from the start.
      if (item.numberOfGuests !== null) rules.push([`days.${d}.items.${i}.numberOfGuests`, wholeGuests]);
    });
  });
  return rules satisfies Rules;
};

/** The chosen package deal of a day among the offered ones, if the offer holds it. */
export function chosenDeal(
  day: Day,
  deals: readonly PackageDealOffer[] | null,
): PackageDealOffer | undefined {
  const iri = day.packageDeals.find((row) => row.packageDeal)?.packageDeal;
  return iri ? deals?.find((deal) => deal['@id'] === iri) : undefined;
}

/** The halls whose rental the day's package deal includes. */
export function includedHalls(day: Day, deals: readonly PackageDealOffer[] | null): Set<string> {
  const deal = chosenDeal(day, deals);
  return new Set(deal?.includingHallRental ? deal.halls : []);
}
