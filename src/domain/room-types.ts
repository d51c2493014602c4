/**
 * Hotel room types as the API sends them (spec §3 "Location room types", §7): the catalogue entry of
 * `GET /api/location_room_types` and the free count per stay of `…/availabilities`.
 */
import type { Description, Iri, Translation } from './catalogue.types.ts';
import { pickTranslation } from './translation.ts';

/** A room type of a location. Prices are integer minor units per room per night. */
export type LocationRoomType = {
  '@id': Iri;
  id: number;
  location: Iri;
  code: string;
  roomsType: string;
  name: string;
  available: boolean;
  inventory: number;
  maxGuestsPerRoom: number;
  pricePerNight: number;
  /** Breakfast per guest per night, minor units; 0 or absent where it costs nothing extra. */
  breakfastPricePerPerson?: number;
  currency: string;
  translations: Translation[];
  descriptions?: Description[];
  position?: number;
};

/** One room type's free rooms on every night of a stay (inventory minus the fullest night). */
export type RoomTypeAvailability = {
  '@id': Iri;
  roomType: Iri;
  id: number;
  code: string;
  maxGuestsPerRoom: number;
  roomsAvailable: number;
  nights: number;
  sufficient: boolean;
};

/** The room type's name in `locale` by the spec §9 fallback; its plain name when it has no translations. */
export function roomTypeName(type: Pick<LocationRoomType, 'name' | 'translations'>, locale: string): string {
  return pickTranslation(type.translations ?? [], locale)?.name ?? type.name;
}

/** Free rooms of one room type for the whole stay, or null when unknown (not asked, or not answered). */
export function freeRoomsOf(
  availabilities: readonly RoomTypeAvailability[] | null | undefined,
  roomType: Iri | null | undefined,
): number | null {
  if (!availabilities || !roomType) return null;
  const found = availabilities.find((a) => a.roomType === roomType || a['@id'] === roomType);
  // A type missing from a complete answer is not bookable for these dates: nothing is free.
  return found ? found.roomsAvailable : 0;
}

/**
 * At or under this many free rooms the visitor reads "only N left"; above it just "available". Five is
 * what a group of colleagues books at once: below it the count helps decide, above it the hotel's
 * inventory is its own business (issue #18: the public never sees raw counts).
 */
export const FEW_ROOMS_LEFT = 5;

/** How a free count is told to the public: none, a few (with the count) or simply available. */
export type RoomsLeft = { kind: 'none' } | { kind: 'few'; count: number } | { kind: 'available' };

/** The public wording of `free` rooms for the whole stay. */
export function roomsLeft(free: number): RoomsLeft {
  if (free <= 0) return { kind: 'none' };
  return free <= FEW_ROOMS_LEFT ? { kind: 'few', count: free } : { kind: 'available' };
}
