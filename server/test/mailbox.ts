import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Database } from '../src/db/database.ts';
import type { OutboxRendered } from '../src/db/schema/outbox.ts';

/** An HTTP server on 0.0.0.0 at a free port, serving `app` as `npm start` does (a real socket). */
export type RealServer = { port: number; close: () => Promise<void> };

/** Serves `app` over node:http on every IPv4 interface, at a port the system picks. */
export function serveOnAllInterfaces(app: Hono): Promise<RealServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '0.0.0.0' }, (info: AddressInfo) => {
      resolve({
        port: info.port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}

/** An answer read in full. */
export type HttpAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * GETs `http://{address}:{port}{path}` over a new connection with exactly these headers (node:http lets a
 * test set Host, which fetch does not); Host defaults to the address.
 */
export function httpGet(
  address: string,
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const host = address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: address, port, path, agent: false, headers: { Host: host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** This machine's first IPv4 address that is not loopback, or null when it has none. */
export async function nonLoopbackIpv4(): Promise<string | null> {
  const { networkInterfaces } = await import('node:os');
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return null;
}

/** An outbox row as a test writes it; what it leaves out gets a plain default. */
export type OutboxRowInput = {
  partnerId: number;
  bookingId?: number | null;
  toAddress: string;
  rendered?: OutboxRendered | null;
  status?: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  lastError?: string | null;
  attempts?: number;
  createdAt?: string;
  sentAt?: string | null;
  event?: string;
  template?: string;
  recipient?: 'visitor' | 'venue';
};

/** Writes one outbox row directly (as the outbox and the sender would leave it) and returns its id and message id. */
export async function insertOutboxRow(
  db: Database,
  row: OutboxRowInput,
): Promise<{ id: number; messageId: string }> {
  const [inserted] = await db.query<{ id: number; message_id: string }>(
    `insert into outbox_messages (partner_id, booking_id, event, template, recipient, to_address, locale,
       dedupe_key, status, attempts, last_error, rendered, created_at, sent_at)
     values ($1, $2, $3, $4, $5, $6, 'en-US', $7, $8, $9, $10, $11, coalesce($12::timestamptz, now()), $13)
     returning id, message_id`,
    [
      row.partnerId,
      row.bookingId ?? null,
      row.event ?? 'request',
      row.template ?? 'request_received',
      row.recipient ?? 'visitor',
      row.toAddress,
      `test:${randomUUID()}`,
      row.status ?? 'sent',
      row.attempts ?? 1,
      row.lastError ?? null,
      row.rendered === undefined || row.rendered === null ? null : JSON.stringify(row.rendered),
      row.createdAt ?? null,
      row.sentAt ?? null,
    ],
  );
  return { id: Number(inserted!.id), messageId: String(inserted!.message_id) };
}
