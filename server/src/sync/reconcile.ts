import { eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database.ts';
import { SYNC_KINDS, type SyncCounts, type SyncKind } from './sync-types.ts';

/** Running counts of a sync. */
export type Tally = Record<'created' | 'updated' | 'deactivated' | 'removed' | 'unchanged', SyncCounts>;

/** All counts at zero. */
export function emptyTally(): Tally {
  const zero = () => Object.fromEntries(SYNC_KINDS.map((kind) => [kind, 0])) as SyncCounts;
  return { created: zero(), updated: zero(), deactivated: zero(), removed: zero(), unchanged: zero() };
}

/** Deep equality of stored and desired values; object key order does not matter (jsonb reorders keys). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => sameValue(value, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

type Row = Record<string, unknown> & { id: number };

/** A desired row: its match key and the column values it should have. */
export type Desired = { key: string; values: Record<string, unknown> };

/** What reconcile needs to know about one table under one parent. */
export type ReconcileSpec = {
  table: PgTable;
  kind: SyncKind;
  /** The rows of this parent (those the document describes in full). */
  parent: SQL;
  keyOf: (row: Record<string, unknown>) => string;
  desired: Desired[];
  /** Rows the document leaves out: set these values (deactivate) or delete them (plain values). */
  retire: Record<string, unknown> | 'delete';
};

/**
 * Makes the table's rows under `parent` match `desired`: inserts what is new (in document order, so ids
 * follow it), updates only what differs, and retires the rest. Returns the id of every desired key.
 */
export async function reconcile(
  tx: Orm,
  spec: ReconcileSpec,
  tally: Tally,
): Promise<Map<string, number> & { unchanged: Set<string> }> {
  const { table, kind } = spec;
  const id = (table as unknown as { id: PgColumn }).id;
  const stamped = 'updatedAt' in getTableColumns(table);
  const existing = (await tx.select().from(table).where(spec.parent)) as Row[];
  const byKey = new Map(existing.map((row) => [spec.keyOf(row), row]));
  const ids = Object.assign(new Map<string, number>(), { unchanged: new Set<string>() });
  const inserts: Record<string, unknown>[] = [];
  for (const wanted of spec.desired) {
    const row = byKey.get(wanted.key);
    if (!row) {
      inserts.push(wanted.values);
      continue;
    }
    byKey.delete(wanted.key);
    ids.set(wanted.key, row.id);
    const changed = Object.entries(wanted.values).filter(([column, value]) => !sameValue(row[column], value));
    if (changed.length === 0) {
      tally.unchanged[kind]++;
      ids.unchanged.add(wanted.key);
      continue;
    }
    const values = Object.fromEntries(changed);
    if (stamped) values.updatedAt = sql`now()`;
    await tx.update(table).set(values).where(eq(id, row.id));
    tally.updated[kind]++;
  }
  if (inserts.length > 0) {
    const rows = (await tx.insert(table).values(inserts).returning()) as Row[];
    for (const row of rows) ids.set(spec.keyOf(row), row.id);
    tally.created[kind] += rows.length;
  }
  const leftOver = [...byKey.values()];
  if (spec.retire === 'delete') {
    if (leftOver.length > 0) {
      await tx.delete(table).where(
        inArray(
          id,
          leftOver.map((row) => row.id),
        ),
      );
      tally.removed[kind] += leftOver.length;
    }
    return ids;
  }
  const retire = spec.retire;
  const active = leftOver.filter((row) =>
    Object.entries(retire).some(([column, value]) => !sameValue(row[column], value)),
  );
  if (active.length > 0) {
    const values: Record<string, unknown> = { ...retire };
    if (stamped) values.updatedAt = sql`now()`;
    await tx
      .update(table)
      .set(values)
      .where(
        inArray(
          id,
          active.map((row) => row.id),
        ),
      );
    tally.deactivated[kind] += active.length;
  }
  return ids;
}
