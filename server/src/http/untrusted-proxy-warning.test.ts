import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../../test/logs.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';
import { untrustedProxyWarning } from './untrusted-proxy-warning.ts';

// The hint for a careless deployment (issue #20): a proxy at a loopback or private address that
// TRUSTED_PROXIES does not name gets one warning; a public client writing the headers itself gets none.

function site(trustedProxies: string) {
  const { logger, lines } = capturingLogger();
  const app = new Hono();
  app.use(untrustedProxyWarning(parseTrustedProxies(trustedProxies), logger));
  app.get('/', (c) => c.text('ok'));
  const from = (remoteAddress: string, headers: Record<string, string>) =>
    app.request('/', { headers }, { incoming: { socket: { remoteAddress, remotePort: 40_000 } } });
  const warned = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
  return { from, warned };
}

describe('the untrusted proxy warning', () => {
  it('names a private or loopback peer forwarding requests, once', async () => {
    const { from, warned } = site('');
    await from('10.0.0.7', {});
    expect(warned()).toEqual([]);
    await from('::ffff:10.0.0.7', { 'X-Forwarded-For': '203.0.113.7' });
    await from('fd00::7', { Forwarded: 'for=203.0.113.8' });
    expect(warned().map((entry) => entry.proxy)).toEqual(['10.0.0.7']);
  });

  it('says nothing about a public peer sending the headers, nor about a trusted proxy', async () => {
    const open = site('');
    await open.from('198.51.100.9', { 'X-Forwarded-For': '203.0.113.7' });
    expect(open.warned()).toEqual([]);
    const configured = site('10.0.0.0/8');
    await configured.from('10.0.0.7', { 'X-Forwarded-For': '203.0.113.7' });
    expect(configured.warned()).toEqual([]);
    await configured.from('192.168.0.3', { 'X-Forwarded-For': '203.0.113.7' });
    expect(configured.warned().map((entry) => entry.proxy)).toEqual(['192.168.0.3']);
  });
});
