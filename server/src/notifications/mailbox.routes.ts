import { type Context, Hono } from 'hono';
import type { Orm } from '../db/database.ts';
import { isLocalRequest } from '../http/local-request.ts';
import { notFound } from '../hydra/problem.ts';
import { listPage, messagePage } from './mailbox.pages.ts';
import { findMailboxMessage, listMailbox } from './mailbox.repository.ts';
import { MAILBOX_STYLE } from './mailbox.style.ts';
import { mailboxPaths, messageJson } from './mailbox.view.ts';
import { messageIdHeader, rawMessage } from './transport.ts';

// The local mailbox (issue 14): without SMTP_URL the server keeps its e-mails in the outbox and shows them
// here, like the development mailboxes people use (MailHog, Mailpit). It shows every visitor's link and
// key, so it answers the machine itself only (http/local-request.ts), and to anyone else, or when it is
// disabled (SMTP_URL is set), exactly what an unknown path gets: the 404 problem `route_not_found`.

/** How the mailbox is mounted. */
export type MailboxOptions = {
  /** False when mail goes out over SMTP: every mailbox path then answers 404 (default true). */
  enabled?: boolean;
  /** Where it is mounted (default `/mailbox`): its pages link to each other under it. */
  base?: string;
};

/** Messages a page of the list shows. */
export const MAILBOX_PAGE_SIZE = 50;

/** The pages' policy: no script, the one style sheet by hash, the message HTML only in its frame. */
const PAGE_CSP = [
  "default-src 'none'",
  `style-src ${MAILBOX_STYLE.source}`,
  "img-src 'self' data:",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A message's own HTML: a sandboxed document (opaque origin, no script, no form, no navigation of the
 * mailbox) that may show its inline styles and images, and loads nothing else.
 */
export const MESSAGE_HTML_CSP = "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'";

/** Attachments download; should one be opened anyway, it runs nothing. */
const ATTACHMENT_CSP = "sandbox; default-src 'none'";

function notServed(c: Context) {
  return notFound('route_not_found', `Nothing is served at ${c.req.path}.`).toResponse();
}

/** `attachment` with the file name for every browser: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_').trim() || 'attachment';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

// A content type taken from a message goes into a header: only a plain `type/subtype` with parameters.
function safeContentType(contentType: string): string {
  return /^[\w.+-]+\/[\w.+-]+(\s*;[\x20-\x7e]*)?$/.test(contentType)
    ? contentType
    : 'application/octet-stream';
}

function pageNumber(value: string | undefined): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function recipient(value: string | undefined): string | undefined {
  const to = value?.trim();
  return to ? to : undefined;
}

/** The mailbox's routes, to mount at `/mailbox` (see MailboxOptions). */
export function mailboxRoutes(db: Orm, options: MailboxOptions = {}): Hono {
  const enabled = options.enabled ?? true;
  const paths = mailboxPaths(options.base ?? '/mailbox');
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (!enabled || !isLocalRequest(c)) return notServed(c);
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', PAGE_CSP);
  });

  async function listed(c: Context) {
    const to = recipient(c.req.query('to'));
    const page = pageNumber(c.req.query('page'));
    const { total, messages } = await listMailbox(db, { to, page, perPage: MAILBOX_PAGE_SIZE });
    return { to, page, total, messages, pages: Math.max(1, Math.ceil(total / MAILBOX_PAGE_SIZE)) };
  }

  app.get('/', async (c) => c.html(listPage({ ...(await listed(c)), paths })));

  app.get('/messages.json', async (c) => {
    const { to, page, total, messages, pages } = await listed(c);
    return c.json({
      totalItems: total,
      itemsPerPage: MAILBOX_PAGE_SIZE,
      page,
      pages,
      ...(to ? { to } : {}),
      messages: messages.map((message) => messageJson(message, paths)),
    });
  });

  app.get('/:file{[0-9]+\\.eml}', async (c) => {
    const message = await findMailboxMessage(db, Number.parseInt(c.req.param('file'), 10));
    if (!message?.rendered) return notServed(c);
    const eml = await rawMessage(message.rendered, message.messageId, message.sentAt ?? message.createdAt);
    return c.body(new Uint8Array(eml), 200, {
      'Content-Type': 'message/rfc822',
      'Content-Disposition': attachmentDisposition(`${message.reference ?? 'message'}-${message.id}.eml`),
      'Content-Security-Policy': ATTACHMENT_CSP,
    });
  });

  app.get('/:id{[0-9]+}', async (c) => {
    const message = await findMailboxMessage(db, Number(c.req.param('id')));
    if (!message) return notServed(c);
    const from = message.rendered?.from;
    return c.html(
      messagePage(message, {
        date: message.sentAt ?? message.createdAt,
        messageIdHeader: from ? messageIdHeader(message.messageId, from) : `<${message.messageId}@…>`,
        paths,
      }),
    );
  });

  app.get('/:id{[0-9]+}/html', async (c) => {
    const message = await findMailboxMessage(db, Number(c.req.param('id')));
    if (!message?.rendered) return notServed(c);
    return c.body(message.rendered.html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': MESSAGE_HTML_CSP,
    });
  });

  app.get('/:id{[0-9]+}/attachments/:n{[0-9]+}', async (c) => {
    const message = await findMailboxMessage(db, Number(c.req.param('id')));
    const attachment = message?.rendered?.attachments[Number(c.req.param('n'))];
    if (!attachment) return notServed(c);
    return c.body(new Uint8Array(Buffer.from(attachment.content, 'base64')), 200, {
      'Content-Type': safeContentType(attachment.contentType),
      'Content-Disposition': attachmentDisposition(attachment.filename),
      'Content-Security-Policy': ATTACHMENT_CSP,
    });
  });

  return app;
}
