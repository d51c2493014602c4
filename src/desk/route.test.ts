import { describe, expect, it } from 'vitest';
import { initialDeskLocale } from './i18n.ts';
import { deskHref, parseDeskRoute } from './route.ts';

describe("the desk's addresses", () => {
  it('opens the inbox for an empty hash and keeps its filters', () => {
    expect(parseDeskRoute('')).toMatchObject({ page: 'inbox' });
    const route = parseDeskRoute('#/inbox?status=requested&q=acme');
    expect(route.page).toBe('inbox');
    expect(route.page === 'inbox' && route.query.get('q')).toBe('acme');
  });

  it('reads a booking, a one-time link, occupancy, the catalogue and staff', () => {
    expect(parseDeskRoute('#/bookings/42')).toEqual({ page: 'booking', id: 42 });
    expect(parseDeskRoute('#/link/abc_DEF-123')).toEqual({ page: 'link', code: 'abc_DEF-123' });
    expect(parseDeskRoute('#/occupancy?month=2027-03').page).toBe('occupancy');
    expect(parseDeskRoute('#/catalogue/halls/3')).toEqual({ page: 'catalogue', path: 'halls/3' });
    expect(parseDeskRoute('#/staff')).toEqual({ page: 'staff' });
  });

  it('says "not found" for mangled addresses instead of guessing', () => {
    for (const hash of [
      '#/bookings/abc',
      '#/bookings/0',
      '#/bookings/12/x',
      '#/link/',
      '#/nothing',
      '#/staff/2',
    ])
      expect(parseDeskRoute(hash), hash).toEqual({ page: 'not-found' });
  });

  it('writes the hashes it reads', () => {
    expect(parseDeskRoute(deskHref({ page: 'booking', id: 7 }))).toEqual({ page: 'booking', id: 7 });
    const query = new URLSearchParams({ location: '/api/locations/1', month: '2027-01' });
    const back = parseDeskRoute(deskHref({ page: 'occupancy', query }));
    expect(back.page === 'occupancy' && back.query.get('location')).toBe('/api/locations/1');
  });
});

describe("the desk's first language", () => {
  it('is the one chosen on this device, else the browser’s, else English', () => {
    expect(initialDeskLocale('fi-FI', ['de-DE'])).toBe('fi-FI');
    expect(initialDeskLocale(null, ['sv-SE', 'de-AT'])).toBe('de-DE');
    expect(initialDeskLocale('xx', ['ja-JP'])).toBe('en-US');
  });
});
