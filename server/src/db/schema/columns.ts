import { sql } from 'drizzle-orm';
import { char, customType, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { Description, Translation } from '../../../../src/domain/catalogue.types.ts';

/** Raw bytes; drizzle has no built-in `bytea` (PGlite returns Uint8Array, pg a Buffer, both are Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Identity primary key; "by default" so a catalogue sync (issue 3) may keep ids stable when it must. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** ISO 4217 code that goes with every integer minor-unit amount. */
export const currency = () => char('currency', { length: 3 }).notNull().default('EUR');

/** Translated names (spec §3 "Translatable items"). */
export const translations = () =>
  jsonb('translations').$type<Translation[]>().notNull().default(sql`'[]'::jsonb`);

/** Translated descriptions (spec §3 "Translatable items"). */
export const descriptions = () =>
  jsonb('descriptions').$type<Description[]>().notNull().default(sql`'[]'::jsonb`);

/** Display order chosen by the venue. */
export const position = () => integer('position').notNull().default(0);

/** Creation and change times, kept for staff lists and sync summaries. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SQL check that a char(3) column holds an upper-case currency code. */
export const currencyCheck = (column: string) => sql.raw(`${column} ~ '^[A-Z]{3}$'`);

/**
 * The partner's own name for a row (e.g. `ams`, `ij-zaal`): the catalogue sync matches document entries to
 * rows by it, so ids stay stable across syncs. Unique within the parent.
 */
export const syncKey = () => text('key').notNull();
