import { createTransport } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer, { type MailComposerOptions } from 'nodemailer/lib/mail-composer';
import type { OutboxRendered } from '../db/schema/outbox.ts';

// How a rendered outbox message leaves the server (issue 14). The sender claims a due row, renders it
// into the row's `rendered` column, calls `deliver` and marks the row sent when it resolves; a rejection
// makes the sender retry later with the same message id. Two transports: SMTP when SMTP_URL is set,
// else the local mailbox, where keeping the row is the delivery.

/** Delivers one rendered message; rejects when it was not handed over, so the sender retries. */
export type MailTransport = {
  kind: 'smtp' | 'mailbox';
  /** `messageId` is the outbox row's `message_id`: a retry repeats it, so mail systems see one message. */
  deliver(message: OutboxRendered, messageId: string): Promise<void>;
  /** Closes connections; later deliveries are not expected. */
  close(): Promise<void>;
};

/** Options of the SMTP transport; the defaults suit a sender loop that retries. */
export type SmtpTransportOptions = {
  /** How long to wait for the TCP connection and then for the server's greeting (default 10 s each). */
  connectTimeoutMs?: number;
  /** How long a connection may sit silent in the middle of a conversation (default 30 s). */
  socketTimeoutMs?: number;
  /** Keep a few connections open between messages (default true): a burst of messages reuses them. */
  pool?: boolean;
};

// Used when the From address has no domain to name; such a From is a template bug, but the message id
// still has to be a valid msg-id (RFC 5322 §3.6.4: id-left "@" id-right).
const FALLBACK_DOMAIN = 'localhost';

/** The domain of the first address in a From field (`"Harbour" <mail@harbour.example>` → `harbour.example`). */
export function senderDomain(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  const address = first?.address ?? '';
  const at = address.lastIndexOf('@');
  const domain =
    at >= 0
      ? address
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : '';
  // A domain that could break the header (spaces, brackets) is no domain for our purpose.
  return /^[a-z0-9.-]+$/.test(domain) ? domain : FALLBACK_DOMAIN;
}

/** The SMTP Message-ID of an outbox message: `<{messageId}@{domain of From}>`. */
export function messageIdHeader(messageId: string, from: string): string {
  return `<${messageId}@${senderDomain(from)}>`;
}

// The rendered headers may not override what the outbox decides: the id (at most once per recipient)
// and the addresses (they are the row's).
const RESERVED_HEADERS = new Set(['message-id', 'from', 'to', 'cc', 'bcc', 'subject', 'date']);

/** nodemailer's message options for a rendered message: the same for SMTP and for the .eml file. */
function mailOptions(rendered: OutboxRendered, messageId: string, date?: Date): MailComposerOptions {
  const headers = Object.fromEntries(
    Object.entries(rendered.headers ?? {}).filter(([name]) => !RESERVED_HEADERS.has(name.toLowerCase())),
  );
  return {
    from: rendered.from,
    to: rendered.to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    headers,
    messageId: messageIdHeader(messageId, rendered.from),
    ...(date ? { date } : {}),
    attachments: rendered.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      encoding: 'base64',
    })),
    // The content is all in the message; a path or URL in it must never make the server read files or
    // fetch addresses.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * Sends over SMTP (`smtp://user:pass@host:587`, `smtps://…:465`; nodemailer reads TLS and auth from the
 * URL). Connection and greeting time out, so a dead server fails the attempt instead of hanging the
 * sender; any failure rejects and the sender retries.
 */
export function smtpTransport(url: string, options: SmtpTransportOptions = {}): MailTransport {
  const connectTimeout = options.connectTimeoutMs ?? 10_000;
  const transporter = createTransport({
    url,
    pool: options.pool ?? true,
    maxConnections: 2,
    connectionTimeout: connectTimeout,
    greetingTimeout: connectTimeout,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: 'smtp',
    async deliver(message, messageId) {
      const info = await transporter.sendMail(mailOptions(message, messageId));
      // One recipient a message: when the server took the message but not the recipient, nothing was
      // delivered and a retry is right.
      if (info.accepted.length === 0) {
        throw new Error(`the SMTP server accepted no recipient (rejected: ${info.rejected.join(', ')})`);
      }
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * The local mailbox (no SMTP_URL, the default of `npm start`): the outbox row with its `rendered` column
 * IS the mailbox, and the /mailbox page reads it from there. Delivering therefore has nothing left to do:
 * once this resolves the sender marks the row sent, which in this mode means "kept".
 */
export function mailboxTransport(): MailTransport {
  return {
    kind: 'mailbox',
    deliver: async () => {},
    close: async () => {},
  };
}

/**
 * The full MIME message (RFC 5322) of a rendered message, with the same Message-ID SMTP would send: the
 * mailbox's ".eml" download, and what tests parse. `date` defaults to now.
 */
export function rawMessage(rendered: OutboxRendered, messageId: string, date?: Date): Promise<Buffer> {
  return new MailComposer(mailOptions(rendered, messageId, date)).compile().build();
}
