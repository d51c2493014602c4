import { isLocale } from '../../../src/domain/locale.ts';
import type { Clock } from '../clock.ts';
import type { Orm } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { composer } from './compose.ts';
import { type Notifier, outboxNotifier } from './notifier.ts';
import { type OutboxSender, startOutboxSender } from './outbox-sender.ts';
import { renderMessage } from './render.tsx';
import { pricingLabel } from './texts.ts';
import { type MailTransport, mailboxTransport, smtpTransport } from './transport.ts';

// E-mail for one server process (issue 14): the transport SMTP_URL asks for (or the local mailbox),
// the sender that delivers the outbox, and the notifier that wakes it after each commit.

/** What the process's configuration says about e-mail. */
export type MailConfig = {
  smtpUrl: string | null;
  mailFrom: string | null;
  /** The address people reach the server at (links, logo). */
  publicUrl: string;
  leaseMs: number;
  /** How often the sender looks for due messages besides being woken (default 5 s). */
  intervalMs?: number;
};

/** A running mail service. */
export type MailService = {
  transport: MailTransport;
  /** True when messages stay in the local mailbox page (no SMTP_URL). */
  mailbox: boolean;
  notifier: Notifier;
  sender: OutboxSender;
  stop: () => Promise<void>;
};

/** Starts the sender for `db` with the transport `config` names. */
export function startMail(db: Orm, clock: Clock, logger: Logger, config: MailConfig): MailService {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : mailboxTransport();
  const compose = composer(db, {
    publicUrl: config.publicUrl,
    from: config.mailFrom,
    now: () => clock.now(),
    render: (view) => renderMessage(view),
    labeller: (locale) => (key) => pricingLabel(isLocale(locale) ? locale : 'en-US', key),
  });
  const sender = startOutboxSender(
    { db, clock, logger, delivery: transport, compose, leaseMs: config.leaseMs },
    config.intervalMs,
  );
  return {
    transport,
    mailbox: transport.kind === 'mailbox',
    notifier: outboxNotifier(logger, sender.wake),
    sender,
    stop: async () => {
      await sender.stop();
      await transport.close();
    },
  };
}
