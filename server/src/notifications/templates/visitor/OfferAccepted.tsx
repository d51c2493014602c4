/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import type { MailTemplate } from '../mail-template.ts';

/** To the visitor: they accepted the offer; the venue confirms next. */
export const offerAccepted: MailTemplate = {
  subject: (mail) => mail.t('email:offer_accepted.subject'),
  Body: function OfferAccepted({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:offer_accepted.heading')}
        paragraphs={[t('email:offer_accepted.intro')]}
        button={t('email:offer_accepted.button')}
      />
    );
  },
};
