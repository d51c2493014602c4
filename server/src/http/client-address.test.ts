import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedElements, selectClientAddress, trustProxies } from './client-address.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

// Who the client is behind a reverse proxy (issue #20, careless deployments): the per-address rate limits
// key on it. The attacker writes whatever X-Forwarded-For and Forwarded it likes; a trusted proxy appends
// what it saw. So only entries a trusted proxy wrote may be believed, walking from the right.

const PROXY = '10.0.0.2';
const behindProxy = parseTrustedProxies('10.0.0.0/8');
const client = (
  headers: { xForwardedFor?: string; forwarded?: string },
  peer = PROXY,
  trusted = behindProxy,
) => selectClientAddress(peer, headers, trusted);

describe('X-Forwarded-For from a trusted proxy', () => {
  it('names the client the proxy saw', () => {
    expect(client({ xForwardedFor: '203.0.113.7' })).toBe('203.0.113.7');
  });

  it('ignores what the client wrote itself to the left of it', () => {
    // The attacker sent "X-Forwarded-For: 1.1.1.1, 2.2.2.2"; the proxy appended the address it saw.
    expect(client({ xForwardedFor: '1.1.1.1, 2.2.2.2, 203.0.113.7' })).toBe('203.0.113.7');
    // Even a spoofed entry inside the trusted range, left of the client, is never reached.
    expect(client({ xForwardedFor: '10.9.9.9,203.0.113.7' })).toBe('203.0.113.7');
  });

  it('walks through a chain of trusted proxies to the first untrusted hop', () => {
    // CDN edge 10.1.1.1 → load balancer 10.0.0.5 → nginx (peer 10.0.0.2).
    expect(client({ xForwardedFor: '198.51.100.1, 203.0.113.7, 10.1.1.1, 10.0.0.5' })).toBe('203.0.113.7');
  });

  it('takes the leftmost hop when every hop is trusted', () => {
    expect(client({ xForwardedFor: '10.3.3.3, 10.0.0.5' })).toBe('10.3.3.3');
  });

  it('reads IPv6, ports and IPv4-mapped addresses, one key per client', () => {
    expect(client({ xForwardedFor: '2001:DB8:0::7' })).toBe('2001:db8::7');
    expect(client({ xForwardedFor: '[2001:db8::7]:51234' })).toBe('2001:db8::7');
    expect(client({ xForwardedFor: '203.0.113.7:51234' })).toBe('203.0.113.7');
    expect(client({ xForwardedFor: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    // A dual-stack socket reports the IPv4 proxy as ::ffff:10.0.0.2: still the trusted proxy.
    expect(client({ xForwardedFor: '203.0.113.7' }, '::ffff:10.0.0.2')).toBe('203.0.113.7');
  });

  it('trusts IPv6 proxies by range', () => {
    const v6 = parseTrustedProxies('fd00::/8');
    expect(client({ xForwardedFor: '203.0.113.7, fd00::5' }, 'fd00::1', v6)).toBe('203.0.113.7');
    expect(client({ xForwardedFor: '203.0.113.7' }, 'fe00::1', v6)).toBe('fe00::1');
  });

  it('counts an unreadable entry the walk reaches as the proxy itself, never as a chosen address', () => {
    for (const garbage of [
      '',
      ' ',
      'unknown',
      'nonsense',
      '203.0.113',
      '1.2.3.4.5',
      '[203.0.113.7]',
      '::g',
      '<script>',
    ]) {
      expect([garbage, client({ xForwardedFor: garbage })]).toEqual([garbage, PROXY]);
      expect([garbage, client({ xForwardedFor: `198.51.100.1, ${garbage}, 10.0.0.5` })]).toEqual([
        garbage,
        PROXY,
      ]);
    }
    expect(client({ xForwardedFor: '203.0.113.7,,10.0.0.5' })).toBe(PROXY);
  });

  it('ignores garbage left of the client, where the walk never goes', () => {
    expect(client({ xForwardedFor: 'nonsense, [::1, 203.0.113.7' })).toBe('203.0.113.7');
  });
});

describe('an untrusted peer', () => {
  it('is the client whatever headers it sends', () => {
    const headers = { xForwardedFor: '203.0.113.7', forwarded: 'for=203.0.113.8' };
    expect(client(headers, '198.51.100.9')).toBe('198.51.100.9');
    expect(client(headers, '::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(client(headers, '10.0.0.2', parseTrustedProxies(''))).toBe('10.0.0.2');
  });
});

describe('Forwarded (RFC 7239) from a trusted proxy', () => {
  it('reads for= in each element, quoted IPv6 in brackets, ports, other parameters and any case', () => {
    expect(client({ forwarded: 'for=203.0.113.7' })).toBe('203.0.113.7');
    expect(client({ forwarded: 'For=203.0.113.7;proto=https;by=10.0.0.2' })).toBe('203.0.113.7');
    expect(client({ forwarded: 'for="[2001:db8:cafe::17]:4711"' })).toBe('2001:db8:cafe::17');
    expect(client({ forwarded: 'for="203.0.113.7:4711"' })).toBe('203.0.113.7');
    expect(client({ forwarded: 'for="_gazonk", for=203.0.113.7;proto=http, for=10.0.0.5' })).toBe(
      '203.0.113.7',
    );
    expect(client({ forwarded: 'for=198.51.100.1, , for=203.0.113.7' })).toBe('203.0.113.7');
  });

  it('counts unknown and obfuscated identifiers the walk reaches as the proxy', () => {
    expect(client({ forwarded: 'for=unknown' })).toBe(PROXY);
    expect(client({ forwarded: 'for=_hidden' })).toBe(PROXY);
    expect(client({ forwarded: 'for="[2001:db8::1]:_port", for=_edge, for=10.0.0.5' })).toBe(PROXY);
    expect(client({ forwarded: 'proto=https' })).toBe(PROXY);
  });

  it('counts a header that does not parse as the proxy', () => {
    for (const broken of [
      'for="203.0.113.7',
      'for=',
      'for',
      '=203.0.113.7',
      'for=203.0.113.7;for=198.51.100.1',
      'for=203.0.113.7 for=198.51.100.1',
      'for="[::1]"x',
      'for="a\\',
      // A client's unclosed quote swallowing the proxy's own element.
      'for="1.1.1.1, for="[2001:db8::7]"',
    ]) {
      expect([broken, client({ forwarded: broken })]).toEqual([broken, PROXY]);
    }
  });

  it('parses quoted strings with escapes and separators inside them', () => {
    expect(forwardedElements('for="a\\"b,c;d";by=x, for=y')).toEqual([
      new Map([
        ['for', 'a"b,c;d'],
        ['by', 'x'],
      ]),
      new Map([['for', 'y']]),
    ]);
  });
});

describe('both X-Forwarded-For and Forwarded', () => {
  it('names the client when both name the same one', () => {
    expect(client({ xForwardedFor: '203.0.113.7', forwarded: 'for=203.0.113.7' })).toBe('203.0.113.7');
    expect(client({ xForwardedFor: '[2001:db8::7]:1', forwarded: 'for="[2001:DB8::7]"' })).toBe(
      '2001:db8::7',
    );
  });

  it('counts the request as the proxy when they disagree: a client cannot pick through the one its proxy ignores', () => {
    // The proxy appends X-Forwarded-For and passes the client's own Forwarded through, or the other way round.
    expect(client({ xForwardedFor: '203.0.113.7', forwarded: 'for=198.51.100.66' })).toBe(PROXY);
    expect(client({ xForwardedFor: '198.51.100.66', forwarded: 'for=203.0.113.7' })).toBe(PROXY);
    expect(client({ xForwardedFor: '203.0.113.7', forwarded: 'for=unknown' })).toBe(PROXY);
  });
});

describe('clientAddress on a request', () => {
  const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 40_000 } } });
  const ask = async (app: Hono, remoteAddress: string | null, headers: Record<string, string> = {}) =>
    (await app.request('/', { headers }, remoteAddress === null ? undefined : socket(remoteAddress))).text();
  const plain = new Hono();
  plain.get('/', (c) => c.text(clientAddress(c)));
  const proxied = new Hono();
  proxied.use(trustProxies(parseTrustedProxies('127.0.0.1')));
  proxied.get('/', (c) => c.text(clientAddress(c)));

  it('is the socket peer, IPv4-mapped written as IPv4, when no proxy is trusted', async () => {
    expect(await ask(plain, '::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(await ask(plain, '127.0.0.1', { 'X-Forwarded-For': '203.0.113.7' })).toBe('127.0.0.1');
  });

  it('is the forwarded client behind a trusted proxy, and the peer for anyone else', async () => {
    expect(await ask(proxied, '127.0.0.1', { 'X-Forwarded-For': '203.0.113.7' })).toBe('203.0.113.7');
    expect(await ask(proxied, '::ffff:127.0.0.1', { Forwarded: 'for=203.0.113.8' })).toBe('203.0.113.8');
    expect(await ask(proxied, '198.51.100.9', { 'X-Forwarded-For': '203.0.113.7' })).toBe('198.51.100.9');
  });

  it('is unknown without a socket', async () => {
    expect(await ask(proxied, null, { 'X-Forwarded-For': '203.0.113.7' })).toBe('unknown');
  });
});
