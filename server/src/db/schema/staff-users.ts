import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, id } from './columns.ts';
import { partners } from './partners.ts';

// The venue's desk (issue 17): staff sign in as people. A staff user belongs to one partner, has a role
// (`staff` answers requests and sends offers; `manager` also manages staff users) and may be limited to
// some of the partner's locations. Passwords are kept only as scrypt hashes; one-time links (an
// invitation, a password reset) and session cookies only as SHA-256 hashes of their 256-bit secrets.
// API keys (staff_keys) stay for integrations.

/** The roles, from least to most. */
export const STAFF_ROLES = ['staff', 'manager'] as const;

/** One person at a venue who uses the desk. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower case, trimmed; one desk account per address, so signing in needs no partner. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull().default('staff'),
    /** The desk's language (one of the widget's five). */
    locale: text('locale').notNull().default('en-US'),
    /** The locations this user works for; null: all of the partner's. */
    locationIds: integer('location_ids').array(),
    /** `scrypt$N$r$p$salt$hash`; null until the user sets one through an invitation link. */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who created this user (a staff user's id), or null for the command line. */
    createdBy: integer('created_by'),
    /** A disabled user signs in no more and their sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_users_email_key').on(t.email),
    index('staff_users_partner_idx').on(t.partnerId),
    check('staff_users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('staff_users_role', sql`${t.role} in ('staff', 'manager')`),
  ],
);

/** A one-time link that lets a staff user set a password and signs them in (an invitation or a reset). */
export const staffSignInLinks = pgTable(
  'staff_sign_in_links',
  {
    id: id(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: bytea('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sign_in_links_code_key').on(t.codeHash),
    index('staff_sign_in_links_expiry_idx').on(t.expiresAt),
  ],
);

/** One signed-in desk browser. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedOutAt: timestamp('signed_out_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_key').on(t.tokenHash),
    index('staff_sessions_expiry_idx').on(t.expiresAt),
  ],
);
