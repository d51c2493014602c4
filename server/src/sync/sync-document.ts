import {
  DEFAULT_PUBLIC_BOUNDS,
  PUBLIC_BOUND_LIMITS,
  type PublicBounds,
} from '../../../src/contracts/booking-limits.ts';
import { color, currency, date, email, httpsUrl, localized, time, timeZone, url } from '../api/formats.ts';
import {
  array,
  boolean,
  choice,
  integer,
  nullable,
  object,
  optional,
  record,
  type Shape,
  text,
} from '../api/shapes.ts';
import { hallPeriods, itemCategories, itemPriceTypes, taxRateCodes } from '../db/schema/index.ts';
import { LOCATION_TEXT_TYPES } from '../resources/locations/locations.resource.ts';

const KEY = /^[a-z0-9][a-z0-9._-]*$/;
const key = text({ max: 100, pattern: KEY, example: 'ij-zaal' });
const layoutCode = text({ max: 50, pattern: /^[a-z0-9][a-z0-9_-]*$/, example: 'u-shape' });
const amount = integer({ min: 0, max: 100_000_000 });
const count = (max: number) => integer({ min: 1, max });
const maybe = (shape: Shape) => optional(nullable(shape), null);
const periodEntries = (value: Shape) =>
  Object.fromEntries(hallPeriods.map((period) => [period, optional(value)])) as Record<string, Shape>;

/** A file served at /media/{filename}: SVG as text, other images base64. */
export const mediaFileShape = object(
  {
    filename: text({ max: 200, pattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/ }),
    contentType: choice(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp']),
    body: text({ max: 8 * 1024 * 1024 }),
    encoding: optional(choice(['utf8', 'base64']), 'utf8'),
  },
  'MediaFile',
);

const hall = object(
  {
    key,
    name: text({ max: 200 }),
    squareMeters: maybe(integer({ min: 1, max: 100_000 })),
    available: optional(boolean(), true),
    bufferBeforeMinutes: optional(integer({ min: 0, max: 1440 }), 0),
    bufferAfterMinutes: optional(integer({ min: 0, max: 1440 }), 0),
    capacities: optional(record(/^[a-z0-9][a-z0-9_-]*$/, count(100_000), 'Capacities'), {}),
    prices: optional(object(periodEntries(amount), 'PeriodPrices'), {}),
    seasonalPrices: optional(
      array(
        object(
          { period: choice(hallPeriods), price: amount, validFrom: maybe(date()), validUntil: maybe(date()) },
          'SeasonalPrice',
        ),
        { max: 100 },
      ),
      [],
    ),
    translations: optional(localized(500)),
    description: optional(localized(5000)),
  },
  'SyncHall',
);

const item = object(
  {
    key,
    category: choice(itemCategories),
    priceType: choice(itemPriceTypes),
    price: amount,
    taxRateCode: optional(choice(taxRateCodes), 'standard'),
    available: optional(boolean(), true),
    name: localized(500),
    description: optional(localized(5000)),
  },
  'SyncItem',
);

const packageDeal = object(
  {
    key: optional(key),
    type: text({ max: 50, pattern: /^[a-z0-9][a-z0-9_-]*$/ }),
    period: choice(hallPeriods),
    timeslots: optional(array(object({ startTime: time(), endTime: time() }, 'Timeslot'), { max: 10 }), []),
    cateringPackage: optional(boolean(), false),
    includingHallRental: optional(boolean(), false),
    available: optional(boolean(), true),
    pricePerPerson: amount,
    taxRateCode: optional(choice(taxRateCodes), 'standard'),
    minPax: optional(count(100_000), 1),
    maxPax: maybe(count(100_000)),
    validFrom: maybe(date()),
    validUntil: maybe(date()),
    name: localized(500),
    description: optional(localized(5000)),
    items: optional(
      array(object({ key, quantity: optional(count(1000), 1) }, 'SyncDealItem'), { max: 200 }),
      [],
    ),
    halls: optional(array(key, { max: 200 }), []),
  },
  'SyncPackageDeal',
);

const roomType = object(
  {
    code: key,
    roomsType: text({ max: 50 }),
    available: optional(boolean(), true),
    inventory: integer({ min: 0, max: 100_000 }),
    maxGuestsPerRoom: count(20),
    pricePerNight: amount,
    breakfastPricePerPerson: optional(amount, 0),
    lateCheckoutPrice: optional(amount, 0),
    name: localized(500),
    description: optional(localized(5000)),
  },
  'SyncRoomType',
);

const settings = Object.fromEntries(
  [
    ['breakfastEnabledByDefault', true],
    ['breakfastSelectable', true],
    ['allowedOnlyCateringServices', false],
    ['allowedOnlyFunctionSpaces', false],
    ['hallPreferenceEnabled', true],
    ['isShoppingBasketVisible', false],
    ['touristTaxApplies', false],
    ['visitorConfirmsOffer', false],
  ].map(([name, fallback]) => [name, optional(boolean(), fallback)]),
) as Record<string, Shape>;

// What one anonymous booking may hold (src/contracts/booking-limits.ts), each with its default.
const publicBounds = Object.fromEntries(
  (Object.keys(DEFAULT_PUBLIC_BOUNDS) as (keyof PublicBounds)[]).map((name) => [
    name,
    optional(integer({ min: 1, max: PUBLIC_BOUND_LIMITS[name] }), DEFAULT_PUBLIC_BOUNDS[name]),
  ]),
);

const location = object(
  {
    key: optional(key),
    name: text({ max: 200 }),
    city: text({ max: 200 }),
    abbreviation: text({ max: 10 }),
    available: optional(boolean(), true),
    address: text({ max: 500 }),
    phone: maybe(text({ max: 50 })),
    email: maybe(email()),
    website: maybe(url()),
    termsUrl: maybe(url()),
    currency: optional(currency(), 'EUR'),
    timeZone: optional(timeZone(), 'Europe/Amsterdam'),
    minimumLeadTimeDays: optional(integer({ min: 0, max: 365 }), 0),
    freeCancellationDays: maybe(integer({ min: 0, max: 365 })),
    paymentRule: optional(choice(['full', 'deposit', 'guarantee']), 'guarantee'),
    depositPercent: optional(integer({ min: 1, max: 100 }), 30),
    balanceDueDays: maybe(integer({ min: 0, max: 365 })),
    ...publicBounds,
    pricingTaxScheme: optional(choice(['VAT', 'SALES_TAX']), 'VAT'),
    taxRates: optional(
      array(
        object(
          { code: choice(taxRateCodes), rate: text({ max: 10, pattern: /^\d{1,2}(\.\d{1,3})?$/ }) },
          'TaxRate',
        ),
        {
          max: 3,
        },
      ),
      [],
    ),
    eventTypes: optional(
      array(object({ code: layoutCode, name: localized(200) }, 'SyncEventType'), { max: 50 }),
      [],
    ),
    settings: optional(object(settings, 'LocationSettings'), {}),
    texts: optional(
      object(
        Object.fromEntries(LOCATION_TEXT_TYPES.map((type) => [type, optional(localized(5000))])),
        'LocationTexts',
      ),
      {},
    ),
    halls: optional(array(hall, { max: 500 }), []),
    items: optional(array(item, { max: 2000 }), []),
    packageDeals: optional(array(packageDeal, { max: 500 }), []),
    roomTypes: optional(array(roomType, { max: 200 }), []),
  },
  'SyncLocation',
);

/**
 * The body of `PUT /api/partners/{id}/sync`: a partner's whole catalogue. Rows are matched by key (location
 * key or else its abbreviation in lower case, hall and item keys, deal key or else `type-period`, room type
 * code); what the document leaves out is deactivated. `logo`, `favicon` and `images`, when present, replace
 * the partner's files; when absent the files stay as they are.
 */
export const syncDocumentShape = object(
  {
    slug: text({ max: 100, pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/ }),
    name: text({ max: 200 }),
    contact: optional(object({ email: maybe(email()), phone: maybe(text({ max: 50 })) }, 'SyncContact'), {}),
    paxMiceThreshold: optional(count(100_000), 999),
    color: optional(color(), '#1f4e79'),
    secondaryColor: optional(color(), '#f2a900'),
    webformFont: maybe(text({ max: 100 })),
    webformRoundedBoxes: optional(boolean(), true),
    termsUrl: maybe(url()),
    lateCheckoutEnabled: optional(boolean(), false),
    website: maybe(url()),
    currency: optional(currency(), 'EUR'),
    analyticsKey: maybe(text({ max: 100 })),
    consentScriptUrl: maybe(httpsUrl()),
    defaultEmplacement: maybe(layoutCode),
    bigGroupsDefaultEmplacement: maybe(layoutCode),
    texts: optional(record(/^[A-Za-z][A-Za-z0-9_]*$/, localized(5000), 'PartnerTexts'), {}),
    logo: optional(mediaFileShape),
    favicon: optional(mediaFileShape),
    images: optional(array(mediaFileShape, { max: 20 })),
    locations: array(location, { max: 2000 }),
  },
  'SyncDocument',
);
