import { describe, expect, it } from 'vitest';
import { partnerText, pickTranslation } from './translation.ts';

const names = (...languages: string[]) =>
  languages.map((language) => ({ language, name: `name-${language}` }));

describe('item translation fallback', () => {
  it('takes the exact language', () => {
    expect(pickTranslation(names('en-US', 'nl-BE', 'nl-NL'), 'nl-NL')?.name).toBe('name-nl-NL');
  });

  it('then the same two-letter prefix', () => {
    expect(pickTranslation(names('en-US', 'de'), 'de-DE')?.name).toBe('name-de');
  });

  it('then English', () => {
    expect(pickTranslation(names('fr-FR', 'en-GB'), 'fi-FI')?.name).toBe('name-en-GB');
  });

  it("then the entry of type 'default'", () => {
    const items = [
      { language: 'fr-FR', name: 'Salle', type: 'x' },
      { language: 'xx', name: 'Room', type: 'default' },
    ];
    expect(pickTranslation(items, 'fi-FI')?.name).toBe('Room');
  });

  it('then the first, and nothing for an empty list', () => {
    expect(pickTranslation(names('fr-FR', 'de-DE'), 'fi-FI')?.name).toBe('name-fr-FR');
    expect(pickTranslation([], 'fi-FI')).toBeUndefined();
  });
});

describe('partner texts', () => {
  const translations = [
    { language: 'en-US', type: 'WebformIntro', name: 'Welcome' },
    { language: 'nl-NL', type: 'WebformIntro', name: 'Welkom' },
    { language: 'nl-NL', type: 'Other', name: 'Iets anders' },
  ];

  it('picks the text of the requested type in the current language', () => {
    expect(partnerText(translations, 'WebformIntro', 'nl-NL')).toBe('Welkom');
    expect(partnerText(translations, 'WebformIntro', 'de-DE')).toBe('Welcome');
  });

  it('gives an empty text when the partner has none of that type', () => {
    expect(partnerText(translations, 'Missing', 'nl-NL')).toBe('');
  });
});
