import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import type { Orm } from '../db/database.ts';
import type { JsonObject } from './body.ts';
import type { Caller, Field, ReadContext, Resource, Row, Violation } from './resource.ts';
import { readField } from './resource.ts';
import { nullable, object, optional, type Shape } from './shapes.ts';
import { toViolations, unprocessable } from './violations.ts';

/** `create` (POST: `create` fields writable) or `replace` (PUT, and PATCH after merging). */
export type WriteMode = 'create' | 'replace';

function fieldShape(field: Field, mode: WriteMode): Shape | null {
  if (field.access === 'read') return null;
  if (field.fields) {
    const entries = entriesOf(field.fields, mode);
    const shape = object(entries, field.name);
    const allOptional = Object.values(entries).every((entry) => entry.optional);
    return allOptional ? optional(shape, {}) : shape;
  }
  const base = field.nullable ? nullable(field.shape) : field.shape;
  // On replace, a create-only field may be repeated (a GET body sent back) but not changed.
  if ((field.access === 'create' && mode === 'replace') || field.keepWhenAbsent) return optional(base);
  if (field.default !== undefined) return optional(base, field.default);
  if (field.nullable) return optional(base, null);
  return base;
}

function entriesOf(fields: Field[], mode: WriteMode): Record<string, Shape> {
  const entries: Record<string, Shape> = {};
  for (const field of fields) {
    const shape = fieldShape(field, mode);
    if (shape) entries[field.name] = shape;
  }
  return entries;
}

const cache = new WeakMap<Resource, Partial<Record<WriteMode, Shape>>>();

/** The body a POST (`create`) or PUT (`replace`) takes, derived from the resource's fields. */
export function writeShape(resource: Resource, mode: WriteMode): Shape {
  const cached = cache.get(resource) ?? {};
  cached[mode] ??= object(entriesOf(resource.fields, mode), `${resource.type}.${mode}`);
  cache.set(resource, cached);
  return cached[mode];
}

/**
 * Drops what a client may send back from a GET body but not set: `@context`, `@type` and read-only fields.
 * `@id`/`id` must name the row being written (none on create).
 */
export function stripReadOnly(resource: Resource, body: JsonObject, id: number | null): JsonObject {
  const { '@context': _context, '@type': _type, '@id': iri, id: bareId, ...rest } = body;
  const violations: Violation[] = [];
  if (iri !== undefined && (id === null || iri !== `/api/${resource.path}/${id}`)) {
    violations.push({
      propertyPath: '@id',
      message: 'This is not the IRI of this resource.',
      code: 'read_only',
    });
  }
  if (bareId !== undefined && (id === null || bareId !== id)) {
    violations.push({
      propertyPath: 'id',
      message: 'This is not the id of this resource.',
      code: 'read_only',
    });
  }
  if (violations.length > 0) throw unprocessable(violations);
  for (const field of resource.fields) if (field.access === 'read') delete rest[field.name];
  return rest;
}

/** Validates a body against the resource's derived schema; a 422 problem lists every violation. */
export function validateBody(resource: Resource, body: JsonObject, mode: WriteMode): Record<string, unknown> {
  const result = v.safeParse(writeShape(resource, mode).schema, body);
  if (!result.success) throw unprocessable(toViolations(result.issues));
  return result.output as Record<string, unknown>;
}

/** The row's writable fields as the API writes them (references as IRIs): the base a merge patch applies to. */
export function writableView(resource: Resource, row: Row, context: ReadContext): JsonObject {
  const pick = (fields: Field[]): JsonObject => {
    const view: JsonObject = {};
    for (const field of fields) {
      if (field.access === 'read') continue;
      const value = field.fields ? pick(field.fields) : readField(field, row, context);
      // Absent and null are the same to a merge patch; dropping nulls keeps defaults applying.
      if (value !== null) view[field.name] = value;
    }
    return view;
  };
  return pick(resource.fields);
}

/** Splits validated values into table columns and relation values. */
export function toColumns(fields: Field[], values: Record<string, unknown>) {
  const columns: Record<string, unknown> = {};
  const relations: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    if (field.fields) {
      const nested = toColumns(field.fields, (value ?? {}) as Record<string, unknown>);
      Object.assign(columns, nested.columns);
      Object.assign(relations, nested.relations);
    } else if (field.relation) relations[field.name] = value;
    else if (field.column && field.access !== 'read') columns[field.column] = value;
  }
  return { columns, relations };
}

/** Create-only fields must keep their value on replace. */
export function immutableViolations(
  resource: Resource,
  values: Record<string, unknown>,
  row: Row,
): Violation[] {
  return resource.fields
    .filter((field) => field.access === 'create' && field.column && values[field.name] !== undefined)
    .filter((field) => values[field.name] !== row[field.column!])
    .map((field) => ({
      propertyPath: field.name,
      message: 'This value cannot be changed.',
      code: 'immutable',
    }));
}

/**
 * Every reference in the values must name a row the caller may use: for staff, one of their partner's; a
 * global resource (emplacements), any existing row. Anything else reads as "does not exist".
 */
export async function referenceViolations(
  db: Orm,
  fields: Field[],
  values: Record<string, unknown>,
  caller: Caller,
  resolve: (path: string) => Resource,
  prefix = '',
): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const field of fields) {
    const value = values[field.name];
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.fields && value && typeof value === 'object') {
      violations.push(
        ...(await referenceViolations(
          db,
          field.fields,
          value as Record<string, unknown>,
          caller,
          resolve,
          path,
        )),
      );
    }
    if (!field.reference || typeof value !== 'number') continue;
    const target = resolve(field.reference);
    const idColumn = (target.table as unknown as { id: PgColumn }).id;
    const conditions: SQL[] = [eq(idColumn, value)];
    if (target.scope) {
      if (caller.kind !== 'staff') conditions.push(target.scope.visible);
      else conditions.push(target.scope.owned(caller.partnerId));
    }
    const [found] = await db
      .select({ id: idColumn })
      .from(target.table)
      .where(and(...conditions));
    if (!found) {
      violations.push({
        propertyPath: path,
        message: `${target.title} /api/${target.path}/${value} does not exist.`,
        code: 'not_found',
      });
    }
  }
  return violations;
}
