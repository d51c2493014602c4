/**
 * The desk's addresses, in the hash so the server serves one page: `#/inbox`, `#/bookings/{id}`,
 * `#/occupancy`, `#/catalogue/…`, `#/staff`, and `#/link/{code}` (a one-time sign-in link). Pure.
 */

export type DeskRoute =
  | { page: 'inbox'; query: URLSearchParams }
  | { page: 'booking'; id: number }
  | { page: 'occupancy'; query: URLSearchParams }
  | { page: 'catalogue'; path: string }
  | { page: 'staff' }
  | { page: 'link'; code: string }
  | { page: 'not-found' };

/** Reads a hash (`#/bookings/12`); an empty one is the inbox. */
export function parseDeskRoute(hash: string): DeskRoute {
  const raw = hash.replace(/^#/, '');
  const [path = '', search = ''] = raw.split('?', 2);
  const query = new URLSearchParams(search);
  const parts = path.split('/').filter(Boolean);
  const [first, second, ...rest] = parts;
  if (!first || (first === 'inbox' && !second)) return { page: 'inbox', query };
  if (first === 'bookings' && second && /^[1-9]\d{0,9}$/.test(second) && rest.length === 0)
    return { page: 'booking', id: Number(second) };
  if (first === 'occupancy' && !second) return { page: 'occupancy', query };
  if (first === 'catalogue') return { page: 'catalogue', path: parts.slice(1).join('/') };
  if (first === 'staff' && !second) return { page: 'staff' };
  if (first === 'link' && second && rest.length === 0)
    return { page: 'link', code: decodeURIComponent(second) };
  return { page: 'not-found' };
}

/** The hash of a route's page (query parameters kept where the page has them). */
export function deskHref(
  route:
    | { page: 'inbox' | 'occupancy'; query?: URLSearchParams }
    | { page: 'booking'; id: number }
    | { page: 'staff' },
): string {
  switch (route.page) {
    case 'booking':
      return `#/bookings/${route.id}`;
    case 'staff':
      return '#/staff';
    default: {
      const search = route.query?.toString();
      return `#/${route.page}${search ? `?${search}` : ''}`;
    }
  }
}
