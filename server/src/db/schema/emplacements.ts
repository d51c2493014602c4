import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, position, translations } from './columns.ts';

/** A seating layout, global to every partner (spec §3 Emplacements); `code` picks the icon. */
export const emplacements = pgTable(
  'emplacements',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    translations: translations(),
    position: position(),
  },
  (t) => [uniqueIndex('emplacements_code_key').on(t.code)],
);
