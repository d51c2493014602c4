import { describe, expect, it } from 'vitest';
import { canonicalAddress, parseTrustedProxies } from './trusted-proxies.ts';

// TRUSTED_PROXIES (issue #20): which connecting addresses are reverse proxies whose forwarding headers
// are believed. A typo must stop the start, never quietly trust nobody or everybody.

describe('the TRUSTED_PROXIES setting', () => {
  it('trusts nobody when unset or blank', () => {
    for (const unset of [undefined, '', ' , ']) {
      const trusted = parseTrustedProxies(unset);
      expect(trusted.none).toBe(true);
      expect(['127.0.0.1', '10.0.0.1', '::1'].some((address) => trusted.trusts(address))).toBe(false);
    }
  });

  it('trusts the addresses and CIDR ranges it names, IPv4 and IPv6, and nothing next to them', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8, 192.0.2.10 ,2001:db8:1::/48,::1');
    expect(trusted.none).toBe(false);
    for (const address of [
      '10.0.0.1',
      '10.255.255.255',
      '192.0.2.10',
      '2001:db8:1::5',
      '2001:db8:1:ffff::1',
      '::1',
    ]) {
      expect([address, trusted.trusts(address)]).toEqual([address, true]);
    }
    for (const address of [
      '11.0.0.1',
      '9.255.255.255',
      '192.0.2.11',
      '2001:db8:2::5',
      '::2',
      '127.0.0.1',
      'x',
    ]) {
      expect([address, trusted.trusts(address)]).toEqual([address, false]);
    }
  });

  it('knows the words loopback and private (in any case) for the usual ranges', () => {
    const loopback = parseTrustedProxies('loopback');
    expect(['127.0.0.1', '127.3.2.1', '::1'].every((a) => loopback.trusts(a))).toBe(true);
    expect(['10.0.0.1', '192.168.1.1', '::2'].some((a) => loopback.trusts(a))).toBe(false);
    const lan = parseTrustedProxies('Private');
    expect(
      ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.9', 'fd12::1'].every((a) => lan.trusts(a)),
    ).toBe(true);
    expect(
      ['172.32.0.1', '192.169.0.1', '127.0.0.1', '8.8.8.8', '2001:db8::1'].some((a) => lan.trusts(a)),
    ).toBe(false);
  });

  it('reads an IPv4-mapped IPv6 entry as the IPv4 address or range it maps', () => {
    expect(parseTrustedProxies('::ffff:192.0.2.10').trusts('192.0.2.10')).toBe(true);
    expect(parseTrustedProxies('::ffff:10.0.0.0/104').trusts('10.9.9.9')).toBe(true);
    expect(parseTrustedProxies('::ffff:10.0.0.0/104').trusts('11.0.0.1')).toBe(false);
  });

  it.each([
    ['10.0.0', 'TRUSTED_PROXIES: "10.0.0" is not an address, a CIDR range such as 10.0.0.0/8'],
    ['proxy.internal', 'TRUSTED_PROXIES: "proxy.internal" is not an address'],
    ['10.0.0.0/33', 'TRUSTED_PROXIES: "10.0.0.0/33" has no valid prefix length (0 to 32)'],
    ['2001:db8::/129', 'TRUSTED_PROXIES: "2001:db8::/129" has no valid prefix length (0 to 128)'],
    ['10.0.0.0/eight', 'TRUSTED_PROXIES: "10.0.0.0/eight" has no valid prefix length'],
    ['10.0.0.0/8/8', 'TRUSTED_PROXIES: "10.0.0.0/8/8" is not an address'],
    ['127.0.0.1;10.0.0.1', 'TRUSTED_PROXIES: "127.0.0.1;10.0.0.1" is not an address'],
    [
      '0.0.0.0/0',
      'TRUSTED_PROXIES: "0.0.0.0/0" trusts every address, so any visitor could name its own address',
    ],
    ['::/0', 'TRUSTED_PROXIES: "::/0" trusts every address'],
  ])('refuses %s, naming the entry', (text, message) => {
    expect(() => parseTrustedProxies(`127.0.0.1,${text}`)).toThrow(message);
  });
});

describe('canonicalAddress: one client, one key', () => {
  it('writes an IPv4-mapped IPv6 address as its IPv4 address, however it is spelt', () => {
    for (const mapped of ['::ffff:1.2.3.4', '::FFFF:1.2.3.4', '0:0:0:0:0:ffff:1.2.3.4', '::ffff:102:304']) {
      expect(canonicalAddress(mapped)).toBe('1.2.3.4');
    }
  });

  it('writes IPv6 in its shortest lower-case form, without a zone', () => {
    expect(canonicalAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(canonicalAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(canonicalAddress('::1')).toBe('::1');
  });

  it('is null for anything that is not an IP address', () => {
    for (const text of [
      '',
      'unknown',
      '_hidden',
      '1.2.3',
      '01.2.3.4',
      '1.2.3.4:80',
      '[::1]',
      'localhost',
      ' 1.2.3.4',
    ]) {
      expect([text, canonicalAddress(text)]).toEqual([text, null]);
    }
  });
});
