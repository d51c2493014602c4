// A local Sentry-compatible receiver: accepts envelopes on `/api/{projectId}/envelope/` the way Sentry
// and GlitchTip do (the key in the query, plain-text body, CORS open) and records them for the test.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One envelope as it arrived. */
export type ReceivedEnvelope = { path: string; query: URLSearchParams; origin: string | null; body: string };

/** A running receiver: its DSN for a project and what it has received. */
export type SentryReceiver = {
  dsn(projectId: number, publicKey: string): string;
  received: ReceivedEnvelope[];
  stop(): Promise<void>;
};

/** Starts the receiver on a free port of 127.0.0.1. */
export async function startSentryReceiver(): Promise<SentryReceiver> {
  const received: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/$/.test(url.pathname)) {
      return void response.writeHead(404).end();
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: url.pathname,
        query: url.searchParams,
        origin: request.headers.origin ?? null,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: (projectId, publicKey) => `http://${publicKey}@127.0.0.1:${port}/${projectId}`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
