// Shared steps of the browser tests: load the shipped script from the real API server (another
// origin than the test page, as on a hotel's website) and mount elements the way a host page does.
import { PART_NAMES } from '../../src/element/public-surface.ts';

declare global {
  interface Window {
    __BF_API__: string;
  }
}

/** Origin of the real API server that serves the widget script, its chunks and the API. */
export const API = window.__BF_API__;

let scriptLoaded: Promise<void> | null = null;

/** Adds the partner-facing script tag once, exactly as the README's embed snippet does. */
export function loadWidgetScript(): Promise<void> {
  scriptLoaded ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${API}/booking-form.js`;
    script.async = true;
    script.onerror = () => reject(new Error('booking-form.js failed to load'));
    script.onload = () => customElements.whenDefined('booking-form').then(() => resolve(), reject);
    document.body.append(script);
  });
  return scriptLoaded;
}

/** Polls until `check` returns a truthy value (or throws with `what` after the timeout). */
export async function waitFor<T>(
  check: () => T | null | undefined | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const value = check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The element's shadow root (open, per the element's contract). */
export function shadow(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error('booking-form has no open shadow root');
  return el.shadowRoot;
}

// Parts are the host's styling contract, not test hooks: only documented ones may be looked up here
// (for what the contract promises about them); everything else is found by role and name (queries.ts).
function documented(name: string): string {
  if (!PART_NAMES.has(name)) throw new Error(`"${name}" is not a documented part; query by role instead`);
  return `[part~="${name}"]`;
}

/** The first element with the given documented `part` inside the widget. */
export function part<T extends Element = HTMLElement>(el: Element, name: string): T | null {
  return shadow(el).querySelector<T & Element>(documented(name)) as T | null;
}

/** Every element with the given documented `part` inside the widget. */
export function parts<T extends Element = HTMLElement>(el: Element, name: string): T[] {
  return [...shadow(el).querySelectorAll(documented(name))] as T[];
}

/** Mounts `<booking-form>` with the attributes given and waits until it is ready (or shows its error). */
export async function mount(
  attributes: Record<string, string>,
  { parent = document.body, expect = 'ready' }: { parent?: HTMLElement; expect?: 'ready' | 'error' } = {},
): Promise<HTMLElement> {
  await loadWidgetScript();
  const el = document.createElement('booking-form');
  for (const [name, value] of Object.entries({ api: API, ...attributes })) el.setAttribute(name, value);
  parent.append(el);
  await waitFor(
    () => el.shadowRoot?.querySelector(`[part~="root"][data-state="${expect}"]`),
    `booking-form to be ${expect}`,
  );
  return el;
}

/**
 * Removes every widget a test mounted, and anything the test added to the body; forgets the tab's
 * drafts, so the next test is a new visitor and not a reload of this one.
 */
export function cleanup(): void {
  for (const el of document.querySelectorAll('booking-form, [data-test-fixture]')) el.remove();
  sessionStorage.clear();
}

/** Reads a locale file of the project (served by web-test-runner from the repository root). */
export async function locale(lang: string): Promise<Record<string, unknown>> {
  const res = await fetch(`/locales/${lang}.json`);
  if (!res.ok) throw new Error(`locale ${lang} not found`);
  return res.json();
}

/** The partner as the API answers it, so colours and names are compared with the real data. */
export async function fetchPartner(slug: string): Promise<{
  name: string;
  contact: { email: string; phonenumber: string };
  partnerSettings: {
    color: string;
    secondaryColor: string;
    webformFont: string | null;
    webformRoundedBoxes: boolean;
    website: string | null;
  };
}> {
  const res = await fetch(`${API}/api/partners?slug=${slug}`);
  const body = await res.json();
  return body.member[0];
}

/** `#0b5563` → `rgb(11, 85, 99)`, the way getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The focused element, looking through the widget's shadow root. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * The reservation of the tab's saved draft (written with each auto-save, 200 ms after a change), or
 * null: a test waits for it to hold what the visitor typed, a sign the change was fully handled.
 */
export function savedReservation(): Record<string, unknown> | null {
  for (let i = 0; i < sessionStorage.length; i++) {
    const text = sessionStorage.getItem(sessionStorage.key(i) ?? '');
    try {
      const draft = JSON.parse(text ?? '');
      if (draft && typeof draft === 'object' && draft.reservation) return draft.reservation;
    } catch {
      // Not a draft.
    }
  }
  return null;
}

/** The credentials of the booking the tab's saved draft belongs to (once auto-save created it), or null. */
export function draftedBooking(): { id: number; username: string; key: string } | null {
  for (let i = 0; i < sessionStorage.length; i++) {
    try {
      const draft = JSON.parse(sessionStorage.getItem(sessionStorage.key(i) ?? '') ?? '');
      if (draft?.booking) return draft.booking;
    } catch {
      // Not a draft.
    }
  }
  return null;
}

/** Records the detail of each `name` event the element sends, in order. */
export function heard<T = Record<string, unknown>>(target: EventTarget, name: string): T[] {
  const details: T[] = [];
  target.addEventListener(name, (event) => details.push((event as CustomEvent<T>).detail));
  return details;
}
