/**
 * Which partner the hosted page shows for a request: a `partner` query parameter, else the request's
 * host name looked up in `HOSTED_PARTNERS` (`book.harbour.example=harbour,fjord.example=fjord`), so a
 * partner without a web page of its own can send e-mail links to its own host name.
 */

/** Host name (lower case, without port) → partner slug. */
export type HostedPartners = ReadonlyMap<string, string>;

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Reads `HOSTED_PARTNERS`; a malformed entry stops the start with a message naming it. */
export function parseHostedPartners(text: string | undefined): HostedPartners {
  const map = new Map<string, string>();
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [host = '', slug = '', ...rest] = entry.split('=').map((part) => part.trim());
    if (!host || rest.length > 0 || !SLUG.test(slug) || /[/\s:]/.test(host)) {
      throw new Error(
        `HOSTED_PARTNERS: "${entry}" must be host=partner-slug, e.g. book.example.com=harbour.`,
      );
    }
    map.set(host.toLowerCase(), slug);
  }
  return map;
}

/** The partner slug for a request, or null when neither the query nor the host name names one. */
export function hostedPartnerFor(
  partners: HostedPartners,
  host: string | undefined,
  queryPartner: string | undefined,
): string | null {
  const asked = queryPartner?.trim().toLowerCase();
  if (asked && SLUG.test(asked)) return asked;
  // `Host` may carry a port, and an IPv6 literal has colons of its own: strip only a trailing :port.
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return partners.get(name) ?? null;
}
