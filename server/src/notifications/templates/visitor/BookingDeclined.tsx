/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import { type MailTemplate, reasonNotes } from '../mail-template.ts';

/** To the visitor: the venue declined the reservation, with its reason. */
export const bookingDeclined: MailTemplate = {
  subject: (mail) => mail.t('email:booking_declined.subject'),
  Body: function BookingDeclined({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:booking_declined.heading')}
        paragraphs={[t('email:booking_declined.intro'), t('email:booking_declined.next')]}
        notes={reasonNotes(mail)}
        button={t('email:booking_declined.button')}
      />
    );
  },
};
