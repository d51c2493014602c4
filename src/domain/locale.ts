/** The five interface languages and how the widget picks one (spec §4, §9). Pure. */

/** Supported locales, in the order the language menu lists them. */
export const LOCALES = ['nl-NL', 'en-US', 'de-DE', 'fr-FR', 'fi-FI'] as const;

/** One supported locale. */
export type Locale = (typeof LOCALES)[number];

/** The fallback locale for unknown or missing languages. */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Short label on the language button and each language's name in its own language. */
export const LOCALE_LABELS: Record<Locale, { short: string; name: string }> = {
  'nl-NL': { short: 'NL', name: 'Nederlands' },
  'en-US': { short: 'EN', name: 'English' },
  'de-DE': { short: 'DE', name: 'Deutsch' },
  'fr-FR': { short: 'FR', name: 'Français' },
  'fi-FI': { short: 'FI', name: 'Suomi' },
};

/** Whether a value is exactly one of the supported locale codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Matches one language tag: exact (case and `_` forgiven), then the first two letters; else null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const text = (tag ?? '').trim().replace(/_/g, '-').toLowerCase();
  if (!text) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === text);
  if (exact) return exact;
  const prefix = text.slice(0, 2);
  return LOCALES.find((l) => l.slice(0, 2).toLowerCase() === prefix) ?? null;
}

/** Where a locale can come from, most specific first. */
export type LocaleSources = {
  /** The element's `lang` attribute; when given it decides, and an unknown value means en-US. */
  attribute?: string | null;
  /** The visitor's earlier choice from local storage; ignored when it is not a supported locale. */
  stored?: string | null;
  /** `navigator.languages` (or `[navigator.language]`), in the visitor's order of preference. */
  browser?: readonly string[] | null;
};

/**
 * Picks the locale: attribute, else stored choice, else the browser's languages, else en-US.
 * Each browser language is tried exactly and then by its first two letters before the next one,
 * so a visitor who prefers fr-CA over de-DE gets French rather than German.
 */
export function negotiateLocale({ attribute, stored, browser }: LocaleSources): Locale {
  if (attribute?.trim()) return matchLocale(attribute) ?? DEFAULT_LOCALE;
  const remembered = matchLocale(stored);
  if (remembered) return remembered;
  for (const tag of browser ?? []) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
