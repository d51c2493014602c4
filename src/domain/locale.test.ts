import { describe, expect, it } from 'vitest';
import { matchLocale, negotiateLocale } from './locale.ts';

describe('matching one language tag', () => {
  it('matches exactly, forgiving case and underscores', () => {
    expect(matchLocale('de-DE')).toBe('de-DE');
    expect(matchLocale('fi_fi')).toBe('fi-FI');
  });

  it('falls back to the first two letters', () => {
    expect(matchLocale('nl-BE')).toBe('nl-NL');
    expect(matchLocale('fr')).toBe('fr-FR');
    expect(matchLocale('en-GB')).toBe('en-US');
  });

  it('gives null for languages we do not speak', () => {
    expect(matchLocale('sv-SE')).toBeNull();
    expect(matchLocale('')).toBeNull();
  });
});

describe('negotiating the widget language', () => {
  it('lets the lang attribute win over the stored choice and the browser', () => {
    expect(negotiateLocale({ attribute: 'nl-NL', stored: 'fi-FI', browser: ['de-DE'] })).toBe('nl-NL');
  });

  it('maps an unknown attribute to en-US', () => {
    expect(negotiateLocale({ attribute: 'xx-YY', stored: 'fi-FI', browser: ['de-DE'] })).toBe('en-US');
  });

  it('uses the stored choice when there is no attribute', () => {
    expect(negotiateLocale({ attribute: null, stored: 'fi-FI', browser: ['de-DE'] })).toBe('fi-FI');
  });

  it('ignores a stored value that is not a language and asks the browser', () => {
    expect(negotiateLocale({ stored: 'garbage', browser: ['de-AT'] })).toBe('de-DE');
  });

  it('prefers an exact browser match and respects the visitor order', () => {
    expect(negotiateLocale({ browser: ['fr-FR', 'nl-NL'] })).toBe('fr-FR');
    expect(negotiateLocale({ browser: ['sv-SE', 'fr-CA', 'de-DE'] })).toBe('fr-FR');
  });

  it('ends at en-US', () => {
    expect(negotiateLocale({ browser: ['sv-SE', 'ja'] })).toBe('en-US');
    expect(negotiateLocale({})).toBe('en-US');
  });
});
