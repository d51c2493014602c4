/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import type { MailTemplate } from '../mail-template.ts';

/** To the venue: a booking was made and confirmed (booked now, or paid). */
export const venueNewBooking: MailTemplate = {
  subject: (mail) => mail.t('email:venue_new_booking.subject'),
  Body: function VenueNewBooking({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:venue_new_booking.heading')}
        paragraphs={[t('email:venue_new_booking.intro')]}
        button={t('email:venue_new_booking.button')}
      />
    );
  },
};
