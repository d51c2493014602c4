import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFixture, bookingPayload, createBooking } from '../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { httpGet, insertOutboxRow, type RealServer, serveOnAllInterfaces } from '../../test/mailbox.ts';
import type { OutboxRendered } from '../db/schema/outbox.ts';
import { mailboxRoutes } from './mailbox.routes.ts';

// The mailbox over a real socket from 127.0.0.1 (the only way it answers), on a fresh database with
// outbox rows written as the sender leaves them. Each test writes to its own recipient address and reads
// through the `to` filter, so rows of other tests (or of bookings the app creates) never interfere.

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';
// The policy the brief gives the message's own HTML, word for word.
const HTML_CSP = "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'";

let fresh: FreshApp;
let server: RealServer;
let partnerId: number;
let booking: { id: number; reference: string };

const get = (path: string, headers: Record<string, string> = {}) =>
  httpGet('127.0.0.1', server.port, path, headers);
const text = async (path: string) => {
  const answer = await get(path);
  return { ...answer, html: answer.body.toString('utf8') };
};
const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

function rendered(to: string, overrides: Partial<OutboxRendered> = {}): OutboxRendered {
  return {
    from: '"Harbour Hotels" <bookings@harbour.example>',
    to,
    subject: 'Your request has arrived',
    html: '<!doctype html><html><body><h1 style="color:#123">Thank you</h1></body></html>',
    text: 'Thank you.\n\nView or change it: https://harbour.example/book#/reservation/u-1/7?key=k-1.\nQuestions? Call us.',
    attachments: [],
    headers: {},
    ...overrides,
  };
}

beforeAll(async () => {
  fresh = await freshApp();
  const fixture = await bookingFixture(fresh.db);
  partnerId = fixture.partnerId;
  const created = await createBooking(fresh.app, bookingPayload(fixture, { email: address('booker') }));
  const [row] = await fresh.db.query<{ reference: string }>('select reference from bookings where id = $1', [
    created.id,
  ]);
  booking = { id: created.id, reference: row!.reference };
  const site = new Hono();
  site.route('/mailbox', mailboxRoutes(fresh.db.orm));
  server = await serveOnAllInterfaces(site);
});

afterAll(async () => {
  await server?.close();
  await fresh?.close();
});

describe('GET /mailbox', () => {
  it('lists newest first with time, recipient, subject, booking reference and status (failed with its error)', async () => {
    const to = address('list');
    await insertOutboxRow(fresh.db, {
      partnerId,
      bookingId: booking.id,
      toAddress: to,
      createdAt: '2030-03-14T09:00:00Z',
      rendered: rendered(to, { subject: 'Oldest: received' }),
    });
    await insertOutboxRow(fresh.db, {
      partnerId,
      toAddress: to,
      createdAt: '2030-03-14T10:00:00Z',
      status: 'failed',
      lastError: '550 mailbox unavailable',
      rendered: rendered(to, { subject: 'Middle: failed' }),
    });
    await insertOutboxRow(fresh.db, {
      partnerId,
      toAddress: to,
      createdAt: '2030-03-14T11:00:00Z',
      status: 'pending',
      attempts: 0,
      rendered: null,
      template: 'offer_sent',
    });
    await insertOutboxRow(fresh.db, {
      partnerId,
      toAddress: address('someone-else'),
      rendered: rendered('x@example.test', { subject: 'Not for this recipient' }),
    });

    const page = await text(`/mailbox?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const rows = page.html.split('<tr>').slice(2); // after the header row
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('offer_sent');
    expect(rows[0]).toContain('pending');
    expect(rows[1]).toContain('Middle: failed');
    expect(rows[1]).toContain('failed');
    expect(rows[1]).toContain('550 mailbox unavailable');
    expect(rows[2]).toContain('Oldest: received');
    expect(rows[2]).toContain(booking.reference);
    expect(rows[2]).toContain('<time datetime="2030-03-14T09:00:00.000Z"');
    expect(page.html).not.toContain('Not for this recipient');
  });

  it('pages by 50, with links to the older and newer pages', async () => {
    const to = address('paging');
    for (let n = 0; n < 51; n++) {
      const minute = String(n).padStart(2, '0');
      await insertOutboxRow(fresh.db, {
        partnerId,
        toAddress: to,
        createdAt: `2030-03-14T12:${minute}:00Z`,
        rendered: rendered(to, { subject: `Message ${n}` }),
      });
    }
    const first = await text(`/mailbox?to=${encodeURIComponent(to)}`);
    expect(first.html.match(/<tr>/g)).toHaveLength(51); // header + 50
    expect(first.html).toContain('Message 50');
    expect(first.html).not.toContain('>Message 0<');
    expect(first.html).toContain(`href="/mailbox?to=${encodeURIComponent(to)}&amp;page=2"`);
    const second = await text(`/mailbox?to=${encodeURIComponent(to)}&page=2`);
    expect(second.html.match(/<tr>/g)).toHaveLength(2);
    expect(second.html).toContain('>Message 0<');
  });

  it('escapes what visitors typed: a subject with a script stays text', async () => {
    const to = address('escape');
    const subject = '<script>alert("x")</script> & "quotes"';
    const { id } = await insertOutboxRow(fresh.db, {
      partnerId,
      toAddress: to,
      rendered: rendered(to, { subject }),
    });
    for (const path of [`/mailbox?to=${encodeURIComponent(to)}`, `/mailbox/${id}`]) {
      const page = await text(path);
      expect(page.html).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;',
      );
      expect(page.html).not.toMatch(/<script/i);
    }
  });

  it('answers every page with no-store, no-referrer and a policy that allows no script', async () => {
    const page = await text('/mailbox');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline|unsafe-eval/);
    // The inline style sheet is allowed by its hash, so the page is styled under that policy.
    const style = page.html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });
});

describe('one message', () => {
  let id: number;
  let messageId: string;
  const to = address('one');
  const message = () =>
    rendered(to, {
      subject: 'Bevestiging — Vergaderzaal Ø',
      attachments: [
        {
          filename: `${booking.reference}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: Buffer.from(CALENDAR).toString('base64'),
        },
      ],
    });
  beforeAll(async () => {
    ({ id, messageId } = await insertOutboxRow(fresh.db, {
      partnerId,
      bookingId: booking.id,
      toAddress: to,
      sentAt: '2030-03-14T09:30:00Z',
      rendered: message(),
    }));
  });

  it('shows the headers, the HTML in a sandboxed frame, the text, the attachments and the .eml link', async () => {
    const page = await text(`/mailbox/${id}`);
    expect(page.status).toBe(200);
    for (const shown of [
      '&quot;Harbour Hotels&quot; &lt;bookings@harbour.example&gt;',
      to,
      'Bevestiging — Vergaderzaal Ø',
      `&lt;${messageId}@harbour.example&gt;`,
      '<time datetime="2030-03-14T09:30:00.000Z"',
      booking.reference,
      `<iframe sandbox src="/mailbox/${id}/html"`,
      '<pre>Thank you.',
      `href="/mailbox/${id}/attachments/0"`,
      `href="/mailbox/${id}.eml"`,
    ]) {
      expect(page.html).toContain(shown);
    }
    // The text part's link is clickable, without the sentence's full stop.
    expect(page.html).toContain('href="https://harbour.example/book#/reservation/u-1/7?key=k-1"');
  });

  it('serves the HTML part alone under a sandbox policy', async () => {
    const answer = await get(`/mailbox/${id}/html`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy']).toBe(HTML_CSP);
    expect(answer.body.toString('utf8')).toBe(message().html);
  });

  it('downloads an attachment with its type and file name', async () => {
    const answer = await get(`/mailbox/${id}/attachments/0`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(answer.headers['content-disposition']).toContain(`filename="${booking.reference}.ics"`);
    expect(answer.body.toString('utf8')).toBe(CALENDAR);
    expect((await get(`/mailbox/${id}/attachments/1`)).status).toBe(404);
  });

  it('downloads the whole message as .eml, which a mail parser reads back', async () => {
    const answer = await get(`/mailbox/${id}.eml`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('message/rfc822');
    const mail = await simpleParser(answer.body);
    expect(mail.messageId).toBe(`<${messageId}@harbour.example>`);
    expect(mail.subject).toBe('Bevestiging — Vergaderzaal Ø');
    expect(mail.date?.toISOString()).toBe('2030-03-14T09:30:00.000Z');
    expect(mail.text).toBe(message().text);
    expect(mail.attachments.map((a) => [a.filename, a.content.toString('utf8')])).toEqual([
      [`${booking.reference}.ics`, CALENDAR],
    ]);
  });

  it('lists it as JSON with the links of its text part', async () => {
    const answer = await get(`/mailbox/messages.json?to=${encodeURIComponent(to)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(answer.body.toString('utf8'));
    expect(body).toMatchObject({ totalItems: 1, page: 1, itemsPerPage: 50 });
    expect(body.messages).toEqual([
      expect.objectContaining({
        id,
        messageIdHeader: `<${messageId}@harbour.example>`,
        status: 'sent',
        to,
        reference: booking.reference,
        subject: 'Bevestiging — Vergaderzaal Ø',
        links: ['https://harbour.example/book#/reservation/u-1/7?key=k-1'],
        attachments: [
          {
            filename: `${booking.reference}.ics`,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            size: Buffer.byteLength(CALENDAR),
            url: `/mailbox/${id}/attachments/0`,
          },
        ],
        urls: { page: `/mailbox/${id}`, html: `/mailbox/${id}/html`, eml: `/mailbox/${id}.eml` },
      }),
    ]);
  });

  it('answers a message that does not exist with the 404 problem of an unknown path', async () => {
    const answer = await get('/mailbox/2147483000');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(answer.body.toString('utf8')).code).toBe('route_not_found');
  });
});
