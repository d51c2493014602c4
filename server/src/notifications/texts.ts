import { readFileSync } from 'node:fs';
import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../../../src/domain/locale.ts';

// The texts of e-mails and calendar files, from the same locale files as the widget: the `email`
// namespace (locales/email.{locale}.json) holds what only messages say; the widget's `offer` namespace
// holds what a message shares with the offer view (statuses, the booking's details, price labels), so a
// visitor reads the same words in the e-mail as behind its link. One i18next instance per locale, made
// on first use and kept: never the widget's instance, and never the i18next singleton.

/** The namespaces a message reads: its own texts and the offer view's. */
export const MAIL_NAMESPACES = ['email', 'offer'] as const;

type Texts = Record<string, unknown>;

/** Parameters for a text's placeholders. */
export type TextParams = Record<string, string | number>;

/** Texts of one locale: `t('email:…')` or `t('offer:…')`, and whether the locale itself has a key. */
export type MailTexts = {
  locale: Locale;
  /** The text of `key` with its placeholders filled; a key the locale lacks falls back to en-US. */
  t: (key: string, params?: TextParams) => string;
  /** Whether the locale's own files hold `key` (no fallback). */
  has: (key: string) => boolean;
};

/** Called with each key a text was asked for that the message's locale does not hold. */
export type MissingTextHandler = (key: string, locale: Locale) => void;

function readTexts(namespace: string, locale: Locale): Texts {
  const url = new URL(`../../../locales/${namespace}.${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Texts;
}

const instances = new Map<Locale, I18n>();
// Whether a locale's own files have a key: fixed once its files are read, and asked for every text of
// every message (i18next's `exists` resolves the key as fully as `t` does).
const ownKeys = new Map<Locale, Map<string, boolean>>();

function instanceFor(locale: Locale): I18n {
  const cached = instances.get(locale);
  if (cached) return cached;
  const languages = [...new Set([locale, DEFAULT_LOCALE])];
  const resources = Object.fromEntries(
    languages.map((lng) => [lng, Object.fromEntries(MAIL_NAMESPACES.map((ns) => [ns, readTexts(ns, lng)]))]),
  );
  const instance = createInstance();
  // Resources are in memory, so init runs synchronously (`initAsync: false`) and `t` works at once.
  void instance.init({
    lng: locale,
    // A key one language lacks reads in English rather than as its raw name; tests report such keys.
    fallbackLng: DEFAULT_LOCALE,
    ns: [...MAIL_NAMESPACES],
    defaultNS: 'email',
    resources,
    initAsync: false,
    // React escapes what templates render; subjects and calendar files are plain text.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(locale, instance);
  return instance;
}

/**
 * The texts of `locale`. `onMissing` hears of every key asked for that the locale's own files lack
 * (tests make it fail; a message still goes out, in English for that one text).
 */
export function mailTexts(locale: Locale, onMissing?: MissingTextHandler): MailTexts {
  const instance = instanceFor(locale);
  const known = ownKeys.get(locale) ?? new Map<string, boolean>();
  ownKeys.set(locale, known);
  const has = (key: string) => {
    let found = known.get(key);
    if (found === undefined) {
      found = instance.exists(key, { lng: locale, fallbackLng: false });
      known.set(key, found);
    }
    return found;
  };
  return {
    locale,
    has,
    t: (key, params) => {
      if (!has(key)) onMissing?.(key, locale);
      return String(instance.t(key, { ...params, lng: locale }));
    },
  };
}

/**
 * A price line's label in `locale`, from its `PricingProduct.description` key (e.g.
 * `pricing.hall.full_day`) and the widget's offer texts, for the message-view builder. A key no locale
 * holds reads as the generic "Charge", as in the widget.
 */
export function pricingLabel(locale: Locale, descriptionKey: string, params: TextParams = {}): string {
  const instance = instanceFor(locale);
  const key = `offer:${descriptionKey}`;
  return String(instance.t(instance.exists(key) ? key : 'offer:prices.line', { ...params, lng: locale }));
}
