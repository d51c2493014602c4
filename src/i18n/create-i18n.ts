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

// The step bodies' texts, by namespace: each is its own chunk per locale, loaded with the lazy step
// (or view) that uses it, so a visitor who never opens the hotel step never downloads its texts.
// Spelled out for the same reason as above.
const namespaceLoaders: Record<string, Record<Locale, () => Promise<{ default: Texts }>>> = {
  form: {
    'nl-NL': () => import('../../locales/form.nl-NL.json'),
    'en-US': () => import('../../locales/form.en-US.json'),
    'de-DE': () => import('../../locales/form.de-DE.json'),
    'fr-FR': () => import('../../locales/form.fr-FR.json'),
    'fi-FI': () => import('../../locales/form.fi-FI.json'),
  },
  event: {
    'nl-NL': () => import('../../locales/event.nl-NL.json'),
    'en-US': () => import('../../locales/event.en-US.json'),
    'de-DE': () => import('../../locales/event.de-DE.json'),
    'fr-FR': () => import('../../locales/event.fr-FR.json'),
    'fi-FI': () => import('../../locales/event.fi-FI.json'),
  },
  rooms: {
    'nl-NL': () => import('../../locales/rooms.nl-NL.json'),
    'en-US': () => import('../../locales/rooms.en-US.json'),
    'de-DE': () => import('../../locales/rooms.de-DE.json'),
    'fr-FR': () => import('../../locales/rooms.fr-FR.json'),
    'fi-FI': () => import('../../locales/rooms.fi-FI.json'),
  },
  summary: {
    'nl-NL': () => import('../../locales/summary.nl-NL.json'),
    'en-US': () => import('../../locales/summary.en-US.json'),
    'de-DE': () => import('../../locales/summary.de-DE.json'),
    'fr-FR': () => import('../../locales/summary.fr-FR.json'),
    'fi-FI': () => import('../../locales/summary.fi-FI.json'),
  },
  offer: {
    'nl-NL': () => import('../../locales/offer.nl-NL.json'),
    'en-US': () => import('../../locales/offer.en-US.json'),
    'de-DE': () => import('../../locales/offer.de-DE.json'),
    'fr-FR': () => import('../../locales/offer.fr-FR.json'),
    'fi-FI': () => import('../../locales/offer.fi-FI.json'),
  },
};

/** The namespace of the step bodies' shared texts (`locales/form.{locale}.json`). */
export const FORM_NAMESPACE = 'form';

/** The lazy namespaces, each `locales/{namespace}.{locale}.json`: step 2, step 3, step 5, the offer views. */
export const NAMESPACES = ['form', 'event', 'rooms', 'summary', 'offer'] as const;

/** Loads one locale's texts of a namespace. */
export function loadLocaleTexts(locale: Locale, namespace = 'translation'): Promise<Texts> {
  const load = namespace === 'translation' ? loaders[locale] : namespaceLoaders[namespace]?.[locale];
  if (!load) return Promise.reject(new Error(`booking-form: no namespace "${namespace}"`));
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
