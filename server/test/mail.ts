import { expect } from 'vitest';
import type { Clock } from '../src/clock.ts';
import type { Database } from '../src/db/database.ts';
import type { Logger } from '../src/logger.ts';
import { type MailService, startMail } from '../src/notifications/mail-service.ts';
import type { ReceivedMail, SmtpSink } from './smtp-sink.ts';

// The server's real mail service for in-process tests, sending over SMTP to a sink, and a wait for a
// message of one template to one address.

/** The mail service of `db`, delivering to `smtp`; its sender runs only when woken. */
export function startTestMail(db: Database, smtp: SmtpSink, clock: Clock, logger: Logger): MailService {
  return startMail(db.orm, clock, logger, {
    smtpUrl: smtp.url,
    mailFrom: null,
    publicUrl: 'https://book.harbour.example',
    leaseMs: 60_000,
    intervalMs: 60_000,
  });
}

/** Sends what is due and waits until the message of `template` to `to` has arrived. */
export async function arrived(
  mail: MailService,
  smtp: SmtpSink,
  to: string,
  template: string,
): Promise<ReceivedMail> {
  mail.sender.wake();
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = smtp.received.find(
          (r) => r.envelope.to.includes(to) && r.mail.headers.get('x-booking-template') === template,
        );
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
