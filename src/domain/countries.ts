/**
 * Country names in the visitor's language (issue #18): the ISO 3166-1 alpha-2 codes, named by the
 * browser's own `Intl.DisplayNames` (no name list shipped), sorted by the language's collation. The
 * booking's `country` (spec §3) holds the code. Pure.
 */

// ISO 3166-1 alpha-2, every officially assigned code (249), packed small: per first letter A…Z, a
// base-36 bit mask of the second letters in use (bit 0 = A). 141 bytes instead of a name list.
const MASKS =
  'sox2w ybdob 13fegd jznrk jo44 3abk dq22j 10t1c lq8o 153k wkgr4 cepl3 13ycxp kpks5 35s d1hpt 1 3accw 10rw7z o4s18 u4hmp mno5 5mao 0 b8k0 2hzi9';

const letter = (index: number) => String.fromCharCode(65 + index);

/** Every ISO 3166-1 alpha-2 code, upper case, in alphabetical order. */
export const COUNTRY_CODES: readonly string[] = MASKS.split(' ').flatMap((mask, first) =>
  Array.from({ length: 26 }, (_, second) => second).flatMap((second) =>
    (Number.parseInt(mask, 36) >> second) & 1 ? [letter(first) + letter(second)] : [],
  ),
);

const KNOWN = new Set(COUNTRY_CODES);

// One DisplayNames per language: building one costs more than a lookup.
const namers = new Map<string, Intl.DisplayNames>();
function namer(lang: string): Intl.DisplayNames {
  let found = namers.get(lang);
  if (!found) {
    found = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'code' });
    namers.set(lang, found);
  }
  return found;
}

/** Whether `value` is one of the codes. */
export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}

/** The country's name in `lang` ("NL" → "Alankomaat" in Finnish); a value that is no code as it is. */
export function countryName(code: string, lang: string): string {
  return isCountryCode(code) ? (namer(lang).of(code) ?? code) : code;
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();

// Each language's names, folded, to their code: built once, as a location list renders a card per
// venue on every render (249 names folded per card and render took ~100 ms at 4× CPU slowdown).
const byName = new Map<string, Map<string, string>>();
function codesByName(lang: string): Map<string, string> {
  let found = byName.get(lang);
  if (!found) {
    found = new Map();
    const names = namer(lang);
    // Alphabetical order: where two codes share a name, the first one wins, as a search would find.
    for (const code of COUNTRY_CODES) {
      const name = folded(names.of(code) ?? '');
      if (name && !found.has(name)) found.set(name, code);
    }
    byName.set(lang, found);
  }
  return found;
}

/**
 * The code of a country written out in any of `langs` ("Netherlands", "Nederland" → "NL"), or the
 * code itself; null when it names none (an older booking's free text, a host page's prefill).
 */
export function countryCodeOf(value: string, langs: readonly string[]): string | null {
  const text = value.trim();
  if (isCountryCode(text.toUpperCase())) return text.toUpperCase();
  const wanted = folded(text);
  if (!wanted) return null;
  for (const lang of langs) {
    const found = codesByName(lang).get(wanted);
    if (found) return found;
  }
  return null;
}

/** One choice of the country selector. */
export type CountryOption = { value: string; label: string };

/**
 * Every country named in `lang`, in that language's alphabetical order, with `first` (the venue's
 * country, where most visitors come from) at the top.
 */
export function countryOptions(lang: string, first: readonly string[] = []): CountryOption[] {
  const collator = new Intl.Collator(lang);
  const all = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, lang) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
  const top = first.filter(isCountryCode);
  return [
    ...top.map((code) => ({ value: code, label: countryName(code, lang) })),
    ...all.filter((option) => !top.includes(option.value)),
  ];
}

/**
 * A location's address with its country in `lang`. Locations write their address in English with
 * the country last ("…, 1019 BN Amsterdam, Netherlands"): that last part, when it names a country, is
 * said in the visitor's language; `code` is that country's code, or null.
 */
export function localizedAddress(address: string, lang: string): { text: string; code: string | null } {
  const at = address.lastIndexOf(',');
  if (at < 0) return { text: address, code: null };
  const code = countryCodeOf(address.slice(at + 1), ['en']);
  if (!code) return { text: address, code: null };
  return { text: `${address.slice(0, at)}, ${countryName(code, lang)}`, code };
}

/**
 * A location's address as the visitor reads it: as written for an English-speaking visitor (the
 * addresses are in English), else with its country in `lang`. The English case needs no
 * `Intl.DisplayNames`, whose first use loads the browser's region names: 50–140 ms at 4× CPU
 * slowdown, on the first screen.
 */
export function addressInLanguage(address: string, lang: string): string {
  return lang.split('-')[0]?.toLowerCase() === 'en' ? address : localizedAddress(address, lang).text;
}
