import { describe, expect, it } from 'vitest';
import { idFromIri, iri } from './iri.ts';

describe('IRI and id', () => {
  it('builds an IRI from a resource and id', () => {
    expect(iri('partners', 1)).toBe('/api/partners/1');
    expect(iri('locations', '12')).toBe('/api/locations/12');
  });

  it('reads the id from the last path segment, or a bare id', () => {
    expect(idFromIri('/api/halls/12')).toBe(12);
    expect(idFromIri('/api/halls/12/')).toBe(12);
    expect(idFromIri('7')).toBe(7);
    expect(idFromIri(3)).toBe(3);
  });

  it('round-trips', () => {
    expect(idFromIri(iri('locations', 42))).toBe(42);
  });

  it('rejects what is not a positive integer id', () => {
    expect(idFromIri('/api/halls/abc')).toBeNull();
    expect(idFromIri('/api/halls/0')).toBeNull();
    expect(idFromIri('/api/halls/-1')).toBeNull();
    expect(idFromIri('')).toBeNull();
    expect(idFromIri(null)).toBeNull();
    expect(idFromIri('99999999999999999')).toBeNull();
  });
});
