import { describe, expect, it } from 'vitest';
import {
  addressInLanguage,
  COUNTRY_CODES,
  countryCodeOf,
  countryName,
  countryOptions,
  localizedAddress,
} from './countries.ts';

describe('countries', () => {
  it('knows every ISO 3166-1 alpha-2 code, each with a name of its own', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    // A few from the standard: first, last, and ones easily missed.
    expect(COUNTRY_CODES.slice(0, 3)).toEqual(['AD', 'AE', 'AF']);
    expect(COUNTRY_CODES.at(-1)).toBe('ZW');
    for (const code of ['AX', 'BQ', 'CW', 'SS', 'SX', 'NL', 'FI', 'US'])
      expect(COUNTRY_CODES).toContain(code);
    for (const code of ['UK', 'EU', 'XK', 'YU']) expect(COUNTRY_CODES).not.toContain(code);
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    expect(COUNTRY_CODES.filter((code) => !english.of(code))).toEqual([]);
  });

  it("names a country in the widget's language", () => {
    expect(countryName('NL', 'fi-FI')).toBe('Alankomaat');
    expect(countryName('DE', 'nl-NL')).toBe('Duitsland');
    expect(countryName('FI', 'de-DE')).toBe('Finnland');
    // An older booking's free text stays as written.
    expect(countryName('Holland', 'fr-FR')).toBe('Holland');
  });

  it('sorts by the language, with the venue country first', () => {
    const options = countryOptions('de-DE', ['NL']);
    expect(options[0]).toEqual({ value: 'NL', label: 'Niederlande' });
    expect(options.filter((o) => o.value === 'NL')).toHaveLength(1);
    const labels = options.slice(1).map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de-DE').compare));
    // German collation puts Österreich among the O's, not after Z.
    expect(labels.indexOf('Österreich')).toBeLessThan(labels.indexOf('Polen'));
  });

  it('reads a written-out country back to its code', () => {
    expect(countryCodeOf('Netherlands', ['en'])).toBe('NL');
    expect(countryCodeOf(' nederland ', ['en', 'nl'])).toBe('NL');
    expect(countryCodeOf('nl', ['en'])).toBe('NL');
    expect(countryCodeOf('Atlantis', ['en'])).toBe(null);
  });

  it("says a seed location's country in the visitor's language", () => {
    // server/src/db/seed/harbour/amsterdam.ts
    expect(localizedAddress('Oostelijke Handelskade 34, 1019 BN Amsterdam, Netherlands', 'fi-FI')).toEqual({
      text: 'Oostelijke Handelskade 34, 1019 BN Amsterdam, Alankomaat',
      code: 'NL',
    });
    expect(localizedAddress('89 South Street, New York, NY 10038, United States', 'de-DE').code).toBe('US');
    expect(localizedAddress('Main Street 1', 'de-DE')).toEqual({ text: 'Main Street 1', code: null });
  });

  it('shows an address as written to English-speaking visitors, with its country translated to others', () => {
    // server/src/db/seed/harbour/amsterdam.ts
    const amsterdam = 'Oostelijke Handelskade 34, 1019 BN Amsterdam, Netherlands';
    expect(addressInLanguage(amsterdam, 'en-US')).toBe(amsterdam);
    expect(addressInLanguage(amsterdam, 'nl-NL')).toBe(
      'Oostelijke Handelskade 34, 1019 BN Amsterdam, Nederland',
    );
    expect(addressInLanguage(amsterdam, 'fi-FI')).toBe(
      'Oostelijke Handelskade 34, 1019 BN Amsterdam, Alankomaat',
    );
    expect(addressInLanguage('Main Street 1', 'de-DE')).toBe('Main Street 1');
  });
});
