import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/domain/locale.ts';
import { pdfReader, squeeze } from '../../test/pdf.ts';
import { FIXTURE_BOOKING, FIXTURE_BRAND, fixtureView } from '../notifications/message-view.fixtures.ts';
import { dayIn, offerDocumentOf } from './offer-document.ts';
import { renderOfferPdf } from './offer-pdf.ts';

// The offer PDF from plain data (no database): every text it asks for exists in the booking's own
// language, and the offer e-mail's view gives a document only when there is an offer to print.

const NOW = new Date('2027-06-01T22:30:00Z');

describe('renderOfferPdf', () => {
  it.each(LOCALES)('finds every text it needs in the %s locale files', async (locale) => {
    const missing: string[] = [];
    const document = offerDocumentOf(fixtureView('offer_sent', locale), NOW)!;
    const pdf = await renderOfferPdf(document, { onMissingText: (key) => missing.push(key) });
    expect(missing).toEqual([]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('the venue’s note in the offer PDF (issue 17)', () => {
  const noteHeading = (locale: string) =>
    (
      JSON.parse(readFileSync(new URL(`../../../locales/email.${locale}.json`, import.meta.url), 'utf8')) as {
        offer_sent: { noteHeading: string };
      }
    ).offer_sent.noteHeading.replace('{{venue}}', FIXTURE_BRAND.location.name);

  it.each(LOCALES)('prints the note under its heading in %s, and nothing without one', async (locale) => {
    const reader = pdfReader();
    try {
      const view = fixtureView('offer_sent', locale);
      const withNote = {
        ...view,
        booking: { ...view.booking, offerNote: 'Terrace from 17:00.\nDrinks on us.' },
      };
      const printed = squeeze(reader.read(await renderOfferPdf(offerDocumentOf(withNote, NOW)!)).text());
      expect(printed).toContain(`${noteHeading(locale)} Terrace from 17:00. Drinks on us.`);
      const without = squeeze(reader.read(await renderOfferPdf(offerDocumentOf(view, NOW)!)).text());
      expect(without).not.toContain(noteHeading(locale));
    } finally {
      reader.close();
    }
  });
});

describe('offerDocumentOf', () => {
  it('makes the offer e-mail’s document with the keyless link, dated in the venue’s calendar', () => {
    const view = fixtureView('offer_sent', 'nl-NL');
    const document = offerDocumentOf(view, NOW);
    expect(document).toMatchObject({ locale: 'nl-NL', link: view.documentLink, booking: view.booking });
    // 22:30 UTC on 1 June is already 2 June in Amsterdam (UTC+2 in summer).
    expect(document?.issuedOn).toBe('2027-06-02');
    expect(dayIn('America/New_York', NOW)).toBe('2027-06-01');
  });

  it('makes none for the venue’s messages or a booking without prices', () => {
    expect(offerDocumentOf(fixtureView('venue_new_request'), NOW)).toBeNull();
    const unpriced = {
      ...fixtureView('offer_sent'),
      booking: { ...FIXTURE_BOOKING, prices: [], totals: [] },
    };
    expect(offerDocumentOf(unpriced, NOW)).toBeNull();
  });
});
