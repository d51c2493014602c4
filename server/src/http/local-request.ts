import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

// Pages that show secrets of every visitor (the mailbox shows each e-mail's link and key) answer only the
// machine itself. Three things must all hold:
// - the TCP peer is a loopback address: the one fact about a request a remote client cannot choose;
// - no proxy header: a reverse proxy on the same machine connects from loopback too, and would otherwise
//   open the page to whoever it serves (Forwarded and X-Forwarded-For are what proxies add; nginx adds
//   nothing unless told to, so a proxy should not be pointed at these paths in the first place);
// - the Host names loopback: a web page the developer visits can point its own domain at 127.0.0.1 (DNS
//   rebinding) and read a loopback page as same-origin; its requests then carry that domain as Host.
// A request without a socket (app.request() in tests, other runtimes) is not local.

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Headers a proxy adds on the way: any of them means the request did not start on this machine. */
export const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
] as const;

/** Whether an address is loopback: 127.0.0.0/8, ::1, or an IPv4-mapped 127.x (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether a Host header names this machine: localhost (or a *.localhost name) or a loopback address. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, '$1'));
}

/** The socket's peer address under @hono/node-server (as its getConnInfo finds it), or undefined. */
function remoteAddress(c: Context): string | undefined {
  const env = c.env as
    | {
        incoming?: { socket?: { remoteAddress?: string } };
        server?: { incoming?: { socket?: { remoteAddress?: string } } };
      }
    | undefined;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress;
}

/**
 * Whether a request comes from this machine and nowhere else: a loopback peer, no proxy header, a
 * loopback Host. Anything else (and a request without a socket) is not local.
 */
export function isLocalRequest(c: Context): boolean {
  const address = remoteAddress(c);
  if (!address || !isLoopbackAddress(address)) return false;
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopbackHost(c.req.header('host'));
}
