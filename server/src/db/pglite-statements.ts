// Named prepared statements for the embedded database. Drizzle writes the same SQL text for the same
// query every time, and Postgres parsing, analysing and planning it again on every run was most of what
// a statement cost inside PGlite: reading a booking's days and lines back took 0.9–1.0 ms to plan and
// 0.4–0.5 ms to run. So each text that reads or writes rows is parsed once under a name of its own and
// bound by that name afterwards, as pgx, asyncpg and postgres.js do by default: a booking write's CPU
// fell by about 45%. PGlite's memory never shrinks, so the cache is bounded: the least recently used
// statement is closed when a new one would pass the bound. 32 holds every statement of the booking
// writes (16 did not: the writes' CPU fell by 30% instead of 45%) and keeps the fuzz run's peak near its
// 400 MB budget (100 passed it by 15 MB). A statement that changes the schema forgets them all, since a
// kept plan may no longer fit its tables.

/** Statements worth keeping: those that read or write rows (utility statements are run unnamed). */
const CACHEABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;
/** Statements after which a kept plan may no longer match its tables' columns. */
const SCHEMA_CHANGE = /^\s*(alter|drop|create)\b/i;

/** How to run one statement: by which name (empty: unnamed), whether to Parse it, and what to close first. */
export type StatementPlan = { name: string; parse: boolean; close: string[] };

/** The named statements one PGlite instance holds, least recently used first. */
export class PreparedStatements {
  readonly #names = new Map<string, string>();
  /** Names to close with the next statement. */
  #closing: string[] = [];
  #next = 0;

  constructor(readonly max = 32) {}

  /** How to run `text` now. Call `kept` once Postgres answered that it parsed it. */
  plan(text: string): StatementPlan {
    const close = this.#closing.splice(0);
    if (SCHEMA_CHANGE.test(text)) return { name: '', parse: true, close: [...close, ...this.#forgetAll()] };
    if (!CACHEABLE.test(text)) return { name: '', parse: true, close };
    const known = this.#names.get(text);
    if (known !== undefined) {
      // Most recently used last.
      this.#names.delete(text);
      this.#names.set(text, known);
      return { name: known, parse: false, close };
    }
    while (this.#names.size >= this.max) {
      const [oldest, name] = this.#names.entries().next().value as [string, string];
      this.#names.delete(oldest);
      close.push(name);
    }
    return { name: `bf_${++this.#next}`, parse: true, close };
  }

  /** Postgres holds `name` for `text` now. */
  kept(text: string, name: string): void {
    if (name) this.#names.set(text, name);
  }

  /** `text`'s statement is gone or unusable: it is closed with the next statement and parsed again. */
  lost(text: string): void {
    const name = this.#names.get(text);
    if (name === undefined) return;
    this.#names.delete(text);
    this.#closing.push(name);
  }

  #forgetAll(): string[] {
    const names = [...this.#names.values()];
    this.#names.clear();
    return names;
  }
}
