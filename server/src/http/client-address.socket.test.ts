import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingFixture, bookingPayload } from '../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { capturingLogger } from '../../test/logs.ts';
import { readEnv } from '../env.ts';

// Issue #20, careless deployments: behind a reverse proxy every visitor connects from the proxy's
// address. Each test serves the app, on its own database, over real sockets on 127.0.0.1 (the "proxy"
// is this test, sending X-Forwarded-For as nginx would), with a price-quote limit of two per address:
// with TRUSTED_PROXIES each visitor behind the proxy has their own count; without it the headers are
// ignored and everyone shares the proxy's, so writing them never escapes a limit.

const QUOTE_LIMIT = { quotePerAddress: { limit: 2, seconds: 60 } };

type Served = { url: string; close: () => Promise<void> };

function serveOnLoopback(app: Hono): Promise<Served> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      }),
    );
  });
}

const opened: { fresh: FreshApp; served: Served }[] = [];

/** A server's address, a price quote's body it answers and its log lines. */
type Started = { url: string; quote: string; log: string[] };

/** The app on its own database, as `npm start` builds it from these environment variables. */
async function startServer(variables: Record<string, string>): Promise<Started> {
  const env = readEnv(variables);
  const { logger, lines } = capturingLogger();
  const fresh = await freshApp({ rateLimits: QUOTE_LIMIT, trustedProxies: env.trustedProxies, logger });
  const served = await serveOnLoopback(fresh.app);
  opened.push({ fresh, served });
  const { location, meetingRooms } = bookingPayload(await bookingFixture(fresh.db));
  return { url: served.url, quote: JSON.stringify({ location, meetingRooms }), log: lines };
}

afterAll(async () => {
  for (const { fresh, served } of opened) {
    await served.close();
    await fresh.close();
  }
});

/** Asks for a price quote as a visitor's browser does, through a proxy that sent these headers. */
async function quoteStatus({ url, quote }: Started, headers: Record<string, string>): Promise<number> {
  const answer = await fetch(`${url}/api/booking_quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/ld+json', ...headers },
    body: quote,
  });
  await answer.arrayBuffer();
  return answer.status;
}

describe('per-address limits behind a reverse proxy at 127.0.0.1', () => {
  it('with TRUSTED_PROXIES=127.0.0.1 each visitor behind the proxy has their own count', async () => {
    const server = await startServer({ TRUSTED_PROXIES: '127.0.0.1' });
    const anna = { 'X-Forwarded-For': '203.0.113.1' };
    const ben = { 'X-Forwarded-For': '203.0.113.2' };
    expect([await quoteStatus(server, anna), await quoteStatus(server, anna)]).toEqual([200, 200]);
    expect(await quoteStatus(server, anna)).toBe(429);
    // Anna writing her own X-Forwarded-For: the proxy appends the address it saw, which is what counts.
    expect(await quoteStatus(server, { 'X-Forwarded-For': '198.51.100.99, 203.0.113.1' })).toBe(429);
    expect(await quoteStatus(server, { Forwarded: 'for=203.0.113.1' })).toBe(429);
    // Ben, behind the same proxy, is not locked out by her.
    expect([
      await quoteStatus(server, ben),
      await quoteStatus(server, { Forwarded: 'for=203.0.113.2' }),
    ]).toEqual([200, 200]);
    expect(await quoteStatus(server, ben)).toBe(429);
  });

  it('without the setting the forwarding headers are ignored: new addresses in them escape nothing', async () => {
    const server = await startServer({});
    expect(await quoteStatus(server, { 'X-Forwarded-For': '203.0.113.11' })).toBe(200);
    expect(await quoteStatus(server, { Forwarded: 'for=203.0.113.12' })).toBe(200);
    expect(await quoteStatus(server, { 'X-Forwarded-For': '203.0.113.13' })).toBe(429);
  });

  it('a trusted proxy does not make a forwarded request local: the mailbox stays closed to it', async () => {
    const server = await startServer({ TRUSTED_PROXIES: 'loopback' });
    const direct = await fetch(`${server.url}/mailbox`);
    await direct.arrayBuffer();
    expect(direct.status).toBe(200);
    const forwarded: Record<string, string>[] = [
      { 'X-Forwarded-For': '127.0.0.1' },
      { Forwarded: 'for=127.0.0.1' },
    ];
    for (const headers of forwarded) {
      const answer = await fetch(`${server.url}/mailbox`, { headers });
      await answer.arrayBuffer();
      expect(answer.status).toBe(404);
    }
  });

  it('says once in the log when requests come through a loopback or private proxy it does not trust', async () => {
    const warnings = (server: Started) =>
      server.log.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    const careless = await startServer({});
    await quoteStatus(careless, {});
    expect(warnings(careless)).toEqual([]);
    await quoteStatus(careless, { 'X-Forwarded-For': '203.0.113.21' });
    await quoteStatus(careless, { Forwarded: 'for=203.0.113.22' });
    expect(warnings(careless)).toEqual([
      expect.objectContaining({
        proxy: '127.0.0.1',
        msg: expect.stringContaining(
          'requests come through a proxy at 127.0.0.1 that TRUSTED_PROXIES does not name: every visitor behind it shares one count',
        ),
      }),
    ]);
    const configured = await startServer({ TRUSTED_PROXIES: '127.0.0.1' });
    await quoteStatus(configured, { 'X-Forwarded-For': '203.0.113.21' });
    expect(warnings(configured)).toEqual([]);
  });
});
