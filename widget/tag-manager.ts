/**
 * The partner's analytics, in a chunk of its own that only partners with an analytics key load: Google
 * consent-mode defaults, then the partner's consent manager (when it has one), then the tag manager.
 * Once per page and key, however many widgets the page holds.
 *
 * These scripts are the partner's, not ours: they never get the page's nonce (which would let a third
 * party's code run under the host's Content-Security-Policy as if the host had vouched for it). A page
 * that wants them allows their hosts in its own `script-src`; otherwise its policy blocks them, and the
 * widget works on without analytics. Their URLs go through the Trusted Types policy `booking-form`: a
 * page enforcing Trusted Types with a `trusted-types` list loads them only if it lists that name, and
 * without it they are not loaded (the browser reports the refused policy once; no sink is touched).
 */
import type { PartnerSettings } from '../src/domain/catalogue.types.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * How long the tag manager waits for the consent manager. A consent manager that never answers must not
 * keep analytics off for good: the defaults pushed first still deny storage until consent is given.
 */
export const CONSENT_WAIT_MS = 3_000;

const started = new Map<string, Promise<void>>();

/** The part of Trusted Types the widget uses (typed here: TypeScript's DOM library lacks it). */
type ScriptUrlPolicy = { createScriptURL(url: string): string };
type TrustedTypesWindow = Window & {
  trustedTypes?: {
    createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
  };
};

/** The policy's name, which a page enforcing Trusted Types lists in `trusted-types` to allow analytics. */
export const TRUSTED_TYPES_POLICY = 'booking-form';

/** Only https addresses pass: the policy vouches for nothing else. */
function httpsOnly(url: string): string {
  if (new URL(url).protocol !== 'https:') throw new TypeError(`booking-form: not an https script: ${url}`);
  return url;
}

let policy: ScriptUrlPolicy | null | undefined;

/**
 * The script URL policy, created once per page (a plain check of https URLs where the browser has no
 * Trusted Types); null when the page's `trusted-types` list does not allow the name, or another copy of
 * the widget script holds it, which is said once.
 */
function scriptUrlPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const trustedTypes = (window as TrustedTypesWindow).trustedTypes;
  try {
    policy = trustedTypes
      ? trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: httpsOnly })
      : { createScriptURL: httpsOnly };
  } catch {
    policy = null;
    console.warn(
      `booking-form: this page's Trusted Types do not allow the policy "${TRUSTED_TYPES_POLICY}"; the partner analytics are not loaded (add it to trusted-types to load them).`,
    );
  }
  return policy;
}

/** Adds a script of the partner's; null when the page's Trusted Types refuse our policy or the URL. */
function addScript(src: string, mark: 'bookingFormGtm' | 'bookingFormConsent', value: string) {
  const urls = scriptUrlPolicy();
  if (!urls) return null;
  const script = document.createElement('script');
  try {
    // A TrustedScriptURL where the browser has them (TypeScript's DOM types know only strings).
    script.src = urls.createScriptURL(src);
  } catch {
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
