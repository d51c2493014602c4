/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import type { MailTemplate } from '../mail-template.ts';

/** To the visitor: their changes are applied. */
export const changesApplied: MailTemplate = {
  subject: (mail) => mail.t('email:changes_applied.subject'),
  Body: function ChangesApplied({ mail }) {
    const { t, view } = mail;
    // A confirmed booking stays confirmed; otherwise the venue may have to agree again.
    const next = view.booking.status === 'confirmed' ? [] : [t('email:changes_applied.next')];
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:changes_applied.heading')}
        paragraphs={[t('email:changes_applied.intro'), ...next]}
        button={t('email:changes_applied.button')}
      />
    );
  },
};
