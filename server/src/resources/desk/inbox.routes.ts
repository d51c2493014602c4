import { and, asc, desc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  INBOX_STATUSES,
  type InboxCounts,
  type InboxStatus,
} from '../../../../src/contracts/desk-inbox.schema.ts';
import type { ApiEnv } from '../../api/context.ts';
import { bookings } from '../../db/schema/index.ts';
import { hydraCollection } from '../../hydra/collection.ts';
import { jsonLd } from '../../hydra/context.ts';
import { parsePagination } from '../../hydra/pagination.ts';
import type { BookingDeps } from '../bookings/booking-deps.ts';
import { inboxEntries } from './inbox-entries.ts';
import { inboxConditions } from './inbox-query.ts';
import { urgencyRank } from './inbox-urgency.ts';
import { requireDesk } from './require-desk.ts';

// The desk's inbox (issue 17), for a signed-in desk user only:
//
//   GET /api/desk/inbox?…          → the bookings, what needs the venue first, then the newest
//   GET /api/desk/inbox/counts?…   → the bookings per status for the same filters except status
//
// Filters: those of /api/reservations plus `q`, `from`, `to` (inbox-query.ts). A user limited to some
// locations sees only theirs, in both answers.

/** The routes under `/api/desk/inbox`. */
export function inboxRoutes(deps: BookingDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const { db, clock } = deps;

  app.get('/', async (c) => {
    const desk = requireDesk(c);
    const url = new URL(c.req.url);
    const pagination = parsePagination(url.searchParams);
    const where = and(...(await inboxConditions(db, desk, url.searchParams, { withStatus: true })));
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(asc(urgencyRank(clock.now())), desc(bookings.createdAt), desc(bookings.id))
        .limit(pagination.itemsPerPage)
        .offset(pagination.offset),
      db.select({ total: sql<number>`count(*)::int` }).from(bookings).where(where),
    ]);
    const members = await inboxEntries(db, clock, rows);
    // No `@context`: desk-only shapes have no JSON-LD context document (as /api/desk/staff_users).
    const { '@context': _context, ...body } = hydraCollection('InboxEntry', url, pagination, {
      members,
      totalItems: count?.total ?? 0,
    });
    const response = jsonLd(body);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });

  app.get('/counts', async (c) => {
    const desk = requireDesk(c);
    const url = new URL(c.req.url);
    const conditions = await inboxConditions(db, desk, url.searchParams, { withStatus: false });
    const rows = await db
      .select({ status: bookings.status, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(...conditions))
      .groupBy(bookings.status);
    const counts = Object.fromEntries(INBOX_STATUSES.map((s) => [s, 0])) as Record<InboxStatus, number>;
    for (const row of rows) if (row.status in counts) counts[row.status as InboxStatus] = row.count;
    const answer: InboxCounts = {
      '@id': `${url.pathname}${url.search}`,
      '@type': 'InboxCounts',
      counts,
      total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    };
    c.header('Cache-Control', 'private, no-store');
    return jsonLd(answer);
  });

  return app;
}
