/**
 * Which part of the host page's hash belongs to the widget (the `route-prefix` attribute, issue 19). A
 * host SPA with a hash router of its own (`#/booking/42`, `#/nl-NL/products`) must not have its routes
 * read as ours, nor rewritten: with a prefix the widget reads and writes only `#/{prefix}/…`; with
 * `none` it neither reads nor writes the hash (routes then come in through the `route` attribute).
 * Without the attribute, today's behaviour: the whole hash is the widget's. Pure: strings in, strings out.
 */

/** The attribute's value that keeps the widget out of the hash entirely. */
export const NO_HASH_ROUTES = 'none';

/**
 * How one instance uses the hash: `hash` with a prefix (`''`: the whole hash, the default), or `none`.
 */
export type HashScope = { kind: 'hash'; prefix: string } | { kind: 'none' };

/** The default: the whole hash is the widget's (compatible with every page embedded before). */
export const WHOLE_HASH: HashScope = { kind: 'hash', prefix: '' };

// One path segment of letters, digits, `-` and `_`: it must survive a URL unencoded.
const PREFIX = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The scope the `route-prefix` attribute names: `none`, or one word (`bf`; `/bf/` and `#/bf` are read
 * as `bf`). Empty or absent: the whole hash. Any other value is an error of the host page's: `none`,
 * so a mistyped prefix never lets the widget read or rewrite the host's routes; `invalid` says so.
 */
export function hashScope(attribute: string | null | undefined): HashScope & { invalid?: true } {
  const text = (attribute ?? '').trim();
  if (text === '') return WHOLE_HASH;
  if (text.toLowerCase() === NO_HASH_ROUTES) return { kind: 'none' };
  const word = text.replace(/^#?\/*/, '').replace(/\/+$/, '');
  return PREFIX.test(word) ? { kind: 'hash', prefix: word } : { kind: 'none', invalid: true };
}

/**
 * The widget's part of a hash (`#/bf/reservation/a/1?key=k` → `/reservation/a/1?key=k` for `bf`), or null
 * when the hash is the host page's (another route, another prefix) or the scope is `none`. An empty hash
 * is nobody's route: the widget's home (`''`), so Back to the bare page still shows the wizard.
 */
export function widgetAddress(hash: string, scope: HashScope): string | null {
  if (scope.kind === 'none') return null;
  if (scope.prefix === '') return hash;
  const text = hash.replace(/^#/, '');
  if (text === '') return '';
  const own = `/${scope.prefix}`;
  if (!text.startsWith(own)) return null;
  const rest = text.slice(own.length);
  if (rest === '') return '/';
  if (rest.startsWith('/')) return rest;
  if (rest.startsWith('?')) return `/${rest}`;
  // `#/bfx/…`: another route that merely starts with the same letters.
  return null;
}

/** The hash (without `#`) that shows the widget's `path` (`/reservation/a/1`) in this scope. */
export function hashOf(path: string, scope: HashScope): string {
  if (scope.kind === 'none' || scope.prefix === '') return path;
  return `/${scope.prefix}${path === '/' ? '' : path}`;
}

/**
 * Whether the widget may write its route into the hash now: never with `none`; with a prefix only while
 * the hash is empty or already the widget's, so a host route that is showing is never replaced (the
 * widget then moves on in memory). The default writes as it always has.
 */
export function mayWriteHash(currentHash: string, scope: HashScope): boolean {
  if (scope.kind === 'none') return false;
  return widgetAddress(currentHash, scope) !== null;
}
