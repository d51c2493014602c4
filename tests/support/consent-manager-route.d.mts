import type { BrowserContext, Page } from '@playwright/test';

/** The seeded consent manager address of Fjord Lodges. */
export const CONSENT_MANAGER_URL: string;
/** How late the consent manager answers, in milliseconds. */
export const CONSENT_MANAGER_DELAY_MS: number;
/** Serves the consent manager double to every page of a browser context (or one page). */
export function routeConsentManager(target: BrowserContext | Page): Promise<void>;
