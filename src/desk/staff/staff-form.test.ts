import { describe, expect, it } from 'vitest';
import { locationsPayload, scopeOf, toggleLocation, violationsByField } from './staff-form.ts';

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
