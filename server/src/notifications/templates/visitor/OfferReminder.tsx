/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import { type MailTemplate, offerNoteOf, validUntilNotes } from '../mail-template.ts';

/** To the visitor: the offer is about to expire (or, without a date, still waiting), with the venue's note again. */
export const offerReminder: MailTemplate = {
  subject: (mail) => {
    const until = mail.view.booking.offerValidUntil;
    return until
      ? mail.t('email:offer_reminder.subject', { date: mail.day(until) })
      : mail.t('email:offer_reminder.subjectOpen');
  },
  Body: function OfferReminder({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:offer_reminder.heading')}
        paragraphs={[t('email:offer_reminder.intro'), t('email:offer_reminder.next')]}
        notes={validUntilNotes(mail)}
        message={offerNoteOf(mail)}
        button={t('email:offer_reminder.button')}
      />
    );
  },
};
