import { expect } from 'vitest';
import type { AppDeps } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import type { Database } from '../src/db/database.ts';
import { type Logger, silentLogger } from '../src/logger.ts';
import { type MailService, startMail } from '../src/notifications/mail-service.ts';
import { type FreshApp, freshApp, TEST_NOW } from './fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from './rate-limits.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { staffKey } from './staff.ts';

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

/** A fresh app with the real mail service over SMTP to a sink, and Harbour's staff key. */
export type MailTestbed = {
  fresh: FreshApp;
  smtp: SmtpSink;
  mail: MailService;
  staff: string;
  /** Sends what is due and waits until the message of `template` to `to` has arrived. */
  arrived: (to: string, template: string) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** Starts a testbed on a fresh database at TEST_NOW, logging to `logger` (default: nothing). */
export async function mailTestbed(
  logger: Logger = silentLogger,
  overrides: Partial<Omit<AppDeps, 'db'>> = {},
): Promise<MailTestbed> {
  const smtp = await startSmtpSink();
  const fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS, logger, ...overrides });
  const staff = await staffKey(fresh.db, 'harbour');
  const mail = startTestMail(fresh.db, smtp, { now: () => new Date(TEST_NOW) }, logger);
  return {
    fresh,
    smtp,
    mail,
    staff,
    arrived: (to, template) => arrived(mail, smtp, to, template),
    close: async () => {
      await mail.stop();
      await fresh.close();
      await smtp.close();
    },
  };
}
