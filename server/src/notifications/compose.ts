import type { Orm } from '../db/database.ts';
import type { OutboxRendered } from '../db/schema/outbox.ts';
import { offerDocumentOf } from '../documents/offer-document.ts';
import { renderOfferPdf } from '../documents/offer-pdf.ts';
import { mailDomain } from './links.ts';
import type { BookingSummary, MessageView, RenderedMessage } from './message.types.ts';
import { buildMessageView, type ViewOptions } from './message-view.ts';
import type { OutboxRow } from './outbox-sender.ts';
import { composeSignIn, SIGN_IN_TEMPLATE } from './sign-in-message.tsx';
import { composeStaffInvitation, STAFF_INVITATION_TEMPLATE } from './staff-invitation-message.tsx';

// Turns a claimed outbox row into the message the transport sends: the view, rendered by the
// templates, with addresses and the headers that tie it to its booking and event.

/** What composing needs. */
export type ComposeOptions = Omit<ViewOptions, 'now'> & {
  now: () => Date;
  /** `MAIL_FROM`; by default the partner's name at the public URL's domain. */
  from: string | null;
  render: (view: MessageView) => Promise<RenderedMessage>;
};

const quoted = (name: string) => `"${name.replace(/["\\\r\n]/g, '')}"`;

/** The messages that carry the offer as a PDF: the offer itself. */
const WITH_OFFER_PDF = new Set<MessageView['template']>(['offer_sent']);

/** The offer PDF a message carries, named after the booking's reference; none when it has no prices. */
async function offerAttachments(view: MessageView, now: Date): Promise<RenderedMessage['attachments']> {
  if (!WITH_OFFER_PDF.has(view.template)) return [];
  const document = offerDocumentOf(view, now);
  if (!document) return [];
  const content = await renderOfferPdf(document);
  return [{ filename: `${view.booking.reference}.pdf`, contentType: 'application/pdf', content }];
}

/** The composer the sender calls: null when the message no longer applies (its booking is gone). */
export function composer(
  db: Orm,
  options: ComposeOptions,
): (row: OutboxRow) => Promise<OutboxRendered | null> {
  const summaries = new Map<string, Promise<BookingSummary>>();
  return async (row) => {
    // The sign-in e-mail belongs to no booking: it has its own small frame.
    if (row.template === SIGN_IN_TEMPLATE) return composeSignIn(db, row, options);
    if (row.template === STAFF_INVITATION_TEMPLATE) return composeStaffInvitation(db, row, options);
    const now = options.now();
    const view = await buildMessageView(db, row, { ...options, now, summaries });
    if (!view) return null;
    const rendered = await options.render(view);
    // The PDF is made here, beside the templates: they stay pure functions of the view.
    const attachments = [...rendered.attachments, ...(await offerAttachments(view, now))];
    const from =
      options.from ?? `${quoted(view.brand.partnerName)} <bookings@${mailDomain(options.publicUrl)}>`;
    // Answers reach a person: the venue for the visitor's messages, the visitor for the venue's.
    const replyTo = row.recipient === 'visitor' ? view.brand.location.email : view.booking.contact.email;
    return {
      from,
      to: row.toAddress,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content.toString('base64'),
      })),
      headers: {
        ...(replyTo ? { 'Reply-To': replyTo } : {}),
        'X-Booking-Reference': view.booking.reference,
        'X-Booking-Event': row.facts.transitionId ? `${row.event}:${row.facts.transitionId}` : row.event,
        'X-Booking-Template': row.template,
      },
    };
  };
}
