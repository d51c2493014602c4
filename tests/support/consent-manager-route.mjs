// Answers for the demo partner Fjord Lodges' consent manager (its seeded `consentScriptUrl`), which has
// no real host: a small script that notes, when it runs, whether the tag manager is on the page yet.
// It answers late on purpose, so a widget that does not wait for it adds the tag manager first.

/** The seeded consent manager address of Fjord Lodges. */
export const CONSENT_MANAGER_URL = 'https://consent.fjordlodges.example/cmp.js';

/** How late the consent manager answers, in milliseconds. */
export const CONSENT_MANAGER_DELAY_MS = 400;

const SOURCE = `window.__consentManagerRuns = (window.__consentManagerRuns || []).concat({
  tagManagerPresent: document.querySelector('script[data-booking-form-gtm]') !== null,
  nonce: document.currentScript && document.currentScript.nonce,
});`;

/** Serves the consent manager double to every page of a browser context (or one page). */
export async function routeConsentManager(target) {
  await target.route(CONSENT_MANAGER_URL, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CONSENT_MANAGER_DELAY_MS));
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: SOURCE });
  });
}
