import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, id } from './columns.ts';
import { partners } from './partners.ts';

/**
 * Secret API keys for staff. Only the SHA-256 of a key is stored (keys carry 256 random bits, so a fast
 * hash is enough: there is nothing to brute-force). `partner_id` binds a key to one partner; a key without
 * a partner is a platform key, which may only create partners.
 */
export const staffKeys = pgTable(
  'staff_keys',
  {
    id: id(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    keyHash: bytea('key_hash').notNull(),
    // The first characters of the key, so an operator can tell keys apart without the secret.
    hint: text('hint').notNull(),
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_keys_hash_key').on(t.keyHash),
    index('staff_keys_partner_idx').on(t.partnerId),
    check('staff_keys_hash_length', sql`octet_length(${t.keyHash}) = 32`),
  ],
);
