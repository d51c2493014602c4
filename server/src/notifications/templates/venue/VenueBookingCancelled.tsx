/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import { feeNotes, type MailTemplate, reasonNotes } from '../mail-template.ts';

/** To the venue: the visitor cancelled, with their reason and the fee that applies. */
export const venueBookingCancelled: MailTemplate = {
  subject: (mail) => mail.t('email:venue_booking_cancelled.subject'),
  Body: function VenueBookingCancelled({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:venue_booking_cancelled.heading')}
        paragraphs={[t('email:venue_booking_cancelled.intro')]}
        notes={[...reasonNotes(mail), ...feeNotes(mail)]}
        button={t('email:venue_booking_cancelled.button')}
      />
    );
  },
};
