import { describe, expect, it } from 'vitest';
import type { Emplacement } from './catalogue.types.ts';
import {
  defaultLayout,
  hallsSuitableQuery,
  hiddenWhenFiltering,
  layoutChoices,
  packageDealsQuery,
  spaceMark,
} from './event-space.ts';

const layout = (id: number, code: string, name = code): Emplacement => ({
  '@id': `/api/emplacements/${id}`,
  '@type': 'Emplacement',
  id,
  code,
  name,
  translations: [],
});
const boardroom = layout(1, 'boardroom');
const theater = layout(5, 'theater');
const uShape = layout(6, 'u-shape', 'U-shape');
const ALL = [boardroom, layout(2, 'cabaret'), layout(3, 'classroom'), layout(4, 'dinner'), theater, uShape];

describe('layoutChoices', () => {
  it('offers the location’s own layouts', () => {
    const links = [1, 6].map((id) => ({
      '@id': `/api/location_emplacements/${id}`,
      location: '/api/locations/1',
      emplacement: `/api/emplacements/${id}`,
    }));
    expect(layoutChoices(ALL, links)).toEqual([boardroom, uShape]);
  });

  it('falls back to every layout when the location lists none', () => {
    expect(layoutChoices(ALL, [])).toEqual(ALL);
  });
});

describe('defaultLayout', () => {
  const partner = {
    defaultEmplacement: boardroom['@id'],
    bigGroupsDefaultEmplacement: theater['@id'],
    paxMiceThreshold: 100,
  };

  it('takes the partner’s default layout', () => {
    expect(defaultLayout(20, partner, ALL)).toBe(boardroom['@id']);
  });

  it('takes the big-groups layout only above the threshold', () => {
    expect(defaultLayout(100, partner, ALL)).toBe(boardroom['@id']);
    expect(defaultLayout(101, partner, ALL)).toBe(theater['@id']);
  });

  it('falls back to the layout named u-shape without a partner default', () => {
    const none = { defaultEmplacement: null, bigGroupsDefaultEmplacement: null, paxMiceThreshold: 999 };
    expect(defaultLayout(20, none, ALL)).toBe(uShape['@id']);
    expect(defaultLayout(2000, none, ALL)).toBe(uShape['@id']);
  });

  it('skips a default the location does not offer', () => {
    expect(defaultLayout(20, partner, [theater, uShape])).toBe(uShape['@id']);
    expect(defaultLayout(500, partner, [boardroom, uShape])).toBe(boardroom['@id']);
    expect(defaultLayout(20, partner, [])).toBeNull();
  });
});

describe('spaceMark', () => {
  const hall = (state: 'available' | 'occupied' | 'too_small') => ({ '@id': '/api/halls/1', state });
  const none = new Set<string>();

  it('marks the row’s own choice selected, whatever its state', () => {
    const input = { chosen: '/api/halls/1', selectedElsewhere: true, includedInPackage: none };
    expect(spaceMark({ ...input, hall: hall('occupied') })).toBe('selected');
  });

  it('marks a space chosen on an overlapping row already selected', () => {
    const input = { chosen: null, selectedElsewhere: true, includedInPackage: none };
    expect(spaceMark({ ...input, hall: hall('available') })).toBe('already_selected');
  });

  it('marks occupied and too small spaces not available, even when a package includes them', () => {
    const included = new Set(['/api/halls/1']);
    for (const state of ['occupied', 'too_small'] as const) {
      expect(
        spaceMark({ hall: hall(state), chosen: null, selectedElsewhere: false, includedInPackage: included }),
      ).toBe('not_available');
    }
  });

  it('marks an available space of the package included, else available', () => {
    const base = { hall: hall('available'), chosen: '/api/halls/9', selectedElsewhere: false };
    expect(spaceMark({ ...base, includedInPackage: new Set(['/api/halls/1']) })).toBe('included');
    expect(spaceMark({ ...base, includedInPackage: none })).toBe('available');
  });

  it('hides only what cannot be chosen when filtering', () => {
    expect(hiddenWhenFiltering('not_available')).toBe(true);
    expect(hiddenWhenFiltering('already_selected')).toBe(true);
    expect(hiddenWhenFiltering('selected')).toBe(false);
    expect(hiddenWhenFiltering('included')).toBe(false);
  });
});

describe('lookup queries', () => {
  const day = {
    date: '2026-12-01',
    startTime: '09:00',
    endTime: '17:00',
    pax: 40,
    emplacement: uShape['@id'],
  };

  it('asks halls_suitable with the location and layout as IRIs and available=true', () => {
    expect(hallsSuitableQuery(day, '/api/locations/1')).toEqual({
      location: '/api/locations/1',
      date: '2026-12-01',
      startTime: '09:00',
      endTime: '17:00',
      pax: 40,
      emplacement: '/api/emplacements/6',
      available: true,
    });
  });

  it('asks nothing until date, times, guests and location are usable', () => {
    expect(hallsSuitableQuery(day, null)).toBeNull();
    expect(hallsSuitableQuery({ ...day, date: null }, '/api/locations/1')).toBeNull();
    expect(hallsSuitableQuery({ ...day, endTime: '08:00' }, '/api/locations/1')).toBeNull();
    expect(hallsSuitableQuery({ ...day, pax: 0 }, '/api/locations/1')).toBeNull();
    expect(packageDealsQuery({ ...day, pax: null })).toBeNull();
  });

  it('asks package deals with the four required values', () => {
    expect(packageDealsQuery(day)).toEqual({
      date: '2026-12-01',
      startTime: '09:00',
      endTime: '17:00',
      pax: 40,
    });
  });
});
