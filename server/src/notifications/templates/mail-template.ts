import type { ReactElement } from 'react';
import type { MailContext } from '../mail-context.ts';
import type { Note } from './MessageFrame.tsx';

/** One template: its subject line and its body, both from the message's context. */
export type MailTemplate = {
  subject: (mail: MailContext) => string;
  Body: (props: { mail: MailContext }) => ReactElement;
};

/** Which of the three ways of asking the booking was sent as; a request when it does not say. */
export function requestKind(mail: MailContext): 'request' | 'inquiry' | 'proposal' {
  return mail.view.booking.requestKind ?? 'request';
}

/** The reason given with the transition, when there is one. */
export function reasonNotes(mail: MailContext): Note[] {
  const reason = mail.view.reason?.trim();
  return reason ? [{ label: mail.t('email:notes.reason'), value: reason }] : [];
}

/** The cancellation fee, when one applies. */
export function feeNotes(mail: MailContext): Note[] {
  return mail.view.fee ? [{ label: mail.t('email:notes.fee'), value: mail.money(mail.view.fee) }] : [];
}

/** The last day the offer may be accepted, when the offer has one. */
export function validUntilNotes(mail: MailContext): Note[] {
  const until = mail.view.booking.offerValidUntil;
  return until ? [{ label: mail.t('email:notes.validUntil'), value: mail.day(until) }] : [];
}

/** The venue's note with the offer under "A note from <venue>", when staff wrote one. */
export function offerNoteOf(mail: MailContext): { heading: string; text: string } | null {
  const text = mail.view.booking.offerNote?.trim();
  return text ? { heading: mail.t('email:offer_sent.noteHeading'), text } : null;
}
