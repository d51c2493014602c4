/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import type { MailTemplate } from '../mail-template.ts';

/** To the visitor: the payment did not arrive in time; the booking is kept as a request. */
export const holdExpired: MailTemplate = {
  subject: (mail) => mail.t('email:hold_expired.subject'),
  Body: function HoldExpired({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:hold_expired.heading')}
        paragraphs={[t('email:hold_expired.intro'), t('email:hold_expired.next')]}
        button={t('email:hold_expired.button')}
      />
    );
  },
};
