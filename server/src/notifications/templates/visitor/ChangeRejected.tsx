/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import { type MailTemplate, reasonNotes } from '../mail-template.ts';

/** To the visitor: the venue did not apply the change they saved, with its reason when it gave one. */
export const changeRejected: MailTemplate = {
  subject: (mail) => mail.t('email:change_rejected.subject'),
  Body: function ChangeRejected({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:change_rejected.heading')}
        paragraphs={[t('email:change_rejected.intro'), t('email:change_rejected.next')]}
        notes={reasonNotes(mail)}
        button={t('email:change_rejected.button')}
      />
    );
  },
};
