import { describe, expect, it } from 'vitest';
import { signInLink, visitorLink } from './links.ts';

const link = { view: 'reservation', locale: 'nl-NL', username: 'u-1', id: 7, key: 'k-1' } as const;
const target = (bookingPageUrl: string | null) => ({
  publicUrl: 'https://book.example/',
  partnerSlug: 'harbour',
  bookingPageUrl,
});

describe('e-mail links and the route prefix (issue 19)', () => {
  it("opens the partner's page with the route in the whole hash, as before", () => {
    expect(visitorLink(target('https://harbour.example/book'), link)).toBe(
      'https://harbour.example/book#/nl-NL/reservation/u-1/7?key=k-1',
    );
    // An anchor on the page is not a prefix: dropped as it always was.
    expect(visitorLink(target('https://harbour.example/book#book'), link)).toBe(
      'https://harbour.example/book#/nl-NL/reservation/u-1/7?key=k-1',
    );
  });

  it('puts the route under the prefix the booking page URL names (`#/bf`)', () => {
    for (const page of ['https://harbour.example/book#/bf', 'https://harbour.example/book#/bf/']) {
      expect(visitorLink(target(page), link)).toBe(
        'https://harbour.example/book#/bf/nl-NL/reservation/u-1/7?key=k-1',
      );
      expect(signInLink(target(page), 'de-DE', 'c0de')).toBe(
        'https://harbour.example/book#/bf/de-DE/signin/c0de',
      );
    }
  });

  it('leads to the hosted page without a booking page (the way in for `route-prefix="none"`)', () => {
    expect(visitorLink(target(null), link)).toBe(
      'https://book.example/nl-NL/reservation/u-1/7?partner=harbour&key=k-1',
    );
  });
});
