/** The room availability lookup of spec §5 and §7, pure: when it may be asked, and with what. */
import type { Iri } from './catalogue.types.ts';
import { isIsoDate } from './dates.ts';
import { idFromIri } from './iri.ts';

/** Query parameters of `GET /api/location_room_types/availabilities`. */
export type RoomAvailabilityQuery = {
  arrivalDate: string;
  departureDate: string;
  locationId: number;
  /** The form asks whether one room is free and reads the free count (spec §9). */
  amount: 1;
  page: 1;
  itemsPerPage: 999;
};

/**
 * The lookup for a stay, or null when start date, end date or location is missing (spec §5: the
 * caller then shows an empty list and asks nothing). A stay of no nights is not asked about either.
 */
export function roomAvailabilityQuery(stay: {
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  location: Iri | number | null | undefined;
}): RoomAvailabilityQuery | null {
  const { startDate, endDate } = stay;
  const locationId = idFromIri(stay.location);
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || locationId === null) return null;
  // `YYYY-MM-DD` strings compare like dates.
  if (endDate <= startDate) return null;
  return {
    arrivalDate: startDate,
    departureDate: endDate,
    locationId,
    amount: 1,
    page: 1,
    itemsPerPage: 999,
  };
}
