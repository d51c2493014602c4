// How values travel in a URL: percent-encoded (kept short enough for Node's 16 KB header limit), or now
// and then as typed, so the server also sees stray `%` escapes.
import fc from 'fast-check';

// Node's HTTP parser refuses a header section over 16 KB before any of our code runs, so targets and
// header values stay well inside it; huge values go into bodies, where our limits are the ones tested.
const MAX_ENCODED = 3_000;

/** Percent-encodes `value` (a lone surrogate as CESU-8 bytes), clipped to MAX_ENCODED. */
export function encode(value: string): string {
  let out: string;
  try {
    out = encodeURIComponent(value);
  } catch {
    // A lone surrogate has no UTF-8: send the bytes a sloppy encoder would (CESU-8).
    out = [...value]
      .map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
      .join('');
  }
  return out.length <= MAX_ENCODED ? out : out.slice(0, MAX_ENCODED).replace(/%[0-9A-F]?$/, '');
}

/** A generated value as URL text: a string as it is, anything else as its JSON. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Either `encode` or `encode` with its `%25` undone (raw `%` escapes). */
export function wireValue(): fc.Arbitrary<(text: string) => string> {
  return fc.oneof(
    { weight: 9, arbitrary: fc.constant(encode) },
    { weight: 1, arbitrary: fc.constant((text: string) => encode(text).replace(/%25/g, '%')) },
  );
}
