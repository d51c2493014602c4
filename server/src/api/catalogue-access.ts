import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { ProblemError } from '../hydra/problem.ts';
import type { Caller, Operation, Resource, Row } from './resource.ts';

/**
 * Catalogue writes by desk users (issue 17). A staff user limited to some locations may change only the
 * catalogue of those locations; partner settings, promo codes and new locations are for managers.
 *
 * Both refusals are 403, not 404: the catalogue is readable partner-wide (the widget shows it publicly), so
 * hiding that a hall exists would hide nothing, while 403 tells the desk user why the save failed.
 * API keys carry no staff user and keep their partner-wide rights.
 */

/** Where a row of a location-owned resource takes its location from. */
export type LocationOwner =
  | { via: 'self' }
  | { via: 'location'; field: string; column: string }
  | { via: 'hall'; field: string; column: string };

/** Refuses `operation` on `resource` to a desk user who is not a manager, when the resource reserves it. */
export function assertRoleMayWrite(resource: Resource, operation: Operation, caller: Caller): void {
  if (caller.kind !== 'staff' || !caller.staffUser) return;
  if (caller.staffUser.role === 'manager') return;
  if (resource.managersOnly?.includes(operation)) {
    throw new ProblemError(
      'manager_role_required',
      `Only a manager may change ${resource.title.toLowerCase()}s.`,
    );
  }
}

async function locationOfHall(db: Orm, hallId: unknown): Promise<number | null> {
  if (typeof hallId !== 'number') return null;
  const result = (await db.execute(sql`select location_id from halls where id = ${hallId}`)) as unknown as {
    rows: { location_id: number }[];
  };
  return result.rows[0]?.location_id ?? null;
}

/** The locations a write touches: the current row's and the one the new values name (on create). */
async function touchedLocations(
  db: Orm,
  owner: LocationOwner,
  values: Record<string, unknown>,
  current: Row | null,
): Promise<number[]> {
  if (owner.via === 'self') return current ? [current.id as number] : [];
  const touched: unknown[] = [];
  if (current) touched.push(current[owner.column]);
  if (values[owner.field] !== undefined) touched.push(values[owner.field]);
  const ids = owner.via === 'hall' ? await Promise.all(touched.map((id) => locationOfHall(db, id))) : touched;
  return ids.filter((id): id is number => typeof id === 'number');
}

/** Refuses a write that touches a location outside the desk user's `locationIds` (null: all of them). */
export async function assertLocationsMayWrite(
  db: Orm,
  resource: Resource,
  caller: Caller,
  values: Record<string, unknown>,
  current: Row | null,
): Promise<void> {
  if (caller.kind !== 'staff' || !resource.locationOwner) return;
  const allowed = caller.staffUser?.locationIds;
  if (!allowed) return;
  const touched = await touchedLocations(db, resource.locationOwner, values, current);
  const outside = touched.find((id) => !allowed.includes(id));
  if (outside !== undefined) {
    throw new ProblemError(
      'location_not_permitted',
      `You may change the catalogue of your own locations only (not /api/locations/${outside}).`,
    );
  }
}
