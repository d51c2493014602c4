import { asc, eq } from 'drizzle-orm';
import type { StaffUser } from '../../../../src/contracts/desk-session.schema.ts';
import type { Orm } from '../../db/database.ts';
import { staffUsers } from '../../db/schema/index.ts';

type StaffUserRow = typeof staffUsers.$inferSelect;

/** A staff user as the desk's API answers: no password hash, locations as IRIs. */
export function staffUserOut(row: StaffUserRow): StaffUser {
  return {
    '@id': `/api/desk/staff_users/${row.id}`,
    '@type': 'StaffUser',
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    locale: row.locale,
    locations: row.locationIds?.map((id) => `/api/locations/${id}`) ?? null,
    hasPassword: row.passwordHash !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One staff user of a partner, or null (another partner's users do not exist for this caller). */
export async function staffUserOf(db: Orm, partnerId: number, id: number): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row && row.partnerId === partnerId ? row : null;
}

/** Every staff user of a partner, by name. */
export async function staffUsersOf(db: Orm, partnerId: number): Promise<StaffUserRow[]> {
  return db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.partnerId, partnerId))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
}
