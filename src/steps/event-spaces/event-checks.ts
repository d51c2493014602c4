/**
 * Step 2's rules that need the server's answers or today's date (spec §5 "Space and booking rules"):
 * a day in the past, a day without a space (the package's own message when it includes none), no space
 * fitting the guests in the layout, and a chosen space that is not available. Pure: the model feeds in
 * what the lookups returned.
 */
import { type LayoutCapacity, spaceChoiceError, spaceFitError } from '../../domain/booking-rules.ts';
import type { HallSuitability, PackageDealOffer } from '../../domain/event-catalogue.types.ts';
import type { Day } from '../../domain/reservation.types.ts';
import { MESSAGES } from '../../domain/validation.ts';
import type { FieldProblem } from '../../state/reservation-form.model.ts';
import type { FieldPath } from '../form-rules.ts';
import { chosenDeal } from './event-rules.ts';

/** What the server said about one day; null where the lookup has no answer (yet). */
export type DayAnswers = {
  halls: readonly HallSuitability[] | null;
  deals: readonly PackageDealOffer[] | null;
};

/** The problems of one day (index `d`) that need server data or today, in on-screen order. */
export function dayCheckProblems(
  day: Day,
  d: number,
  answers: DayAnswers,
  context: { today: string; spacesOptional: boolean },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const at = (
    path: FieldPath,
    key: (typeof MESSAGES)[keyof typeof MESSAGES],
    values?: Record<string, number>,
  ) => problems.push({ path, error: values ? { key, values } : { key } });

  // `YYYY-MM-DD` strings compare like dates.
  if (day.date && day.date < context.today) at(`days.${d}.date`, MESSAGES.dateInPast);

  if (answers.halls) {
    const capacities: LayoutCapacity[] = answers.halls.flatMap((hall) =>
      hall.state !== 'unavailable' && hall.capacity !== null && day.emplacement
        ? [{ hall: hall['@id'], emplacement: day.emplacement, capacity: hall.capacity }]
        : [],
    );
    const fit = spaceFitError(day.pax, day.emplacement ?? null, capacities);
    if (fit) problems.push({ path: `days.${d}.emplacement`, error: fit });
  }

  const deal = chosenDeal(day, answers.deals);
  const chosenRows = day.halls.filter((row) => row.hall);
  const choice = spaceChoiceError(
    { halls: chosenRows, packageDeals: day.packageDeals },
    { packageIncludesSpace: deal?.includingHallRental ?? false, spacesOptional: context.spacesOptional },
  );
  if (choice && day.halls.length === 0) problems.push({ path: `days.${d}.halls`, error: choice });

  day.halls.forEach((row, h) => {
    const found = row.hall ? answers.halls?.find((hall) => hall['@id'] === row.hall) : undefined;
    if (found && found.state !== 'available') at(`days.${d}.halls.${h}.hall`, MESSAGES.spaceUnavailable);
  });
  return problems;
}
