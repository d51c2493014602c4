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

// The step bodies' texts: their own namespace and chunks, loaded with the lazy step bodies.
const formLoaders: Record<Locale, () => Promise<{ default: Texts }>> = {
  'nl-NL': () => import('../../locales/form.nl-NL.json'),
  'en-US': () => import('../../locales/form.en-US.json'),
  'de-DE': () => import('../../locales/form.de-DE.json'),
  'fr-FR': () => import('../../locales/form.fr-FR.json'),
  'fi-FI': () => import('../../locales/form.fi-FI.json'),
};

/** The namespace of the step bodies' texts (`locales/form.{locale}.json`). */
export const FORM_NAMESPACE = 'form';

/** Loads one locale's texts of a namespace. */
export function loadLocaleTexts(locale: Locale, namespace = 'translation'): Promise<Texts> {
  const load = namespace === FORM_NAMESPACE ? formLoaders[locale] : loaders[locale];
  return load().then((module) => module.default);
}

/** i18next backend that reads our lazy locale chunks. */
const lazyBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLocale(language)) {
      callback(new Error(`booking-form: no texts for "${language}"`), false);
      return;
    }
    loadLocaleTexts(language, namespace).then(
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
