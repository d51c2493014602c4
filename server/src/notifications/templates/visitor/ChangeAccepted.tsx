/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import type { MailTemplate } from '../mail-template.ts';

/** To the visitor: the venue applied the change they saved. */
export const changeAccepted: MailTemplate = {
  subject: (mail) => mail.t('email:change_accepted.subject'),
  Body: function ChangeAccepted({ mail }) {
    const { t, view } = mail;
    // An offer whose lines changed went back to the venue, which sends a new one; anything else stands.
    const next = view.booking.status === 'requested' ? [t('email:change_accepted.newOffer')] : [];
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:change_accepted.heading')}
        paragraphs={[t('email:change_accepted.intro'), ...next]}
        button={t('email:change_accepted.button')}
      />
    );
  },
};
