/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import { feeNotes, type MailTemplate, reasonNotes } from '../mail-template.ts';

/** To the visitor: the reservation is cancelled, with the reason and the fee when one applies. */
export const bookingCancelled: MailTemplate = {
  subject: (mail) => mail.t('email:booking_cancelled.subject'),
  Body: function BookingCancelled({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:booking_cancelled.heading')}
        paragraphs={[t('email:booking_cancelled.intro')]}
        notes={[...reasonNotes(mail), ...feeNotes(mail)]}
        button={t('email:booking_cancelled.button')}
      />
    );
  },
};
