// Serves the Stripe.js test double in place of Stripe.js: `https://js.stripe.com/v3` (what pages load by
// hand) and `https://js.stripe.com/<release>/stripe.js` (what `@stripe/stripe-js` injects, e.g.
// `/endive/stripe.js` for 10.x). The product's code stays the same; only the network answer changes.
// Plain JavaScript (typed by stripe-js-route.d.mts) so the web-test-runner config can import it too.
import { readFileSync } from 'node:fs';

/** Every address Stripe.js is loaded from. */
export const STRIPE_JS_URL = /^https:\/\/js\.stripe\.com\/(v3\/?|[a-z0-9]+\/stripe\.js)(\?.*)?$/;

/** The fragments of the double, in the order they are concatenated (helpers before their users). */
const PARTS = ['stripe-js-double-element.js', 'stripe-js-double-payment-element.js', 'stripe-js-double.js'];

/**
 * The double's script text for a test server at `apiUrl`; `release` is the Stripe.js release the page
 * asked for (`v3`, or a release name such as `endive`), which the double reports as `Stripe.version`.
 */
export function stripeJsDoubleSource(apiUrl, release = 'v3') {
  const parts = PARTS.map((name) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8'));
  const body = parts
    .join('\n')
    .replaceAll('__STRIPE_API_URL__', apiUrl.replace(/\/+$/, ''))
    .replaceAll('__STRIPE_JS_RELEASE__', release);
  // One function scope: nothing but `window.Stripe` and `window.__stripeDouble` leaks into the page.
  return `(() => {\n'use strict';\n${body}\n})();\n`;
}

/** The release a Stripe.js URL names: `v3` for `/v3`, the release name for `/<release>/stripe.js`. */
export function stripeJsRelease(url) {
  const path = new URL(url).pathname;
  return path.startsWith('/v3') ? 'v3' : (path.split('/')[1] ?? 'v3');
}

/**
 * Answers every request for Stripe.js in a page or a whole browser context with the test double wired to
 * the Stripe API test server at `apiUrl`, and counts the loads (a page should load Stripe.js once).
 */
export async function routeStripeJs(target, apiUrl) {
  let loads = 0;
  const handler = (route) => {
    loads += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      headers: { 'access-control-allow-origin': '*' },
      body: stripeJsDoubleSource(apiUrl, stripeJsRelease(route.request().url())),
    });
  };
  await target.route(STRIPE_JS_URL, handler);
  return { loads: () => loads, unroute: () => target.unroute(STRIPE_JS_URL, handler) };
}
