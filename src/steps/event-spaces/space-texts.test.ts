import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A space that cannot be set up in the chosen layout shows two lines: its capacity line
// (`space.noLayout`) and its mark with the reason (`space.mark.not_available`: `space.state.no_layout`,
// as SpaceRow joins them). Read together they must not say "not available" twice.
const LOCALES = ['en-US', 'nl-NL', 'de-DE', 'fr-FR', 'fi-FI'];

type Space = {
  noLayout: string;
  mark: { not_available: string };
  state: { no_layout: string };
};

describe('the texts of a space not offered in the chosen layout', () => {
  for (const locale of LOCALES) {
    it(`say "not available" once (${locale})`, () => {
      const { space } = JSON.parse(readFileSync(`locales/event.${locale}.json`, 'utf8')) as { space: Space };
      const shown = [
        space.noLayout.replace('{{layout}}', 'U-shape'),
        `${space.mark.not_available}: ${space.state.no_layout}`,
      ]
        .join(' ')
        .toLowerCase();
      const phrase = space.mark.not_available.toLowerCase();
      expect(shown.split(phrase).length - 1).toBe(1);
    });
  }
});
