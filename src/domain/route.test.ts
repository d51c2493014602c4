import { describe, expect, it } from 'vitest';
import { formatRoute, NOT_FOUND_ROUTE, parseRoute, sameRoute, WIZARD_ROUTE } from './route.ts';

describe('parseRoute', () => {
  it('reads the offer and edit routes, with or without a language, and the key', () => {
    expect(parseRoute('#/nl-NL/reservation/bnErB9Svh385l/12?key=zc-R_2')).toEqual({
      view: 'reservation',
      lang: 'nl-NL',
      username: 'bnErB9Svh385l',
      id: 12,
      key: 'zc-R_2',
    });
    expect(parseRoute('#/edit/anna/7?key=abc')).toEqual({
      view: 'edit',
      lang: null,
      username: 'anna',
      id: 7,
      key: 'abc',
    });
    expect(parseRoute('/de/reservation/anna/7')).toMatchObject({ lang: 'de-DE', key: null });
  });

  it("reads the resume route of the 'continue where you left off' e-mail, with or without a language", () => {
    expect(parseRoute('#/en-US/resume/bnErB9Svh385l/42?key=zc-R_2')).toEqual({
      view: 'resume',
      lang: 'en-US',
      username: 'bnErB9Svh385l',
      id: 42,
      key: 'zc-R_2',
    });
    // The hosted page passes its real path and query, the partner among them.
    expect(parseRoute('/fi/resume/anna/7?partner=harbour&key=k%2B1')).toEqual({
      view: 'resume',
      lang: 'fi-FI',
      username: 'anna',
      id: 7,
      key: 'k+1',
    });
    expect(parseRoute('#/resume/anna/7')).toEqual({
      view: 'resume',
      lang: null,
      username: 'anna',
      id: 7,
      key: null,
    });
  });

  it('reads both booking routes; the key query is kept when present', () => {
    expect(parseRoute('#/booking/42')).toEqual({ view: 'booking', id: 42, username: null, key: null });
    expect(parseRoute('#/booking/anna/42?key=k')).toEqual({
      view: 'booking',
      id: 42,
      username: 'anna',
      key: 'k',
    });
  });

  it('is the wizard for addresses that are none of ours (the host page may use its hash)', () => {
    for (const address of ['', '#', '#/', '#section-2', '#/payments/anna/12', '#/about-us', '#/nlx']) {
      expect(parseRoute(address), address).toEqual(WIZARD_ROUTE);
    }
  });

  it('is "not found" for a link that starts like one of ours but does not parse', () => {
    for (const address of [
      '#/reservation/abc/xyz?key=1',
      '#/reservation/anna',
      '#/reservation/anna/0',
      '#/reservation/anna/12x',
      '#/reservation/an%ZZna/12',
      '#/reservation/a b/12',
      '#/xx-XX/reservation/anna/12',
      '#/nl-NL/booking/anna/12',
      '#/booking/anna/12/extra',
      '#/booking/-1',
      '#/resume/anna',
      '#/resume/anna/0?key=k',
      '#/xx-XX/resume/anna/12?key=k',
      '#/en-US/resume/anna/12/extra?key=k',
      '#/resume/12?key=k',
      '#/reservation/anna/99999999999999999999',
      '#/edit/anna',
    ]) {
      expect(parseRoute(address), address).toEqual(NOT_FOUND_ROUTE);
    }
  });

  it('opens the wizard in the language of a home link (spec §2 `/{lang?}`)', () => {
    expect(parseRoute('#/nl-NL')).toEqual({ view: 'wizard', lang: 'nl-NL' });
    expect(parseRoute('#/nl')).toEqual({ view: 'wizard', lang: 'nl-NL' });
    expect(parseRoute('#/fi-FI/')).toEqual({ view: 'wizard', lang: 'fi-FI' });
    expect(parseRoute('#/de?pax=20')).toEqual({ view: 'wizard', lang: 'de-DE' });
    expect(formatRoute(parseRoute('#/fr-FR'))).toBe('/fr-FR');
    expect(sameRoute(parseRoute('#/nl-NL'), WIZARD_ROUTE)).toBe(true);
  });

  it('a blank key counts as no key', () => {
    expect(parseRoute('#/reservation/anna/1?key=%20')).toMatchObject({ key: null });
  });
});

describe('the returning visitor’s routes (issue 21)', () => {
  const code = 'q0J4n2Kc7yq3xL1wZ9mR8sT6uV5bN4aP3oI2eW1rT0y';

  it('reads My bookings and a sign-in link, with or without a language', () => {
    expect(parseRoute('#/bookings')).toEqual({ view: 'my-bookings', lang: null });
    expect(parseRoute('#/fi-FI/bookings')).toEqual({ view: 'my-bookings', lang: 'fi-FI' });
    expect(parseRoute(`#/signin/${code}`)).toEqual({ view: 'signin', lang: null, code });
    expect(parseRoute(`#/de-DE/signin/${code}`)).toEqual({ view: 'signin', lang: 'de-DE', code });
  });

  it('is "not found" for a code that is no code, and for extra segments', () => {
    for (const address of [
      '#/signin/',
      '#/signin/<script>',
      '#/signin/abc',
      `#/bookings/extra`,
      `#/xx-XX/signin/${code}`,
    ]) {
      expect([address, parseRoute(address)]).toEqual([address, NOT_FOUND_ROUTE]);
    }
  });

  it('round-trips, and is the same route only with the same code', () => {
    for (const address of ['/bookings', '/nl-NL/bookings', `/signin/${code}`, `/fr-FR/signin/${code}`]) {
      expect(formatRoute(parseRoute(address))).toBe(address);
    }
    expect(sameRoute(parseRoute('/bookings'), parseRoute('/nl-NL/bookings'))).toBe(true);
    expect(sameRoute(parseRoute(`/signin/${code}`), parseRoute(`/signin/${code.replace('q', 'Q')}`))).toBe(
      false,
    );
    expect(sameRoute(parseRoute('/bookings'), WIZARD_ROUTE)).toBe(false);
  });
});

describe('formatRoute', () => {
  it('round-trips every route, and leaves the key out when asked', () => {
    for (const address of [
      '/nl-NL/reservation/anna/12?key=a%2Bb',
      '/edit/anna/12?key=k',
      '/en-US/resume/anna/42?key=a%2Bb',
      '/resume/anna/42',
      '/booking/anna/3',
      '/booking/3',
    ]) {
      expect(formatRoute(parseRoute(address))).toBe(address);
    }
    expect(formatRoute(parseRoute('/edit/anna/12?key=k'), { withKey: false })).toBe('/edit/anna/12');
    expect(formatRoute(parseRoute('/nl-NL/resume/anna/42?key=k'), { withKey: false })).toBe(
      '/nl-NL/resume/anna/42',
    );
    expect(formatRoute(WIZARD_ROUTE)).toBe('/');
  });

  it('sameRoute compares view and booking, not the key', () => {
    expect(sameRoute(parseRoute('/edit/a/1?key=x'), parseRoute('/edit/a/1'))).toBe(true);
    expect(sameRoute(parseRoute('/edit/a/1'), parseRoute('/reservation/a/1'))).toBe(false);
    expect(sameRoute(parseRoute('/resume/a/1?key=x'), parseRoute('/en-US/resume/a/1'))).toBe(true);
    expect(sameRoute(parseRoute('/resume/a/1'), parseRoute('/reservation/a/1'))).toBe(false);
    expect(sameRoute(WIZARD_ROUTE, parseRoute(''))).toBe(true);
  });
});
