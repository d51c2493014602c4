import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../src/domain/locale.ts';
import type { MessageView } from './message.types.ts';
import { FIXTURE_BRAND, fixtureView } from './message-view.fixtures.ts';
import { renderMessage } from './render.tsx';

// Issue 17: the offer e-mail carries the venue's note to the visitor under "A note from <venue>", in
// the visitor's language, escaped as text; without a note there is no such block. The heading is read
// from the locale files, never from the code that renders it.

const heading = (locale: Locale) => {
  const file = JSON.parse(
    readFileSync(new URL(`../../../locales/email.${locale}.json`, import.meta.url), 'utf8'),
  ) as { offer_sent: { noteHeading: string } };
  return file.offer_sent.noteHeading.replace('{{venue}}', FIXTURE_BRAND.location.name);
};

const NOTE = 'Dear Sanne, the terrace is yours from 17:00 <b>& drinks</b> on us.\nSee you soon!';

function offerWith(
  locale: Locale,
  note: string | null,
  kind: 'offer_sent' | 'offer_reminder' = 'offer_sent',
): MessageView {
  const view = fixtureView(kind, locale);
  return { ...view, booking: { ...view.booking, offerNote: note } };
}

async function render(view: MessageView) {
  const missing: string[] = [];
  const message = await renderMessage(view, { onMissingText: (key, l) => missing.push(`${l} ${key}`) });
  expect(missing).toEqual([]);
  return message;
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe.each(LOCALES)('the offer e-mail in %s', (locale) => {
  it('shows the venue’s note under its heading, escaped, in HTML and text', async () => {
    const message = await render(offerWith(locale, NOTE));
    expect(decode(message.html)).toContain(heading(locale));
    // Staff's markup is text: escaped in the HTML, never a tag.
    expect(message.html).toContain('&lt;b&gt;&amp; drinks&lt;/b&gt;');
    expect(message.html).not.toContain('<b>& drinks</b>');
    expect(message.text).toContain(heading(locale));
    expect(message.text).toContain('Dear Sanne, the terrace is yours from 17:00');
    expect(message.text).toContain('See you soon!');
  });

  it('repeats the note in the reminder before the offer runs out', async () => {
    const message = await render(offerWith(locale, NOTE, 'offer_reminder'));
    expect(decode(message.html)).toContain(heading(locale));
    expect(message.text).toContain('Dear Sanne, the terrace is yours from 17:00');
  });

  it('has no note block when staff wrote none', async () => {
    const message = await render(offerWith(locale, null));
    expect(decode(message.html)).not.toContain(heading(locale));
    expect(message.html).not.toContain('data-note');
  });
});
