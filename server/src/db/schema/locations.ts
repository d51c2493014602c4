import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_PUBLIC_BOUNDS } from '../../../../src/contracts/booking-limits.ts';
import type {
  BookingEventType,
  PartnerTranslation,
  TaxRate,
} from '../../../../src/domain/catalogue.types.ts';
import { currency, currencyCheck, id, position, syncKey, timestamps } from './columns.ts';
import { emplacements } from './emplacements.ts';
import { partners } from './partners.ts';

/** One hotel or venue of a partner, with its tax scheme and the settings of spec §3 (with their defaults). */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    key: syncKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    abbreviation: text('abbreviation').notNull(),
    available: boolean('available').notNull().default(true),
    address: text('address').notNull(),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    termsUrl: text('terms_url'),
    currency: currency(),
    timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
    // Booking terms: how many days ahead a booking can be made at once, and until how many days before
    // the first day a visitor cancels free of charge (null: always free).
    minimumLeadTimeDays: integer('minimum_lead_time_days').notNull().default(0),
    freeCancellationDays: integer('free_cancellation_days'),
    pricingTaxScheme: text('pricing_tax_scheme').$type<'VAT' | 'SALES_TAX'>().notNull().default('VAT'),
    taxRates: jsonb('tax_rates').$type<TaxRate[]>().notNull().default(sql`'[]'::jsonb`),
    bookingEventTypes: jsonb('booking_event_types')
      .$type<BookingEventType[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    breakfastEnabledByDefault: boolean('breakfast_enabled_by_default').notNull().default(true),
    breakfastSelectable: boolean('breakfast_selectable').notNull().default(true),
    allowedOnlyCateringServices: boolean('allowed_only_catering_services').notNull().default(false),
    allowedOnlyFunctionSpaces: boolean('allowed_only_function_spaces').notNull().default(false),
    hallPreferenceEnabled: boolean('hall_preference_enabled').notNull().default(true),
    isShoppingBasketVisible: boolean('is_shopping_basket_visible').notNull().default(false),
    // Whether the location's city charges a tourist or city tax on stays, which the Pricing never includes.
    touristTaxApplies: boolean('tourist_tax_applies').notNull().default(false),
    // Whether the visitor confirms an accepted offer themself (`confirm_booking`) rather than staff.
    visitorConfirmsOffer: boolean('visitor_confirms_offer').notNull().default(false),
    // Hours before an offer's validity ends at which the visitor is reminded; 0: no reminder.
    offerReminderHours: integer('offer_reminder_hours').notNull().default(48),
    // How book now is secured (issue 16): the whole total or a deposit by card, or a card kept as a
    // guarantee with payment at the location. The balance after a deposit is due at the location, or
    // `balanceDueDays` before the first day.
    paymentRule: text('payment_rule')
      .$type<'full' | 'deposit' | 'guarantee'>()
      .notNull()
      .default('guarantee'),
    depositPercent: integer('deposit_percent').notNull().default(30),
    balanceDueDays: integer('balance_due_days'),
    // What one anonymous booking may hold (issue 20): meeting days, halls a day, rooms over all stays,
    // nights of a stay. Staff are not bound. Defaults and reasons in src/contracts/booking-limits.ts.
    maxPublicDays: integer('max_public_days').notNull().default(DEFAULT_PUBLIC_BOUNDS.maxPublicDays),
    maxPublicHallsPerDay: integer('max_public_halls_per_day')
      .notNull()
      .default(DEFAULT_PUBLIC_BOUNDS.maxPublicHallsPerDay),
    maxPublicRooms: integer('max_public_rooms').notNull().default(DEFAULT_PUBLIC_BOUNDS.maxPublicRooms),
    maxPublicNights: integer('max_public_nights').notNull().default(DEFAULT_PUBLIC_BOUNDS.maxPublicNights),
    translations: jsonb('translations').$type<PartnerTranslation[]>().notNull().default(sql`'[]'::jsonb`),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('locations_key').on(t.partnerId, t.key),
    index('locations_partner_idx').on(t.partnerId, t.position, t.id),
    check('locations_tax_scheme', sql`${t.pricingTaxScheme} in ('VAT', 'SALES_TAX')`),
    check('locations_currency_format', currencyCheck('currency')),
    check('locations_payment_rule', sql`${t.paymentRule} in ('full', 'deposit', 'guarantee')`),
    check('locations_deposit_percent', sql`${t.depositPercent} between 1 and 100`),
    check('locations_balance_due_days', sql`${t.balanceDueDays} is null or ${t.balanceDueDays} >= 0`),
    check(
      'locations_public_bounds',
      sql`${t.maxPublicDays} >= 1 and ${t.maxPublicHallsPerDay} >= 1 and ${t.maxPublicRooms} >= 1 and ${t.maxPublicNights} >= 1`,
    ),
  ],
);

/** The layouts a location offers; the widget falls back to every emplacement when a location has none. */
export const locationEmplacements = pgTable(
  'location_emplacements',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    emplacementId: integer('emplacement_id')
      .notNull()
      .references(() => emplacements.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('location_emplacements_key').on(t.locationId, t.emplacementId)],
);
