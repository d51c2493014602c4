/**
 * Takes personal data out of what an error report carries: e-mail addresses, phone numbers, booking
 * keys and usernames in addresses, every query value (the host page's query holds the prefill: names,
 * e-mail), and whatever the visitor typed into the form. Names cannot be recognised in free text, so
 * the report carries no form values at all and the typed ones are also cut out of messages.
 */

const FILTERED = '[filtered]';
// Also URL-encoded (`%40`), as in an address or React's minified error links.
const EMAIL = /[^\s@"'<>()[\]{},;:/=&?]+(?:@|%40)[^\s@"'<>()[\]{},;:/=&?]+\.[A-Za-z]{2,}/gi;
// Seven or more digits, spaces or separators, not part of a word, a hash or a line:column pair.
const PHONE = /(?<![\w:./-])\+?\d[\d ().-]{5,}\d(?![\w:])/g;
// The visitor's own routes name the booking's username: /reservation/{username}/…, #/nl-NL/edit/{username}/…
const USERNAME_IN_PATH = /(\/(?:reservation|edit|resume|booking)\/)(?!\d+(?:[/?#\s]|$))[^/?#\s]+/g;
const QUERY_VALUE = /([?&][^=&#\s]+=)[^&#\s]*/g;
// Too short a value would cut ordinary words out of messages.
const MIN_TYPED_LENGTH = 3;

/** `text` without e-mail addresses, phone numbers, usernames and query values of addresses in it. */
export function scrubText(text: string, typed: readonly string[] = []): string {
  let out = text;
  for (const value of typed) {
    if (value.length >= MIN_TYPED_LENGTH) out = out.split(value).join(FILTERED);
  }
  return out
    .replace(EMAIL, FILTERED)
    .replace(USERNAME_IN_PATH, `$1${FILTERED}`)
    .replace(QUERY_VALUE, `$1${FILTERED}`)
    .replace(PHONE, FILTERED);
}

/** Every text value in the visitor's form (nested objects and lists included), to cut out of reports. */
export function typedValues(values: unknown, found: string[] = []): string[] {
  if (typeof values === 'string') found.push(values.trim());
  else if (Array.isArray(values)) for (const value of values) typedValues(value, found);
  else if (values && typeof values === 'object')
    for (const value of Object.values(values)) typedValues(value, found);
  // The longest first, so a name is cut out whole before a part of it.
  return found.filter((v) => v.length >= MIN_TYPED_LENGTH).sort((a, b) => b.length - a.length);
}
