import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type ApiEnv, requireStaff } from '../../api/context.ts';
import { staffActorId } from '../../api/resource.ts';
import { bookings } from '../../db/schema/index.ts';
import { hydraCollection } from '../../hydra/collection.ts';
import { jsonLd } from '../../hydra/context.ts';
import { parsePagination } from '../../hydra/pagination.ts';
import type { BookingDeps } from '../bookings/booking-deps.ts';
import { bookingDocument } from '../bookings/booking-read.repository.ts';
import { loadLocation } from '../bookings/booking-references.ts';
import { createBooking, editBooking, readBooking } from '../bookings/bookings.routes.ts';
import { reservationConditions } from './reservation-filters.ts';

// Staff's view of bookings (spec §7 "Partners and reservations"): every booking of the key's partner,
// filtered and paged as a Hydra collection; reads, creation and edits share the booking handlers.

/** `/api/reservations` and `/api/reservations/{id}` (staff keys only; mounted at `/api/reservations`). */
export function reservationRoutes(deps: BookingDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/', async (c) => {
    const staff = requireStaff(c);
    const url = new URL(c.req.url);
    const pagination = parsePagination(url.searchParams);
    const conditions: SQL[] = [
      eq(bookings.partnerId, staff.partnerId),
      ...reservationConditions(url.searchParams),
    ];
    // A desk user limited to some locations lists only their bookings, as they may open only those.
    const limits = staff.staffUser?.locationIds;
    if (limits) conditions.push(limits.length > 0 ? inArray(bookings.locationId, limits) : sql`false`);
    const where = and(...conditions);
    const [rows, [count]] = await Promise.all([
      deps.db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(pagination.itemsPerPage)
        .offset(pagination.offset),
      deps.db.select({ total: sql<number>`count(*)::int` }).from(bookings).where(where),
    ]);
    const actor = { role: 'staff' as const, id: staffActorId(staff) };
    const now = deps.clock.now();
    const locations = new Map<number, Awaited<ReturnType<typeof loadLocation>>>();
    const members = [];
    for (const row of rows) {
      if (!locations.has(row.locationId))
        locations.set(row.locationId, await loadLocation(deps.db, row.locationId));
      const { auditTrail: _audit, ...doc } = await bookingDocument(
        deps.db,
        row,
        locations.get(row.locationId)!,
        actor,
        now,
        'reservations',
        deps.payments !== null,
      );
      members.push(doc);
    }
    const body = hydraCollection('Reservation', url, pagination, { members, totalItems: count?.total ?? 0 });
    const response = jsonLd(body);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });
  app.post('/', (c) => createBooking(c, deps, 'reservations'));
  app.get('/:id', (c) => {
    requireStaff(c);
    return readBooking(c, deps, 'reservations');
  });
  app.put('/:id', (c) => {
    requireStaff(c);
    return editBooking(c, deps, 'reservations');
  });
  return app;
}
