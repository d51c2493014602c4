import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import type { CodeWithStatus } from '../domain/error-codes.ts';
import { notFound } from '../hydra/problem.ts';
import { parseReference } from './reference.ts';

const LABELS: Record<string, [string, CodeWithStatus<404>]> = {
  partners: ['Partner', 'partner_not_found'],
  locations: ['Location', 'location_not_found'],
  halls: ['Hall', 'hall_not_found'],
};

async function firstId(db: Orm, query: ReturnType<typeof sql>): Promise<number | null> {
  const result = (await db.execute(query)) as unknown as { rows: { partner_id: number }[] };
  return result.rows[0]?.partner_id ?? null;
}

/**
 * The partner a scoping filter value names (a partner by IRI, id or slug; a location or hall by IRI or id).
 * For the public only what is available counts; anything else is a 404 problem, as if it did not exist.
 */
export async function partnerOf(
  db: Orm,
  resource: string,
  value: string,
  publicOnly: boolean,
): Promise<number> {
  const scope = LABELS[resource];
  // Only partners, locations and halls scope a collection: anything else is a resource definition bug.
  if (!scope) throw new Error(`No resource scopes by ${resource}.`);
  const [label, code] = scope;
  const id = parseReference(value, resource);
  let partnerId: number | null = null;
  if (resource === 'partners') {
    partnerId = await firstId(
      db,
      id === null
        ? sql`select id as partner_id from partners where slug = ${value.trim()}`
        : sql`select id as partner_id from partners where id = ${id}`,
    );
  } else if (id !== null && resource === 'locations') {
    partnerId = await firstId(
      db,
      sql`select partner_id from locations where id = ${id} and (${!publicOnly} or available)`,
    );
  } else if (id !== null && resource === 'halls') {
    partnerId = await firstId(
      db,
      sql`select l.partner_id from halls h join locations l on l.id = h.location_id
          where h.id = ${id} and (${!publicOnly} or (h.available and l.available))`,
    );
  }
  if (partnerId === null) throw notFound(code, `${label} ${value} does not exist.`);
  return partnerId;
}
