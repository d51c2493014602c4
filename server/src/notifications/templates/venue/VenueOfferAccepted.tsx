/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import type { MailTemplate } from '../mail-template.ts';

/** To the venue: the visitor accepted the offer; staff confirm next. */
export const venueOfferAccepted: MailTemplate = {
  subject: (mail) => mail.t('email:venue_offer_accepted.subject'),
  Body: function VenueOfferAccepted({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:venue_offer_accepted.heading')}
        paragraphs={[t('email:venue_offer_accepted.intro')]}
        button={t('email:venue_offer_accepted.button')}
      />
    );
  },
};
