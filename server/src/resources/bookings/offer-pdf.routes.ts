import { Hono } from 'hono';
import type { ApiEnv } from '../../api/context.ts';
import { loadOfferDocument } from '../../documents/offer-document.ts';
import { renderOfferPdf } from '../../documents/offer-pdf.ts';
import { routeId } from '../../hydra/ids.ts';
import { loadBooking } from './booking.repository.ts';
import { authorize } from './booking-access.ts';
import type { BookingDeps } from './booking-deps.ts';
import { privately } from './booking-requests.ts';

// `GET /api/booking/{id}/offer.pdf` (issue 15): the offer as a PDF, for the same callers as the booking
// read (its username and key headers, an e-mail link's key, or staff of its partner; anyone else the
// 404 of a missing booking). The widget fetches it with the headers and offers the file for download,
// so the key never goes into a URL. A booking billing cannot price answers billing's problem, one with
// nothing priced `offer_not_printable`: never a PDF without its prices.

/** A file name made of the reference's safe characters (references are `HH-AMS-2027-0042`). */
const fileName = (reference: string) => `${reference.replace(/[^\w.-]+/g, '-') || 'offer'}.pdf`;

/**
 * The offer PDF route (mounted at `/api/booking`). `publicUrl` is where the offer view's link in the
 * PDF points (PUBLIC_URL); without it, the origin the request came to.
 */
export function offerPdfRoutes(deps: BookingDeps, publicUrl: string | null): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/:id/offer.pdf', async (c) => {
    const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
    const row = await loadBooking(deps.db, id);
    authorize(c, row, id);
    const document = await loadOfferDocument(deps.db, row!, {
      publicUrl: publicUrl ?? new URL(c.req.url).origin,
      now: deps.clock.now(),
    });
    const pdf = await renderOfferPdf(document);
    return privately(
      new Response(new Uint8Array(pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.length),
          'Content-Disposition': `attachment; filename="${fileName(row!.reference)}"`,
          'X-Content-Type-Options': 'nosniff',
        },
      }),
    );
  });
  return app;
}
