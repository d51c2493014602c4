import { and, eq, inArray } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  type DeskSession,
  deskLinkSchema,
  deskPasswordSchema,
  deskSignInSchema,
  newStaffUserSchema,
  staffUserChangeSchema,
} from '../../../../src/contracts/desk-session.schema.ts';
import { JSON_TYPES, MERGE_PATCH_TYPE, readJsonObject } from '../../api/body.ts';
import type { ApiEnv } from '../../api/context.ts';
import { parseReference } from '../../api/reference.ts';
import { parseContract, unprocessable } from '../../api/violations.ts';
import {
  clearDeskCookie,
  deskToken,
  fromOwnPage,
  setDeskCookie,
} from '../../auth/desk-session-middleware.ts';
import { passwordProblem } from '../../auth/passwords.ts';
import {
  createStaffLink,
  createStaffUser,
  csrfTokenOf,
  endStaffSession,
  redeemStaffLink,
  STAFF_LINK_HOURS,
  StaffEmailTakenError,
  type StaffIdentity,
  setStaffPassword,
  signInStaff,
  staffOfToken,
} from '../../auth/staff-users.ts';
import { normalEmail } from '../../auth/visitor-sessions.ts';
import type { Orm } from '../../db/database.ts';
import { locations, partners, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { clientAddress } from '../../http/client-address.ts';
import { checkAttempts, recordAttempts, tooManyAttempts } from '../../http/rate-limit.ts';
import { jsonLd } from '../../hydra/context.ts';
import { notFound, ProblemError } from '../../hydra/problem.ts';
import { deskLink } from '../../notifications/links.ts';
import type { BookingDeps } from '../bookings/booking-deps.ts';
import { bookingConflictsRoutes } from './booking-conflicts.routes.ts';
import { bookingMessagesRoutes } from './booking-messages.routes.ts';
import { inboxRoutes } from './inbox.routes.ts';
import { occupancyRoutes } from './occupancy.routes.ts';
import { requireDesk } from './require-desk.ts';
import { enqueueStaffInvitation } from './staff-invitation-outbox.ts';
import { staffUserOf, staffUserOut, staffUsersOf } from './staff-user-read.ts';

// The desk's own API (issue 17): signing staff users in and out, their password, and (managers) their
// colleagues. Everything else the desk does goes through the same API as integrations, with the
// session standing where a key would.
//
//   POST  /api/desk/sign_in               {email, password}  → the session cookie
//   POST  /api/desk/links/redeem          {code}             → the session cookie (an invitation, a reset)
//   GET   /api/desk/session                                  → who is signed in, with the CSRF token
//   PUT   /api/desk/password              {password}         → the session (now with a password)
//   POST  /api/desk/sign_out                                 → 204
//   GET   /api/desk/staff_users                              → the partner's staff users
//   POST  /api/desk/staff_users           (managers)         → 201, the new user; their link is e-mailed
//   PATCH /api/desk/staff_users/{id}      (managers)         → role, locations, name, language, disabled
//   GET   /api/desk/occupancy?location=&month=               → halls by day, room types by night (occupancy.routes.ts)
//   GET   /api/desk/inbox, /api/desk/inbox/counts             → the inbox (inbox.routes.ts)
//   GET   /api/desk/bookings/{id}/messages                   → the e-mails about a booking (booking-messages.routes.ts)
//   GET   /api/desk/bookings/{id}/conflicts                  → what other bookings hold of it (booking-conflicts.routes.ts)
//   POST  /api/desk/staff_users/{id}/link (managers)         → a new one-time link, e-mailed (a forgotten password)

function requireManager(c: Context<ApiEnv>): StaffIdentity {
  const desk = requireDesk(c);
  if (desk.role !== 'manager') throw new ProblemError('manager_role_required');
  return desk;
}

/** Sign-in and link requests must come from the desk's own page, never from a form on another site. */
function requireOwnPage(c: Context<ApiEnv>): void {
  if (!fromOwnPage(c)) throw new ProblemError('csrf_token_invalid');
}

/** Location IRIs of the partner as ids; a location of another partner is a violation, not a leak. */
async function locationIdsOf(
  db: Orm,
  partnerId: number,
  iris: readonly string[] | null | undefined,
): Promise<number[] | null | undefined> {
  if (iris === undefined || iris === null) return iris;
  const ids = iris.map((iri) => parseReference(iri, 'locations'));
  const valid = ids.filter((id): id is number => id !== null);
  const found =
    valid.length === 0
      ? []
      : await db
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.partnerId, partnerId), inArray(locations.id, valid)));
  const known = new Set(found.map((row) => row.id));
  const violations = ids.flatMap((id, index) =>
    id === null || !known.has(id)
      ? [
          {
            propertyPath: `locations[${index}]`,
            message: 'No such location of this partner.',
            code: 'not_found',
          },
        ]
      : [],
  );
  if (violations.length > 0) throw unprocessable(violations);
  return [...new Set(valid)];
}

/**
 * A manager hands on only what they hold: one limited to some locations may grant those, and neither
 * "all locations" (null, also what an omitted field means on creation) nor any other. `undefined` on a
 * change leaves the colleague's locations as they are.
 */
function requireOwnLocations(manager: StaffIdentity, granted: readonly number[] | null | undefined): void {
  if (manager.locationIds === null || granted === undefined) return;
  const own = new Set(manager.locationIds);
  if (granted === null || granted.some((id) => !own.has(id))) throw new ProblemError('locations_beyond_own');
}

async function sessionAnswer(db: Orm, c: Context<ApiEnv>, token: string, now: Date): Promise<DeskSession> {
  const identity = await staffOfToken(db, token, now);
  if (!identity) throw new ProblemError('desk_sign_in_required');
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, identity.staffUserId));
  const [partner] = await db
    .select({ id: partners.id, slug: partners.slug, name: partners.name })
    .from(partners)
    .where(eq(partners.id, identity.partnerId));
  c.header('Cache-Control', 'no-store');
  return {
    '@type': 'DeskSession',
    user: staffUserOut(user!),
    partner: { '@id': `/api/partners/${partner!.id}`, ...partner! },
    csrfToken: csrfTokenOf(token),
    expiresAt: identity.expiresAt.toISOString(),
  };
}

/** The routes under `/api/desk`. */
export function deskRoutes(deps: BookingDeps, publicUrl: string | null): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const { db, clock, limits } = deps;
  const linkBase = (c: Context) => publicUrl ?? new URL(c.req.url).origin;

  app.post('/sign_in', async (c) => {
    requireOwnPage(c);
    const body = parseContract(deskSignInSchema, await readJsonObject(c, JSON_TYPES));
    const now = clock.now();
    const address = clientAddress(c);
    const attempts = [
      { bucket: 'deskSignInPerAddress' as const, key: address },
      { bucket: 'deskSignInPerAccountAddress' as const, key: `${normalEmail(body.email)}:${address}` },
    ];
    await checkAttempts(db, limits, attempts, now, tooManyAttempts);
    const token = await signInStaff(db, body.email, body.password, now);
    if (!token) {
      // Only failures count: a colleague signing in all day long is never slowed down.
      await recordAttempts(db, limits, attempts, now);
      throw new ProblemError('desk_sign_in_failed');
    }
    setDeskCookie(c, token);
    return jsonLd(await sessionAnswer(db, c, token, now));
  });

  app.post('/links/redeem', async (c) => {
    requireOwnPage(c);
    const { code } = parseContract(deskLinkSchema, await readJsonObject(c, JSON_TYPES));
    const now = clock.now();
    await checkAttempts(
      db,
      limits,
      [{ bucket: 'deskSignInPerAddress', key: clientAddress(c) }],
      now,
      tooManyAttempts,
    );
    const token = await redeemStaffLink(db, code, now);
    if (!token) {
      await recordAttempts(db, limits, [{ bucket: 'deskSignInPerAddress', key: clientAddress(c) }], now);
      throw new ProblemError('desk_link_invalid');
    }
    setDeskCookie(c, token);
    return jsonLd(await sessionAnswer(db, c, token, now));
  });

  app.get('/session', async (c) => {
    requireDesk(c);
    return jsonLd(await sessionAnswer(db, c, deskToken(c)!, clock.now()));
  });

  app.put('/password', async (c) => {
    const desk = requireDesk(c);
    const { password } = parseContract(deskPasswordSchema, await readJsonObject(c, JSON_TYPES));
    if (passwordProblem(password, desk.email) === 'is_email') {
      throw unprocessable([
        { propertyPath: 'password', message: 'desk.passwordIsEmail', code: 'password_is_email' },
      ]);
    }
    const now = clock.now();
    await setStaffPassword(db, desk, password, now);
    return jsonLd(await sessionAnswer(db, c, deskToken(c)!, now));
  });

  app.post('/sign_out', async (c) => {
    const desk = c.get('desk');
    if (desk) await endStaffSession(db, desk.sessionId, clock.now());
    clearDeskCookie(c);
    return c.body(null, 204);
  });

  app.get('/staff_users', async (c) => {
    const desk = requireDesk(c);
    const rows = await staffUsersOf(db, desk.partnerId);
    c.header('Cache-Control', 'private, no-store');
    return jsonLd({
      '@id': '/api/desk/staff_users',
      '@type': 'Collection',
      totalItems: rows.length,
      member: rows.map(staffUserOut),
    });
  });

  app.post('/staff_users', async (c) => {
    const manager = requireManager(c);
    const body = parseContract(newStaffUserSchema, await readJsonObject(c, JSON_TYPES));
    const now = clock.now();
    const locationIds = await locationIdsOf(db, manager.partnerId, body.locations);
    requireOwnLocations(manager, locationIds ?? null);
    const locale = body.locale ?? manager.locale;
    const created = await db
      .transaction(async (tx) => {
        const user = await createStaffUser(
          tx,
          {
            partnerId: manager.partnerId,
            name: body.name,
            email: body.email,
            role: body.role,
            locale,
            locationIds: locationIds ?? null,
            createdBy: manager.staffUserId,
          },
          now,
        );
        const mail = { partnerId: manager.partnerId, email: user.email, locale, code: user.code };
        await enqueueStaffInvitation(tx, { ...mail, invitedBy: manager.name }, now);
        return user;
      })
      .catch((error) => {
        if (error instanceof StaffEmailTakenError) throw new ProblemError('staff_email_taken');
        throw error;
      });
    deps.notifier.outboxChanged();
    const row = await staffUserOf(db, manager.partnerId, created.id);
    c.header('Location', `/api/desk/staff_users/${created.id}`);
    return jsonLd(
      {
        '@type': 'StaffLink',
        user: staffUserOut(row!),
        link: deskLink(linkBase(c), created.code),
        expiresAt: new Date(now.getTime() + STAFF_LINK_HOURS * 3_600_000).toISOString(),
      },
      201,
    );
  });

  app.patch('/staff_users/:id', async (c) => {
    const manager = requireManager(c);
    const id = parseReference(c.req.param('id'), 'desk/staff_users');
    const current = id === null ? null : await staffUserOf(db, manager.partnerId, id);
    if (!current) throw notFound('staff_user_not_found', `Staff user ${c.req.param('id')} does not exist.`);
    const body = parseContract(
      staffUserChangeSchema,
      await readJsonObject(c, [...JSON_TYPES, MERGE_PATCH_TYPE]),
    );
    // A manager cannot take away their own role or account: the partner would be left without one.
    if (current.id === manager.staffUserId && (body.role === 'staff' || body.disabled === true)) {
      throw unprocessable([
        {
          propertyPath: body.disabled ? 'disabled' : 'role',
          message: 'desk.notYourself',
          code: 'own_account',
        },
      ]);
    }
    const now = clock.now();
    const locationIds = await locationIdsOf(db, manager.partnerId, body.locations);
    requireOwnLocations(manager, locationIds);
    await db.transaction(async (tx) => {
      await tx
        .update(staffUsers)
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.role !== undefined && { role: body.role }),
          ...(body.locale !== undefined && { locale: body.locale }),
          ...(locationIds !== undefined && { locationIds }),
          ...(body.disabled !== undefined && {
            disabledAt: body.disabled ? (current.disabledAt ?? now) : null,
          }),
        })
        .where(eq(staffUsers.id, current.id));
      // A disabled user's sessions end at once, not when they expire.
      if (body.disabled)
        await tx
          .update(staffSessions)
          .set({ signedOutAt: now })
          .where(eq(staffSessions.staffUserId, current.id));
    });
    return jsonLd(staffUserOut((await staffUserOf(db, manager.partnerId, current.id))!));
  });

  app.post('/staff_users/:id/link', async (c) => {
    const manager = requireManager(c);
    const id = parseReference(c.req.param('id'), 'desk/staff_users');
    const row = id === null ? null : await staffUserOf(db, manager.partnerId, id);
    if (!row || row.disabledAt)
      throw notFound('staff_user_not_found', `Staff user ${c.req.param('id')} does not exist.`);
    const now = clock.now();
    const code = await db.transaction(async (tx) => {
      const fresh = await createStaffLink(tx, row.id, now);
      const mail = { partnerId: manager.partnerId, email: row.email, locale: row.locale, code: fresh };
      await enqueueStaffInvitation(tx, { ...mail, invitedBy: manager.name }, now);
      return fresh;
    });
    deps.notifier.outboxChanged();
    return jsonLd({
      '@type': 'StaffLink',
      user: staffUserOut(row),
      link: deskLink(linkBase(c), code),
      expiresAt: new Date(now.getTime() + STAFF_LINK_HOURS * 3_600_000).toISOString(),
    });
  });

  app.route('/occupancy', occupancyRoutes(db));

  app.route('/inbox', inboxRoutes(deps));
  app.route('/bookings', bookingMessagesRoutes(db));
  app.route('/bookings', bookingConflictsRoutes(db));

  return app;
}
