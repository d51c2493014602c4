/**
 * The partner-onboarding page (`/onboarding`, issue 19; design.md's "demo"): a partner picks its slug, a
 * location, a language, a colour and prefill values, sees the real widget re-rendered live, and copies
 * the embed code for a plain page, WordPress, Wix and a page with a strict CSP, or a prefilled link.
 * Plain DOM code and the widget itself: built apart (vite.onboarding.config.ts), nothing of it reaches
 * the widget's bundle. Its own texts come from locales/onboarding/, one file per locale.
 */

import deDE from '../../locales/onboarding/onboarding.de-DE.json';
import enUS from '../../locales/onboarding/onboarding.en-US.json';
import fiFI from '../../locales/onboarding/onboarding.fi-FI.json';
import frFR from '../../locales/onboarding/onboarding.fr-FR.json';
import nlNL from '../../locales/onboarding/onboarding.nl-NL.json';
import { LOCALES, type Locale, matchLocale } from '../../src/domain/locale.ts';
import './onboarding.css';
import {
  cspSnippet,
  type EmbedChoice,
  PREFILL_FIELDS,
  type PrefillAttribute,
  plainSnippet,
  prefillLink,
  wixSnippet,
  wordpressSnippet,
} from './snippets.ts';

type Texts = typeof enUS;
const TEXTS: Record<Locale, Texts> = {
  'en-US': enUS,
  'nl-NL': nlNL,
  'de-DE': deDE,
  'fr-FR': frFR,
  'fi-FI': fiFI,
};
// Each language by its own name, as language menus show them.
const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'nl-NL': 'Nederlands',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'fi-FI': 'Suomi',
};

let pageLocale: Locale = matchLocale(navigator.languages?.[0] ?? navigator.language) ?? 'en-US';
const t = (key: keyof Texts, values: Record<string, string> = {}) =>
  TEXTS[pageLocale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('choices');
const partnerSelect = byId<HTMLSelectElement>('partner');
const locationSelect = byId<HTMLSelectElement>('location');
const langSelect = byId<HTMLSelectElement>('lang');
const ownColor = byId<HTMLInputElement>('own-color');
const colorInput = byId<HTMLInputElement>('color');
const prefixInput = byId<HTMLInputElement>('route-prefix');
const pageUrl = byId<HTMLInputElement>('page-url');
const announcer = byId<HTMLElement>('announcer');
const loadStatus = byId<HTMLElement>('load-status');
// The response's style nonce: the live widget's <style> elements need it under this page's CSP.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="bf-style-nonce"]')?.content ?? '';

type Named = { id: number; slug?: string; name: string; bookingPageUrl?: string | null };

async function collection(path: string): Promise<Named[]> {
  const response = await fetch(path, { headers: { accept: 'application/ld+json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const body = (await response.json()) as { member?: Named[] };
  return body.member ?? [];
}

function option(value: string, text: string): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = text;
  return element;
}

/** The prefill inputs, one per field of spec §2 the page offers; checkboxes for the two flags. */
function buildPrefillFields() {
  const box = byId<HTMLElement>('prefill-fields');
  for (const field of PREFILL_FIELDS) {
    const id = `prefill-${field.attribute}`;
    const wrapper = document.createElement('div');
    const label = document.createElement('label');
    label.htmlFor = id;
    label.dataset.t = camel(field.attribute);
    const input = document.createElement('input');
    input.id = id;
    input.name = field.attribute;
    if (field.kind === 'flag') {
      wrapper.className = 'check';
      input.type = 'checkbox';
      // Spec §9: meetings are on, hotel rooms off, unless the embed says otherwise.
      input.checked = field.attribute === 'mice';
      wrapper.append(input, label);
    } else {
      wrapper.className = 'field';
      input.type = field.kind;
      if (field.kind === 'number') input.min = '1';
      if (field.kind === 'email') input.autocomplete = 'off';
      wrapper.append(label, input);
    }
    box.append(wrapper);
  }
}

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof Texts;

/** What the form says now. */
function choice(): EmbedChoice {
  const prefill: Partial<Record<PrefillAttribute, string>> = {};
  for (const field of PREFILL_FIELDS) {
    const input = byId<HTMLInputElement>(`prefill-${field.attribute}`);
    if (field.kind === 'flag') {
      // Only a value that differs from the default goes into the code.
      const fallback = field.attribute === 'mice';
      if (input.checked !== fallback) prefill[field.attribute] = String(input.checked);
    } else if (input.value.trim()) {
      prefill[field.attribute] = input.value.trim();
    }
  }
  const prefix = prefixInput.value.trim();
  return {
    origin: location.origin,
    partner: partnerSelect.value,
    location: locationSelect.value,
    lang: langSelect.value,
    color: ownColor.checked ? colorInput.value : null,
    routePrefix: prefixInput.checkValidity() ? prefix : '',
    prefill,
  };
}

/** Puts a fresh widget with the current choice in the preview (its attributes are read at creation). */
function renderPreview() {
  const current = choice();
  if (!current.partner) return;
  const widget = document.createElement('booking-form');
  widget.setAttribute('partner', current.partner);
  if (current.location) widget.setAttribute('location', current.location);
  if (current.lang) widget.setAttribute('lang', current.lang);
  for (const [name, value] of Object.entries(current.prefill)) widget.setAttribute(name, value);
  // The preview never reads nor writes this page's address.
  widget.setAttribute('route-prefix', 'none');
  // The preview is what this page is for: its code loads at once, also on a phone where it starts
  // below the settings (a hotel's page keeps the lazy default).
  widget.setAttribute('loading', 'eager');
  if (styleNonce) widget.setAttribute('nonce', styleNonce);
  if (current.color) widget.style.setProperty('--bf-color-primary', current.color);
  byId('preview').replaceChildren(widget);
}

/** A titled block with text to copy and its copy button. */
function snippetBlock(name: string, title: string, help: string, parts: { text: string; what: string }[]) {
  const block = document.createElement('div');
  block.className = 'snippet';
  block.dataset.snippet = name;
  if (title) {
    const heading = document.createElement('h3');
    heading.textContent = title;
    block.append(heading);
  }
  const paragraph = document.createElement('p');
  paragraph.textContent = help;
  block.append(paragraph);
  for (const part of parts) {
    const pre = document.createElement('pre');
    const code = document.createElement('code');
    code.textContent = part.text;
    pre.append(code);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy';
    button.textContent = t('copyWhat', { what: part.what });
    button.addEventListener('click', () => void copy(part.text));
    block.append(pre, button);
  }
  return block;
}

async function copy(text: string) {
  // Emptied first, so the same message is announced again on a second copy.
  announcer.textContent = '';
  try {
    await navigator.clipboard.writeText(text);
    announcer.textContent = t('copied');
  } catch {
    announcer.textContent = t('copyFailed');
  }
}

let shownSnippets = '';
/**
 * Shows the snippets of the current choice. Unchanged ones are left in place: a field's `change` on
 * blur must not replace the copy button the pointer is pressing.
 */
function renderSnippets() {
  const current = choice();
  const key = JSON.stringify([pageLocale, current, pageUrl.value]);
  if (key === shownSnippets) return;
  shownSnippets = key;
  const csp = cspSnippet(current);
  byId('snippets').replaceChildren(
    snippetBlock('plain', t('plainTitle'), t('plainHelp'), [
      { text: plainSnippet(current), what: t('plainTitle') },
    ]),
    snippetBlock('wordpress', t('wordpressTitle'), t('wordpressHelp'), [
      { text: wordpressSnippet(current), what: t('wordpressTitle') },
    ]),
    snippetBlock('wix', t('wixTitle'), t('wixHelp'), [{ text: wixSnippet(current), what: t('wixTitle') }]),
    snippetBlock('csp', t('cspTitle'), `${t('cspHelp')} ${t('cspPolicy')}`, [
      { text: csp.html, what: t('cspTitle') },
      { text: csp.policy, what: 'Content-Security-Policy' },
    ]),
  );
  const link = prefillLink(pageUrl.value, current);
  byId('link-snippet').replaceChildren(
    link === null
      ? Object.assign(document.createElement('p'), { className: 'note', textContent: t('linkInvalid') })
      : snippetBlock('link', '', t('linkHelp'), [{ text: link, what: t('linkTitle') }]),
  );
}

/** The page's own texts in its language. */
function translatePage() {
  document.documentElement.lang = pageLocale;
  document.title = t('title');
  for (const element of document.querySelectorAll<HTMLElement>('[data-t]')) {
    element.textContent = t(element.dataset.t as keyof Texts);
  }
  const visitor = langSelect.value;
  langSelect.replaceChildren(
    option('', t('visitorLang')),
    ...LOCALES.map((locale) => option(locale, LANGUAGE_NAMES[locale])),
  );
  langSelect.value = visitor;
  const place = locationSelect.options[0];
  if (place?.value === '') place.textContent = t('allLocations');
  renderSnippets();
}

/** Each partner's own page with the form (its `bookingPageUrl`), where the link builder starts. */
let bookingPages = new Map<string, string | null>();

async function loadLocations() {
  const slug = partnerSelect.value;
  const page = bookingPages.get(slug);
  if (page) pageUrl.value = page.split('#')[0] ?? page;
  locationSelect.replaceChildren(option('', t('allLocations')));
  if (!slug) return;
  try {
    const locations = await collection(`/api/locations?partner=${encodeURIComponent(slug)}`);
    locationSelect.append(...locations.map((l) => option(String(l.id), l.name)));
  } catch {
    loadStatus.textContent = t('loadFailed');
  }
}

let pending: ReturnType<typeof setTimeout> | undefined;
/** Snippets follow every keystroke; the widget a moment later, once typing pauses. */
function changed() {
  renderSnippets();
  clearTimeout(pending);
  pending = setTimeout(renderPreview, 300);
}

async function start() {
  buildPrefillFields();
  const pageLang = byId<HTMLSelectElement>('page-lang');
  pageLang.append(...LOCALES.map((locale) => option(locale, LANGUAGE_NAMES[locale])));
  pageLang.value = pageLocale;
  pageLang.addEventListener('change', () => {
    pageLocale = matchLocale(pageLang.value) ?? 'en-US';
    translatePage();
  });
  translatePage();
  loadStatus.textContent = t('loading');
  try {
    const partners = await collection('/api/partners');
    partnerSelect.append(...partners.map((p) => option(p.slug ?? '', `${p.name} (${p.slug})`)));
    bookingPages = new Map(partners.map((p) => [p.slug ?? '', p.bookingPageUrl ?? null]));
    loadStatus.textContent = '';
  } catch {
    loadStatus.textContent = t('loadFailed');
    return;
  }
  await loadLocations();
  partnerSelect.addEventListener('change', () => {
    void loadLocations().then(changed);
  });
  ownColor.addEventListener('change', () => {
    colorInput.disabled = !ownColor.checked;
  });
  form.addEventListener('input', changed);
  form.addEventListener('change', changed);
  form.addEventListener('submit', (event) => event.preventDefault());
  pageUrl.addEventListener('input', renderSnippets);
  renderSnippets();
  renderPreview();
  // The widget itself, from this origin like any partner's page loads it.
  const loader = document.createElement('script');
  loader.src = '/booking-form.js';
  loader.async = true;
  document.head.append(loader);
}

void start();
