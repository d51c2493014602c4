import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MailTestbed, mailTestbed } from '../../../test/mail.ts';

// Issue 21, item 1: the sign-in link goes out through the outbox as a real e-mail, in the visitor's
// language, leading to the partner's page with the widget (else our hosted page); its code works there.

let bed: MailTestbed;
beforeAll(async () => {
  bed = await mailTestbed();
});
afterAll(() => bed.close());

it('sends the link in the visitor’s language; the link’s code signs in once', async () => {
  const asked = await bed.fresh.app.request('/api/email/oauth2/authorize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://www.harbourhotels.example' },
    body: JSON.stringify({ partner: 'harbour', email: 'sanne@example.com', locale: 'de-DE' }),
  });
  expect(asked.status).toBe(202);
  const mail = await bed.arrived('sanne@example.com', 'visitor_sign_in');
  expect(mail.mail.subject).toMatch(/^Ihr Anmeldelink für Ihre Buchungen bei /);
  const text = mail.mail.text ?? '';
  expect(text).toContain('innerhalb von 20 Minuten');
  // The text part reads as the other messages do: the heading as written, not shouted.
  expect(text).toContain('Melden Sie sich an, um Ihre Buchungen zu sehen');
  const link = /(https?:\/\/\S+\/de-DE\/signin\/([A-Za-z0-9_-]{43})\S*)/.exec(text);
  expect(link, text).not.toBeNull();
  const [, url, code] = link!;
  const [partner] = await bed.fresh.db.query<{ booking_page_url: string | null }>(
    `select booking_page_url from partners where slug = 'harbour'`,
  );
  const page = partner!.booking_page_url;
  // The partner's own page (hash route) when it has one, else the hosted page on PUBLIC_URL.
  expect(url).toBe(
    page
      ? `${page.split('#')[0]}#/de-DE/signin/${code}`
      : `https://book.harbour.example/de-DE/signin/${code}?partner=harbour`,
  );
  const redeem = () =>
    bed.fresh.app.request('/api/email/oauth2/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://www.harbourhotels.example' },
      body: JSON.stringify({ code }),
    });
  expect((await redeem()).status).toBe(200);
  expect((await redeem()).status).toBe(400);
  // Over SMTP the code leaves our database once sent: the outbox keeps no usable link.
  const [row] = await bed.fresh.db.query<{ facts: { linkKey: string | null }; rendered: { html: string } }>(
    `select facts, rendered from outbox_messages where template = 'visitor_sign_in'`,
  );
  expect(row!.facts.linkKey).toBeNull();
  expect(row!.rendered.html).not.toContain(code);
});
