import { type PGlite, types } from '@electric-sql/pglite';

// Drizzle reads dates, timestamps and intervals as PostgreSQL writes them (text), and asks PGlite for that
// with `parsers` on every query. PGlite then copies its whole table of type parsers (every type and array
// type of the database) to merge them in, for each query: under booking writes at 50 a second, a tenth
// of the embedded server's CPU, at the edge of its capacity (without the copy, in one run each, 22.3 →
// 20.2 ms a write and the writes' p99 136 → 56 ms). So the instance parses those types as text itself,
// drizzle's statements are parsed with the instance's parsers alone (pglite-one-trip.ts), and the raw
// `query` of database.ts asks for PGlite's own parsing of them (Dates), as it always had.

/** The types drizzle reads as text. */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE];

type Parser = (value: string, typeId?: number) => unknown;

/**
 * Makes `client` parse dates, timestamps and intervals as text, as drizzle asks; returns PGlite's own
 * parsers of them, for queries that want those.
 */
export function parseDatesAsText(client: PGlite): Record<number, Parser> {
  const own: Record<number, Parser> = {};
  for (const type of TEXT_TYPES) {
    const parser = client.parsers[type];
    if (parser) own[type] = parser;
    client.parsers[type] = (value: string) => value;
  }
  return own;
}
