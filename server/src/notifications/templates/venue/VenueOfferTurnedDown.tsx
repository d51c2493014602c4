/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import { type MailTemplate, reasonNotes } from '../mail-template.ts';

/** To the venue: the visitor turned the offer down, with their reason. */
export const venueOfferTurnedDown: MailTemplate = {
  subject: (mail) => mail.t('email:venue_offer_turned_down.subject'),
  Body: function VenueOfferTurnedDown({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:venue_offer_turned_down.heading')}
        paragraphs={[t('email:venue_offer_turned_down.intro')]}
        notes={reasonNotes(mail)}
        button={t('email:venue_offer_turned_down.button')}
      />
    );
  },
};
