import { html, raw } from 'hono/html';
import type { MailboxMessage, MailboxSummary } from './mailbox.repository.ts';
import { MAILBOX_STYLE } from './mailbox.style.ts';
import { type MailboxPaths, textLinks } from './mailbox.view.ts';

// The mailbox's two pages, rendered on the server without a script. Everything that comes from a
// message (addresses, subjects, text: visitors type them) goes through hono/html's `html`, which escapes
// every interpolated value; only our own markup is trusted.

type Html = ReturnType<typeof html>;

const listTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const fullTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'long' });

function time(date: Date, format: Intl.DateTimeFormat): Html {
  return html`<time datetime="${date.toISOString()}" title="${fullTime.format(date)}">${format.format(date)}</time>`;
}

function layout(title: string, paths: MailboxPaths, body: Html): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${title}</title>
<style>${raw(MAILBOX_STYLE.css)}</style>
</head>
<body>
<header class="top">
<a class="brand" href="${paths.list(undefined, 1)}">booking-form</a>
<span class="note">Local mailbox: the e-mails this server kept instead of sending them, because SMTP_URL is not set. Only this machine can open it.</span>
</header>
<main>${body}</main>
</body>
</html>`;
}

/** The status badge: sent, pending (with the retry count), sending, failed (with the error), cancelled. */
function status(message: MailboxSummary): Html {
  const retry =
    message.status === 'pending' && message.attempts > 0 ? ` · attempt ${message.attempts + 1}` : '';
  const error =
    message.lastError && message.status !== 'sent'
      ? html`<span class="error">${message.lastError}</span>`
      : '';
  return html`<span class="status ${message.status}">${message.status}${retry}</span>${error}`;
}

function attachmentCount(message: MailboxSummary): Html | string {
  const n = message.attachments.length;
  return n === 0 ? '' : html` <span class="clip">${n} attachment${n === 1 ? '' : 's'}</span>`;
}

/** What the list page shows. */
export type ListPage = {
  messages: MailboxSummary[];
  total: number;
  page: number;
  pages: number;
  to: string | undefined;
  paths: MailboxPaths;
};

function listRow(message: MailboxSummary, paths: MailboxPaths): Html {
  const subject = message.subject ?? `(not rendered yet: ${message.template})`;
  return html`<tr>
<td class="time">${time(message.createdAt, listTime)}</td>
<td class="to">${message.toAddress} <span class="who">${message.recipient}</span></td>
<td class="subject"><a href="${paths.message(message.id)}">${subject}</a>${attachmentCount(message)}</td>
<td class="ref">${message.reference ?? '—'}</td>
<td class="state">${status(message)}</td>
</tr>`;
}

function pager(page: ListPage): Html | string {
  if (page.pages <= 1) return '';
  const newer =
    page.page > 1 ? html`<a rel="prev" href="${page.paths.list(page.to, page.page - 1)}">← Newer</a>` : '';
  const older =
    page.page < page.pages
      ? html`<a rel="next" href="${page.paths.list(page.to, page.page + 1)}">Older →</a>`
      : '';
  return html`<nav class="pager" aria-label="Pages">${newer}<span>Page ${page.page} of ${page.pages}</span>${older}</nav>`;
}

/** `GET /mailbox`: the messages, newest first, with a recipient filter and paging. */
export function listPage(page: ListPage): Html {
  const count = `${page.total} message${page.total === 1 ? '' : 's'}${page.to ? ` to ${page.to}` : ''}`;
  const rows = page.messages.map((message) => listRow(message, page.paths));
  const table =
    page.messages.length === 0
      ? html`<p class="empty">${page.to ? 'No messages to this address.' : 'No messages yet. Send a request from the demo page and its e-mails appear here.'}</p>`
      : html`<table>
<caption>${count}</caption>
<thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Reference</th><th scope="col">Status</th></tr></thead>
<tbody>${rows}</tbody>
</table>`;
  return layout(
    'Mailbox',
    page.paths,
    html`<div class="heading"><h1>Mailbox</h1><span class="count">${count}</span></div>
<form class="filter" method="get" action="${page.paths.list(undefined, 1)}" role="search">
<label>Recipient address<input type="email" name="to" value="${page.to ?? ''}" placeholder="anna@example.com" autocomplete="off"></label>
<button type="submit">Filter</button>
${page.to ? html`<a class="button quiet" href="${page.paths.list(undefined, 1)}">Show all</a>` : ''}
<a class="button quiet" href="${page.paths.list(page.to, page.page)}">Refresh</a>
</form>
${table}
${pager(page)}`,
  );
}

/** The plain text with its web links made clickable (they open outside the mailbox, without a referrer). */
function linkedText(text: string): Html {
  const parts: (Html | string)[] = [];
  let rest = 0;
  for (const link of textLinks(text)) {
    parts.push(text.slice(rest, link.start));
    parts.push(html`<a href="${link.url}" target="_blank" rel="noreferrer noopener">${link.url}</a>`);
    rest = link.end;
  }
  parts.push(text.slice(rest));
  return html`${parts}`;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function renderedParts(message: MailboxMessage, paths: MailboxPaths): Html {
  const links = textLinks(message.text ?? '');
  const attachments = message.attachments.map(
    (a, n) =>
      html`<li><a href="${paths.attachment(message.id, n)}" download="${a.filename}">${a.filename}</a> <span class="muted">${a.contentType}, ${size(a.size)}</span></li>`,
  );
  return html`<div class="parts">
<section aria-labelledby="html-part"><h2 id="html-part">HTML</h2>
<iframe sandbox src="${paths.html(message.id)}" title="The HTML part of the message"></iframe>
<p class="hint">Shown without scripts, forms or links; open links from the text part or the list below.</p>
</section>
<section aria-labelledby="text-part"><h2 id="text-part">Text</h2><pre>${linkedText(message.text ?? '')}</pre></section>
</div>
<section aria-labelledby="links"><h2 id="links">Links in the text (${links.length})</h2>
${links.length === 0 ? html`<p class="pad muted">None.</p>` : html`<ul class="files">${links.map((l) => html`<li><a href="${l.url}" target="_blank" rel="noreferrer noopener">${l.url}</a></li>`)}</ul>`}
</section>
<section aria-labelledby="attachments"><h2 id="attachments">Attachments (${attachments.length})</h2>
${attachments.length === 0 ? html`<p class="pad muted">None.</p>` : html`<ul class="files">${attachments}</ul>`}
</section>`;
}

/** `GET /mailbox/{id}`: one message's headers, HTML, text, links and attachments. */
export function messagePage(
  message: MailboxMessage,
  shown: { date: Date; messageIdHeader: string; paths: MailboxPaths },
): Html {
  const { paths } = shown;
  const rendered = message.rendered;
  const subject = rendered?.subject ?? `(not rendered yet: ${message.template})`;
  const header = (name: string, value: Html | string | null) =>
    value === null ? '' : html`<dt>${name}</dt><dd>${value}</dd>`;
  return layout(
    `${subject} · Mailbox`,
    paths,
    html`<a class="back" href="${paths.list(undefined, 1)}">← All messages</a>
<h1>${subject}</h1>
<dl class="headers">
${header('From', rendered?.from ?? null)}
${header('To', rendered?.to ?? message.toAddress)}
${header('Subject', rendered?.subject ?? null)}
${header('Message-ID', shown.messageIdHeader)}
${header('Date', time(shown.date, fullTime))}
${header('Reference', message.reference)}
${header('Event', `${message.event} → ${message.template} (${message.recipient}, ${message.locale})`)}
${header('Status', status(message))}
</dl>
${
  rendered
    ? html`<div class="actions"><a class="button" href="${paths.eml(message.id)}" download>Download .eml</a><a class="button quiet" href="${paths.html(message.id)}" target="_blank" rel="noreferrer noopener">Open the HTML alone</a></div>
${renderedParts(message, paths)}`
    : html`<p class="notice">The sender renders a message when it first tries to send it; this one has not been tried yet.</p>`
}`,
  );
}
