import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../src/domain/locale.ts';
import { type MessageView, TEMPLATE_NAMES, type TemplateName } from './message.types.ts';
import { FIXTURE_BOOKING, FIXTURE_BRAND, fixtureView } from './message-view.fixtures.ts';
import { renderMessage } from './render.tsx';

// Every template in every language from one fixture booking. Expected words come from the locale
// files, read here as JSON, never from the code that renders them.

type Tree = { [key: string]: string | Tree };

const localeFile = (file: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../../locales/${file}`, import.meta.url), 'utf8')) as Tree;

/** The text at `path` (dots) in a locale file, with `{{name}}` filled from `params`. */
function text(file: string, path: string, params: Record<string, string> = {}): string {
  const found = path
    .split('.')
    .reduce<string | Tree | undefined>((node, key) => (node as Tree)?.[key], localeFile(file));
  if (typeof found !== 'string') throw new Error(`${file} has no text at ${path}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);
}

const email = (locale: Locale, path: string, params?: Record<string, string>) =>
  text(`email.${locale}.json`, path, params);

/** Renders and fails on any text the view's locale lacks. */
async function renderStrict(view: MessageView) {
  const missing: string[] = [];
  const message = await renderMessage(view, {
    onMissingText: (key, locale) => missing.push(`${locale} ${key}`),
  });
  expect(missing).toEqual([]);
  return message;
}

/** The HTML's entities that React writes, decoded, and Intl's no-break spaces as plain spaces. */
const decode = (html: string) =>
  html
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The call-to-action anchor (the react-email Button, class bf-button): its href and its text. */
function button(html: string): { href: string; label: string } {
  const match = /<a\b([^>]*\bclass="bf-button"[^>]*)>([\s\S]*?)<\/a>/.exec(html);
  if (!match) throw new Error('no button in the HTML');
  const href = /\bhref="([^"]*)"/.exec(match[1]!)?.[1] ?? '';
  // Outlook's spacing hacks sit in conditional comments around the label.
  const label = match[2]!.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '');
  return { href: decode(href), label: decode(label).trim() };
}

const { reference } = FIXTURE_BOOKING;

describe.each(TEMPLATE_NAMES)('the %s message', (template: TemplateName) => {
  it.each(LOCALES)(
    'renders in %s with every text, the reference in subject and body, the link on the button',
    async (locale) => {
      const view = fixtureView(template, locale);
      const message = await renderStrict(view);
      expect(message.subject).toContain(reference);
      expect(message.html).toContain(reference);
      expect(message.text).toContain(reference);
      expect(button(message.html).href).toBe(view.link);
      expect(message.text).toContain(view.link);
      expect(message.text).not.toMatch(/<\/?[a-z][a-z0-9]*[\s>/]/i);
      expect(message.html).toMatch(new RegExp(`<html[^>]*\\slang="${locale}"`));
    },
  );

  it('has the dark-mode block and the partner colour', async () => {
    const { html } = await renderStrict(fixtureView(template));
    expect(html).toContain('<meta name="color-scheme" content="light dark"');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain(`background-color:${FIXTURE_BRAND.color}`);
  });
});

describe('what each message says', () => {
  const params = { reference, venue: FIXTURE_BRAND.location.name, from: FIXTURE_BOOKING.company };

  it('words the subject, heading and button from the locale file', async () => {
    const message = await renderStrict(fixtureView('offer_sent', 'en-US'));
    expect(message.subject).toBe(email('en-US', 'offer_sent.subject', params));
    expect(message.html).toContain(email('en-US', 'offer_sent.heading'));
    expect(button(message.html).label).toBe(email('en-US', 'offer_sent.button'));
  });

  it.each(['request', 'inquiry', 'proposal'] as const)('thanks for a %s in its own words', async (kind) => {
    const booking = { ...FIXTURE_BOOKING, requestKind: kind };
    const message = await renderStrict({ ...fixtureView('request_received', 'de-DE'), booking });
    expect(message.subject).toBe(email('de-DE', `request_received.${kind}.subject`, params));
    expect(decode(message.html)).toContain(email('de-DE', `request_received.${kind}.intro`, params));
    const staff = await renderStrict({ ...fixtureView('venue_new_request', 'de-DE'), booking });
    expect(staff.subject).toBe(email('de-DE', `venue_new_request.${kind}.subject`, params));
  });

  it('shows when the offer ends in the offer and its reminder', async () => {
    for (const template of ['offer_sent', 'offer_reminder'] as const) {
      const { html, text } = await renderStrict(fixtureView(template, 'en-US'));
      expect(decode(html)).toContain(email('en-US', 'notes.validUntil'));
      expect(text).toContain('June 14, 2027');
    }
    const reminder = await renderStrict(fixtureView('offer_reminder', 'en-US'));
    expect(reminder.subject).toBe(
      email('en-US', 'offer_reminder.subject', { ...params, date: 'Monday, June 14, 2027' }),
    );
  });

  it('shows the cancellation fee and reason, and no fee when none applies', async () => {
    const view = fixtureView('booking_cancelled', 'nl-NL');
    const text = decode((await renderStrict(view)).text);
    // Spec §9 writes nl-NL money as `€ 2.410,00`.
    expect(text).toContain(`${email('nl-NL', 'notes.fee')}: € 500,00`);
    expect(text).toContain(`${email('nl-NL', 'notes.reason')}: ${view.reason}`);
    const free = await renderStrict({ ...view, fee: null });
    expect(free.text).not.toContain(email('nl-NL', 'notes.fee'));
  });

  it('gives the venue’s reason when it declines', async () => {
    const view = fixtureView('booking_declined', 'fr-FR');
    const { text } = await renderStrict(view);
    expect(text).toContain(view.reason);
  });

  it('tells the visitor why the venue rejected their change, and nothing when no reason was given', async () => {
    const view = fixtureView('change_rejected', 'de-DE');
    const { subject, text } = await renderStrict(view);
    expect(subject).toBe(email('de-DE', 'change_rejected.subject', params));
    expect(decode(text)).toContain(`${email('de-DE', 'notes.reason')}: ${view.reason}`);
    expect(decode(text)).toContain(email('de-DE', 'change_rejected.intro', params));
    const silent = await renderStrict({ ...view, reason: '  ' });
    expect(silent.text).not.toContain(email('de-DE', 'notes.reason'));
  });

  it('says an accepted change stands, and that a new offer follows when the offer went back', async () => {
    const view = fixtureView('change_accepted', 'fi-FI');
    const confirmed = decode((await renderStrict(view)).text);
    expect(confirmed).toContain(email('fi-FI', 'change_accepted.intro', params));
    expect(confirmed).not.toContain(email('fi-FI', 'change_accepted.newOffer', params));
    const requested = { ...view, booking: { ...view.booking, status: 'requested' }, calendar: null };
    expect(decode((await renderStrict(requested)).text)).toContain(
      email('fi-FI', 'change_accepted.newOffer', params),
    );
  });

  it('gives staff the visitor’s contact details and says the link is theirs', async () => {
    const { text } = await renderStrict(fixtureView('venue_new_booking', 'en-US'));
    const { contact } = FIXTURE_BOOKING;
    for (const value of [contact.name, contact.email, contact.phone]) expect(text).toContain(value);
    expect(text).toContain(email('en-US', 'layout.staffLink', params));
    const visitor = await renderStrict(fixtureView('booking_confirmed', 'en-US'));
    expect(visitor.text).toContain(email('en-US', 'layout.keepLink'));
    expect(visitor.text).not.toContain(email('en-US', 'contact.title'));
  });

  it('keeps the subject on one line whatever the visitor typed', async () => {
    const view = fixtureView('venue_new_request', 'en-US');
    const booking = { ...FIXTURE_BOOKING, company: 'Acme\r\nBcc: someone@example.com' };
    const { subject } = await renderStrict({ ...view, booking });
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toContain('Acme Bcc: someone@example.com');
  });

  it('keeps the draft reminder short: the link, no summary', async () => {
    const { text } = await renderStrict(fixtureView('draft_reminder', 'en-US'));
    expect(text).toContain(email('en-US', 'draft_reminder.intro', params));
    expect(text).not.toContain(FIXTURE_BOOKING.prices[0]!.lines[0]!.label);
  });

  it('lists days, spaces, the stay and the prices with money from minor units in the locale', async () => {
    const en = await renderStrict(fixtureView('booking_confirmed', 'en-US'));
    for (const line of [
      'Harbour Room',
      'Boardroom',
      'Full-day meeting package',
      'Double room, Harbour London',
    ]) {
      expect(en.text).toContain(line);
    }
    expect(en.text).toContain('€3,445.00');
    expect(en.text).toContain('£1,350.00');
    expect(en.text).toContain('48 × €65.00');
    const nl = decode((await renderStrict(fixtureView('booking_confirmed', 'nl-NL'))).text);
    expect(nl).toContain('€ 3.445,00');
    expect(nl).toContain('maandag 5 juli 2027');
  });

  it('says when an item is served, where the visitor gave a time', async () => {
    const en = decode((await renderStrict(fixtureView('booking_confirmed', 'en-US'))).text);
    const offer = (path: string, params: Record<string, string>) => text('offer.en-US.json', path, params);
    expect(en).toContain(offer('details.itemAt', { name: 'Lunch buffet', amount: '24', time: '12:30' }));
    expect(en).toContain(offer('details.item', { name: 'Projector', amount: '1' }));
    expect(en).not.toContain(offer('details.itemAt', { name: 'Projector', amount: '1', time: '' }));
  });

  it('attaches the calendar file only to the messages that carry one', async () => {
    const confirmed = await renderStrict(fixtureView('booking_confirmed', 'en-US'));
    expect(confirmed.attachments.map((a) => a.filename)).toEqual([`${reference}.ics`]);
    expect(confirmed.text).toContain(email('en-US', 'calendar.added'));
    const offer = await renderStrict(fixtureView('offer_sent', 'en-US'));
    expect(offer.attachments).toEqual([]);
  });

  it('shows the logo when the partner has one, else its name, and keeps button text readable', async () => {
    const view = fixtureView('offer_sent', 'en-US');
    const logo = 'https://harbour.example/logo.png';
    const withLogo = await renderStrict({ ...view, brand: { ...view.brand, logoUrl: logo } });
    expect(withLogo.html).toMatch(
      new RegExp(`<img[^>]*alt="${FIXTURE_BRAND.partnerName}"[^>]*src="${logo}"`),
    );
    const { html } = await renderStrict(view);
    expect(html).not.toContain('<img');
    expect(html).toContain(FIXTURE_BRAND.partnerName);
    // A pale partner colour gets black text on its buttons (WCAG: white on pale yellow is unreadable).
    const pale = await renderStrict({ ...view, brand: { ...view.brand, color: '#f5e663' } });
    expect(pale.html).toMatch(/<a\b[^>]*class="bf-button"[^>]*style="[^"]*[^-]color:#000000/);
  });
});
