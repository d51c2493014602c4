import { sql } from 'drizzle-orm';
import { boolean, char, check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { partners } from './partners.ts';

/** What a discount reduces: the meeting part, the hotel part or both. */
export const discountScopes = ['event', 'hotel', 'both'] as const;

/** How a discount is expressed: basis points of the price, or an amount of minor units. */
export const discountKinds = ['percentage', 'fixed'] as const;

/** A partner's discount or promo code (issue 4); `code` is stored normalised (no spaces, upper case). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    // Empty: every location of the partner. An array rather than a join table: it is only ever read whole.
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::integer[]`),
    kind: text('kind').$type<(typeof discountKinds)[number]>().notNull(),
    value: integer('value').notNull(),
    currency: char('currency', { length: 3 }),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    appliesTo: text('applies_to').$type<(typeof discountScopes)[number]>().notNull().default('both'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.partnerId, t.code),
    check('promo_codes_kind', sql`${t.kind} in ('percentage', 'fixed')`),
    check('promo_codes_applies_to', sql`${t.appliesTo} in ('event', 'hotel', 'both')`),
    check(
      'promo_codes_value',
      sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 10000) and (${t.kind} = 'percentage' or ${t.currency} is not null)`,
    ),
    check('promo_codes_uses', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.maxUses} >= 0)`),
    check(
      'promo_codes_validity',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`,
    ),
  ],
);

/**
 * A company with negotiated terms. The corporate code is stored as a salted scrypt hash: codes are
 * short and chosen by people, so a fast hash could be reversed from a leaked table.
 */
export const corporateAccounts = pgTable(
  'corporate_accounts',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    // Compared case-insensitively; stored lower case.
    primaryEmail: text('primary_email').notNull(),
    codeHash: text('code_hash').notNull(),
    active: boolean('active').notNull().default(true),
    discountKind: text('discount_kind').$type<(typeof discountKinds)[number]>(),
    discountValue: integer('discount_value'),
    discountCurrency: char('discount_currency', { length: 3 }),
    discountAppliesTo: text('discount_applies_to').$type<(typeof discountScopes)[number]>(),
    creditAccount: boolean('credit_account').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('corporate_accounts_email_key').on(t.partnerId, t.primaryEmail),
    check(
      'corporate_accounts_discount',
      sql`(${t.discountKind} is null and ${t.discountValue} is null) or (${t.discountKind} in ('percentage', 'fixed') and ${t.discountValue} > 0 and ${t.discountAppliesTo} in ('event', 'hotel', 'both'))`,
    ),
  ],
);
