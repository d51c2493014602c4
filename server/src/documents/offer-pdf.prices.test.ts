import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/domain/locale.ts';
import { AMSTERDAM, NEW_YORK, type SeededCatalogue, seededCatalogue } from '../../test/catalogue.ts';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { getJson } from '../../test/http.ts';
import { expectBillingInPdf, localeTexts, longDate, text } from '../../test/offer-expectations.ts';
import { fetchOfferPdf, HARBOUR_LOCATIONS, type OfferSpec, offeredBooking } from '../../test/offers.ts';
import { notdefGlyphs, pageNumbered, pdfReader, squeeze } from '../../test/pdf.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../test/rate-limits.ts';
import { staffKey } from '../../test/staff.ts';

// The offer PDF says what billing says (issue 15): for an offer at each Harbour location in each of the
// five languages, and for a booking with rooms at another venue in another currency (with a promo
// code's discount lines), pdftotext finds every line's quantity, unit price and amount, each tax and
// each total of GET /api/booking/{id}/billing, written as the locale writes money; the reference,
// status, validity date and terms; "n / N" on every page; and no character drawn without a glyph.

let fresh: FreshApp;
let catalogue: SeededCatalogue;
let staff: string;
const reader = pdfReader();
/** A month per booking, so no two offers of this file hold the same hall or rooms. */
let month = 0;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  catalogue = await seededCatalogue(fresh.db);
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(async () => {
  reader.close();
  await fresh.close();
});

/** Two meeting days (a hall with extras; a package that includes the hall) and a stay, at `location`. */
function boardMeeting(location: string, locale: string): OfferSpec {
  month++;
  const year = 2030 + Math.floor((month + 4) / 12);
  const mm = String(((month + 4) % 12) + 1).padStart(2, '0');
  return {
    location,
    locale,
    days: [
      {
        date: `${year}-${mm}-10`,
        items: [
          ['projector', 2],
          ['lunch', 1],
          ['flipchart', 1],
        ],
      },
      { date: `${year}-${mm}-11`, packageDeal: 'meeting-full_day', items: [['parking', 3]] },
    ],
    stays: [{ location, roomType: 'double', startDate: `${year}-${mm}-09`, endDate: `${year}-${mm}-11` }],
  };
}

async function expectOfferMatchesBilling(spec: OfferSpec) {
  const booking = await offeredBooking(fresh.app, catalogue, staff, spec);
  const pdf = await fetchOfferPdf(fresh.app, booking.id, booking.credentials);
  expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  const billing = await getJson(fresh.app, `/api/booking/${booking.id}/billing`, {
    headers: booking.credentials,
  });
  expect(billing.status).toBe(200);
  const document = reader.read(pdf.bytes);
  expectBillingInPdf(document.text({ layout: true }), billing.body, spec.locale);

  const plain = squeeze(document.text());
  const { offer } = localeTexts(spec.locale);
  const [location] = await fresh.db.query<{ terms_url: string }>(
    'select terms_url from locations where name = $1',
    [spec.location],
  );
  expect(plain).toContain(booking.reference);
  expect(plain).toContain(squeeze(text(offer, 'status.offered')));
  expect(plain).toContain(
    squeeze(`${text(offer, 'details.validUntil')} ${longDate(spec.locale, '2030-05-31')}`),
  );
  expect(plain).toContain(location!.terms_url);
  // Every character of the language and its money has a glyph in the embedded font.
  expect(notdefGlyphs(pdf.bytes)).toBe(0);
  const pages = document.pages();
  expect(pages.length).toBeGreaterThanOrEqual(1);
  for (const [i, page] of pages.entries())
    expect(pageNumbered(page, i + 1, pages.length), `page ${i + 1}`).toBe(true);
  return { booking, billing: billing.body, document };
}

describe('the offer PDF has billing’s numbers', () => {
  for (const location of HARBOUR_LOCATIONS) {
    it.each(LOCALES)(`at ${location}, in %s`, async (locale) => {
      await expectOfferMatchesBilling(boardMeeting(location, locale));
    });
  }

  it('for a meeting in Amsterdam with rooms in Amsterdam and New York: two currencies, a discount', async () => {
    const { billing } = await expectOfferMatchesBilling({
      location: AMSTERDAM,
      locale: 'de-DE',
      promoCode: 'WELCOME10',
      days: [{ date: '2031-09-02', items: [['projector', 1]] }],
      stays: [
        { location: AMSTERDAM, roomType: 'single', startDate: '2031-09-01', endDate: '2031-09-03' },
        { location: NEW_YORK, roomType: 'double', startDate: '2031-09-04', endDate: '2031-09-07', amount: 3 },
      ],
    });
    // The case this test is for: two venues in two currencies, and discount lines to show.
    expect(billing.currencies.map((c: { currency: string }) => c.currency).sort()).toEqual(['EUR', 'USD']);
    const kinds = billing.venues.flatMap((v: { pricing: { products: { kind: string }[] } }) =>
      v.pricing.products.map((p) => p.kind),
    );
    expect(kinds).toContain('discount');
  });
});
