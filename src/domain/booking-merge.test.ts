import { describe, expect, it } from 'vitest';
import { copyContactDetails, mergeNonEmpty, withoutEmptyStrings } from './booking-merge.ts';
import { emptyReservation } from './reservation.ts';

describe('empty strings never overwrite an existing value', () => {
  it('keeps the stored value where the update is blank or absent', () => {
    const stored = { company: 'Harbour Events', city: 'Amsterdam', promoCode: 'SPRING' as string | null };
    expect(mergeNonEmpty(stored, { company: '  ', city: 'Berlin' })).toEqual({
      company: 'Harbour Events',
      city: 'Berlin',
      promoCode: 'SPRING',
    });
  });

  it('merges nested contacts the same way, replaces lists whole, and lets null clear', () => {
    const stored = {
      onsiteContact: { firstname: 'Piet', lastname: 'Jansen', email: 'piet@example.nl', phonenumber: '' },
      types: ['mice', 'hotel'],
      promoCode: 'SPRING' as string | null,
    };
    const merged = mergeNonEmpty(stored, {
      onsiteContact: { firstname: '', lastname: 'Bakker', email: '', phonenumber: '+31 6 12345678' },
      types: ['hotel'],
      promoCode: null,
    });
    expect(merged).toEqual({
      onsiteContact: {
        firstname: 'Piet',
        lastname: 'Bakker',
        email: 'piet@example.nl',
        phonenumber: '+31 6 12345678',
      },
      types: ['hotel'],
      promoCode: null,
    });
    expect(stored.onsiteContact.lastname).toBe('Jansen');
  });

  it('leaves blank text out of a merge-patch body', () => {
    expect(
      withoutEmptyStrings({
        company: '',
        city: 'Berlin',
        onsiteContact: { firstname: ' ', lastname: 'Bakker' },
        pax: 0,
      }),
    ).toEqual({ city: 'Berlin', onsiteContact: { lastname: 'Bakker' }, pax: 0 });
  });
});

describe('company and person details are copied only with their id', () => {
  const source = {
    company: ' Harbour Events ',
    street: 'Kade',
    housenumber: '12a',
    postalcode: '1011 AB',
    city: 'Amsterdam',
    country: 'NL',
    firstname: 'Anna',
    lastname: 'de Vries',
    phonenumber: '+31 20 123 4567',
    emailaddress: 'anna@example.nl',
  };

  it('copies the company address only when a company id is present', () => {
    const form = copyContactDetails(emptyReservation('en-US'), { ...source, contactCompanyId: 17 });
    expect(form).toMatchObject({
      company: 'Harbour Events',
      street: 'Kade',
      city: 'Amsterdam',
      country: 'NL',
    });
    expect(form.firstname).toBe('');
    expect(form.emailaddress).toBe('');
  });

  it('copies the person only when a person id is present', () => {
    const form = copyContactDetails(emptyReservation('en-US'), { ...source, contactPersonId: '5' });
    expect(form).toMatchObject({ firstname: 'Anna', lastname: 'de Vries', emailaddress: 'anna@example.nl' });
    expect(form.company).toBe('');
  });

  it('copies nothing without ids, and never blanks what the visitor typed', () => {
    const typed = { ...emptyReservation('en-US'), company: 'Own Company', firstname: 'Jan' };
    expect(copyContactDetails(typed, source)).toEqual(typed);
    const withIds = copyContactDetails(typed, {
      company: '',
      firstname: null,
      city: 'Utrecht',
      contactCompanyId: 1,
      contactPersonId: 2,
    });
    expect(withIds).toMatchObject({ company: 'Own Company', firstname: 'Jan', city: 'Utrecht' });
  });
});
