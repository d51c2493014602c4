import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { canonicalAddress, NO_TRUSTED_PROXIES, type TrustedProxies } from './trusted-proxies.ts';

// Who the client is, for every per-address rate limit. Behind a reverse proxy the TCP peer is the proxy,
// so every visitor would share one count; but the forwarding headers are written by whoever sends the
// request, so believing them blindly lets a script name a fresh address per request. The rule (that of
// Express's `trust proxy` and Fastify's `trustProxy`): the chain of hops is the forwarding header's
// entries followed by the TCP peer; starting from the peer, step left past each hop that is a trusted
// proxy; the first untrusted hop is the client (all trusted: the leftmost). Only a trusted proxy's own
// entry is ever believed, and it is the rightmost one, after anything the client wrote itself.
//
// X-Forwarded-For and Forwarded (RFC 7239): when a request carries both, both are walked and must name
// the same client. A proxy typically writes one and passes the other through from the client untouched;
// preferring either header would let a client pick its address through the one its proxy ignores.
//
// Anything the walk cannot read where it needs an address (a malformed entry, `unknown`, an obfuscated
// `_name`, a Forwarded header that does not parse) makes the TCP peer the client: a request is then
// counted with everything else from that proxy, never under an address its sender chose.

/** The forwarding headers of a request, as received (undefined: absent). */
export type ForwardingHeaders = { xForwardedFor?: string | undefined; forwarded?: string | undefined };

// A port after an address: digits, or an obfuscated one (RFC 7239 §6.3).
const PORT = String.raw`(?::(?:\d{1,5}|_[A-Za-z0-9._-]+))?`;
const IPV4_WITH_PORT = new RegExp(`^(\\d{1,3}(?:\\.\\d{1,3}){3})${PORT}$`);
const BRACKETED_IPV6 = new RegExp(`^\\[([^\\]]+)\\]${PORT}$`);

/** One hop's address: `1.2.3.4`, `1.2.3.4:80`, `2001:db8::1`, `[2001:db8::1]:80`; null for anything else. */
export function hopAddress(node: string): string | null {
  const text = node.trim();
  const plain = canonicalAddress(text);
  if (plain !== null) return plain;
  const v4 = IPV4_WITH_PORT.exec(text);
  if (v4) return canonicalAddress(v4[1]!);
  const v6 = BRACKETED_IPV6.exec(text);
  if (v6 && v6[1]!.includes(':')) return canonicalAddress(v6[1]!);
  return null;
}

const TOKEN_CHAR = /[!#$%&'*+.^_`|~0-9A-Za-z-]/;
// Values in the wild are not always quoted when they should be (for=[::1]:80): anything up to the next
// separator is read, and what it names is then judged by hopAddress.
const BARE_VALUE_END = /[;,\s"]/;

/**
 * The elements of a Forwarded value, left to right, each as its parameters (names in lower case), or
 * null when it does not parse. Empty elements are skipped, as list syntax allows.
 */
export function forwardedElements(value: string): Map<string, string>[] | null {
  const elements: Map<string, string>[] = [];
  let pairs = new Map<string, string>();
  let i = 0;
  const skipSpace = () => {
    while (value[i] === ' ' || value[i] === '\t') i++;
  };
  const readWhile = (test: (char: string) => boolean) => {
    const start = i;
    while (i < value.length && test(value[i]!)) i++;
    return value.slice(start, i);
  };
  const readQuoted = (): string | null => {
    let text = '';
    for (i++; i < value.length; i++) {
      const char = value[i]!;
      if (char === '"') {
        i++;
        return text;
      }
      if (char === '\\') i++;
      if (i >= value.length) return null;
      text += value[i];
    }
    return null;
  };
  for (;;) {
    skipSpace();
    if (i < value.length && value[i] !== ',' && value[i] !== ';') {
      const name = readWhile((char) => TOKEN_CHAR.test(char)).toLowerCase();
      skipSpace();
      if (name === '' || value[i] !== '=') return null;
      i++;
      skipSpace();
      const parameter = value[i] === '"' ? readQuoted() : readWhile((char) => !BARE_VALUE_END.test(char));
      // Each parameter once per element (RFC 7239 §4): a second `for` would make the hop ambiguous.
      if (!parameter || pairs.has(name)) return null;
      pairs.set(name, parameter);
      skipSpace();
    }
    if (i >= value.length || value[i] === ',') {
      if (pairs.size > 0) elements.push(pairs);
      if (i >= value.length) return elements;
      pairs = new Map();
    } else if (value[i] !== ';') {
      return null;
    }
    i++;
  }
}

/** A Forwarded element's hop: its `for` node (null: `unknown`, obfuscated, absent or malformed). */
function forwardedFor(pairs: Map<string, string>): string | null {
  const node = pairs.get('for');
  return node === undefined ? null : hopAddress(node);
}

/**
 * Steps left from the peer past trusted hops: the client, or null where an unreadable hop stops it. Each
 * hop is read only when the walk reaches it: a long header costs no more than its trusted tail.
 */
function walk<Hop>(
  hops: readonly Hop[],
  read: (hop: Hop) => string | null,
  peer: string,
  trusted: TrustedProxies,
): string | null {
  let current = peer;
  for (let index = hops.length - 1; index >= 0; index--) {
    if (!trusted.trusts(current)) return current;
    const hop = read(hops[index]!);
    if (hop === null) return null;
    current = hop;
  }
  return current;
}

/**
 * The client's address: the TCP `peer` (canonical), or, when the peer is a trusted proxy, the first
 * untrusted hop of the forwarding headers walked from the right (see the rules at the top).
 */
export function selectClientAddress(
  peer: string,
  headers: ForwardingHeaders,
  trusted: TrustedProxies,
): string {
  const peerAddress = canonicalAddress(peer) ?? peer;
  if (!trusted.trusts(peerAddress)) return peerAddress;
  const named: (string | null)[] = [];
  if (headers.xForwardedFor !== undefined) {
    named.push(walk(headers.xForwardedFor.split(','), hopAddress, peerAddress, trusted));
  }
  if (headers.forwarded !== undefined) {
    const elements = forwardedElements(headers.forwarded);
    named.push(elements === null ? null : walk(elements, forwardedFor, peerAddress, trusted));
  }
  const [first] = named;
  if (first === undefined || first === null || named.some((address) => address !== first)) return peerAddress;
  return first;
}

type TrustedProxiesEnv = { Variables: { trustedProxies: TrustedProxies } };

/** Puts the deployment's trusted proxies on every request, for clientAddress. */
export function trustProxies(trusted: TrustedProxies): MiddlewareHandler<TrustedProxiesEnv> {
  return async (c, next) => {
    c.set('trustedProxies', trusted);
    await next();
  };
}

/** The TCP peer's address as the socket reports it; undefined without a socket (app.request()). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client's address for per-address rate limits: the TCP peer, or behind a trusted proxy the client
 * it names; `unknown` without a socket (in-process requests: app.request()).
 */
export function clientAddress(c: Context): string {
  const peer = peerAddress(c);
  if (peer === undefined) return 'unknown';
  const trusted = (c as unknown as Context<TrustedProxiesEnv>).get('trustedProxies') ?? NO_TRUSTED_PROXIES;
  return selectClientAddress(
    peer,
    { xForwardedFor: c.req.header('x-forwarded-for'), forwarded: c.req.header('forwarded') },
    trusted,
  );
}
