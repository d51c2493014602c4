/** One i18next instance per widget (never the singleton: two widgets may speak two languages). */
import { createInstance, type i18n as I18n, type ReadCallback } from 'i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../domain/locale.ts';

type Texts = Record<string, unknown>;

// Spelled out rather than a template import: no runtime helper, and each file is its own lazy chunk.
const loaders: Record<Locale, () => Promise<{ default: Texts }>> = {
  'nl-NL': () => import('../../locales/nl-NL.json'),
  'en-US': () => import('../../locales/en-US.json'),
  'de-DE': () => import('../../locales/de-DE.json'),
  'fr-FR': () => import('../../locales/fr-FR.json'),
  'fi-FI': () => import('../../locales/fi-FI.json'),
};

/** Loads one locale's texts. */
export function loadLocaleTexts(locale: Locale): Promise<Texts> {
  return loaders[locale]().then((module) => module.default);
}

/** i18next backend that reads our lazy locale chunks. */
const lazyBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (!isLocale(language)) {
      callback(new Error(`booking-form: no texts for "${language}"`), false);
      return;
    }
    loadLocaleTexts(language).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Creates and initialises an instance in `locale`. No fallback language: every locale is complete
 * (a unit test proves it), and a fallback would download a second chunk on every start.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = createInstance();
  void instance.use(lazyBackend).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
