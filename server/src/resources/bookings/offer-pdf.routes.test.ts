import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/bookings.ts';
import { AMSTERDAM, idOf, type SeededCatalogue, seededCatalogue } from '../../../test/catalogue.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem } from '../../../test/http.ts';
import { fetchOfferPdf, offeredBooking, offerPayload } from '../../../test/offers.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// GET /api/booking/{id}/offer.pdf (issue 15): the booking read's callers get the PDF, private and named
// after the reference; anyone else the 404 a missing booking gets; a booking without prices a problem,
// never a broken PDF.

let fresh: FreshApp;
let catalogue: SeededCatalogue;
let staff: string;
let otherPartner: string;
let offer: Awaited<ReturnType<typeof offeredBooking>>;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  catalogue = await seededCatalogue(fresh.db);
  staff = await staffKey(fresh.db, 'harbour');
  otherPartner = await staffKey(fresh.db, 'fjord');
  offer = await offeredBooking(fresh.app, catalogue, staff, {
    location: AMSTERDAM,
    locale: 'en-US',
    days: [{ date: '2030-06-03', items: [['projector', 1]] }],
  });
});
afterAll(() => fresh.close());

const pdfPath = (id: number | string) => `/api/booking/${id}/offer.pdf`;

describe('GET /api/booking/{id}/offer.pdf', () => {
  it('answers the PDF to the key holder and to the partner’s staff: private, a download named after the reference', async () => {
    for (const who of [offer.credentials, { staff }]) {
      const answer = await fetchOfferPdf(fresh.app, offer.id, who);
      expect({
        status: answer.status,
        type: answer.headers.get('content-type'),
        disposition: answer.headers.get('content-disposition'),
        caching: answer.headers.get('cache-control'),
        length: Number(answer.headers.get('content-length')),
      }).toEqual({
        status: 200,
        type: 'application/pdf',
        disposition: `attachment; filename="${offer.reference}.pdf"`,
        caching: 'private, no-store',
        length: answer.bytes.length,
      });
      expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(answer.bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    }
  });

  it('lets the widget on a partner’s site read the file name (CORS exposes Content-Disposition)', async () => {
    const response = await fresh.app.request(pdfPath(offer.id), {
      headers: { ...offer.credentials, Origin: 'https://www.harbourhotels.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(response.headers.get('access-control-expose-headers')?.split(/,\s*/)).toContain(
      'Content-Disposition',
    );
  });

  it('answers everyone else the 404 problem of a missing booking', async () => {
    const headers = (who: Record<string, string>) => ({ headers: who });
    const { username, key } = offer.credentials;
    await expectProblem(fresh.app, pdfPath(999_999), 404, 'booking_not_found', headers({ username, key }));
    await expectProblem(fresh.app, pdfPath('nope'), 404, 'booking_not_found');
    await expectProblem(fresh.app, pdfPath(offer.id), 404, 'booking_not_found');
    await expectProblem(
      fresh.app,
      pdfPath(offer.id),
      404,
      'booking_not_found',
      headers({ username, key: `${key}x` }),
    );
    await expectProblem(
      fresh.app,
      pdfPath(offer.id),
      404,
      'booking_not_found',
      headers({ username: 'someone', key }),
    );
    await expectProblem(
      fresh.app,
      pdfPath(offer.id),
      404,
      'booking_not_found',
      headers({ Authorization: `Bearer ${otherPartner}` }),
    );
  });

  it('answers billing’s problem for a booking billing cannot price, never a PDF', async () => {
    const hall = catalogue.hall(AMSTERDAM, 'kajuit');
    const booking = await offeredBooking(fresh.app, catalogue, staff, {
      location: AMSTERDAM,
      locale: 'nl-NL',
      days: [{ date: '2030-06-04', hall: 'kajuit' }],
    });
    // The venue withdraws the hall's prices after the offer went out.
    await fresh.db.query('delete from hall_period_pricings where hall_id = $1', [idOf(hall)]);
    const init = { headers: booking.credentials };
    const billing = await expectProblem(
      fresh.app,
      `/api/booking/${booking.id}/billing`,
      422,
      'pricing_hall_not_priced',
      init,
    );
    const pdf = await expectProblem(fresh.app, pdfPath(booking.id), 422, 'pricing_hall_not_priced', init);
    expect(pdf.violations).toEqual(billing.violations);
  });

  it('answers offer_not_printable for a draft with nothing priced yet', async () => {
    const draft = await createBooking(
      fresh.app,
      offerPayload(catalogue, { location: AMSTERDAM, locale: 'de-DE' }),
    );
    await expectProblem(fresh.app, pdfPath(draft.id), 409, 'offer_not_printable', {
      headers: { username: draft.username, key: draft.key },
    });
  });
});
