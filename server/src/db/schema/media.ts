import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { partners } from './partners.ts';

/** Images and other files we serve at `/media/{filename}`; generated or uploaded, never hotlinked. */
export const media = pgTable('media', {
  filename: text('filename').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
