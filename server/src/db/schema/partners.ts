import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PartnerTranslation, WebformImage } from '../../../../src/domain/catalogue.types.ts';
import { currency, currencyCheck, id, timestamps } from './columns.ts';
import { emplacements } from './emplacements.ts';

/** A hotel or venue company: its branding (spec §3 partnerSettings) lives in plain columns. */
export const partners = pgTable(
  'partners',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logoFilename: text('logo_filename'),
    faviconFilename: text('favicon_filename'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    paxMiceThreshold: integer('pax_mice_threshold').notNull().default(999),
    color: text('color').notNull().default('#1f4e79'),
    secondaryColor: text('secondary_color').notNull().default('#f2a900'),
    webformFont: text('webform_font'),
    webformRoundedBoxes: boolean('webform_rounded_boxes').notNull().default(true),
    termsUrl: text('terms_url'),
    lateCheckoutEnabled: boolean('late_checkout_enabled').notNull().default(false),
    webformImages: jsonb('webform_images').$type<WebformImage[]>().notNull().default(sql`'[]'::jsonb`),
    translations: jsonb('translations').$type<PartnerTranslation[]>().notNull().default(sql`'[]'::jsonb`),
    defaultEmplacementId: integer('default_emplacement_id').references(() => emplacements.id, {
      onDelete: 'set null',
    }),
    bigGroupsDefaultEmplacementId: integer('big_groups_default_emplacement_id').references(
      () => emplacements.id,
      { onDelete: 'set null' },
    ),
    analyticsKey: text('analytics_key'),
    // The partner's consent manager, loaded before its tag manager (only with an analytics key).
    consentScriptUrl: text('consent_script_url'),
    website: text('website'),
    currency: currency(),
    // The CORS seam: origins allowed to call the public API for this partner (enforced by a later issue).
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    // The first part of readable references (HH-AMS-2027-0042); null: the initials of the name.
    abbreviation: text('abbreviation'),
    // The partner's own page that embeds the widget: links in e-mails open it (else the hosted page).
    bookingPageUrl: text('booking_page_url'),
    // Minutes of inactivity before a visitor with an unsent draft gets one "continue" e-mail; 0: never.
    draftReminderMinutes: integer('draft_reminder_minutes').notNull().default(60),
    // The partner's Stripe connected account (acct_…): its card payments are made on it; null: ours.
    stripeAccount: text('stripe_account'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('partners_slug_key').on(t.slug),
    check('partners_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('partners_color_format', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
    check('partners_secondary_color_format', sql`${t.secondaryColor} ~ '^#[0-9a-fA-F]{6}$'`),
    check('partners_pax_mice_threshold_positive', sql`${t.paxMiceThreshold} > 0`),
    check('partners_currency_format', currencyCheck('currency')),
    check('partners_abbreviation_format', sql`${t.abbreviation} ~ '^[A-Z0-9]{1,6}$'`),
    check('partners_draft_reminder_minutes', sql`${t.draftReminderMinutes} >= 0`),
    check('partners_consent_script_url_https', sql`${t.consentScriptUrl} ~ '^https://'`),
    check('partners_stripe_account_format', sql`${t.stripeAccount} ~ '^acct_[A-Za-z0-9]+$'`),
  ],
);
