/**
 * The component tier's harness: mounts one part of the UI in a real open shadow root, with the
 * instance's providers (Emotion cache in the shadow root, its own i18next, theme, model) and an API
 * answered by a stub `fetch` in the page. No build and no server: the part runs as our source.
 */
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '../../src/api/client.ts';
import { HostStyles } from '../../src/app/HostStyles.tsx';
import { ModelContext } from '../../src/app/model-context.ts';
import type { Location, Partner } from '../../src/domain/catalogue.types.ts';
import type { Locale } from '../../src/domain/locale.ts';
import { buildThemeTokens } from '../../src/domain/theme.ts';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { WidgetModel, type WidgetModelInstance } from '../../src/state/widget.model.ts';
import { createWidgetTheme } from '../../src/theme/emotion-theme.ts';
import { PortalContext } from '../../src/ui/portal-context.ts';

/** The stub API's origin; nothing listens there, every call is answered in the page. */
export const STUB_API = 'http://api.test';

/** One answer of the stub API: a JSON body (200), or a full Response for statuses and problems. */
export type StubAnswer = unknown | Response;

/** A stub route: matches the path (no query) and answers from the request's URL. */
export type StubRoutes = Record<string, (url: URL, init: RequestInit | undefined) => StubAnswer>;

/** A JSON-LD answer with this status. */
export function jsonLd(body: unknown, status = 200): Response {
  const type = status >= 400 ? 'application/problem+json' : 'application/ld+json';
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

/** A `fetch` that answers from `routes` and records each call (`GET /api/…?…`); unknown paths get 404. */
export function stubFetch(routes: StubRoutes) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (init?.signal?.aborted) throw new DOMException('The call was aborted', 'AbortError');
    const route = routes[url.pathname];
    if (!route) return jsonLd({ title: 'Not Found', status: 404, code: 'not_found' }, 404);
    const answer = route(url, init);
    return answer instanceof Response ? answer : jsonLd(answer);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A Hydra collection of these members. */
export const collection = <T,>(member: T[]) => ({ '@type': 'Collection', totalItems: member.length, member });

/** Polls until `check` gives a truthy value, or fails naming `what` after the deadline. */
export async function waitFor<T>(
  check: () => T | null | undefined | false,
  what: string,
  timeoutMs = 5_000,
): Promise<T> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The focused element, looking through shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** A mounted part: its host element, shadow root and a way to take it off the page. */
export type Mounted = { host: HTMLElement; root: ShadowRoot; unmount: () => void };

const mounted: Mounted[] = [];

/** An i18next instance of the widget's kind, with these namespaces loaded. */
export async function loadI18n(lang: Locale, namespaces: readonly string[] = []): Promise<I18n> {
  const i18n = createI18n(lang);
  await i18n.loadNamespaces(['translation', ...namespaces]);
  return i18n;
}

/** Mounts `node` in a new open shadow root with the instance's providers; resolves once rendered. */
export async function mountPart(
  node: ReactNode,
  {
    i18n,
    model = null,
    partner = null,
  }: { i18n: I18n; model?: WidgetModelInstance | null; partner?: Partner | null },
): Promise<Mounted> {
  const host = document.createElement('div');
  host.dataset.componentHost = '';
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  const portal = document.createElement('div');
  root.append(container, portal);
  const cache = createCache({ key: 'bf', container: root as unknown as HTMLElement });
  const tokens = buildThemeTokens(partner?.partnerSettings ?? model?.partner.peek()?.partnerSettings);
  const react: Root = createRoot(container);
  react.render(
    <CacheProvider value={cache}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createWidgetTheme(tokens)}>
          <ModelContext.Provider value={model}>
            <PortalContext.Provider value={portal}>
              <HostStyles tokens={tokens} />
              {node}
            </PortalContext.Provider>
          </ModelContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </CacheProvider>,
  );
  await waitFor(() => container.childElementCount > 0, 'the part to render');
  const unmount = () => {
    react.unmount();
    host.remove();
  };
  const part = { host, root, unmount };
  mounted.push(part);
  return part;
}

/** Unmounts every part a test mounted and forgets the tab's drafts. */
export function unmountAll(): void {
  for (const part of mounted.splice(0)) part.unmount();
  sessionStorage.clear();
}

/** What the widget model of a component test reads: the partner, its locations, prefill and language. */
export type ModelOptions = {
  fetch: typeof globalThis.fetch;
  i18n: I18n;
  lang?: Locale;
  /** The element's prefill attributes (e.g. `{ hotel: 'true', mice: 'false' }`). */
  attributes?: Record<string, string>;
  today?: string;
};

/**
 * A widget model over the stub API, configured for partner `harbour`, ready, with its form loaded:
 * what the element has when a step body renders.
 */
export async function readyModel({
  fetch,
  i18n,
  lang = 'en-US',
  attributes = {},
  today = '2030-01-01',
}: ModelOptions): Promise<WidgetModelInstance> {
  const model = new WidgetModel({
    client: createApiClient({ baseUrl: STUB_API, fetch }),
    storage: { read: () => null, write: () => {} },
    browserLanguages: [],
    translations: { changeLanguage: (locale) => i18n.changeLanguage(locale) },
    logError: (message) => console.error(message),
    initialLang: lang,
    prefill: () => ({ attributes: { partner: 'harbour', ...attributes }, query: '', today }),
  });
  model.configure({ partner: 'harbour', api: STUB_API, lang });
  await waitFor(() => model.status.value !== 'loading', 'the model to load its partner');
  if (model.status.value !== 'ready') throw new Error(`the model is ${model.error.value}`);
  await model.loadForm();
  return model;
}

/** The stub API's partner and its locations, shaped as the API sends them. */
export function catalogue(locations: Location[], partner: Partial<Partner> = {}) {
  const harbour = {
    '@id': '/api/partners/1',
    '@type': 'Partner',
    id: 1,
    slug: 'harbour',
    name: 'Harbour Hotels',
    logoFilename: null,
    faviconFilename: null,
    contact: { email: 'desk@harbour.test', phonenumber: '+31 20 000 0000' },
    paxMiceThreshold: 100,
    partnerSettings: {
      color: '#0b5563',
      secondaryColor: '#f2a541',
      webformFont: null,
      webformRoundedBoxes: true,
      termsUrl: null,
      lateCheckoutEnabled: true,
      webformImages: [],
      translations: [],
      defaultEmplacement: null,
      bigGroupsDefaultEmplacement: null,
      analyticsKey: null,
      consentScriptUrl: null,
      website: null,
      currency: 'EUR',
    },
    ...partner,
  } satisfies Partner;
  const routes: StubRoutes = {
    '/api/partners': () => collection([harbour]),
    '/api/locations': () => collection(locations),
  };
  return { partner: harbour, routes };
}

/** A location of the stub partner, with the spec's default settings unless given. */
export function aLocation(id: number, name: string, overrides: Partial<Location> = {}): Location {
  return {
    '@id': `/api/locations/${id}`,
    '@type': 'Location',
    id,
    partner: '/api/partners/1',
    name,
    city: name,
    abbreviation: name.slice(0, 3).toUpperCase(),
    available: true,
    address: `Harbour street ${id}, ${name}`,
    phone: null,
    email: null,
    website: null,
    termsUrl: null,
    currency: 'EUR',
    timeZone: 'Europe/Amsterdam',
    pricingTaxScheme: 'VAT',
    taxRates: [],
    bookingEventTypes: [{ code: 'meeting', translations: [] }],
    locationSettings: {
      breakfastEnabledByDefault: true,
      breakfastSelectable: true,
      allowedOnlyCateringServices: false,
      allowedOnlyFunctionSpaces: false,
      hallPreferenceEnabled: true,
      isShoppingBasketVisible: false,
      touristTaxApplies: false,
      visitorConfirmsOffer: false,
    },
    translations: [],
    ...overrides,
  };
}
