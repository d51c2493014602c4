import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One webhook POST as it arrived: the exact body text and the signature header. */
export type ReceivedWebhook = {
  body: string;
  signature: string;
  contentType: string;
  event: { id: string; type: string };
};

/** A local endpoint that keeps what Stripe's test server POSTs, and answers with `status()`. */
export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` webhooks in all have arrived; rejects after `timeoutMs`. */
  waitForCount: (count: number, timeoutMs?: number) => Promise<ReceivedWebhook[]>;
  /** The status the next answers get (200 unless changed). */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
};

/** Starts a webhook endpoint on 127.0.0.1 at a free port. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiting: { count: number; resolve: (all: ReceivedWebhook[]) => void }[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(body) as { id: string; type: string };
      received.push({
        body,
        signature: String(req.headers['stripe-signature'] ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
        event,
      });
      for (const waiter of waiting.filter((candidate) => received.length >= candidate.count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve([...received]);
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    waitForCount: (count, timeoutMs = 10_000) => {
      if (received.length >= count) return Promise.resolve([...received]);
      return new Promise((resolve, reject) => {
        const waiter = {
          count,
          resolve: (all: ReceivedWebhook[]) => {
            clearTimeout(timer);
            resolve(all);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`Only ${received.length} of ${count} webhooks arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    answerWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
