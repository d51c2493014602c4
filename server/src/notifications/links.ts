// Links in e-mails (issue 14): they open the partner's own page that embeds the widget
// (`bookingPageUrl`, hash routes, under the widget's route prefix when that URL's hash names one) or else our hosted page (the same routes as real paths). A visitor's
// link carries its message's key; staff links carry none.

/** Where a partner's links lead. */
export type LinkTarget = { publicUrl: string; partnerSlug: string; bookingPageUrl: string | null };

/** A visitor's link: the offer view (`reservation`) or the wizard taking an unsent draft back (`resume`). */
export type VisitorLink = {
  view: 'reservation' | 'resume';
  locale: string;
  username: string;
  id: number;
  /** The message's key; left out of a link that may be forwarded (the offer PDF's). */
  key?: string;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The partner's page without its fragment, and the widget's route prefix when the fragment names one
 * (`…/book#/bf` → `/bf`, for a widget with `route-prefix="bf"`); any other fragment (an anchor such as
 * `#book`) is dropped as before, so the routes start at the hash.
 */
function partnerPage(bookingPageUrl: string): string {
  const at = bookingPageUrl.indexOf('#');
  if (at === -1) return `${bookingPageUrl}#`;
  const prefix = /^\/([A-Za-z0-9_-]{1,40})\/?$/.exec(bookingPageUrl.slice(at + 1))?.[1];
  return `${bookingPageUrl.slice(0, at)}#${prefix ? `/${prefix}` : ''}`;
}

/** The visitor's link on the partner's page, else on the hosted page; without a key when none is given. */
export function visitorLink(target: LinkTarget, link: VisitorLink): string {
  const path = `/${link.locale}/${link.view}/${encodeURIComponent(link.username)}/${link.id}`;
  const key = link.key === undefined ? '' : `key=${encodeURIComponent(link.key)}`;
  if (target.bookingPageUrl) {
    return `${partnerPage(target.bookingPageUrl)}${path}${key ? `?${key}` : ''}`;
  }
  const query = [`partner=${encodeURIComponent(target.partnerSlug)}`, key].filter(Boolean).join('&');
  return `${trimSlash(target.publicUrl)}${path}?${query}`;
}

/**
 * A sign-in link (issue 21): the "My bookings" view on the partner's page, else on the hosted page,
 * carrying the one-time code. The page is the partner's own setting, never the request's: a code must
 * not reach a page someone else chose.
 */
export function signInLink(target: LinkTarget, locale: string, code: string): string {
  const path = `/${locale}/signin/${encodeURIComponent(code)}`;
  if (target.bookingPageUrl) return `${partnerPage(target.bookingPageUrl)}${path}`;
  return `${trimSlash(target.publicUrl)}${path}?partner=${encodeURIComponent(target.partnerSlug)}`;
}

/** Staff's link to a booking: the reservations API until the desk exists (it needs their key). */
export function staffLink(target: Pick<LinkTarget, 'publicUrl'>, bookingId: number): string {
  return `${trimSlash(target.publicUrl)}/api/reservations/${bookingId}`;
}

/** A desk user's one-time link (an invitation or a password reset): the desk, with the code in its hash. */
export function deskLink(publicUrl: string, code: string): string {
  return `${trimSlash(publicUrl)}/desk/#/link/${encodeURIComponent(code)}`;
}

/** The sender's domain for Message-IDs and the default From: the public URL's host name. */
export function mailDomain(publicUrl: string): string {
  try {
    const host = new URL(publicUrl).hostname;
    return host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':')
      ? 'booking-form.localhost'
      : host;
  } catch {
    return 'booking-form.localhost';
  }
}
