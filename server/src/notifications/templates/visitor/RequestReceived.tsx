/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import { type MailTemplate, requestKind } from '../mail-template.ts';

/** To the visitor: their request, inquiry or proposal request arrived; what the venue does next. */
export const requestReceived: MailTemplate = {
  subject: (mail) => mail.t(`email:request_received.${requestKind(mail)}.subject`),
  Body: function RequestReceived({ mail }) {
    const { t } = mail;
    const kind = requestKind(mail);
    return (
      <MessageFrame
        mail={mail}
        heading={t(`email:request_received.${kind}.heading`)}
        paragraphs={[t(`email:request_received.${kind}.intro`), t('email:request_received.next')]}
        button={t('email:request_received.button')}
      />
    );
  },
};
