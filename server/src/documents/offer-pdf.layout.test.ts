import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMSTERDAM,
  HELSINKI,
  NEW_YORK,
  type SeededCatalogue,
  seededCatalogue,
} from '../../test/catalogue.ts';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { localeTexts, text } from '../../test/offer-expectations.ts';
import { fetchOfferPdf, longOfferSpec, type OfferSpec, offeredBooking } from '../../test/offers.ts';
import { type PdfPage, pageNumbered, pdfReader, type ReadPdf } from '../../test/pdf.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../test/rate-limits.ts';
import { staffKey } from '../../test/staff.ts';

// The offer PDF as a document (issue 15): long content flows over pages with every word inside the
// page's printable area and "n / N" at the foot of each page; Letter paper in New York, A4 in
// Amsterdam; the title and language in the metadata; the fonts embedded; and the offer view linked
// without any key, since the PDF gets forwarded.

let fresh: FreshApp;
let catalogue: SeededCatalogue;
let staff: string;
const reader = pdfReader();

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  catalogue = await seededCatalogue(fresh.db);
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(async () => {
  reader.close();
  await fresh.close();
});

/** Half an inch: what any office printer can print to, on A4 and on Letter. */
const PRINTABLE_MARGIN = 36;

async function offerPdf(
  spec: OfferSpec,
): Promise<{ pdf: ReadPdf; booking: Awaited<ReturnType<typeof offeredBooking>> }> {
  const booking = await offeredBooking(fresh.app, catalogue, staff, spec);
  const answer = await fetchOfferPdf(fresh.app, booking.id, booking.credentials);
  expect(answer.status).toBe(200);
  return { pdf: reader.read(answer.bytes, booking.reference), booking };
}

function wordsOutside(page: PdfPage): string[] {
  return page.words
    .filter(
      (w) =>
        w.xMin < PRINTABLE_MARGIN ||
        w.yMin < PRINTABLE_MARGIN ||
        w.xMax > page.width - PRINTABLE_MARGIN ||
        w.yMax > page.height - PRINTABLE_MARGIN,
    )
    .map(
      (w) =>
        `${w.text} (${w.xMin.toFixed(1)}, ${w.yMin.toFixed(1)}–${w.xMax.toFixed(1)}, ${w.yMax.toFixed(1)})`,
    );
}

describe('the offer PDF as a document', () => {
  it('flows a 10-day, 3-venue offer over pages, every word inside the printable area, each page numbered', async () => {
    const { pdf } = await offerPdf(
      longOfferSpec(
        'Internationale Vereniging voor Langdurige Samenwerking en Grensoverschrijdende Projecten',
      ),
    );
    const pages = pdf.pages();
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(Number(pdf.info().Pages)).toBe(pages.length);
    pages.forEach((page, index) => {
      expect(wordsOutside(page), `page ${index + 1}`).toEqual([]);
      expect(
        pageNumbered(page, index + 1, pages.length),
        `"${index + 1} / ${pages.length}" on page ${index + 1}`,
      ).toBe(true);
    });
    // Every venue's prices made it (none fell off a page).
    const text = pdf.text();
    for (const venue of [AMSTERDAM, HELSINKI, NEW_YORK]) expect(text).toContain(venue);
  });

  it('prints on Letter in New York and on A4 in Amsterdam', async () => {
    const newYork = await offerPdf({ location: NEW_YORK, locale: 'en-US', days: [{ date: '2030-11-04' }] });
    const amsterdam = await offerPdf({
      location: AMSTERDAM,
      locale: 'nl-NL',
      days: [{ date: '2030-11-04' }],
    });
    expect(newYork.pdf.info()['Page size']).toMatch(/^612 x 792 pts \(letter\)$/);
    expect(amsterdam.pdf.info()['Page size']).toMatch(/^595\.2\d x 841\.8\d pts \(A4\)$/);
    for (const { pdf } of [newYork, amsterdam]) {
      for (const page of pdf.pages()) expect(wordsOutside(page)).toEqual([]);
    }
  });

  it('names itself in its language, embeds its fonts and links the offer view without a key', async () => {
    const { pdf, booking } = await offerPdf({
      location: HELSINKI,
      locale: 'fi-FI',
      days: [{ date: '2030-11-12', items: [['projector', 1]] }],
    });
    const { email } = localeTexts('fi-FI');
    expect(pdf.info().Title).toBe(
      text(email, 'pdf.title', { reference: booking.reference, venue: HELSINKI }),
    );
    // pdfinfo does not print the catalog's /Lang: it is read from the file (the catalog is not compressed).
    expect(pdf.bytes.toString('latin1')).toMatch(/\/Lang \(fi-FI\)/);
    expect(pdf.bytes.toString('latin1')).toMatch(/\/DisplayDocTitle true/);
    const fonts = pdf.fonts();
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    // The hosted offer view (the partner has no booking page of its own), in Finnish, without a key.
    const offerView = `http://localhost/fi-FI/reservation/${booking.username}/${booking.id}?partner=harbour`;
    expect(pdf.urls()).toContain(offerView);
    expect(pdf.text()).toContain(offerView);
    expect(pdf.urls().filter((url) => /key=/.test(url))).toEqual([]);
    expect(pdf.text()).not.toContain(booking.key);
  });
});
