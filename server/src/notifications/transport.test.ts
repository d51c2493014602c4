import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import type { OutboxRendered } from '../db/schema/outbox.ts';
import { mailboxTransport, messageIdHeader, rawMessage, smtpTransport } from './transport.ts';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';

function rendered(overrides: Partial<OutboxRendered> = {}): OutboxRendered {
  return {
    from: '"Harbour Hotels, Amsterdam" <bookings@harbour.example>',
    to: 'anna@example.com',
    subject: 'Uw aanvraag HH-AMS-2030-0042 — ontvangen ✓',
    html: '<!doctype html><html><body><h1>Thank you, Anna</h1><p>Reference HH-AMS-2030-0042</p></body></html>',
    text: 'Thank you, Anna\n\nReference HH-AMS-2030-0042\nhttps://harbour.example/book#/reservation/u1?key=k1\n',
    attachments: [
      {
        filename: 'HH-AMS-2030-0042.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(CALENDAR).toString('base64'),
      },
    ],
    headers: { 'Auto-Submitted': 'auto-generated' },
    ...overrides,
  };
}

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('smtpTransport against a real SMTP server', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('delivers from, to, subject, html, text and the attachment, with Message-ID <messageId@domain of From>', async () => {
    const transport = smtpTransport(sink.url);
    const messageId = randomUUID();
    const message = rendered();
    try {
      await transport.deliver(message, messageId);
    } finally {
      await transport.close();
    }
    const [arrived] = await sink.waitForCount(1);
    const { mail, envelope } = arrived!;
    expect(envelope).toEqual({ from: 'bookings@harbour.example', to: ['anna@example.com'] });
    expect(mail.from?.value).toEqual([
      { name: 'Harbour Hotels, Amsterdam', address: 'bookings@harbour.example' },
    ]);
    expect(mail.to).toMatchObject({ value: [{ address: 'anna@example.com' }] });
    expect(mail.subject).toBe(message.subject);
    expect(mail.html).toContain('<h1>Thank you, Anna</h1>');
    expect(mail.text).toBe(message.text);
    expect(mail.messageId).toBe(`<${messageId}@harbour.example>`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'HH-AMS-2030-0042.ics',
      contentType: 'text/calendar',
    });
    expect(mail.attachments[0]!.content.toString('utf8')).toBe(CALENDAR);
  });

  it('keeps the outbox message id when the rendered headers carry another Message-ID', async () => {
    const transport = smtpTransport(sink.url, { pool: false });
    const messageId = randomUUID();
    const before = sink.received.length;
    try {
      await transport.deliver(
        rendered({
          headers: { 'Message-ID': '<other@elsewhere.example>', 'X-Booking-Reference': 'HH-AMS-2030-0042' },
        }),
        messageId,
      );
    } finally {
      await transport.close();
    }
    const arrived = (await sink.waitForCount(before + 1))[before]!;
    expect(arrived.mail.messageId).toBe(`<${messageId}@harbour.example>`);
    expect(arrived.mail.headers.get('x-booking-reference')).toBe('HH-AMS-2030-0042');
  });
});

describe('smtpTransport when the server is not there', () => {
  it('rejects when the connection is refused', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
    try {
      await expect(transport.deliver(rendered(), randomUUID())).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await transport.close();
    }
  });

  describe('a server that accepts the connection but never greets', () => {
    let silent: Server;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      silent = createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it('rejects once the greeting timeout passes instead of hanging the sender', async () => {
      const { port } = silent.address() as { port: number };
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`, { connectTimeoutMs: 300 });
      try {
        await expect(transport.deliver(rendered(), randomUUID())).rejects.toThrow(/greeting/i);
      } finally {
        await transport.close();
      }
    });
  });
});

describe('messageIdHeader', () => {
  it('takes the domain of the From address, not of a display name that looks like an address', () => {
    expect(messageIdHeader('0b8e', '"desk@wrong.example" <mail@venue.example>')).toBe('<0b8e@venue.example>');
    expect(messageIdHeader('0b8e', 'mail@venue.example')).toBe('<0b8e@venue.example>');
  });
});

describe('rawMessage', () => {
  it('builds the MIME message a mail client opens: same Message-ID, parts, attachment and date', async () => {
    const messageId = randomUUID();
    const message = rendered();
    const date = new Date('2030-03-14T09:30:00Z');
    const mail = await simpleParser(await rawMessage(message, messageId, date));
    expect(mail.messageId).toBe(`<${messageId}@harbour.example>`);
    expect(mail.subject).toBe(message.subject);
    expect(mail.text).toBe(message.text);
    expect(mail.html).toContain('Reference HH-AMS-2030-0042');
    expect(mail.date?.toISOString()).toBe(date.toISOString());
    expect(mail.attachments.map((a) => [a.filename, a.content.toString('utf8')])).toEqual([
      ['HH-AMS-2030-0042.ics', CALENDAR],
    ]);
  });
});

describe('mailboxTransport', () => {
  it('is the mailbox kind and accepts every message: the outbox row is what the mailbox shows', async () => {
    const transport = mailboxTransport();
    expect(transport.kind).toBe('mailbox');
    await expect(transport.deliver(rendered(), randomUUID())).resolves.toBeUndefined();
  });
});
