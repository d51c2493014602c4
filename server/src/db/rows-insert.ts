import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// Many rows in one INSERT with ONE parameter: the rows as a JSON array, turned back into typed rows by
// `json_to_recordset`. Drizzle's multi-row insert binds a parameter per cell: the largest booking's
// 1,000 lines were 7,000 parameters, each built by drizzle in JS, serialised by the driver and parsed by
// the database as a VALUES list as long; on PGlite every other request waits while that runs.

/**
 * `INSERT INTO table (…) SELECT … FROM json_to_recordset($1)` of `rows` (drizzle's insert values: every
 * row with the same keys). `returning`: the columns to answer with, under their drizzle names.
 */
export function rowsInsert<T extends PgTable, K extends keyof T['$inferSelect'] & string = never>(
  table: T,
  rows: readonly T['$inferInsert'][],
  returning: readonly K[] = [],
): SQL<Pick<T['$inferSelect'], K>> {
  const all = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0] ?? {}) as string[];
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`rowsInsert: ${key} is no column of the table`);
    return column;
  });
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        keys.map((key, i) => [columns[i]!.name, (row as Record<string, unknown>)[key] ?? null]),
      ),
    ),
  );
  const answer =
    returning.length === 0
      ? sql``
      : sql` returning ${sql.join(
          returning.map((key) => sql`${sql.identifier(all[key]!.name)} as ${sql.identifier(key)}`),
          sql`, `,
        )}`;
  return sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${json}::json) as r(${types})${answer}`;
}
