/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import type { MailTemplate } from '../mail-template.ts';

/** To the visitor: the booking is confirmed (with the calendar file). */
export const bookingConfirmed: MailTemplate = {
  subject: (mail) => mail.t('email:booking_confirmed.subject'),
  Body: function BookingConfirmed({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:booking_confirmed.heading')}
        paragraphs={[t('email:booking_confirmed.intro')]}
        button={t('email:booking_confirmed.button')}
      />
    );
  },
};
