import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCall, createBooking } from '../../test/bookings.ts';
import { AMSTERDAM, type SeededCatalogue, seededCatalogue } from '../../test/catalogue.ts';
import type { FreshApp } from '../../test/fresh-app.ts';
import { type MailTestbed, mailTestbed } from '../../test/mail.ts';
import { localeTexts, text } from '../../test/offer-expectations.ts';
import { fetchOfferPdf, offerPayload } from '../../test/offers.ts';
import { pdfReader, squeeze } from '../../test/pdf.ts';

// The offer e-mail carries the offer as a PDF (issue 15), over real SMTP: `{reference}.pdf`, a PDF that
// pdftotext reads in the booking's language with its reference; the e-mail's own link key opens the
// PDF endpoint as it opens the booking; and the messages without an offer carry no PDF.

let bed: MailTestbed;
let fresh: FreshApp;
let catalogue: SeededCatalogue;
let staff: string;
const reader = pdfReader();

beforeAll(async () => {
  bed = await mailTestbed();
  ({ fresh, staff } = bed);
  catalogue = await seededCatalogue(fresh.db);
});
afterAll(async () => {
  await bed.close();
  reader.close();
});

describe('the offer e-mail', () => {
  it('carries the offer as {reference}.pdf, in the booking’s language; other messages carry none', async () => {
    const payload = offerPayload(catalogue, {
      location: AMSTERDAM,
      locale: 'fr-FR',
      email: 'claire@example.fr',
      days: [{ date: '2030-07-15', items: [['projector', 1]] }],
    });
    const booking = await createBooking(fresh.app, payload);
    const status = (body: Record<string, unknown>, who: Record<string, string>) =>
      bookingCall(fresh.app, 'PUT', `/api/booking/${booking.id}/status`, { ...who, body });
    const visitor = { username: booking.username, key: booking.key };
    expect((await status({ transition: 'request' }, visitor)).status).toBe(200);
    const offered = await status({ transition: 'send_offer', validUntil: '2030-06-30' }, { staff });
    expect(offered.status).toBe(200);
    const reference = offered.body.reference as string;

    const received = await bed.arrived('claire@example.fr', 'offer_sent');
    const pdfs = received.mail.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(pdfs.map((a) => a.filename)).toEqual([`${reference}.pdf`]);
    const document = reader.read(pdfs[0]!.content);
    const { email } = localeTexts('fr-FR');
    expect(document.info().Title).toBe(text(email, 'pdf.title', { reference, venue: AMSTERDAM }));
    expect(squeeze(document.text())).toContain(squeeze(text(email, 'pdf.heading', { reference })));

    // The e-mail's link key opens the PDF endpoint, as it opens the booking.
    const link = /https:\/\/book\.harbour\.example\/fr-FR\/reservation\/\S+/.exec(
      received.mail.text ?? '',
    )?.[0];
    const url = new URL(link!);
    const [, , , username, id] = url.pathname.split('/');
    const download = await fetchOfferPdf(fresh.app, Number(id), {
      username,
      key: url.searchParams.get('key')!,
    });
    expect([download.status, download.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    // The attached PDF links the offer view at the public URL, without the e-mail's key.
    expect(document.urls()).toContain(
      `https://book.harbour.example/fr-FR/reservation/${username}/${id}?partner=harbour`,
    );
    expect(document.urls().filter((u) => u.includes('key='))).toEqual([]);

    // The request's confirmation and the venue's messages have no offer to attach.
    const request = await bed.arrived('claire@example.fr', 'request_received');
    expect(request.mail.attachments.filter((a) => a.contentType === 'application/pdf')).toEqual([]);
  });
});
