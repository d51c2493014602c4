import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isLocalRequest, isLoopbackAddress, isLoopbackHost } from './local-request.ts';

// isLocalRequest reads the peer address where @hono/node-server puts it (c.env.incoming.socket). These
// tests hand it bindings of that shape, so the rule is checked for addresses a test machine cannot send
// from; mailbox.access.test.ts checks it over real sockets.

const app = new Hono();
app.get('/', (c) => c.text(isLocalRequest(c) ? 'local' : 'not local'));

async function judged(remoteAddress: string | undefined, headers: Record<string, string> = {}) {
  const env = remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress } } };
  const answer = await app.request(
    'http://127.0.0.1:3000/',
    { headers: { Host: '127.0.0.1:3000', ...headers } },
    env,
  );
  return answer.text();
}

describe('isLocalRequest', () => {
  it('is false for a peer at 203.0.113.9', async () => {
    expect(await judged('203.0.113.9')).toBe('not local');
  });

  it('is false for a peer at an IPv4-mapped public address and for the LAN', async () => {
    expect(await judged('::ffff:203.0.113.9')).toBe('not local');
    expect(await judged('192.168.1.20')).toBe('not local');
    expect(await judged('fe80::1')).toBe('not local');
  });

  it('is true for peers at 127.0.0.1, 127.1.2.3, ::1 and ::ffff:127.0.0.1', async () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(await judged(address)).toBe('local');
    }
  });

  it('is false without a socket', async () => {
    expect(await judged(undefined)).toBe('not local');
  });

  it('is false from loopback when a proxy header is present', async () => {
    for (const header of ['Forwarded', 'X-Forwarded-For', 'X-Real-IP', 'X-Forwarded-Host', 'Via']) {
      expect(await judged('127.0.0.1', { [header]: 'x' })).toBe('not local');
    }
  });
});

describe('isLoopbackAddress and isLoopbackHost', () => {
  it('knows 127.0.0.0/8 and ::1, and nothing next to them', () => {
    expect(['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['128.0.0.1', '126.255.255.255', '::2', '0.0.0.0', 'localhost', ''].map(isLoopbackAddress),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('accepts localhost names and loopback addresses as Host, with or without a port', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'mailbox.localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
    ]) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of [undefined, '', 'attacker.example', 'localhost.attacker.example', '192.0.2.2:3000']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
