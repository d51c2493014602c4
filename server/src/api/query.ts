import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database.ts';
import { type CollectionPage, hydraCollection } from '../hydra/collection.ts';
import { type Pagination, parsePagination } from '../hydra/pagination.ts';
import { badRequest } from '../hydra/problem.ts';
import type { Filter, RangeOperator, ReadContext, Resource, Row } from './resource.ts';
import { toMember } from './resource.ts';
import { partnerOf } from './scope.ts';
import { searchTemplate } from './search-template.ts';

/** The filters, orders and page a collection request asks for. */
export type ParsedQuery = {
  pagination: Pagination;
  applied: { filter: Filter; value: string; operator?: RangeOperator }[];
  order: { property: string; direction: 'asc' | 'desc' }[];
};

const RANGE_OPERATORS = new Set(['between', 'gt', 'gte', 'lt', 'lte']);

/**
 * Reads a collection query strictly: an unknown parameter, a repeated one, an unknown order property or a
 * bad value is a 400 problem, never silently ignored. Parameters starting with `_` (cache busters) pass.
 */
export function parseQuery(resource: Resource, filters: Filter[], query: URLSearchParams): ParsedQuery {
  const pagination = parsePagination(query);
  const seen = new Set<string>();
  const applied: ParsedQuery['applied'] = [];
  const order: ParsedQuery['order'] = [];
  const orderNames = ['order', ...(resource.orderAliases ?? [])];
  for (const [key, value] of query) {
    if (seen.has(key)) throw badRequest('duplicate_parameter', `${key} is given more than once.`);
    seen.add(key);
    if (key === 'page' || key === 'itemsPerPage' || key.startsWith('_')) continue;
    const bracket = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (bracket && orderNames.includes(bracket[1]!)) {
      const property = bracket[2]!;
      // Own keys only: `order[__proto__]` or `order[constructor]` must not find Object.prototype's.
      if (!Object.hasOwn(resource.orders, property)) {
        const known = Object.keys(resource.orders);
        throw badRequest(
          'invalid_order',
          `${key} is not an ordering of ${resource.path}; ${known.length ? `use one of ${known.map((p) => `order[${p}]`).join(', ')}` : 'it has none'}.`,
        );
      }
      const direction = value.trim().toLowerCase();
      if (direction !== 'asc' && direction !== 'desc') {
        throw badRequest('invalid_order', `${key} must be asc or desc; got "${value}".`);
      }
      order.push({ property, direction });
      continue;
    }
    const filter = filters.find((f) => f.name === (bracket ? bracket[1] : key));
    if (filter && bracket && filter.range && RANGE_OPERATORS.has(bracket[2]!)) {
      applied.push({ filter, value, operator: bracket[2] as RangeOperator });
    } else if (filter && !bracket && !filter.range) {
      applied.push({ filter, value });
    } else {
      throw badRequest(
        'unknown_parameter',
        `${key} is not a filter of ${resource.path}; known: ${describeParameters(resource, filters)}.`,
      );
    }
  }
  for (const filter of filters) {
    if (filter.required && !applied.some((a) => a.filter === filter)) {
      throw badRequest('missing_parameter', `The query parameter ${filter.name} is required.`);
    }
  }
  return { pagination, applied, order };
}

function describeParameters(resource: Resource, filters: Filter[]): string {
  const names = filters.map((f) => (f.range ? `${f.name}[between|gt|gte|lt|lte]` : f.name));
  if (Object.keys(resource.orders).length > 0) names.push('order[…]');
  return ['page', 'itemsPerPage', ...names].join(', ');
}

/**
 * The conditions that limit a request to what the caller may see: staff see everything of their partner;
 * the public sees what is available, and (for partner-owned resources) only of the one partner a scoping
 * filter names.
 */
async function scopeConditions(
  db: Orm,
  resource: Resource,
  parsed: ParsedQuery,
  context: ReadContext,
  partnerId?: number,
): Promise<SQL[]> {
  if (!resource.scope) return [];
  const caller = context.caller;
  if (caller.kind === 'staff') return [resource.scope.owned(caller.partnerId)];
  if (resource.scope.publicWithoutPartner) return [resource.scope.visible];
  const publicOf = (id: number) =>
    resource.scope!.publicOf
      ? [resource.scope!.publicOf(id)]
      : [resource.scope!.owned(id), resource.scope!.visible];
  if (partnerId !== undefined) return publicOf(partnerId);
  const scoping = parsed.applied.find((a) => a.filter.scope);
  if (!scoping) {
    const names = resource.filters.filter((f) => f.scope).map((f) => f.name);
    throw badRequest(
      'partner_required',
      `Public reads of ${resource.path} name one partner: add ${names.join(' or ')} (an IRI or an id).`,
    );
  }
  return publicOf(await partnerOf(db, scoping.filter.scope!, scoping.value, true));
}

/** Reads rows with their relations, in the given order. */
export async function loadRows(
  db: Orm,
  resource: Resource,
  where: SQL | undefined,
  orderBy: SQL[],
  page?: Pagination,
): Promise<Row[]> {
  let query = db
    .select()
    .from(resource.table)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (page) query = query.limit(page.itemsPerPage).offset(page.offset);
  const rows = (await query) as Row[];
  if (!resource.relations || rows.length === 0) return rows;
  const extra = await resource.relations.load(
    db,
    rows.map((row) => row.id as number),
  );
  return rows.map((row) => ({ ...row, ...extra.get(row.id as number) }));
}

/** One page of a collection as a Hydra collection, with the request's filters applied. */
export async function listCollection(
  db: Orm,
  resource: Resource,
  url: URL,
  context: ReadContext,
  options: { filters?: Filter[]; where?: SQL[]; partnerId?: number } = {},
) {
  const filters = options.filters ?? resource.filters;
  const parsed = parseQuery(resource, filters, url.searchParams);
  // Filter values are checked (400) before the scope is looked up (404), so a bad value is never a 404.
  const filtered = parsed.applied.map((a) => a.filter.where(a.value, context, a.operator, url.searchParams));
  const conditions = [
    ...(options.where ?? []),
    ...(await scopeConditions(db, resource, parsed, context, options.partnerId)),
    ...filtered,
  ];
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const orderBy = [
    ...parsed.order.map((o) => {
      const expression = resource.orders[o.property]!(context);
      return o.direction === 'asc' ? sql`${expression} asc` : sql`${expression} desc`;
    }),
    ...resource.defaultOrder,
  ];
  const [rows, [total]] = await Promise.all([
    loadRows(db, resource, where, orderBy, parsed.pagination),
    db.select({ n: count() }).from(resource.table).where(where),
  ]);
  const page: CollectionPage<Record<string, unknown>> = {
    members: rows.map((row) => toMember(resource, row, context)),
    totalItems: Number(total?.n ?? 0),
  };
  return {
    ...hydraCollection(resource.type, url, parsed.pagination, page),
    search: searchTemplate(url.pathname, resource, filters),
  };
}

/** The row with this id that the caller may see, or null. */
export async function findVisible(
  db: Orm,
  resource: Resource,
  id: number,
  context: ReadContext,
): Promise<Row | null> {
  const idColumn = (resource.table as unknown as { id: PgColumn }).id;
  const conditions: SQL[] = [eq(idColumn, id)];
  const caller = context.caller;
  if (resource.scope) {
    conditions.push(
      caller.kind === 'staff' ? resource.scope.owned(caller.partnerId) : resource.scope.visible,
    );
  }
  const [row] = await loadRows(db, resource, and(...conditions), []);
  return row ?? null;
}
