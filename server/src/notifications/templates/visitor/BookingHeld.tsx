/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import type { MailTemplate } from '../mail-template.ts';

/** To the visitor: booked now, held until the payment arrives. */
export const bookingHeld: MailTemplate = {
  subject: (mail) => mail.t('email:booking_held.subject'),
  Body: function BookingHeld({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:booking_held.heading')}
        paragraphs={[t('email:booking_held.intro'), t('email:booking_held.next')]}
        button={t('email:booking_held.button')}
      />
    );
  },
};
