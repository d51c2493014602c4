import { describe, expect, it } from 'vitest';
import {
  grantableLocations,
  locationsChange,
  locationsPayload,
  scopeOf,
  toggleLocation,
  violationsByField,
} from './staff-form.ts';

describe('violationsByField', () => {
  it('files each violation under its form field, the first one winning', () => {
    expect(
      violationsByField([
        { propertyPath: 'email', message: 'validation.email' },
        { propertyPath: 'locations[1]', message: 'No such location of this partner.' },
        { propertyPath: 'locations[0]', message: 'second' },
        { propertyPath: 'email', message: 'later' },
      ]),
    ).toEqual({ email: 'validation.email', locations: 'No such location of this partner.' });
  });
});

describe('location scope', () => {
  const known = ['/api/locations/1', '/api/locations/2', '/api/locations/3'];

  it('null from the API means every location, and goes back as null', () => {
    expect(scopeOf(null)).toEqual({ all: true });
    expect(locationsPayload({ all: true }, known)).toBeNull();
  });

  it('sends the chosen locations in the catalogue’s order, without unknown ones', () => {
    const scope = scopeOf(['/api/locations/3', '/api/locations/1', '/api/locations/9']);
    expect(locationsPayload(scope, known)).toEqual(['/api/locations/1', '/api/locations/3']);
  });

  it('ticking a location of "all" starts a list with just that one; unticking removes it', () => {
    const one = toggleLocation({ all: true }, '/api/locations/2', true);
    expect(one).toEqual({ all: false, chosen: ['/api/locations/2'] });
    expect(toggleLocation(one, '/api/locations/2', false)).toEqual({ all: false, chosen: [] });
  });
});

describe('what a manager may grant', () => {
  const places = [
    { '@id': '/api/locations/1', name: 'Amsterdam' },
    { '@id': '/api/locations/2', name: 'Berlin' },
    { '@id': '/api/locations/3', name: 'Helsinki' },
  ];
  const known = places.map((p) => p['@id']);

  it('a manager for all locations may grant any of them, or all', () => {
    expect(grantableLocations(places, null)).toEqual({ options: places, allowAll: true });
  });

  it('a manager limited to some is offered only those, and never "all locations"', () => {
    const grant = grantableLocations(places, ['/api/locations/3', '/api/locations/1']);
    expect(grant).toEqual({ options: [places[0], places[2]], allowAll: false });
  });

  it('a change sends the locations only when they changed', () => {
    expect(locationsChange(null, { all: true }, known)).toBeUndefined();
    expect(locationsChange(['/api/locations/2'], scopeOf(['/api/locations/2']), known)).toBeUndefined();
    expect(locationsChange(null, { all: false, chosen: ['/api/locations/1'] }, known)).toEqual([
      '/api/locations/1',
    ]);
    expect(locationsChange(['/api/locations/1'], { all: true }, known)).toBeNull();
    expect(
      locationsChange(['/api/locations/1'], scopeOf(['/api/locations/1', '/api/locations/2']), known),
    ).toEqual(['/api/locations/1', '/api/locations/2']);
  });
});
