/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import type { MailTemplate } from '../mail-template.ts';

/** To the visitor who left a draft unsent: one short "continue where you left off" with the link. */
export const draftReminder: MailTemplate = {
  subject: (mail) => mail.t('email:draft_reminder.subject'),
  Body: function DraftReminder({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:draft_reminder.heading')}
        paragraphs={[t('email:draft_reminder.intro'), t('email:draft_reminder.next')]}
        button={t('email:draft_reminder.button')}
        summary={false}
      />
    );
  },
};
