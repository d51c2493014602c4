/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import { type MailTemplate, reasonNotes } from '../mail-template.ts';

/** To the visitor: they turned the offer down; nothing is booked. */
export const offerTurnedDown: MailTemplate = {
  subject: (mail) => mail.t('email:offer_turned_down.subject'),
  Body: function OfferTurnedDown({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:offer_turned_down.heading')}
        paragraphs={[t('email:offer_turned_down.intro'), t('email:offer_turned_down.next')]}
        notes={reasonNotes(mail)}
        button={t('email:offer_turned_down.button')}
      />
    );
  },
};
