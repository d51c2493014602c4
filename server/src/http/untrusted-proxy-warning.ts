import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import { peerAddress } from './client-address.ts';
import { canonicalAddress, parseTrustedProxies, type TrustedProxies } from './trusted-proxies.ts';

// A careless deployment behind a proxy runs fine and shows nothing wrong until one visitor's attempts
// lock out everyone. The first request that arrives from a loopback or private address with a forwarding
// header, from a peer TRUSTED_PROXIES does not name, is most likely such a proxy: the log says so once.
// A public peer sending the headers is a client writing them itself, which tells nothing.

const WHERE_PROXIES_ARE = parseTrustedProxies('loopback,private');

/** Logs one warning when requests seem to come through a proxy that `trusted` does not name. */
export function untrustedProxyWarning(trusted: TrustedProxies, logger: Logger): MiddlewareHandler {
  let warned = false;
  return async (c, next) => {
    if (
      !warned &&
      (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined)
    ) {
      const peer = peerAddress(c);
      const address = peer === undefined ? null : canonicalAddress(peer);
      if (address !== null && WHERE_PROXIES_ARE.trusts(address) && !trusted.trusts(address)) {
        warned = true;
        logger.warn(
          { proxy: address },
          `requests come through a proxy at ${address} that TRUSTED_PROXIES does not name: every visitor behind it shares one count in each per-address rate limit. If it is your reverse proxy, add it to TRUSTED_PROXIES (README: Behind a reverse proxy).`,
        );
      }
    }
    await next();
  };
}
