import { BlockList, isIP } from 'node:net';

// TRUSTED_PROXIES: the reverse proxies and load balancers in front of this server, whose word about the
// client (X-Forwarded-For, Forwarded) is believed. Unset trusts none: the TCP peer is the client, as it
// was before the setting existed. A bad entry stops the start, because a typo would otherwise either
// trust nobody (every visitor shares the proxy's rate limits) or, worse, trust whoever sent the headers.

/** The proxies whose forwarding headers are believed (TRUSTED_PROXIES). */
export type TrustedProxies = {
  /** Whether `address` (canonical, see canonicalAddress) is one of them. */
  trusts(address: string): boolean;
  /** True when no proxy is trusted: forwarding headers are never read. */
  readonly none: boolean;
};

/** Trusts no proxy: the default. */
export const NO_TRUSTED_PROXIES: TrustedProxies = { trusts: () => false, none: true };

// The words for the usual ranges, so a deployment need not spell them out.
const NAMED_RANGES: Record<string, readonly [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  // RFC 1918 and IPv6 unique local addresses: where a proxy inside the same network connects from.
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const SHAPE = 'an address, a CIDR range such as 10.0.0.0/8 or fd00::/8, loopback or private';

/**
 * An address as one client's key: IPv4 dotted, IPv6 in its shortest lower-case form, an IPv4-mapped
 * IPv6 address (`::ffff:1.2.3.4`, as a dual-stack socket reports IPv4 peers) as the IPv4 address, a
 * zone (`%eth0`) dropped. Null when `text` is not an IP address.
 */
export function canonicalAddress(text: string): string | null {
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://[${text.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  // The URL serializer writes the mapped IPv4 part as two hex groups: ::ffff:102:304.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(hostname);
  if (!mapped) return hostname;
  const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 4 ? 'ipv4' : 'ipv6';
}

/** Adds one entry of the setting to `list`; throws an Error naming the entry when it is not one. */
function addEntry(list: BlockList, entry: string): void {
  const named = NAMED_RANGES[entry.toLowerCase()];
  if (named) {
    for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
    return;
  }
  const [text = '', prefixText, ...rest] = entry.split('/');
  const address = canonicalAddress(text);
  if (address === null || rest.length > 0 || /%/.test(text)) {
    throw new Error(`TRUSTED_PROXIES: "${entry}" is not ${SHAPE}.`);
  }
  const family = familyOf(address);
  if (prefixText === undefined) {
    list.addAddress(address, family);
    return;
  }
  // A mapped range (::ffff:10.0.0.0/104) is the IPv4 range it maps.
  const bits = family === 'ipv4' ? 32 : 128;
  const prefix = /^\d{1,3}$/.test(prefixText)
    ? Number(prefixText) - (family === 'ipv4' && isIP(text) === 6 ? 96 : 0)
    : Number.NaN;
  if (!(prefix >= 0 && prefix <= bits)) {
    throw new Error(
      `TRUSTED_PROXIES: "${entry}" has no valid prefix length (0 to ${bits}); expected ${SHAPE}.`,
    );
  }
  if (prefix === 0) {
    throw new Error(
      `TRUSTED_PROXIES: "${entry}" trusts every address, so any visitor could name its own address and escape the rate limits; name the proxies' addresses or ranges.`,
    );
  }
  list.addSubnet(address, prefix, family);
}

/**
 * Reads TRUSTED_PROXIES: comma-separated addresses, CIDR ranges (IPv4 and IPv6) and the words
 * `loopback` and `private`. Unset or blank: NO_TRUSTED_PROXIES. Throws an Error naming a bad entry.
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return NO_TRUSTED_PROXIES;
  const list = new BlockList();
  for (const entry of entries) addEntry(list, entry);
  return {
    trusts: (address) => isIP(address) !== 0 && list.check(address, familyOf(address)),
    none: false,
  };
}
