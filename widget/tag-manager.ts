/**
 * The partner's analytics, in a chunk of its own that only partners with an analytics key load: Google
 * consent-mode defaults, then the partner's consent manager (when it has one), then the tag manager.
 * Once per page and key, however many widgets the page holds.
 *
 * These scripts are the partner's, not ours: they never get the page's nonce (which would let a third
 * party's code run under the host's Content-Security-Policy as if the host had vouched for it). A page
 * that wants them allows their hosts in its own `script-src`; otherwise its policy blocks them, and the
 * widget works on without analytics. Under Trusted Types, where a script URL must come from the host's
 * policy, they are not loaded at all.
 */
import type { PartnerSettings } from '../src/domain/catalogue.types.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * How long the tag manager waits for the consent manager. A consent manager that never answers must not
 * keep analytics off for good: the defaults pushed first still deny storage until consent is given.
 */
export const CONSENT_WAIT_MS = 3_000;

const started = new Map<string, Promise<void>>();

/** Adds a script of the partner's; null when the page's Trusted Types refuse a plain script URL. */
function addScript(src: string, mark: 'bookingFormGtm' | 'bookingFormConsent', value: string) {
  const script = document.createElement('script');
  try {
    script.src = src;
  } catch {
    console.warn(
      'booking-form: the page requires Trusted Types for scripts; the partner analytics are not loaded.',
    );
    return null;
  }
  script.async = true;
  script.dataset[mark] = value;
  document.head.append(script);
  return script;
}

/** Adds the consent manager's script and resolves once it ran, failed, or the wait ran out. */
function loadConsentManager(url: string): Promise<void> {
  // Another copy of the widget script on this page (a second version) already added it.
  if (document.querySelector(`script[data-booking-form-consent="${CSS.escape(url)}"]`))
    return Promise.resolve();
  return new Promise((resolve) => {
    const script = addScript(url, 'bookingFormConsent', url);
    if (!script) return resolve();
    script.onload = script.onerror = () => resolve();
    setTimeout(resolve, CONSENT_WAIT_MS);
  });
}

function pushConsentDefaults(w: DataLayerWindow) {
  // gtag's own shape: it pushes its `arguments`, which the tag manager reads as a command.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: the tag manager reads an Arguments object, not an array
    w.dataLayer?.push(arguments);
  }
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  });
}

/**
 * Loads the partner's analytics once per page: consent defaults that deny storage until the page's
 * consent tool grants it (Google consent mode), the partner's consent manager, then the tag manager.
 */
export function loadAnalytics(
  settings: Pick<PartnerSettings, 'analyticsKey' | 'consentScriptUrl'>,
): Promise<void> {
  const key = settings.analyticsKey;
  if (!key) return Promise.resolve();
  const existing = started.get(key);
  if (existing) return existing;
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  if (document.querySelector(`script[data-booking-form-gtm="${CSS.escape(key)}"]`)) return Promise.resolve();
  pushConsentDefaults(w);
  const consent = settings.consentScriptUrl
    ? loadConsentManager(settings.consentScriptUrl)
    : Promise.resolve();
  const loading = consent.then(() => {
    w.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(key)}`, 'bookingFormGtm', key);
  });
  started.set(key, loading);
  return loading;
}
