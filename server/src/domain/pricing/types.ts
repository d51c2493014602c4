import type { TaxRate } from '../../../../src/domain/catalogue.types.ts';

// Input: a fully resolved quote request. The HTTP layer maps catalogue rows and the booking payload
// into these; every price is an integer amount of minor units in the location's currency.

/** A tax rate code of the catalogue (`reduced`, `standard`, `sales`); the rate belongs to the location. */
export type TaxRateCode = TaxRate['code'];

/** `VAT`: prices include tax; `SALES_TAX`: prices exclude tax and tax is added on top. */
export type PricingTaxScheme = 'VAT' | 'SALES_TAX';

/** A period a hall is rented for; `hour` is per started hour, the others are fixed windows of the day. */
export type HallPeriod = 'hour' | 'morning' | 'afternoon' | 'evening' | 'full_day';

/** The hall periods that are a fixed window of the day (everything but `hour`). */
export type BlockPeriod = Exclude<HallPeriod, 'hour'>;

/** A window of the day as `HH:mm` local times; `endTime` may be `24:00` (midnight at the end of the day). */
export type TimeWindow = { startTime: string; endTime: string };

/** The location that prices the quote: currency, tax scheme and its rates by code. */
export type QuoteLocation = {
  /** ISO 4217 code, e.g. `EUR`, `USD`, `JPY` (0 decimals), `KWD` (3 decimals). */
  currency: string;
  /** Defaults to `VAT` (spec §9). */
  pricingTaxScheme?: PricingTaxScheme | null;
  /** Rates as decimal percent strings, e.g. `{ code: 'standard', rate: '25.5' }`. */
  taxRates: readonly TaxRate[];
  /** Overrides of `DEFAULT_PERIOD_WINDOWS` for venues whose day parts differ. */
  periodWindows?: Partial<Record<BlockPeriod, TimeWindow>> | null;
  /** The city charges a tourist tax on stays (never priced here); false when absent. */
  touristTaxApplies?: boolean | null;
};

/** One period price of a hall; `validFrom`/`validUntil` are inclusive `YYYY-MM-DD` dates or open. */
export type QuotePeriodPricing = {
  period: HallPeriod;
  price: number;
  validFrom?: string | null;
  validUntil?: string | null;
};

/** A hall booked on a meeting day. */
export type QuoteHall = {
  /** The hall IRI, e.g. `/api/halls/12`; matched against a package deal's `includedHalls`. */
  hall: string;
  /** Defaults to the day's times. */
  startTime?: string | null;
  endTime?: string | null;
  taxRateCode: TaxRateCode;
  periodPricings: readonly QuotePeriodPricing[];
  /** A negotiated rental for this hall on this day (whole day-hall, tax included under VAT). */
  priceOverride?: number | null;
};

/** An item (equipment, food and drink, service) ordered on a meeting day. */
export type QuoteItem = {
  /** The item IRI, e.g. `/api/items/7`; matched against a package deal's `includedItems`. */
  item: string;
  category: 'audiovisual' | 'food_beverage' | 'other';
  priceType: 'per_guest' | 'per_unit';
  price: number;
  taxRateCode: TaxRateCode;
  amount: number;
  /** Guests a `per_guest` item is served to; defaults to the day's pax. Ignored for `per_unit`. */
  numberOfGuests?: number | null;
};

/** A package deal booked on a meeting day and what it includes. */
export type QuotePackageDeal = {
  /** The package deal IRI, e.g. `/api/package_deals/3`. */
  packageDeal: string;
  pricePerPerson: number;
  taxRateCode: TaxRateCode;
  includingHallRental: boolean;
  /** Hall IRIs whose rental the deal includes (only when `includingHallRental`). */
  includedHalls: readonly string[];
  /** Item IRIs the deal includes; the same item ordered that day is not charged again. */
  includedItems: readonly string[];
  /** Persons the deal is booked for; defaults to the day's pax. */
  pax?: number | null;
};

/** A meeting day (spec §3 Day) with everything booked on it. */
export type QuoteDay = {
  date: string;
  startTime: string;
  endTime: string;
  pax: number;
  halls: readonly QuoteHall[];
  items: readonly QuoteItem[];
  packageDeals: readonly QuotePackageDeal[];
};

/** A hotel room type with its nightly prices and the tax code of each part of the stay. */
export type QuoteRoomType = {
  /** The room type IRI, e.g. `/api/location_room_types/4`. */
  roomType: string;
  pricePerNight: number;
  breakfastPricePerPerson: number;
  lateCheckoutPrice: number;
  taxRateCode: TaxRateCode;
  // Separate codes because countries tax them differently (Germany: room 7%, breakfast 19%).
  breakfastTaxRateCode: TaxRateCode;
  lateCheckoutTaxRateCode: TaxRateCode;
};

/** Hotel rooms of one type for one stay (spec §3 Room). */
export type QuoteRoom = {
  startDate: string;
  endDate: string;
  amount: number;
  paxRoom: number;
  roomType: QuoteRoomType;
  breakfast: boolean;
  /** How many of the `amount` rooms check out late; 0 when absent. */
  lateCheckoutRooms?: number | null;
  /**
   * A negotiated rate for this stay: the price of one room for one night (tax included under VAT), in
   * place of the room type's `pricePerNight`. Breakfast and late check-out keep their own prices.
   */
  priceOverride?: number | null;
};

/**
 * A line staff added to an offer (issue 17): their own words, a quantity and a unit price in the
 * location's currency, taxed at one of the location's rates. Priced like every other line.
 */
export type QuoteOfferLine = {
  description: string;
  quantity: number;
  /** As the location quotes prices: tax included under VAT, excluded under SALES_TAX. */
  unitPrice: number;
  taxRateCode: TaxRateCode;
};

/** What a discount reduces: the meeting part, the hotel part or both. */
export type DiscountScope = 'event' | 'hotel' | 'both';

/** A discount already accepted by `checkPromoCode` (or negotiated for a corporate account). */
export type QuoteDiscount = {
  code: string;
  /** Shown as the discount lines' reference; defaults to the code. */
  reference?: string | null;
  appliesTo: DiscountScope;
} & (
  | {
      kind: 'percentage';
      /** 1000 = 10%, up to 10000. */
      basisPoints: number;
    }
  | {
      kind: 'fixed';
      /** Minor units of `currency`, which must be the location's. */
      amount: number;
      currency: string;
    }
);

/** Everything the engine needs to price a booking, saved or not. */
export type QuoteRequest = {
  location: QuoteLocation;
  days: readonly QuoteDay[];
  rooms: readonly QuoteRoom[];
  /** Lines staff added to the offer; priced after the days and the stays. */
  offerLines?: readonly QuoteOfferLine[] | null;
  discount?: QuoteDiscount | null;
};
