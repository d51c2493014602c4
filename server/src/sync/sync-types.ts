/** A text by language tag, e.g. `{ 'en-US': 'Projector', 'nl-NL': 'Beamer' }`. */
export type Texts = Record<string, string>;

/** A media file of the document (after validation: encoding filled in). */
export type SyncMedia = { filename: string; contentType: string; body: string; encoding: 'utf8' | 'base64' };

/** A hall of a validated sync document. */
export type SyncHall = {
  key: string;
  name: string;
  squareMeters: number | null;
  available: boolean;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  capacities: Record<string, number>;
  prices: Partial<Record<string, number>>;
  seasonalPrices: { period: string; price: number; validFrom: string | null; validUntil: string | null }[];
  translations?: Texts;
  description?: Texts;
};

/** An item of a validated sync document. */
export type SyncItem = {
  key: string;
  category: string;
  priceType: string;
  price: number;
  taxRateCode: string;
  available: boolean;
  name: Texts;
  description?: Texts;
};

/** A package deal of a validated sync document. */
export type SyncPackageDeal = {
  key?: string;
  type: string;
  period: string;
  timeslots: { startTime: string; endTime: string }[];
  cateringPackage: boolean;
  includingHallRental: boolean;
  available: boolean;
  pricePerPerson: number;
  taxRateCode: string;
  minPax: number;
  maxPax: number | null;
  validFrom: string | null;
  validUntil: string | null;
  name: Texts;
  description?: Texts;
  items: { key: string; quantity: number }[];
  halls: string[];
};

/** A room type of a validated sync document. */
export type SyncRoomType = {
  code: string;
  roomsType: string;
  available: boolean;
  inventory: number;
  maxGuestsPerRoom: number;
  pricePerNight: number;
  breakfastPricePerPerson: number;
  lateCheckoutPrice: number;
  name: Texts;
  description?: Texts;
};

/** A location of a validated sync document. */
export type SyncLocation = {
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
  minimumLeadTimeDays: number;
  freeCancellationDays?: number | null;
  paymentRule?: 'full' | 'deposit' | 'guarantee';
  depositPercent?: number;
  balanceDueDays?: number | null;
  /** What one anonymous booking may hold (defaults in src/contracts/booking-limits.ts). */
  maxPublicDays?: number;
  maxPublicHallsPerDay?: number;
  maxPublicRooms?: number;
  maxPublicNights?: number;
  pricingTaxScheme: 'VAT' | 'SALES_TAX';
  taxRates: { code: 'reduced' | 'standard' | 'sales'; rate: string }[];
  eventTypes: { code: string; name: Texts }[];
  settings: Record<string, boolean>;
  texts: Record<string, Texts | undefined>;
  halls: SyncHall[];
  items: SyncItem[];
  packageDeals: SyncPackageDeal[];
  roomTypes: SyncRoomType[];
};

/** A validated sync document (see sync-document.ts for the rules and defaults). */
export type SyncDocument = {
  slug: string;
  name: string;
  contact: { email: string | null; phone: string | null };
  paxMiceThreshold: number;
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
  defaultEmplacement: string | null;
  bigGroupsDefaultEmplacement: string | null;
  texts: Record<string, Texts>;
  logo?: SyncMedia;
  favicon?: SyncMedia;
  images?: SyncMedia[];
  locations: SyncLocation[];
};

/** Resource kinds a sync summary counts. */
export const SYNC_KINDS = [
  'locations',
  'locationEmplacements',
  'halls',
  'hallEmplacements',
  'hallPeriodPricings',
  'items',
  'packageDeals',
  'locationRoomTypes',
  'media',
] as const;

/** One of SYNC_KINDS. */
export type SyncKind = (typeof SYNC_KINDS)[number];

/** Counts per kind. */
export type SyncCounts = Record<SyncKind, number>;

/** What a sync changed: created, updated, deactivated (or, for plain values, removed), unchanged. */
export type SyncSummary = {
  '@context': string;
  '@id': string;
  '@type': 'SyncSummary';
  partner: string;
  partnerUpdated: boolean;
  created: SyncCounts;
  updated: SyncCounts;
  deactivated: SyncCounts;
  removed: SyncCounts;
  unchanged: SyncCounts;
};
