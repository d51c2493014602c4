import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { httpGet, nonLoopbackIpv4, type RealServer, serveOnAllInterfaces } from '../../test/mailbox.ts';
import { mailboxRoutes } from './mailbox.routes.ts';

// The mailbox shows every visitor's link and key: it must answer this machine only, and to everyone else
// look exactly like a path the server does not serve. A real server on 0.0.0.0, requested over real
// sockets, so the peer address is what the kernel says it is.

let fresh: FreshApp;
let server: RealServer;
let site: Hono;
let otherAddress: string | null;

beforeAll(async () => {
  fresh = await freshApp();
  site = new Hono();
  site.route('/mailbox', mailboxRoutes(fresh.db.orm));
  site.route('/off/mailbox', mailboxRoutes(fresh.db.orm, { enabled: false, base: '/off/mailbox' }));
  server = await serveOnAllInterfaces(site);
  otherAddress = await nonLoopbackIpv4();
});

afterAll(async () => {
  await server?.close();
  await fresh?.close();
});

/** The problem an unknown path gets from the whole app, as it would name `path`. */
async function unknownPathProblem(path: string) {
  const answer = await fresh.app.request('/no-such-page-anywhere');
  const problem = await answer.json();
  return { ...problem, detail: problem.detail.replace('/no-such-page-anywhere', path) };
}

function expectNotServed(answer: { status: number; headers: Record<string, unknown>; body: Buffer }) {
  expect(answer.status).toBe(404);
  expect(answer.headers['content-type']).toBe('application/problem+json');
  return JSON.parse(answer.body.toString('utf8'));
}

describe('who the mailbox answers', () => {
  it('answers a request from 127.0.0.1', async () => {
    const answer = await httpGet('127.0.0.1', server.port, '/mailbox');
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toContain('<h1>Mailbox</h1>');
  });

  it('answers a request to localhost by name', async () => {
    const answer = await httpGet('127.0.0.1', server.port, '/mailbox/messages.json', {
      Host: `localhost:${server.port}`,
    });
    expect(answer.status).toBe(200);
  });

  for (const [header, value] of [
    ['X-Forwarded-For', '203.0.113.9'],
    ['Forwarded', 'for=203.0.113.9'],
    ['X-Real-IP', '203.0.113.9'],
  ] as const) {
    it(`answers 404 from 127.0.0.1 when a proxy passed it on (${header})`, async () => {
      const answer = await httpGet('127.0.0.1', server.port, '/mailbox', { [header]: value });
      expect(expectNotServed(answer)).toEqual(await unknownPathProblem('/mailbox'));
    });
  }

  it('answers 404 from 127.0.0.1 when the Host is another name (a rebound DNS name of a web page)', async () => {
    const answer = await httpGet('127.0.0.1', server.port, '/mailbox', {
      Host: `attacker.example:${server.port}`,
    });
    expect(expectNotServed(answer)).toEqual(await unknownPathProblem('/mailbox'));
  });

  it('answers 404 problem+json to a request from a non-loopback address of this machine', async (context) => {
    if (!otherAddress) {
      context.skip(
        'this machine has no non-loopback IPv4 interface to send from; isLocalRequest is covered by local-request.test.ts',
      );
      return;
    }
    // Connecting to the machine's own non-loopback address makes the kernel use it as the source too.
    const answer = await httpGet(otherAddress, server.port, '/mailbox');
    expect(expectNotServed(answer)).toEqual(await unknownPathProblem('/mailbox'));
    // Even with a Host that names loopback: the peer address decides.
    const spoofed = await httpGet(otherAddress, server.port, '/mailbox/messages.json', {
      Host: `127.0.0.1:${server.port}`,
    });
    expect(expectNotServed(spoofed).code).toBe('route_not_found');
  });

  it('answers 404 without a socket (a request inside the process is from nowhere)', async () => {
    const answer = await site.request('/mailbox');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual(await unknownPathProblem('/mailbox'));
  });

  it('answers 404 on every path, even from 127.0.0.1, when disabled (mail goes out over SMTP)', async () => {
    for (const path of [
      '/off/mailbox',
      '/off/mailbox/messages.json',
      '/off/mailbox/1',
      '/off/mailbox/1.eml',
    ]) {
      const answer = await httpGet('127.0.0.1', server.port, path);
      expect(expectNotServed(answer)).toEqual(await unknownPathProblem(path));
    }
  });
});
