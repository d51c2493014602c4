import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { partners, staffUsers } from '../db/schema/index.ts';
import { UnknownPartnerError } from './staff-keys.ts';
import { createStaffLink, createStaffUser, type StaffRole } from './staff-users.ts';
import { normalEmail } from './visitor-sessions.ts';

// `npm run staff-user` (issue 17): a staff user of a partner and a one-time link
// to the desk for them. Asking again for the same address gives that user a new link (a forgotten
// password), never a second account.

/** What the command line asks for. */
export type StaffUserRequest = {
  partner: string;
  email: string;
  name?: string;
  role?: StaffRole;
  locale?: string;
};

/** The user and the code of their new link (shown once). */
export type StaffInvitation = {
  code: string;
  created: boolean;
  user: { id: number; name: string; email: string; role: StaffRole };
  partner: { slug: string; name: string };
};

/** Thrown when the address belongs to a staff user of another partner. */
export class StaffUserElsewhereError extends Error {
  constructor(readonly email: string) {
    super(`${email} already has a desk account at another partner.`);
    this.name = 'StaffUserElsewhereError';
  }
}

/** Creates the staff user (or finds them) and writes a new one-time link for them. */
export async function inviteStaffUser(
  db: Orm,
  request: StaffUserRequest,
  now: Date,
): Promise<StaffInvitation> {
  const [partner] = await db
    .select({ id: partners.id, slug: partners.slug, name: partners.name })
    .from(partners)
    .where(eq(partners.slug, request.partner));
  if (!partner) throw new UnknownPartnerError(request.partner);
  const email = normalEmail(request.email);
  const [existing] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  if (existing && existing.partnerId !== partner.id) throw new StaffUserElsewhereError(email);
  if (existing) {
    const code = await createStaffLink(db, existing.id, now);
    return {
      code,
      created: false,
      user: { id: existing.id, name: existing.name, email, role: existing.role },
      partner: { slug: partner.slug, name: partner.name },
    };
  }
  const name = request.name?.trim() || email.split('@')[0]!;
  const role = request.role ?? 'staff';
  const made = await createStaffUser(
    db,
    { partnerId: partner.id, name, email, role, ...(request.locale && { locale: request.locale }) },
    now,
  );
  return {
    code: made.code,
    created: true,
    user: { id: made.id, name, email, role },
    partner: { slug: partner.slug, name: partner.name },
  };
}
