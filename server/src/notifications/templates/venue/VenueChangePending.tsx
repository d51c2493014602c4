/** @jsxImportSource react */
import { MessageFrame } from '../MessageFrame.tsx';
import type { MailTemplate } from '../mail-template.ts';

/** To the venue: the visitor changed the reservation; staff check it. */
export const venueChangePending: MailTemplate = {
  subject: (mail) => mail.t('email:venue_change_pending.subject'),
  Body: function VenueChangePending({ mail }) {
    const { t } = mail;
    return (
      <MessageFrame
        mail={mail}
        heading={t('email:venue_change_pending.heading')}
        paragraphs={[t('email:venue_change_pending.intro')]}
        button={t('email:venue_change_pending.button')}
      />
    );
  },
};
