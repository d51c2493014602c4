/// <reference types="vite/client" />
/**
 * The desk's texts: one i18next instance per page, in the staff user's language (the five of the
 * widget). Each area of the desk has its own namespace, `locales/desk/{namespace}.{locale}.json`, loaded
 * with the area's page; `common` holds the frame, sign-in and shared words.
 */
import { createInstance, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, matchLocale } from '../domain/locale.ts';

type Texts = Record<string, unknown>;

// Relative: the desk's build has desk/ as its root, where `/locales` would not be the repository's.
const FILES = import.meta.glob<Texts>('../../locales/desk/*.json', { import: 'default' });

/** Where the staff user's chosen language is kept on this device until they sign in. */
export const DESK_LOCALE_KEY = 'bf-desk-locale';

/** The language to start in: one chosen here before, else the browser's, else English. */
export function initialDeskLocale(
  stored: string | null,
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** A new i18next instance for the desk, in `locale`, with the `common` namespace loaded. */
export async function createDeskI18n(locale: Locale): Promise<I18n> {
  const i18n = createInstance();
  await i18n
    .use({
      type: 'backend',
      init() {},
      read(language: string, namespace: string, callback: ReadCallback) {
        const load = FILES[`../../locales/desk/${namespace}.${language}.json`];
        if (!load) return callback(new Error(`desk: no texts ${namespace}.${language}`), false);
        load().then(
          (texts) => callback(null, texts),
          (error: Error) => callback(error, false),
        );
      },
    })
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18n;
}
