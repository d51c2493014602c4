/**
 * JSON-LD shapes of the catalogue resources as the API sends them (spec §3, design.md "API contract").
 * Shared by the server (which builds them) and the widget (which reads them): field names are the API's.
 */
import type { Problem as ContractProblem } from '../contracts/problem.schema.ts';

/** A JSON-LD reference such as `/api/partners/1`; the last path segment is the id. */
export type Iri = string;

/** One translated name of a translatable resource (spec §3 "Translatable items"). */
export type Translation = { language: string; name: string; type?: string };

/** One translated description of a translatable resource. */
export type Description = { language: string; description: string };

/** A partner translation carries a type: `WebformIntro` holds the intro text shown above the wizard. */
export type PartnerTranslation = { language: string; type: string; name: string };

/** One carousel image of the partner; the file is served at `/media/{photoFilename}`. */
export type WebformImage = { photoFilename: string };

/** The partner's branding and behaviour settings (spec §3 partnerSettings). */
export type PartnerSettings = {
  color: string;
  secondaryColor: string;
  webformFont: string | null;
  webformRoundedBoxes: boolean;
  termsUrl: string | null;
  lateCheckoutEnabled: boolean;
  webformImages: WebformImage[];
  translations: PartnerTranslation[];
  defaultEmplacement: Iri | null;
  bigGroupsDefaultEmplacement: Iri | null;
  analyticsKey: string | null;
  /** The partner's consent manager script (https), loaded before the tag manager. */
  consentScriptUrl: string | null;
  website: string | null;
  currency: string;
};

/** A partner (hotel or venue company) as `GET /api/partners` returns it. */
export type Partner = {
  /** Present on a single-resource response (`GET /api/…/{id}`), absent on collection members. */
  '@context'?: string;
  '@id': Iri;
  '@type': 'Partner';
  id: number;
  slug: string;
  name: string;
  logoFilename: string | null;
  faviconFilename: string | null;
  contact: { email: string | null; phonenumber: string | null };
  paxMiceThreshold: number;
  /** First part of booking references (HH in HH-AMS-2027-0042); null: the initials of the name. */
  abbreviation?: string | null;
  /** The partner's own page that embeds the widget; e-mail links open it. */
  bookingPageUrl?: string | null;
  /** Minutes of inactivity before an unsent draft's "continue" e-mail; 0: never. */
  draftReminderMinutes?: number;
  /** The partner's Stripe connected account; null: the platform's own. */
  stripeAccount?: string | null;
  partnerSettings: PartnerSettings;
  /** The deployment's error-reporting DSN (ERROR_REPORTING_DSN), the same for every partner; null: none. */
  errorReportingDsn?: string | null;
};

/** Location settings with the spec's defaults (spec §3). */
export type LocationSettings = {
  breakfastEnabledByDefault: boolean;
  breakfastSelectable: boolean;
  allowedOnlyCateringServices: boolean;
  allowedOnlyFunctionSpaces: boolean;
  hallPreferenceEnabled: boolean;
  isShoppingBasketVisible: boolean;
  /** Whether the location's city charges a tourist tax, which prices never include (the basket says so). */
  touristTaxApplies: boolean;
  /** The visitor confirms an accepted offer themself ("Confirm booking"); else the venue confirms it. */
  visitorConfirmsOffer: boolean;
};

/** An event type a location accepts, e.g. `meeting`, with its translated names. */
export type BookingEventType = { code: string; translations: Translation[] };

/** A tax rate of a location: `rate` is a percentage as a decimal string, e.g. "25.5" or "8.875". */
export type TaxRate = { code: 'reduced' | 'standard' | 'sales'; rate: string };

/** A location (one hotel or venue of a partner) as `GET /api/locations` returns it. */
export type Location = {
  /** Present on a single-resource response (`GET /api/…/{id}`), absent on collection members. */
  '@context'?: string;
  '@id': Iri;
  '@type': 'Location';
  id: number;
  partner: Iri;
  /** The partner's own key for the location; the catalogue sync matches on it. */
  key?: string;
  name: string;
  city: string;
  abbreviation: string;
  available: boolean;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  termsUrl: string | null;
  currency: string;
  timeZone: string;
  /** Days ahead below which "book now" becomes a request. */
  minimumLeadTimeDays?: number;
  /** Cancelling is free until this many days before the first day; null: always free. */
  freeCancellationDays?: number | null;
  /** Hours before an offer's validity ends at which the visitor is reminded by e-mail; 0: never. */
  offerReminderHours?: number;
  /** How book now is secured with cards: the total, a deposit, or a card guarantee. */
  paymentRule?: 'full' | 'deposit' | 'guarantee';
  depositPercent?: number;
  /** After a deposit, the rest is due this many days before the first day; null: at the location. */
  balanceDueDays?: number | null;
  /** What one booking made in the widget may hold (src/contracts/booking-limits.ts); staff are not bound. */
  maxPublicDays?: number;
  maxPublicHallsPerDay?: number;
  maxPublicRooms?: number;
  maxPublicNights?: number;
  /** `VAT`: prices include tax; `SALES_TAX`: tax is added on top. */
  pricingTaxScheme: 'VAT' | 'SALES_TAX';
  taxRates: TaxRate[];
  bookingEventTypes: BookingEventType[];
  locationSettings: LocationSettings;
  /** Disclaimer and popup texts: type is one of the spec §3 keys. */
  translations: PartnerTranslation[];
  /** Display order chosen by the partner. */
  position?: number;
};

/** A seating layout (spec §3 Emplacements); `code` is one of the six layout icons. */
export type Emplacement = {
  /** Present on a single-resource response (`GET /api/…/{id}`), absent on collection members. */
  '@context'?: string;
  '@id': Iri;
  '@type': 'Emplacement';
  id: number;
  code: 'boardroom' | 'cabaret' | 'classroom' | 'dinner' | 'theater' | 'u-shape' | string;
  name: string;
  translations: Translation[];
};

/** A Hydra collection as the API sends it; the widget also accepts `hydra:member`. */
export type Collection<T> = {
  '@context'?: string;
  '@id': string;
  '@type': 'Collection';
  totalItems: number;
  member: T[];
  view?: {
    '@id': string;
    '@type': 'PartialCollectionView';
    first?: string;
    last?: string;
    previous?: string;
    next?: string;
  };
};

/** An `application/problem+json` body (the contract of src/contracts/problem.schema.ts); `code` is a stable key the widget translates. */
export type Problem = ContractProblem;
