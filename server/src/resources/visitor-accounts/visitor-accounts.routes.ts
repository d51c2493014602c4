import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  SIGN_IN_LINK_MINUTES,
  SIGN_IN_PROVIDERS,
  type SignInRequested,
  signInCallbackSchema,
  signInRequestSchema,
  type VisitorBooking,
  type VisitorBookings,
  type VisitorSessionAnswer,
} from '../../../../src/contracts/visitor-session.schema.ts';
import { DEFAULT_LOCALE } from '../../../../src/domain/locale.ts';
import { JSON_TYPES, readJsonObject } from '../../api/body.ts';
import type { ApiEnv } from '../../api/context.ts';
import { parseReference } from '../../api/reference.ts';
import { parseContract, unprocessable } from '../../api/violations.ts';
import { callerOrigin, clearVisitorCookie, setVisitorCookie } from '../../auth/visitor-session-middleware.ts';
import { createSignIn, endSession, normalEmail, redeemSignIn } from '../../auth/visitor-sessions.ts';
import type { Orm } from '../../db/database.ts';
import { outboxMessages, partners } from '../../db/schema/index.ts';
import { clientAddress } from '../../http/client-address.ts';
import { countAttempts, tooManyAttempts } from '../../http/rate-limit.ts';
import { jsonLd } from '../../hydra/context.ts';
import { notFound, ProblemError } from '../../hydra/problem.ts';
import { SIGN_IN_TEMPLATE } from '../../notifications/sign-in-message.tsx';
import type { BookingDeps } from '../bookings/booking-deps.ts';

// Returning visitors (issue 21, spec §5 and §7 `/api/{crm-provider}/oauth2/…`). Our own provider,
// `email`, proves an address by a one-time link; the `{crm-provider}` segment stays so that an OAuth2
// provider (Google, Microsoft) can be added beside it as configuration (README: "Returning visitors").
//
//   POST /api/email/oauth2/authorize      {partner, email, locale}  → 202, the same for every address
//   POST /api/email/oauth2/callback       {code}                    → the session cookie
//   GET  /api/email/oauth2/user                                     → who is signed in, or 401
//   GET  /api/email/oauth2/user/bookings                            → their bookings at the partner
//   POST /api/email/oauth2/sign_out                                 → 204, the session ends

type Provider = (typeof SIGN_IN_PROVIDERS)[number];

function providerOf(c: Context<ApiEnv>): Provider {
  const name = c.req.param('provider');
  if (!(SIGN_IN_PROVIDERS as readonly string[]).includes(name ?? '')) {
    throw notFound('provider_not_found', `No sign-in provider ${name}.`);
  }
  return name as Provider;
}

async function partnerIdOf(db: Orm, named: string): Promise<number> {
  const id = parseReference(named, 'partners');
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(id === null ? eq(partners.slug, named.trim()) : eq(partners.id, id));
  if (!row) {
    throw unprocessable([
      { propertyPath: 'partner', message: `Partner ${named} does not exist.`, code: 'not_found' },
    ]);
  }
  return row.id;
}

/** The signed-in visitor of this provider, or a 401. */
function sessionOf(c: Context<ApiEnv>, provider: Provider) {
  const session = c.get('visitor');
  if (!session || session.provider !== provider) throw new ProblemError('not_signed_in');
  return session;
}

type BookingListRow = {
  id: number;
  reference: string;
  status: string;
  locationId: number;
  locationName: string;
  eventName: string;
  types: string[];
  startDate: string | null;
  endDate: string | null;
  createdAt: string | Date;
};

/** The most bookings one list shows (newest first); a visitor with more is a venue's staff, not a guest. */
const LIST_LIMIT = 200;

/** The visitor's bookings at one partner, newest first; unsent drafts are not bookings yet. */
async function bookingsOf(db: Orm, partnerId: number, email: string): Promise<VisitorBooking[]> {
  const result = (await db.execute(sql`
    select b.id, b.reference, b.status, b.location_id as "locationId", l.name as "locationName",
      b.event_name as "eventName", b.types, b.created_at as "createdAt",
      least((select min(d.date) from booking_days d where d.booking_id = b.id),
        (select min(r.start_date) from booking_rooms r where r.booking_id = b.id))::text as "startDate",
      greatest((select max(d.date) from booking_days d where d.booking_id = b.id),
        (select max(r.end_date) from booking_rooms r where r.booking_id = b.id))::text as "endDate"
    from bookings b join locations l on l.id = b.location_id
    where b.partner_id = ${partnerId} and lower(b.email) = ${email} and b.status <> 'draft'
    order by b.created_at desc, b.id desc
    limit ${LIST_LIMIT}`)) as unknown as { rows: BookingListRow[] };
  return result.rows.map((row) => ({
    '@id': `/api/booking/${row.id}`,
    '@type': 'VisitorBooking',
    id: row.id,
    reference: row.reference,
    status: row.status,
    location: `/api/locations/${row.locationId}`,
    locationName: row.locationName,
    eventName: row.eventName,
    types: row.types,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/** The routes of `/api/{provider}/oauth2/…`. */
export function visitorAccountRoutes(deps: BookingDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const { db, clock, limits } = deps;

  app.post('/:provider/oauth2/authorize', async (c) => {
    const provider = providerOf(c);
    const body = parseContract(signInRequestSchema, await readJsonObject(c, JSON_TYPES));
    const partnerId = await partnerIdOf(db, body.partner);
    const email = normalEmail(body.email);
    const now = clock.now();
    await countAttempts(
      db,
      limits,
      [
        { bucket: 'signInPerAddress', key: clientAddress(c) },
        { bucket: 'signInPerEmail', key: `${partnerId}:${email}` },
      ],
      now,
      tooManyAttempts,
    );
    // Every address gets its link, with bookings or without: the answer and the work are the same,
    // so neither tells anyone whether the partner knows the address. The e-mail reaches only its owner.
    await db.transaction(async (tx) => {
      const code = await createSignIn(tx, { partnerId, provider, email, now });
      await tx.insert(outboxMessages).values({
        partnerId,
        bookingId: null,
        event: 'sign_in',
        template: SIGN_IN_TEMPLATE,
        recipient: 'visitor',
        toAddress: body.email.trim(),
        locale: body.locale ?? DEFAULT_LOCALE,
        dedupeKey: `sign_in:${code.slice(0, 16)}`,
        facts: { linkKey: code },
        dueAt: now,
        createdAt: now,
      });
    });
    deps.notifier.outboxChanged();
    return jsonLd(
      {
        '@type': 'SignInRequested',
        provider,
        expiresInMinutes: SIGN_IN_LINK_MINUTES,
      } satisfies SignInRequested,
      202,
    );
  });

  app.post('/:provider/oauth2/callback', async (c) => {
    const provider = providerOf(c);
    const { code } = parseContract(signInCallbackSchema, await readJsonObject(c, JSON_TYPES));
    const now = clock.now();
    await countAttempts(
      db,
      limits,
      [{ bucket: 'signInRedeemPerAddress', key: clientAddress(c) }],
      now,
      tooManyAttempts,
    );
    const origin = callerOrigin(c);
    // A session must be bound to a page; a request that names none (a script outside a browser) gets none.
    const redeemed = origin ? await redeemSignIn(db, { provider, code, origin, now }) : null;
    if (!redeemed) throw new ProblemError('sign_in_link_invalid');
    setVisitorCookie(c, redeemed.token);
    c.header('Cache-Control', 'no-store');
    return jsonLd({
      '@type': 'VisitorSession',
      provider,
      email: redeemed.session.email,
      expiresAt: redeemed.session.expiresAt.toISOString(),
    } satisfies VisitorSessionAnswer);
  });

  app.get('/:provider/oauth2/user', (c) => {
    const provider = providerOf(c);
    const session = sessionOf(c, provider);
    return jsonLd({
      '@type': 'VisitorSession',
      provider,
      email: session.email,
      expiresAt: session.expiresAt.toISOString(),
    } satisfies VisitorSessionAnswer);
  });

  app.get('/:provider/oauth2/user/bookings', async (c) => {
    const provider = providerOf(c);
    const session = sessionOf(c, provider);
    const member = await bookingsOf(db, session.partnerId, session.email);
    return jsonLd({
      '@id': `/api/${provider}/oauth2/user/bookings`,
      '@type': 'Collection',
      totalItems: member.length,
      member,
    } satisfies VisitorBookings);
  });

  app.post('/:provider/oauth2/sign_out', async (c) => {
    const provider = providerOf(c);
    const session = c.get('visitor');
    if (session && session.provider === provider) await endSession(db, session.id, clock.now());
    clearVisitorCookie(c);
    return c.body(null, 204);
  });

  return app;
}
