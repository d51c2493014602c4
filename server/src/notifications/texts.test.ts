import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../src/domain/locale.ts';
import { mailTexts, pricingLabel } from './texts.ts';

// Price labels come from the widget's offer texts, so expected values are read from those files.
type Tree = { [key: string]: string | Tree };
const offer = (locale: Locale) =>
  JSON.parse(readFileSync(new URL(`../../../locales/offer.${locale}.json`, import.meta.url), 'utf8')) as {
    pricing: { hall: Tree; room: string };
    prices: { line: string };
  };

describe('pricingLabel', () => {
  it.each(LOCALES)('translates a price line’s description key in %s with the widget’s texts', (locale) => {
    expect(pricingLabel(locale, 'pricing.hall.full_day')).toBe(offer(locale).pricing.hall.full_day);
    expect(pricingLabel(locale, 'pricing.room')).toBe(offer(locale).pricing.room);
  });

  it('reads an unknown key as the generic charge, as the widget does', () => {
    expect(pricingLabel('de-DE', 'pricing.hall.moonlight')).toBe(offer('de-DE').prices.line);
  });
});

describe('mailTexts', () => {
  it('reports a key the locale lacks and still says something', () => {
    const missing: string[] = [];
    const texts = mailTexts('fi-FI', (key, locale) => missing.push(`${locale} ${key}`));
    const said = texts.t('email:no.such.text');
    expect(missing).toEqual(['fi-FI email:no.such.text']);
    expect(said).not.toBe('');
  });

  it('keeps one language per message: two locales side by side do not mix', () => {
    const nl = mailTexts('nl-NL');
    const de = mailTexts('de-DE');
    expect(nl.t('offer:status.confirmed')).toBe('Bevestigd');
    expect(de.t('offer:status.confirmed')).toBe('Bestätigt');
    expect(nl.t('offer:status.confirmed')).toBe('Bevestigd');
  });
});
