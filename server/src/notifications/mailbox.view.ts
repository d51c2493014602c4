import type { MailboxSummary } from './mailbox.repository.ts';
import { messageIdHeader } from './transport.ts';

// What the mailbox's pages and its JSON share: where things are, and the links of a message's text part.

/** The mailbox's own addresses, under the path it is mounted at. */
export type MailboxPaths = {
  list: (to: string | undefined, page: number) => string;
  json: (to: string | undefined, page: number) => string;
  message: (id: number) => string;
  html: (id: number) => string;
  eml: (id: number) => string;
  /** `n` counts from 0, in the order of the message's attachments. */
  attachment: (id: number, n: number) => string;
};

function withQuery(path: string, to: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (to) query.set('to', to);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The addresses of a mailbox mounted at `base` (default `/mailbox`). */
export function mailboxPaths(base = '/mailbox'): MailboxPaths {
  return {
    list: (to, page) => withQuery(base, to, page),
    json: (to, page) => withQuery(`${base}/messages.json`, to, page),
    message: (id) => `${base}/${id}`,
    html: (id) => `${base}/${id}/html`,
    eml: (id) => `${base}/${id}.eml`,
    attachment: (id, n) => `${base}/${id}/attachments/${n}`,
  };
}

/** A web link found in a text, with where it stands in it. */
export type TextLink = { url: string; start: number; end: number };

// A link runs to the next white space or character that cannot stand in a URL; punctuation that ends a
// sentence ("…/offer." or "(see https://…)") is the sentence's, not the link's.
const LINK = /\bhttps?:\/\/[^\s<>"'`]+/g;
const TRAILING = /[.,;:!?)\]}]+$/;

/** The http(s) links of a plain-text part, in order, as a reader (or a test following one) would take them. */
export function textLinks(text: string): TextLink[] {
  const links: TextLink[] = [];
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(TRAILING, '');
    if (!URL.canParse(url)) continue;
    links.push({ url, start: match.index, end: match.index + url.length });
  }
  return links;
}

/** One message in `GET /mailbox/messages.json`. */
export type MailboxJsonMessage = {
  id: number;
  messageId: string;
  /** The Message-ID header as sent (null until rendered: it takes the From address's domain). */
  messageIdHeader: string | null;
  status: MailboxSummary['status'];
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  event: string;
  template: string;
  recipient: MailboxSummary['recipient'];
  locale: string;
  reference: string | null;
  from: string | null;
  to: string;
  subject: string | null;
  text: string | null;
  /** The links of the text part, in order: what a test or the demo follows. */
  links: string[];
  attachments: { filename: string; contentType: string; size: number; url: string }[];
  urls: { page: string; html: string; eml: string };
};

/** A listed message as JSON. */
export function messageJson(message: MailboxSummary, paths: MailboxPaths): MailboxJsonMessage {
  return {
    id: message.id,
    messageId: message.messageId,
    messageIdHeader: message.from === null ? null : messageIdHeader(message.messageId, message.from),
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
    event: message.event,
    template: message.template,
    recipient: message.recipient,
    locale: message.locale,
    reference: message.reference,
    from: message.from,
    to: message.toAddress,
    subject: message.subject,
    text: message.text,
    links: textLinks(message.text ?? '').map((link) => link.url),
    attachments: message.attachments.map((attachment, n) => ({
      ...attachment,
      url: paths.attachment(message.id, n),
    })),
    urls: { page: paths.message(message.id), html: paths.html(message.id), eml: paths.eml(message.id) },
  };
}
