/**
 * Step 2's pure rules: which layouts the visitor may pick and which one is the default (spec §7, §9),
 * how a space is marked in the selector (spec §4 space states), and when the day's lookups may be
 * asked (halls_suitable, package deals).
 */
import type { Emplacement, Iri } from './catalogue.types.ts';
import { isIsoDate } from './dates.ts';
import type { HallState, HallSuitability, LocationEmplacement } from './event-catalogue.types.ts';
import { idFromIri } from './iri.ts';
import { plainJson } from './plain-json.ts';
import type { Day } from './reservation.types.ts';
import { isEndAfterStart } from './validation.ts';

/** Spec §7: the location's own layouts, falling back to all of them when it lists none. */
export function layoutChoices(
  all: readonly Emplacement[],
  ofLocation: readonly LocationEmplacement[],
): Emplacement[] {
  const own = new Set(ofLocation.map((link) => link.emplacement));
  const chosen = all.filter((layout) => own.has(layout['@id']));
  return chosen.length > 0 ? chosen : [...all];
}

/** The partner settings the default layout follows. */
export type LayoutDefaults = {
  defaultEmplacement: Iri | null;
  bigGroupsDefaultEmplacement: Iri | null;
  /** Above this many guests the big-groups layout applies (spec §9: 999 when not set). */
  paxMiceThreshold: number;
};

/**
 * Spec §9: the partner's default layout, else the layout named u-shape; for more guests than the
 * threshold, the partner's big-groups layout. A layout the location does not offer is skipped, so
 * the default is always one the visitor can see in the list; null only for an empty list.
 */
export function defaultLayout(
  pax: number | null,
  defaults: LayoutDefaults,
  layouts: readonly Emplacement[],
): Iri | null {
  const offered = (iri: Iri | null) => (iri && layouts.some((l) => l['@id'] === iri) ? iri : null);
  const big = pax !== null && pax > defaults.paxMiceThreshold;
  const uShape = layouts.find((l) => l.code === 'u-shape' || l.name.toLowerCase() === 'u-shape');
  return (
    (big ? offered(defaults.bigGroupsDefaultEmplacement) : null) ??
    offered(defaults.defaultEmplacement) ??
    uShape?.['@id'] ??
    layouts[0]?.['@id'] ??
    null
  );
}

/** How the selector marks a space for one space row (spec §4), most telling first. */
export type SpaceMark = 'selected' | 'already_selected' | 'not_available' | 'included' | 'available';

/** What decides a space's mark. */
export type SpaceMarkInput = {
  hall: Pick<HallSuitability, '@id' | 'state'>;
  /** The hall this row has chosen. */
  chosen: Iri | null;
  /** Whether another row of an overlapping period has chosen this hall. */
  selectedElsewhere: boolean;
  /** Halls whose rental the day's package deal includes. */
  includedInPackage: ReadonlySet<Iri>;
};

/**
 * The row's own choice is `selected` whatever else holds (its problems show as errors); a space
 * chosen on an overlapping row is `already_selected`; one the server reports occupied, too small,
 * without the layout or switched off is `not_available`; then `included` in the package deal.
 */
export function spaceMark({ hall, chosen, selectedElsewhere, includedInPackage }: SpaceMarkInput): SpaceMark {
  if (hall['@id'] === chosen) return 'selected';
  if (selectedElsewhere) return 'already_selected';
  if (hall.state !== 'available') return 'not_available';
  if (includedInPackage.has(hall['@id'])) return 'included';
  return 'available';
}

/** Whether the "hide unavailable" switch hides this space: never the row's own choice. */
export function hiddenWhenFiltering(mark: SpaceMark): boolean {
  return mark === 'not_available' || mark === 'already_selected';
}

/** Whether a hall state lets a space be booked. */
export const isBookable = (state: HallState) => state === 'available';

/** Query of `GET /api/halls_suitable` (spec §7: location and emplacement as IRIs, available=true). */
export type HallsSuitableQuery = {
  location: Iri;
  date: string;
  startTime: string;
  endTime: string;
  pax: number;
  emplacement: Iri | null;
  available: true;
};

/** The day's window and guests, when complete enough to ask about; null otherwise. */
function dayWindow(day: Pick<Day, 'date' | 'startTime' | 'endTime' | 'pax'>) {
  const { date, startTime, endTime, pax } = day;
  if (!isIsoDate(date) || !isEndAfterStart(startTime, endTime)) return null;
  if (pax === null || !Number.isInteger(pax) || pax < 1) return null;
  return { date, startTime: startTime as string, endTime: endTime as string, pax };
}

/** The suitable-spaces lookup for a day, or null until date, times, guests and location are given. */
export function hallsSuitableQuery(
  day: Pick<Day, 'date' | 'startTime' | 'endTime' | 'pax' | 'emplacement'>,
  location: Iri | null,
): HallsSuitableQuery | null {
  const window = dayWindow(day);
  if (!window || idFromIri(location) === null) return null;
  return { location: location as Iri, ...window, emplacement: day.emplacement ?? null, available: true };
}

/** Query of `GET /api/locations/{id}/package_deals` (all four required by the API). */
export type PackageDealsQuery = { date: string; startTime: string; endTime: string; pax: number };

/** The package-deal lookup for a day, or null until date, times and guests are given. */
export function packageDealsQuery(
  day: Pick<Day, 'date' | 'startTime' | 'endTime' | 'pax'>,
): PackageDealsQuery | null {
  return dayWindow(day);
}

/** A stable key of a query, so an unchanged day asks nothing again. */
export const queryKey = (path: string, query: object | null) => (query ? `${path}?${plainJson(query)}` : '');
