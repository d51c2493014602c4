/** One i18next instance per widget (never the singleton: two widgets may speak two languages). */
/// <reference types="vite/client" />
import { createInstance, type i18n as I18n, type ReadCallback } from 'i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../domain/locale.ts';

type Texts = Record<string, unknown>;

/**
 * The loaders of the locale files, each its own lazy chunk: `{locale}.json` (the shell's texts) and
 * `{namespace}.{locale}.json` (the step bodies' and views' texts, loaded with the step or view that uses
 * them, so a visitor who never opens the hotel step never downloads its texts). The e-mail texts
 * (`email.{locale}.json`) are the server's alone: kept out of the widget's build. The payment panel's
 * (`payment.{locale}.json`) are added by its own lazy chunk (`Object.assign(LOCALE_FILES, …)`), so the
 * entry carries no loaders for texts most visitors never need; from then on they load like any other
 * namespace, on a change of language too.
 */
export const LOCALE_FILES = import.meta.glob<Texts>(
  ['/locales/*.json', '!/locales/email.*.json', '!/locales/payment.*.json'],
  { import: 'default' },
);

/** The namespace of the step bodies' shared texts (`locales/form.{locale}.json`). */
export const FORM_NAMESPACE = 'form';

/** The lazy namespaces, each `locales/{namespace}.{locale}.json`: step 2, step 3, step 5, the offer views. */
export const NAMESPACES = ['form', 'event', 'rooms', 'summary', 'offer'] as const;

/** Loads one locale's texts of a namespace. */
export function loadLocaleTexts(locale: Locale, namespace = 'translation'): Promise<Texts> {
  const load = LOCALE_FILES[`/locales/${namespace === 'translation' ? '' : `${namespace}.`}${locale}.json`];
  if (!load) return Promise.reject(new Error(`booking-form: no namespace "${namespace}"`));
  return load();
}

/**
 * Loads texts of `language` (the shown one by default) and resolves whether all are there. Namespaces
 * new to the instance go through `loadNamespaces`, which also has a change of language load them;
 * those it tried before are asked for again (i18next would keep a failure until the page reloads).
 * Texts already on their way are not fetched twice: the browser shares one import of a chunk.
 */
export function loadTexts(
  i18n: I18n,
  namespaces: readonly string[],
  language = i18n.language,
): Promise<boolean> {
  const has = (ns: string) => i18n.hasResourceBundle(language, ns);
  const known = ([] as string[]).concat(i18n.options.ns ?? []);
  const missing = namespaces.filter((ns) => !has(ns));
  const tried = missing.filter((ns) => known.includes(ns));
  const fresh = missing.filter((ns) => !known.includes(ns));
  return Promise.all([
    fresh.length && i18n.loadNamespaces(fresh),
    tried.length && i18n.reloadResources([language], tried),
  ]).then(() => namespaces.every(has));
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
