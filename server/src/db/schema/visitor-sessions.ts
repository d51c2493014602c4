import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, id } from './columns.ts';
import { partners } from './partners.ts';

// Returning visitors (spec §5 "a logged-in session with credentials", §7 /api/{crm-provider}/oauth2/…).
// A visitor proves an e-mail address by a one-time link; the session that follows lists and opens the
// bookings made with that address at one partner. Only SHA-256 hashes of the link's code and of the
// session's cookie are kept: a copy of the database signs nobody in.

/** One sign-in link sent by e-mail: single use, short-lived. */
export const visitorSignIns = pgTable(
  'visitor_sign_ins',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The provider that proved the address (`email`: our own link); the path's `{crm-provider}`. */
    provider: text('provider').notNull(),
    /** Lower case, trimmed. */
    email: text('email').notNull(),
    codeHash: bytea('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used; a used link never signs in again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('visitor_sign_ins_code_key').on(t.codeHash),
    index('visitor_sign_ins_expiry_idx').on(t.expiresAt),
  ],
);

/** One signed-in browser: the cookie's hash, the address it proved and the page origin it is bound to. */
export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    email: text('email').notNull(),
    tokenHash: bytea('token_hash').notNull(),
    /**
     * The origin of the page that redeemed the link. The cookie goes cross-site (the widget runs on the
     * hotel's site), so the session is honoured only for requests from this origin: another site's page
     * that makes the browser send the cookie gets nothing from it.
     */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedOutAt: timestamp('signed_out_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('visitor_sessions_token_key').on(t.tokenHash),
    index('visitor_sessions_expiry_idx').on(t.expiresAt),
    check('visitor_sessions_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
