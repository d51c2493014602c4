import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived: the SMTP envelope and the parsed message. */
export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
  /** `performance.now()` when it was accepted. */
  at: number;
};

/** A real SMTP server on loopback that keeps what it receives. */
export type SmtpSink = {
  port: number;
  /** `smtp://127.0.0.1:{port}`. */
  url: string;
  /** Every message received so far, in arrival order. */
  received: ReceivedMail[];
  /** Resolves once `count` messages in all have arrived (at once when they already have). */
  waitForCount: (count: number) => Promise<ReceivedMail[]>;
  /** Resolves once no message arrived for `quietMs` (rejects after `timeoutMs`). */
  settle: (quietMs: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

/**
 * Starts an SMTP server on 127.0.0.1 at a free port (no TLS, any or no login). A message is parsed and
 * kept before the server answers 250, so it is in `received` by the time the client's send resolves.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let lastArrival = Date.now();
  const waiting: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const from = session.envelope.mailFrom;
          received.push({
            envelope: {
              from: from ? from.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            mail,
            at: performance.now(),
          });
          lastArrival = Date.now();
          for (const waiter of waiting.filter((w) => received.length >= w.count)) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve([...received]);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client killed mid-conversation (the crash test's server) resets its connection: the SMTP server
  // reports that as an 'error' event, which must not become an uncaught exception of the test run.
  const connectionErrors: Error[] = [];
  server.on('error', (error: Error) => connectionErrors.push(error));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForCount: (count) =>
      received.length >= count
        ? Promise.resolve([...received])
        : new Promise((resolve) => waiting.push({ count, resolve })),
    settle: async (quietMs, timeoutMs = 60_000) => {
      const started = Date.now();
      while (Date.now() - lastArrival < quietMs) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`SMTP sink: still receiving after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return [...received];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
