import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database.ts';
import type { CodeWithStatus } from '../domain/error-codes.ts';
import type { LocationOwner } from './catalogue-access.ts';
import type { JsonSchema, Shape } from './shapes.ts';

/** Who is calling: the public, staff of one partner, or the platform operator (may only create partners). */
export type Caller =
  | { kind: 'public' }
  | {
      kind: 'staff';
      partnerId: number;
      /** The API key's id; 0 for a desk session and for the server's own reads. */
      keyId: number;
      /** The person signed in to the desk, when the caller is one rather than an API key. */
      staffUser?: StaffUserCaller;
    }
  | { kind: 'platform'; keyId: number };

/** A desk user acting through their session (issue 17). */
export type StaffUserCaller = {
  id: number;
  name: string;
  role: 'staff' | 'manager';
  /** null: every location of the partner. */
  locationIds: number[] | null;
};

/** The audit trail's id of a staff caller: the person (`staff-user:12`) or the API key (`staff-key:3`). */
export function staffActorId(caller: Extract<Caller, { kind: 'staff' }>): string {
  return caller.staffUser ? `staff-user:${caller.staffUser.id}` : `staff-key:${caller.keyId}`;
}

/** What a read needs besides the row: the reader's language (names follow spec §9's fallback). */
export type ReadContext = {
  language: string;
  caller: Caller;
  /** The deployment's ERROR_REPORTING_DSN, which the partner read passes on to the widget. */
  errorReportingDsn?: string | null;
};

/** A database row as drizzle returns it (camelCase keys) plus any loaded relations. */
export type Row = Record<string, unknown>;

/**
 * One property of a resource. Stored in `column` (a drizzle key of the table), in nested `fields` (an object
 * such as `partnerSettings` spread over columns), or produced by `read` (computed names, relations).
 */
export type Field = {
  name: string;
  description: string;
  /** The value type when present and not null. */
  shape: Shape;
  nullable?: boolean;
  column?: string;
  fields?: Field[];
  /** Output as the IRI of this resource path, e.g. `locations`. */
  reference?: string;
  /** `read`: never written; `create`: set on creation, then immutable; `write` (default): writable. */
  access?: 'read' | 'create' | 'write';
  /** The value a write without this key gets; without a default a non-nullable field is required. */
  default?: unknown;
  /** May be left out of a write: a create fills it in (`onCreate`), a replace keeps the current value. */
  keepWhenAbsent?: boolean;
  /** Computes the value (computed fields, relations loaded by the resource's `relations.load`). */
  read?: (row: Row, context: ReadContext) => unknown;
  /** Saved by the resource's `relations.save`, not into a column. */
  relation?: boolean;
};

/** How a range filter compares: API Platform's operators. */
export type RangeOperator = 'between' | 'gt' | 'gte' | 'lt' | 'lte';

/** One query parameter that narrows a collection (API Platform naming). */
export type Filter = {
  /** Parameter name, a property path such as `hall.location` or `translations.name`. */
  name: string;
  description: string;
  /** JSON Schema of one value, for the OpenAPI parameter. */
  schema: JsonSchema;
  /** The property the Hydra mapping names (defaults to `name`). */
  property?: string;
  required?: boolean;
  /** Accepts `name[between]=a..b`, `name[gt]=…` etc. instead of a bare value. */
  range?: boolean;
  /** The value names a row of this resource, whose partner scopes a public request. */
  scope?: string;
  /** The SQL condition for a value (`query` for filters read in pairs); throws a 400 problem on a bad value. */
  where: (value: string, context: ReadContext, operator?: RangeOperator, query?: URLSearchParams) => SQL;
};

/** Extra rows a resource reads and writes beside its own table (e.g. a package deal's items and halls). */
export type Relations = {
  load: (db: Orm, ids: number[]) => Promise<Map<number, Row>>;
  save: (db: Orm, id: number, values: Record<string, unknown>) => Promise<void>;
};

/** The operations a resource serves on its collection and item paths. */
export type Operation = 'list' | 'get' | 'create' | 'replace' | 'patch' | 'delete';

/** A 422 violation (design.md): `propertyPath` is the field, `code` a stable key. */
export type Violation = { propertyPath: string; message: string; code: string };

/** Everything about one resource, from which its routes, validation, filters and both API documents derive. */
export type Resource = {
  /** JSON-LD `@type` and Hydra class, e.g. `Hall`. */
  type: string;
  /** Collection path segment, e.g. `halls` for `/api/halls`. */
  path: string;
  title: string;
  description: string;
  table: PgTable;
  fields: Field[];
  filters: Filter[];
  /** `order[name]=asc` properties and their SQL. */
  orders: Record<string, (context: ReadContext) => SQL>;
  /** Extra names for the order parameter (spec §7 calls it `ordering` for package deals). */
  orderAliases?: string[];
  defaultOrder: SQL[];
  operations: Operation[];
  /** Partner ownership; absent for global resources (emplacements). */
  scope?: {
    /** Rows of this partner. */
    owned: (partnerId: number) => SQL;
    /** What the public may see: available and not deleted, up the parent chain. */
    visible: SQL;
    /** `owned` and `visible` in one condition, which plans faster where both walk the same parents. */
    publicOf?: (partnerId: number) => SQL;
    /** The public may list it without naming a partner (partners themselves: their branding is public). */
    publicWithoutPartner?: boolean;
  };
  relations?: Relations;
  /** Checks across fields and rows (same location, date order) once the shape is valid. */
  refine?: (db: Orm, values: Record<string, unknown>, current: Row | null) => Promise<Violation[]>;
  /** Refuses a DELETE of a row still referenced (throws a 409 problem). */
  beforeDelete?: (db: Orm, id: number) => Promise<void>;
  /** Fills values a create needs from the caller (e.g. a new location's partner). */
  onCreate?: (values: Record<string, unknown>, caller: Caller) => Record<string, unknown>;
  /** The location a row belongs to: desk users limited to some locations write only theirs. */
  locationOwner?: LocationOwner;
  /** Writes only a manager may make when signed in to the desk (partner settings, promo codes). */
  managersOnly?: Operation[];
};

/** `hall_not_found` for `Hall`, `location_room_type_not_found` for `LocationRoomType`. */
export function notFoundCode(resource: Resource): CodeWithStatus<404> {
  // Built from the type; error-codes.test.ts checks every resource's code is in the catalogue.
  return `${resource.type.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()}_not_found` as CodeWithStatus<404>;
}

/** The field's value for the API, from a row. */
export function readField(field: Field, row: Row, context: ReadContext): unknown {
  if (field.read) return field.read(row, context);
  if (field.fields) {
    return Object.fromEntries(field.fields.map((sub) => [sub.name, readField(sub, row, context)]));
  }
  const value = row[field.column ?? field.name];
  if (field.reference && value !== null && value !== undefined) return `/api/${field.reference}/${value}`;
  return value ?? null;
}

/** The JSON-LD member of a row: `@id`, `@type`, then the fields in their declared order. */
export function toMember(resource: Resource, row: Row, context: ReadContext): Record<string, unknown> {
  const member: Record<string, unknown> = {
    '@id': `/api/${resource.path}/${row.id}`,
    '@type': resource.type,
  };
  for (const field of resource.fields) member[field.name] = readField(field, row, context);
  return member;
}
