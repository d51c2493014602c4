/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import { type MailTemplate, offerNoteOf, validUntilNotes } from '../mail-template.ts';

/** To the visitor: the venue sent an offer, valid until a date. */
export const offerSent: MailTemplate = {
  subject: (mail) => mail.t('email:offer_sent.subject'),
  Body: function OfferSent({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:offer_sent.heading')}
        paragraphs={[t('email:offer_sent.intro'), t('email:offer_sent.next')]}
        notes={validUntilNotes(mail)}
        message={offerNoteOf(mail)}
        button={t('email:offer_sent.button')}
      />
    );
  },
};
