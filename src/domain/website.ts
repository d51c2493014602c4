/** The header's website link rule of spec §2, pure. */

/** A link the header shows: where it goes and the text shown. */
export type WebsiteLink = { href: string; label: string };

/** Makes a link from a website value; a value without a scheme is taken as https. Null when blank. */
export function toWebsiteLink(website: string | null | undefined): WebsiteLink | null {
  const text = (website ?? '').trim();
  if (!text) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  const href = hasScheme ? text : `https://${text.replace(/^\/\//, '')}`;
  // The label drops the protocol, and a bare trailing slash that only adds noise.
  const label = text
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^\/\//, '')
    .replace(/^([^/]+)\/$/, '$1');
  return { href, label };
}

/** The partner's website, otherwise the first location's, with the protocol removed from the label. */
export function websiteLinkFor(
  partnerWebsite: string | null | undefined,
  locations: readonly { website: string | null }[],
): WebsiteLink | null {
  return toWebsiteLink(partnerWebsite) ?? toWebsiteLink(locations[0]?.website);
}
