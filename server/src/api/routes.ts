import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Context, Hono } from 'hono';
import type { Orm } from '../db/database.ts';
import { contextIri, jsonLd } from '../hydra/context.ts';
import { routeId } from '../hydra/ids.ts';
import { notFound } from '../hydra/problem.ts';
import { JSON_TYPES, MERGE_PATCH_TYPE, mergePatch, readJsonObject } from './body.ts';
import { assertLocationsMayWrite, assertRoleMayWrite } from './catalogue-access.ts';
import { type ApiEnv, readContext, requireStaff } from './context.ts';
import { constraintProblem } from './db-errors.ts';
import { findVisible, listCollection } from './query.ts';
import { type Caller, notFoundCode, type Resource, type Row, toMember } from './resource.ts';
import { unprocessable } from './violations.ts';
import {
  immutableViolations,
  referenceViolations,
  stripReadOnly,
  toColumns,
  validateBody,
  type WriteMode,
  writableView,
} from './write.ts';

/** What generic routes need: the database and a way to find other resources (for references). */
export type RouteDeps = { db: Orm; resolve: (path: string) => Resource };

/** Runs `work` in one transaction; constraint failures become 409/422 problems. */
export async function transact<T>(db: Orm, work: (tx: Orm) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Orm));
  } catch (error) {
    throw constraintProblem(error);
  }
}

function idColumn(table: PgTable): PgColumn {
  return (table as unknown as { id: PgColumn }).id;
}

/** The single-resource JSON-LD answer for a row. */
export function memberResponse(resource: Resource, row: Row, c: Context<ApiEnv>, status = 200): Response {
  const response = jsonLd(
    { '@context': contextIri(resource.type), ...toMember(resource, row, readContext(c)) },
    status,
  );
  if (status === 201) response.headers.set('Location', `/api/${resource.path}/${row.id}`);
  return response;
}

/** Locks the row for the rest of the transaction if this partner owns it; otherwise a 404 problem. */
export async function lockOwned(db: Orm, resource: Resource, id: number, partnerId: number): Promise<Row> {
  const conditions = [eq(idColumn(resource.table), id)];
  if (resource.scope) conditions.push(resource.scope.owned(partnerId));
  const [locked] = await db
    .select({ id: idColumn(resource.table) })
    .from(resource.table)
    .where(and(...conditions))
    .for('update');
  const row = locked
    ? await findVisible(db, resource, id, { caller: staffOf(partnerId), language: 'en-US' })
    : null;
  if (!row) throw notFound(notFoundCode(resource), `${resource.title} ${id} does not exist.`);
  return row;
}

function staffOf(partnerId: number): Caller {
  return { kind: 'staff', partnerId, keyId: 0 };
}

/**
 * Validates and writes one row (insert when `current` is null) with its relations, then reads it back.
 * Shape, references, immutable fields and the resource's own rules are all checked before any write.
 */
export async function saveRow(
  deps: RouteDeps & { tx: Orm },
  resource: Resource,
  caller: Caller,
  body: Record<string, unknown>,
  current: Row | null,
): Promise<Row> {
  const { tx } = deps;
  const mode: WriteMode = current ? 'replace' : 'create';
  let values = validateBody(resource, body, mode);
  if (!current && resource.onCreate) values = resource.onCreate(values, caller);
  const violations = [
    ...(current ? immutableViolations(resource, values, current) : []),
    ...(await referenceViolations(tx, resource.fields, values, caller, deps.resolve)),
    ...(resource.refine ? await resource.refine(tx, values, current) : []),
  ];
  if (violations.length > 0) throw unprocessable(violations);
  await assertLocationsMayWrite(tx, resource, caller, values, current);
  const { columns, relations } = toColumns(resource.fields, values);
  let id = current?.id as number | undefined;
  if (current) {
    if ('updatedAt' in getTableColumns(resource.table)) columns.updatedAt = sql`now()`;
    if (Object.keys(columns).length > 0) {
      await tx
        .update(resource.table)
        .set(columns)
        .where(eq(idColumn(resource.table), id!));
    }
  } else {
    const [inserted] = (await tx
      .insert(resource.table)
      .values(columns)
      .returning({ id: idColumn(resource.table) })) as { id: number }[];
    id = inserted!.id;
  }
  if (resource.relations && Object.keys(relations).length > 0)
    await resource.relations.save(tx, id!, relations);
  const row = await findVisible(tx, resource, id!, { caller, language: 'en-US' });
  return row!;
}

/** Mounts the resource's operations: GET collection and item, POST, PUT, PATCH (merge patch), DELETE. */
export function resourceRoutes(resource: Resource, deps: RouteDeps): Hono<ApiEnv> {
  const { db } = deps;
  const app = new Hono<ApiEnv>();
  const ops = new Set(resource.operations);
  const label = resource.title;
  const code = notFoundCode(resource);

  if (ops.has('list')) {
    app.get('/', async (c) => jsonLd(await listCollection(db, resource, new URL(c.req.url), readContext(c))));
  }
  if (ops.has('get')) {
    app.get('/:id', async (c) => {
      const id = routeId(c.req.param('id'), code, label);
      const row = await findVisible(db, resource, id, readContext(c));
      if (!row) throw notFound(code, `${label} ${id} does not exist.`);
      return memberResponse(resource, row, c);
    });
  }
  if (ops.has('create')) {
    app.post('/', async (c) => {
      const caller = requireStaff(c);
      assertRoleMayWrite(resource, 'create', caller);
      const body = stripReadOnly(resource, await readJsonObject(c, JSON_TYPES), null);
      const row = await transact(db, (tx) => saveRow({ ...deps, tx }, resource, caller, body, null));
      return memberResponse(resource, row, c, 201);
    });
  }
  if (ops.has('replace')) {
    app.put('/:id', async (c) => {
      const caller = requireStaff(c);
      assertRoleMayWrite(resource, 'replace', caller);
      const id = routeId(c.req.param('id'), code, label);
      const body = await readJsonObject(c, JSON_TYPES);
      const row = await transact(db, async (tx) => {
        const current = await lockOwned(tx, resource, id, caller.partnerId);
        return saveRow({ ...deps, tx }, resource, caller, stripReadOnly(resource, body, id), current);
      });
      return memberResponse(resource, row, c);
    });
  }
  if (ops.has('patch')) {
    app.patch('/:id', async (c) => {
      const caller = requireStaff(c);
      assertRoleMayWrite(resource, 'patch', caller);
      const id = routeId(c.req.param('id'), code, label);
      const patch = await readJsonObject(c, [MERGE_PATCH_TYPE]);
      const row = await transact(db, async (tx) => {
        const current = await lockOwned(tx, resource, id, caller.partnerId);
        const base = writableView(resource, current, readContext(c));
        const merged = mergePatch(base, stripReadOnly(resource, patch, id)) as Record<string, unknown>;
        return saveRow({ ...deps, tx }, resource, caller, merged, current);
      });
      return memberResponse(resource, row, c);
    });
  }
  if (ops.has('delete')) {
    app.delete('/:id', async (c) => {
      const caller = requireStaff(c);
      assertRoleMayWrite(resource, 'delete', caller);
      const id = routeId(c.req.param('id'), code, label);
      await transact(db, async (tx) => {
        const current = await lockOwned(tx, resource, id, caller.partnerId);
        await assertLocationsMayWrite(tx, resource, caller, {}, current);
        if (resource.beforeDelete) await resource.beforeDelete(tx, id);
        await tx.delete(resource.table).where(eq(idColumn(resource.table), id));
      });
      return c.body(null, 204);
    });
  }
  return app;
}
