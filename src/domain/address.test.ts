import { describe, expect, it } from 'vitest';
import { addressParts } from './address.ts';

describe('addressParts', () => {
  it('takes a house number given apart off the end of the line', () => {
    expect(addressParts('Kade 12 bis', '12 bis')).toEqual({ street: 'Kade', housenumber: '12 bis' });
    expect(addressParts('Rue de la Paix', '')).toEqual({ street: 'Rue de la Paix', housenumber: '' });
    // A line changed without its number (an edit of the street alone) keeps the whole line as the street.
    expect(addressParts('Damrak', '1')).toEqual({ street: 'Damrak', housenumber: '' });
  });

  it('takes the last word for the house number when none was given apart', () => {
    expect(addressParts('Damrak 1', null)).toEqual({ street: 'Damrak', housenumber: '1' });
    expect(addressParts('Damrak', undefined)).toEqual({ street: 'Damrak', housenumber: '' });
    expect(addressParts('', null)).toEqual({ street: '', housenumber: '' });
  });
});
