import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApiEnv } from '../../api/context.ts';
import type { Orm } from '../../db/database.ts';
import { bookings, outboxMessages } from '../../db/schema/index.ts';
import { jsonLd } from '../../hydra/context.ts';
import { routeId } from '../../hydra/ids.ts';
import { authorize, bookingNotFound } from '../bookings/booking-access.ts';
import { requireDesk } from './require-desk.ts';

// The e-mails sent (or about to be sent) about one booking, for the desk's booking page (issue 17).
// Read from the outbox: when, to whom, the subject, what kind of message and whether it went out.
// Never the body: it carries the visitor's details and, until sent, the key of their link.
//
//   GET /api/desk/bookings/{id}/messages → { member: BookingMessage[] }

/** Whether the message left: `sent`; still `pending` (or being sent); `failed` for good; `cancelled`. */
type Delivery = 'sent' | 'pending' | 'failed' | 'cancelled';

const deliveryOf = (status: string): Delivery => (status === 'sending' ? 'pending' : (status as Delivery));

/** The routes under `/api/desk/bookings/{id}/messages`. */
export function bookingMessagesRoutes(db: Orm): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/:id/messages', async (c) => {
    requireDesk(c);
    const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
    // Same rule as the booking read: another partner's booking, or one at a location the desk user is
    // not limited to, is a 404 like a missing one.
    authorize(c, booking ?? null, id);
    if (!booking) throw bookingNotFound(id);
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.bookingId, id))
      .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
    c.header('Cache-Control', 'private, no-store');
    return jsonLd({
      '@id': `/api/desk/bookings/${id}/messages`,
      '@type': 'Collection',
      totalItems: rows.length,
      member: rows.map((row) => ({
        '@type': 'BookingMessage',
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        recipient: row.recipient,
        to: row.toAddress,
        // Rendered at the first attempt; before that the template's name is all there is.
        subject: row.rendered?.subject ?? null,
        event: row.event,
        template: row.template,
        delivery: deliveryOf(row.status),
        attempts: row.attempts,
      })),
    });
  });
  return app;
}
