/**
 * The embed snippets and the prefilled link of the onboarding page (issue 19): pure text builders, so
 * what a partner copies is tested as text and, pasted into real pages, in the journey. Attribute names
 * and query names are the element's public surface and spec §2's prefill names.
 */

/** The prefill attributes the page offers, each with its query name of spec §2. */
export const PREFILL_FIELDS = [
  { attribute: 'mice', query: 'mice', kind: 'flag' },
  { attribute: 'hotel', query: 'hotel', kind: 'flag' },
  { attribute: 'pax', query: 'pax', kind: 'number' },
  { attribute: 'start-date', query: 'startDate', kind: 'date' },
  { attribute: 'end-date', query: 'endDate', kind: 'date' },
  { attribute: 'per-room', query: 'perRoom', kind: 'number' },
  { attribute: 'company', query: 'company', kind: 'text' },
  { attribute: 'first-name', query: 'firstName', kind: 'text' },
  { attribute: 'last-name', query: 'lastName', kind: 'text' },
  { attribute: 'email', query: 'email', kind: 'email' },
  { attribute: 'phone', query: 'phone', kind: 'tel' },
  { attribute: 'promo', query: 'promo', kind: 'text' },
] as const;

/** One prefill attribute's name. */
export type PrefillAttribute = (typeof PREFILL_FIELDS)[number]['attribute'];

/** What the partner chose. Empty strings mean "not set". */
export type EmbedChoice = {
  /** The origin that serves `/booking-form.js` and the API (this server). */
  origin: string;
  partner: string;
  /** A location id, or ''. */
  location: string;
  /** A locale, or '' for the visitor's own. */
  lang: string;
  /** `#rrggbb`, or null for the partner's colour. */
  color: string | null;
  /** A `route-prefix` word, or ''. */
  routePrefix: string;
  prefill: Partial<Record<PrefillAttribute, string>>;
};

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The element's attributes, in the order a reader expects them; unset values are left out. */
export function elementAttributes(choice: EmbedChoice): [string, string][] {
  const list: [string, string][] = [['partner', choice.partner]];
  if (choice.location) list.push(['location', choice.location]);
  if (choice.lang) list.push(['lang', choice.lang]);
  if (choice.routePrefix) list.push(['route-prefix', choice.routePrefix]);
  for (const { attribute } of PREFILL_FIELDS) {
    const value = choice.prefill[attribute]?.trim();
    if (value) list.push([attribute, value]);
  }
  return list;
}

/** `<booking-form …>` with the choice's attributes and any extra ones (`nonce`, `style`). */
function element(choice: EmbedChoice, extra: [string, string][] = []): string {
  const attributes = [...elementAttributes(choice), ...extra]
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<booking-form ${attributes}></booking-form>`;
}

const loader = (choice: EmbedChoice, nonce = '') =>
  `<script src="${escapeAttribute(`${choice.origin}/booking-form.js`)}"${nonce ? ` nonce="${nonce}"` : ''} async></script>`;

/** The colour as an inline style (pages that allow style attributes). */
const colorStyle = (choice: EmbedChoice): [string, string][] =>
  choice.color ? [['style', `--bf-color-primary: ${choice.color}`]] : [];

/** For any page: the loader and the element. */
export function plainSnippet(choice: EmbedChoice): string {
  return `${loader(choice)}\n${element(choice, colorStyle(choice))}`;
}

/** WordPress's Custom HTML block keeps scripts and inline styles as written (for users who may post HTML). */
export function wordpressSnippet(choice: EmbedChoice): string {
  return `<!-- wp:html -->\n${plainSnippet(choice)}\n<!-- /wp:html -->`;
}

/**
 * Wix's "Embed HTML" element (Add → Embed code → Embed HTML → Code) shows the code as a page of its own
 * in an iframe on a Wix domain, with the height the editor gives it: a whole small document, the page
 * margin gone. (Wix's "Custom element" needs a premium plan and a connected domain, and sets no
 * attributes without Velo code: the iframe is what works on every plan.)
 */
export function wixSnippet(choice: EmbedChoice): string {
  return [
    '<!doctype html>',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<style>html,body{margin:0}</style>',
    plainSnippet(choice),
  ].join('\n');
}

/** The placeholder the host's server replaces with each response's nonce. */
export const NONCE_PLACEHOLDER = 'NONCE';

/**
 * For a page with a nonce-based Content-Security-Policy: the nonce on the loader and on the element (its
 * styles carry it), the colour in a `<style>` with the nonce (a `style` attribute would be refused), and
 * the policy directives the page must allow for the widget.
 */
export function cspSnippet(choice: EmbedChoice): { html: string; policy: string } {
  const nonce = NONCE_PLACEHOLDER;
  const style = choice.color
    ? `<style nonce="${nonce}">booking-form { --bf-color-primary: ${choice.color}; }</style>\n`
    : '';
  const html = `${style}${loader(choice, nonce)}\n${element(choice, [['nonce', nonce]])}`;
  const policy = [
    `script-src 'nonce-${nonce}' ${choice.origin}`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${choice.origin}`,
    `img-src ${choice.origin} data: https:`,
    `font-src ${choice.origin}`,
  ].join(';\n');
  return { html, policy };
}

/**
 * A link to the partner's page with the prefill as spec §2's query parameters (they win over the
 * element's attributes), the location as `locationID`, and the language as the widget's hash route.
 * Null when the page address is not an http(s) URL.
 */
export function prefillLink(pageUrl: string, choice: EmbedChoice): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (choice.location) url.searchParams.set('locationID', choice.location);
  for (const { attribute, query } of PREFILL_FIELDS) {
    const value = choice.prefill[attribute]?.trim();
    if (value) url.searchParams.set(query, value);
  }
  if (choice.lang) url.hash = `/${choice.routePrefix ? `${choice.routePrefix}/` : ''}${choice.lang}`;
  return url.href;
}
