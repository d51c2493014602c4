import type { BrowserContext, Page } from 'playwright-core';

/** Every address Stripe.js is loaded from. */
export declare const STRIPE_JS_URL: RegExp;
/** The double's script text for a test server at `apiUrl`, reporting `release` as `Stripe.version`. */
export declare function stripeJsDoubleSource(apiUrl: string, release?: string): string;
/** The release a Stripe.js URL names. */
export declare function stripeJsRelease(url: string): string;
/** What `routeStripeJs` gives back: how many times Stripe.js was served, and a way to stop. */
export type StripeJsRoute = { loads: () => number; unroute: () => Promise<void> };
/** Serves the double for every Stripe.js request of a page or a browser context. */
export declare function routeStripeJs(target: Page | BrowserContext, apiUrl: string): Promise<StripeJsRoute>;
