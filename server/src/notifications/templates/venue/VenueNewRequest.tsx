/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import { type MailTemplate, requestKind } from '../mail-template.ts';

/** To the venue: a new request, inquiry or proposal request (also a held booking kept as a request). */
export const venueNewRequest: MailTemplate = {
  subject: (mail) => mail.t(`email:venue_new_request.${requestKind(mail)}.subject`),
  Body: function VenueNewRequest({ mail }) {
    const { t } = mail;
    const kind = requestKind(mail);
    return (
      <MessageFrame
        mail={mail}
        heading={t(`email:venue_new_request.${kind}.heading`)}
        paragraphs={[t(`email:venue_new_request.${kind}.intro`)]}
        button={t('email:venue_new_request.button')}
      />
    );
  },
};
