import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, id, timestamps } from './columns.ts';
import { locations } from './locations.ts';
import { partners } from './partners.ts';
import { corporateAccounts } from './pricing-codes.ts';

// Bookings (issue 5). The lifecycle is pure (server/src/domain/booking-lifecycle); these tables hold its
// snapshot. Held spaces and rooms are enforced by the database: see booking-days.ts (exclusion
// constraint on booking_day_halls.during) and room-type-nights.ts (a counter that cannot pass capacity).

/** The orthogonal facts of the lifecycle (`BookingFlags`), stored as one object. */
export type BookingFlagsColumn = {
  requestKind: 'request' | 'inquiry' | 'proposal' | null;
  instant: boolean;
  paid: boolean;
  changePending: boolean;
  changeNeedsVenue: boolean;
  cancellationCharged: boolean;
};

/** Where a booking came from (spec §3): only the form is named. */
export type BookingSource = 'form';

/** A remark as the widget sends it (spec §3 Remark). */
export type RemarkColumn = { description: string; type: string };

/** The on-site contact person (spec §3). */
export type OnsiteContactColumn = { firstname: string; lastname: string; email: string; phonenumber: string };

/** A staff price for one line of an offer, integer minor units. */
export type PriceOverrideColumn = { line: string; price: number };

/** A line staff added to the offer (issue 17): priced by the engine with the booking's other lines. */
export type OfferLineColumn = {
  description: string;
  quantity: number;
  unitPrice: number;
  taxRateCode: string;
};

/** One booking: what the visitor asked for, its lifecycle status and flags (spec §3 Reservation). */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    // Public, random; with the secret key (only its SHA-256 is kept) it lets the visitor read the booking.
    username: text('username').notNull(),
    keyHash: bytea('key_hash').notNull(),
    // SHA-256 (hex) of the keys in e-mail links: each visitor message carries its own key.
    linkKeyHashes: jsonb('link_key_hashes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    // What people say on the phone (HH-AMS-2027-0042); unique per partner. Ids stay internal.
    reference: text('reference').notNull(),
    // The calendar files' SEQUENCE: raised with every message that carries an updated calendar.
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    status: text('status').notNull().default('draft'),
    flags: jsonb('flags').$type<BookingFlagsColumn>().notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    types: jsonb('types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    eventName: text('event_name').notNull().default(''),
    eventType: text('event_type'),
    company: text('company').notNull().default(''),
    country: text('country').notNull().default(''),
    postalcode: text('postalcode').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    // The house number as the visitor gave it apart (spec §3 `housenumber`); `address` holds street and
    // number as one line. Null: not given apart (older bookings, clients that send only the address line).
    housenumber: text('housenumber'),
    invoiceReference: text('invoice_reference').notNull().default(''),
    contactPersonFirstname: text('contact_person_firstname').notNull().default(''),
    contactPersonLastname: text('contact_person_lastname').notNull().default(''),
    contactPersonPhonenumber: text('contact_person_phonenumber').notNull().default(''),
    executorContact: jsonb('executor_contact'),
    onsiteContact: jsonb('onsite_contact').$type<OnsiteContactColumn | null>(),
    remarks: jsonb('remarks').$type<RemarkColumn[]>().notNull().default(sql`'[]'::jsonb`),
    promoCode: text('promo_code'),
    paymentMethod: text('payment_method'),
    // The verified corporate client (negotiated discount, pay later on account); never the code itself.
    corporateAccountId: integer('corporate_account_id').references(() => corporateAccounts.id, {
      onDelete: 'set null',
    }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    offerValidUntil: date('offer_valid_until'),
    cancellationDeadline: date('cancellation_deadline'),
    priceOverrides: jsonb('price_overrides')
      .$type<PriceOverrideColumn[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // What staff added to the last offer and the note they wrote to the visitor with it (issue 17).
    offerLines: jsonb('offer_lines').$type<OfferLineColumn[]>().notNull().default(sql`'[]'::jsonb`),
    offerNote: text('offer_note'),
    // An edit of a sent booking, as a full write payload, until apply_changes makes it the booking.
    changeDraft: jsonb('change_draft'),
    // Where the booking came from (spec §3 enumeration "Source: form"): `form` when a visitor made it
    // through the public form API; null when staff entered it.
    source: text('source').$type<BookingSource>(),
    ...timestamps(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('bookings_username_key').on(t.username),
    uniqueIndex('bookings_reference_key').on(t.partnerId, t.reference),
    index('bookings_partner_idx').on(t.partnerId, t.createdAt, t.id),
    index('bookings_location_idx').on(t.locationId, t.status),
    index('bookings_email_idx').on(t.email),
    // A signed-in visitor's bookings: addresses as typed, matched without case.
    index('bookings_partner_lower_email_idx').on(t.partnerId, sql`lower(${t.email})`),
    // The sweeper's query: held bookings whose hold ran out, and offers whose validity day passed.
    index('bookings_hold_expiry_idx').on(t.holdExpiresAt).where(sql`${t.holdExpiresAt} is not null`),
    index('bookings_offer_valid_until_idx').on(t.offerValidUntil).where(sql`${t.status} = 'offered'`),
    check('bookings_source', sql`${t.source} is null or ${t.source} = 'form'`),
    check(
      'bookings_status',
      sql`${t.status} in ('draft','requested','offered','accepted','payment_pending','confirmed','declined','expired','turned_down','cancelled')`,
    ),
    check('bookings_key_hash_length', sql`octet_length(${t.keyHash}) = 32`),
    check(
      'bookings_payment_method',
      sql`${t.paymentMethod} in ('AT_LOCATION','CREDIT_CARD','INVOICE','PRE_PAYMENT','VOUCHER')`,
    ),
  ],
);

/** Audit trail: who moved a booking from where to where, when and why (staff read it). */
export const bookingTransitions = pgTable(
  'booking_transitions',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    transition: text('transition').notNull(),
    actorRole: text('actor_role').notNull(),
    actorId: text('actor_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('booking_transitions_booking_idx').on(t.bookingId, t.at, t.id)],
);

/** Replays the first answer of a write sent again with the same `Idempotency-Key`. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    // The caller (staff key id, booking username or client IP) and the route, so keys never collide.
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    // Null while the first request is still running.
    status: integer('status'),
    responseBody: text('response_body'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_key').on(t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Fixed-window counters for public booking creation, per IP and per e-mail, shared by every process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('rate_limits_key').on(t.bucket, t.windowStart)],
);
