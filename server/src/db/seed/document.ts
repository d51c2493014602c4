import type { TaxRate } from '../../../../src/domain/catalogue.types.ts';
import type { Timeslot } from '../schema/package-deals.ts';

/** The five locales of spec §9, in the order translations are written. */
export const LOCALES = ['nl-NL', 'en-US', 'de-DE', 'fr-FR', 'fi-FI'] as const;

/** A locale of spec §9. */
export type Locale = (typeof LOCALES)[number];

/** One text written in every locale (never copied from English). */
export type Localized = Record<Locale, string>;

/** The six seating layouts of spec §3. */
export type LayoutCode = 'boardroom' | 'cabaret' | 'classroom' | 'dinner' | 'theater' | 'u-shape';

/** A generated file for the media table. */
export type MediaFile = { filename: string; contentType: string; body: string };

/** A function space, with capacities per layout and prices per period in minor units. */
export type HallDocument = {
  key: string;
  name: string;
  squareMeters: number;
  available?: boolean;
  capacities: Partial<Record<LayoutCode, number>>;
  prices: Partial<Record<'hour' | 'morning' | 'afternoon' | 'evening' | 'full_day', number>>;
  description: Localized;
};

/** A sellable item; `key` lets package deals refer to it. */
export type ItemDocument = {
  key: string;
  category: 'audiovisual' | 'food_beverage' | 'other';
  priceType: 'per_guest' | 'per_unit';
  price: number;
  taxRateCode: TaxRate['code'];
  available?: boolean;
  name: Localized;
  description?: Localized;
};

/** A package deal and what it includes, by item key and hall key. */
export type PackageDealDocument = {
  type: string;
  period: 'hour' | 'morning' | 'afternoon' | 'evening' | 'full_day';
  timeslots: Timeslot[];
  cateringPackage: boolean;
  includingHallRental: boolean;
  pricePerPerson: number;
  taxRateCode: TaxRate['code'];
  minPax: number;
  maxPax: number | null;
  validFrom: string | null;
  validUntil: string | null;
  name: Localized;
  description: Localized;
  items: { key: string; quantity: number }[];
  halls: string[];
};

/** A hotel room type with its inventory and prices in minor units. */
export type RoomTypeDocument = {
  code: string;
  roomsType: string;
  inventory: number;
  maxGuestsPerRoom: number;
  pricePerNight: number;
  breakfastPricePerPerson: number;
  lateCheckoutPrice: number;
  name: Localized;
  description: Localized;
};

/** An event type code and its names. */
export type EventTypeDocument = { code: string; name: Localized };

/** One location of a partner with its whole catalogue. */
export type LocationDocument = {
  name: string;
  city: string;
  abbreviation: string;
  available?: boolean;
  address: string;
  phone: string;
  email: string;
  website: string;
  termsUrl: string | null;
  currency: string;
  timeZone: string;
  minimumLeadTimeDays?: number;
  freeCancellationDays?: number | null;
  /** How book now is secured with cards (default: a card guarantee, paid at the location). */
  paymentRule?: 'full' | 'deposit' | 'guarantee';
  depositPercent?: number;
  balanceDueDays?: number | null;
  /** What one anonymous booking may hold (default: src/contracts/booking-limits.ts). */
  maxPublicDays?: number;
  maxPublicHallsPerDay?: number;
  maxPublicRooms?: number;
  maxPublicNights?: number;
  pricingTaxScheme: 'VAT' | 'SALES_TAX';
  taxRates: TaxRate[];
  eventTypes: EventTypeDocument[];
  settings?: Partial<{
    breakfastEnabledByDefault: boolean;
    breakfastSelectable: boolean;
    allowedOnlyCateringServices: boolean;
    allowedOnlyFunctionSpaces: boolean;
    hallPreferenceEnabled: boolean;
    isShoppingBasketVisible: boolean;
    touristTaxApplies: boolean;
    visitorConfirmsOffer: boolean;
  }>;
  /** Disclaimer and popup texts keyed by spec §3 type. */
  texts: Record<string, Localized>;
  halls: HallDocument[];
  items: ItemDocument[];
  packageDeals: PackageDealDocument[];
  roomTypes: RoomTypeDocument[];
};

/**
 * A partner's whole catalogue as one document. The seed writes these; the catalogue sync of issue 3
 * (`PUT /api/partners/{id}/sync`) is meant to take the same shape.
 */
export type PartnerDocument = {
  slug: string;
  name: string;
  contact: { email: string; phone: string };
  paxMiceThreshold?: number;
  color: string;
  secondaryColor: string;
  webformFont: string | null;
  webformRoundedBoxes: boolean;
  termsUrl: string | null;
  lateCheckoutEnabled: boolean;
  website: string | null;
  currency: string;
  analyticsKey: string | null;
  consentScriptUrl: string | null;
  defaultEmplacement: LayoutCode | null;
  bigGroupsDefaultEmplacement: LayoutCode | null;
  /** Partner texts keyed by translation type, e.g. `WebformIntro`. */
  texts: Record<string, Localized>;
  logo: MediaFile;
  favicon: MediaFile;
  images: MediaFile[];
  locations: LocationDocument[];
};

/** Turns a localized text into the API's translation list. */
export function toTranslations(text: Localized): { language: string; name: string }[] {
  return LOCALES.map((language) => ({ language, name: text[language] }));
}

/** Turns a localized text into the API's description list. */
export function toDescriptions(text: Localized): { language: string; description: string }[] {
  return LOCALES.map((language) => ({ language, description: text[language] }));
}

/** Turns texts keyed by type into typed translation entries (partner and location translations). */
export function toTypedTranslations(
  texts: Record<string, Localized>,
): { language: string; type: string; name: string }[] {
  return Object.entries(texts).flatMap(([type, text]) =>
    LOCALES.map((language) => ({ language, type, name: text[language] })),
  );
}
