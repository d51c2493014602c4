/**
 * What step 2 reads from the API besides the location: suitable halls, package deals for a day,
 * items and the location's layouts (spec §7). Field names are the API's.
 */
import type { Description, Iri, Translation } from './catalogue.types.ts';

/** A hall's state for one meeting (`GET /api/halls_suitable`), best fit first. */
export type HallState = 'available' | 'occupied' | 'too_small' | 'no_layout' | 'unavailable';

/** One member of `GET /api/halls_suitable`: a hall, its capacity in the asked layout and its state. */
export type HallSuitability = {
  '@id': Iri;
  id: number;
  name: string;
  squareMeters: number | null;
  /** Guests the hall seats in the asked layout; null when it has no such layout. */
  capacity: number | null;
  state: HallState;
  /** Only on `too_small`: the most the hall seats in that layout (spec §5). */
  maxCapacity?: number | null;
  /** Renting the hall for the asked window, in minor units of `currency`, as the server prices it; null: not priced. */
  price?: number | null;
  /** The location's currency. */
  currency?: string;
};

/** An item a package deal includes, per guest. */
export type PackageDealItem = { item: Iri; quantity: number };

/** One member of `GET /api/locations/{id}/package_deals`: a deal offered for the day. */
export type PackageDealOffer = {
  '@id': Iri;
  id: number;
  name: string;
  type: string;
  timeslots: { startTime: string; endTime: string }[];
  includingHallRental: boolean;
  cateringPackage: boolean;
  pricePerPerson: number;
  currency: string;
  translations: Translation[];
  descriptions: Description[];
  items: PackageDealItem[];
  /** Halls whose rental the deal includes (when `includingHallRental`). */
  halls: Iri[];
};

/** Item kinds of spec §3, in the order the step shows them. */
export const ITEM_CATEGORIES = ['audiovisual', 'food_beverage', 'other'] as const;

/** One item kind. */
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/** One member of `GET /api/items?location=…`. */
export type CatalogueItem = {
  '@id': Iri;
  id: number;
  name: string;
  category: ItemCategory;
  /** `per_guest` scales with guests; `per_unit` is a fixed price per piece. */
  priceType: 'per_guest' | 'per_unit';
  price: number;
  currency: string;
  available: boolean;
  translations: Translation[];
  descriptions: Description[];
};

/** One member of `GET /api/location_emplacements?location=…`: a layout the location offers. */
export type LocationEmplacement = { '@id': Iri; location: Iri; emplacement: Iri };
