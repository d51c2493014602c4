import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { JSON_TYPES, type JsonObject, MERGE_PATCH_TYPE, mergePatch, readJsonObject } from '../../api/body.ts';
import { type ApiEnv, requireStaff } from '../../api/context.ts';
import { staffActorId } from '../../api/resource.ts';
import { unprocessable } from '../../api/violations.ts';
import { bookings } from '../../db/schema/index.ts';
import type { Actor } from '../../domain/booking-lifecycle/index.ts';
import { clientAddress } from '../../http/client-address.ts';
import { idempotent } from '../../http/idempotency.ts';
import { checkAttempts, emailKey, recordAttempts } from '../../http/rate-limit.ts';
import { jsonLd } from '../../hydra/context.ts';
import { routeId } from '../../hydra/ids.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { countPromoCheck } from '../booking-quotes/booking-quotes.routes.ts';
import { runPaymentJobs } from '../payments/payment-jobs.ts';
import { type BookingRow, loadBooking, payloadColumns, replaceLines } from './booking.repository.ts';
import { parseBookingPayload } from './booking.schema.ts';
import { authorize, newCredentials } from './booking-access.ts';
import { corporateAccountFor } from './booking-corporate.ts';
import type { BookingDeps } from './booking-deps.ts';
import { heldPayloads, keepStoredTexts, saveEdit, writablePayload } from './booking-edit.service.ts';
import { bookingDocument } from './booking-read.repository.ts';
import { loadLocation, resolveBooking } from './booking-references.ts';
import { callerScope, finish, privately, transitionBody } from './booking-requests.ts';
import { runTransition } from './booking-transition.service.ts';
import { nextReference } from './readable-reference.ts';

// The booking endpoints of spec §7 (`/api/booking…`) and their staff twins under `/api/reservations`.
// Every write takes an Idempotency-Key; every answer is private to its caller.

/** Which path family answers: the visitor's `/api/booking` or staff's `/api/reservations`. */
export type BookingPath = 'booking' | 'reservations';

const EMPTY_FLAGS = {
  requestKind: null,
  instant: false,
  paid: false,
  changePending: false,
  changeNeedsVenue: false,
  cancellationCharged: false,
  holdExtended: false,
};
const CONFIRMATION_STATUSES = new Set(['accepted', 'payment_pending', 'confirmed']);

async function document(
  deps: BookingDeps,
  db: BookingDeps['db'],
  row: BookingRow,
  actor: Actor,
  path: BookingPath,
) {
  const location = (await loadLocation(db, row.locationId))!;
  return bookingDocument(db, row, location, actor, deps.clock.now(), path, deps.payments !== null);
}

async function checkedPayload(
  deps: BookingDeps,
  body: JsonObject,
  options: Parameters<typeof resolveBooking>[2],
) {
  const parsed = parseBookingPayload(body);
  if (!parsed.ok) throw unprocessable(parsed.violations);
  const resolved = await resolveBooking(deps.db, parsed.value, options);
  if (!resolved.ok) throw unprocessable(resolved.violations);
  return resolved.value;
}

/** POST: a new draft booking; the answer carries `username` and `key` (this once). */
export async function createBooking(
  c: Context<ApiEnv>,
  deps: BookingDeps,
  path: BookingPath,
): Promise<Response> {
  const caller = path === 'reservations' ? requireStaff(c) : c.get('caller');
  if (caller.kind === 'platform') requireStaff(c);
  const staff = caller.kind === 'staff' ? caller : null;
  const body = await readJsonObject(c, JSON_TYPES);
  const now = deps.clock.now();
  // Counted once a booking is made (invalid and replayed requests never are, so nobody can use up
  // someone else's e-mail address); checked before anything else is done.
  const limited = staff
    ? []
    : [
        { bucket: 'bookingPerAddress' as const, key: clientAddress(c) },
        {
          bucket: 'bookingPerEmail' as const,
          key: emailKey(typeof body.email === 'string' ? body.email : ''),
        },
      ];
  if (limited.length > 0) {
    await checkAttempts(
      deps.db,
      deps.limits,
      limited,
      now,
      (retryAfter) =>
        new ProblemError(
          'too_many_bookings',
          `Too many bookings from this address or for this e-mail; try again in ${retryAfter} seconds.`,
          { 'Retry-After': String(retryAfter) },
        ),
    );
  }
  const resolved = await checkedPayload(deps, body, {
    now,
    requireAvailable: staff === null,
    // Staff book what the venue agreed to; anyone else within the location's public bounds.
    ...(staff ? { partnerId: staff.partnerId } : { publicBooking: { stored: [] } }),
  });
  const corporateAccountId = await corporateAccountFor(
    deps.db,
    deps.limits,
    resolved.input,
    resolved.location.partnerId,
    null,
    { address: clientAddress(c), staff: staff !== null },
    now,
  );
  // A visitor's retry may come from another address (a phone moving from Wi-Fi to 4G): the key is
  // scoped to the e-mail address the booking is for, not to where the request came from.
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const scope = `POST /api/${path}|${staff ? callerScope(c) : `email:${email}`}`;
  const result = await idempotent(
    deps.db,
    c.req.header('idempotency-key'),
    scope,
    JSON.stringify(body),
    async (tx) => {
      const credentials = newCredentials();
      const location = resolved.location;
      const reference = await nextReference(
        tx,
        { abbreviation: location.partnerAbbreviation, name: location.partnerName },
        location,
        now,
      );
      const [row] = await tx
        .insert(bookings)
        .values({
          ...payloadColumns(resolved),
          corporateAccountId,
          // The public endpoint is the form's; what staff enter came through no form.
          source: staff ? null : 'form',
          username: credentials.username,
          keyHash: credentials.keyHash,
          reference,
          status: 'draft',
          flags: EMPTY_FLAGS,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await replaceLines(tx, row!.id, resolved, true);
      if (limited.length > 0) await recordAttempts(tx, deps.limits, limited, now);
      const actor: Actor = staff
        ? { role: 'staff', id: staffActorId(staff) }
        : { role: 'visitor', id: credentials.username };
      const doc = await bookingDocument(
        tx,
        row!,
        resolved.location,
        actor,
        now,
        path,
        deps.payments !== null,
      );
      const response = jsonLd({ ...doc, key: credentials.key }, 201);
      response.headers.set('Location', `/api/${path}/${row!.id}`);
      return {
        response,
        afterCommit: () => deps.notifier.notify({ bookingId: row!.id, kind: 'created', actor }),
      };
    },
  );
  return finish(result);
}

/** GET: the read model for the key holder or the partner's staff; anyone else gets the 404. */
export async function readBooking(
  c: Context<ApiEnv>,
  deps: BookingDeps,
  path: BookingPath,
): Promise<Response> {
  const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
  const row = await loadBooking(deps.db, id);
  const actor = authorize(c, row, id);
  return privately(jsonLd(await document(deps, deps.db, row!, actor, path)));
}

/** PUT (whole payload) or PATCH (merge-patch over the booking or its pending change). */
export async function editBooking(
  c: Context<ApiEnv>,
  deps: BookingDeps,
  path: BookingPath,
): Promise<Response> {
  const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
  const row = await loadBooking(deps.db, id);
  authorize(c, row, id);
  const patch = c.req.method === 'PATCH';
  const body = await readJsonObject(c, patch ? [MERGE_PATCH_TYPE] : JSON_TYPES);
  const current = await writablePayload(deps.db, row!);
  const full = keepStoredTexts(patch ? (mergePatch(current, body) as JsonObject) : body, current);
  const now = deps.clock.now();
  const staff = c.get('caller')?.kind === 'staff';
  // Without a pending change the payload read above is the stored booking: not read a second time.
  const { before, held } = await heldPayloads(deps.db, row!, row!.changeDraft ? undefined : current);
  const resolved = await checkedPayload(deps, full, {
    now,
    partnerId: row!.partnerId,
    // A visitor's draft may move to another location, but only to one the partner offers, as at creation.
    requireAvailable: row!.status === 'draft' && !staff,
    ...(row!.status === 'draft' ? {} : { locationId: row!.locationId }),
    // A visitor keeps what the booking holds (staff may have made it larger), never asks for more.
    ...(staff ? {} : { publicBooking: { stored: held } }),
  });
  const corporateAccountId = await corporateAccountFor(
    deps.db,
    deps.limits,
    resolved.input,
    row!.partnerId,
    row!.corporateAccountId,
    { address: clientAddress(c), staff },
    now,
  );
  const newCode = typeof full.promoCode === 'string' ? full.promoCode.trim().toUpperCase() : '';
  if (newCode && newCode !== (row!.promoCode ?? '').trim().toUpperCase() && !staff) {
    // A visitor trying codes on a saved booking: counted per booking and per address.
    await countPromoCheck(
      deps.db,
      deps.limits,
      [
        { bucket: 'promoPerBooking', key: String(id) },
        { bucket: 'promoPerAddress', key: clientAddress(c) },
      ],
      now,
    );
  }
  const scope = `${c.req.method} /api/${path}/${id}|${callerScope(c)}`;
  const result = await idempotent(
    deps.db,
    c.req.header('idempotency-key'),
    scope,
    JSON.stringify(body),
    async (tx) => {
      const locked = await loadBooking(tx, id, true);
      const actor = authorize(c, locked, id);
      let updated = await saveEdit(tx, locked!, resolved, before, now);
      if (updated.corporateAccountId !== corporateAccountId) {
        // Who the client is is not a line the venue re-prices: it changes at once, even on a sent booking.
        [updated] = (await tx
          .update(bookings)
          .set({ corporateAccountId })
          .where(eq(bookings.id, id))
          .returning()) as [BookingRow];
      }
      const doc = await bookingDocument(
        tx,
        updated,
        resolved.location,
        actor,
        now,
        path,
        deps.payments !== null,
      );
      return {
        response: jsonLd(doc),
        afterCommit: () => deps.notifier.notify({ bookingId: id, kind: 'changed', actor }),
      };
    },
  );
  return finish(result);
}

/** PUT …/status: one transition by name with what it needs (reason, termsAccepted, validUntil…). */
export async function changeStatus(c: Context<ApiEnv>, deps: BookingDeps): Promise<Response> {
  const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
  // Access is checked on the locked row inside the transaction; a bad body says nothing about the booking.
  const body = await readJsonObject(c, JSON_TYPES);
  const { name, input } = transitionBody(body);
  // Authorized before an Idempotency-Key replay is looked up: a replay repeats the booking's data, so
  // the username, the key and the body without the booking's key must get the same 404 as anything.
  authorize(c, await loadBooking(deps.db, id), id);
  const scope = `PUT /api/booking/${id}/status|${callerScope(c)}`;
  const result = await idempotent(
    deps.db,
    c.req.header('idempotency-key'),
    scope,
    JSON.stringify(body),
    async (tx) => {
      const now = deps.clock.now();
      const done = await runTransition(tx, deps, id, name, input, now, (row) => authorize(c, row, id));
      const doc = await bookingDocument(
        tx,
        done.row,
        done.location,
        done.event.actor,
        now,
        'booking',
        deps.payments !== null,
      );
      return {
        response: jsonLd(doc),
        afterCommit: async () => {
          if (done.paymentWork) void runPaymentJobs(deps);
          await deps.notifier.notify(done.event);
        },
      };
    },
  );
  return finish(result);
}

/**
 * DELETE: an unsent draft goes, with its lines and any unsent "continue" e-mail (the outbox rows go with
 * the booking). A sent booking has a history the venue keeps: it is cancelled or turned down instead.
 */
export async function deleteDraft(c: Context<ApiEnv>, deps: BookingDeps): Promise<Response> {
  const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
  const actor = await deps.db.transaction(async (raw) => {
    const tx = raw as unknown as BookingDeps['db'];
    const row = await loadBooking(tx, id, true);
    const who = authorize(c, row, id);
    if (row!.status !== 'draft') {
      throw new ProblemError('booking_not_deletable', `Booking ${row!.reference} was sent (${row!.status}).`);
    }
    await tx.delete(bookings).where(eq(bookings.id, id));
    return who;
  });
  await deps.notifier.notify({ bookingId: id, kind: 'deleted', actor }).catch(() => {});
  return privately(new Response(null, { status: 204 }));
}

/** GET …/confirmation: the booking once accepted, held for payment or confirmed. */
export async function readConfirmation(c: Context<ApiEnv>, deps: BookingDeps): Promise<Response> {
  const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
  const row = await loadBooking(deps.db, id);
  const actor = authorize(c, row, id);
  if (!CONFIRMATION_STATUSES.has(row!.status)) {
    throw new ProblemError(
      'booking_not_confirmed',
      `Booking ${id} is ${row!.status}; there is no confirmation yet.`,
    );
  }
  const doc = await document(deps, deps.db, row!, actor, 'booking');
  return privately(
    jsonLd({
      ...doc,
      '@id': `/api/booking/${id}/confirmation`,
      '@type': 'BookingConfirmation',
      confirmed: row!.status === 'confirmed',
    }),
  );
}

/** `/api/booking`, `/api/booking/{id}` and its status and confirmation routes (mounted at `/api/booking`). */
export function bookingRoutes(deps: BookingDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/', (c) => createBooking(c, deps, 'booking'));
  app.get('/:id', (c) => readBooking(c, deps, 'booking'));
  app.put('/:id', (c) => editBooking(c, deps, 'booking'));
  app.patch('/:id', (c) => editBooking(c, deps, 'booking'));
  app.delete('/:id', (c) => deleteDraft(c, deps));
  app.put('/:id/status', (c) => changeStatus(c, deps));
  app.get('/:id/confirmation', (c) => readConfirmation(c, deps));
  return app;
}

/** `/api/bookings/{id}`: the same read as `/api/booking/{id}` (mounted at `/api/bookings`). */
export function bookingAliasRoutes(deps: BookingDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/:id', (c) => readBooking(c, deps, 'booking'));
  return app;
}
