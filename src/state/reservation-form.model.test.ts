import { effect, signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import type { Location, LocationSettings } from '../domain/catalogue.types.ts';
import { createReservationForm } from './reservation-form.model.ts';

const settings: LocationSettings = {
  breakfastEnabledByDefault: true,
  breakfastSelectable: true,
  allowedOnlyCateringServices: false,
  allowedOnlyFunctionSpaces: false,
  hallPreferenceEnabled: true,
  isShoppingBasketVisible: false,
  touristTaxApplies: false,
  visitorConfirmsOffer: false,
};
const place = (id: number, own: Partial<LocationSettings> = {}) =>
  ({ '@id': `/api/locations/${id}`, id, locationSettings: { ...settings, ...own } }) as Location;

function setup(query = '', attributes: Record<string, string> = {}, locations = [place(1), place(2)]) {
  const warnings: string[] = [];
  const list = signal<readonly Location[]>([]);
  const form = createReservationForm({
    prefill: { query, attributes, today: '2030-01-01' },
    locale: 'en-US',
    locations: list,
    warn: (m) => warnings.push(m),
  });
  return { form, warnings, load: () => (list.value = locations) };
}

const fillContact = (form: ReturnType<typeof setup>['form']) => {
  for (const [path, value] of [
    ['firstname', 'Anna'],
    ['lastname', 'de Vries'],
    ['phonenumber', '+31 20 123 4567'],
    ['street', 'Keizersgracht 1'],
    ['postalcode', '1015 AA'],
    ['city', 'Amsterdam'],
    ['country', 'Netherlands'],
  ] as const)
    form.set(path, value);
};

describe('reservation form model', () => {
  it('starts from the prefill and warns once per ignored value', () => {
    const { form, warnings } = setup('?hotel=1&email=anna@example.com&pax=abc', { company: 'Acme' });
    expect(form.reservation.value.types).toEqual(['mice', 'hotel']);
    expect(form.reservation.value.emailaddress).toBe('anna@example.com');
    expect(form.reservation.value.company).toBe('Acme');
    expect(warnings).toEqual(['booking-form: ignored prefill pax="abc": not a whole number from 1 to 10000']);
  });

  it('applies locationID once the locations have loaded, once, and warns about an unknown one', () => {
    const later = setup('?locationID=2');
    later.load();
    later.form.applyLocations(1);
    expect(later.form.reservation.value.location).toBe('/api/locations/2');
    later.form.chooseLocation('/api/locations/1');
    later.form.applyLocations(2);
    expect(later.form.reservation.value.location).toBe('/api/locations/1');
    const unknown = setup('?locationID=9');
    unknown.load();
    unknown.form.applyLocations(null);
    expect(unknown.form.reservation.value.location).toBeNull();
    expect(unknown.warnings[0]).toContain('locationID="9"');
  });

  it('uses the location attribute without a locationID, and the only location without either', () => {
    const attribute = setup();
    attribute.load();
    attribute.form.applyLocations(2);
    expect(attribute.form.reservation.value.location).toBe('/api/locations/2');
    const single = setup('', {}, [place(5)]);
    single.load();
    single.form.applyLocations(null);
    expect(single.form.reservation.value.location).toBe('/api/locations/5');
    // A preselection is not a visitor's mistake: no message shows for it.
    expect(single.form.errors.value).toEqual({});
  });

  it('shows an error only for fields left or committed, and all of a step after a failed Next', () => {
    const { form } = setup();
    form.set('emailaddress', 'anna@');
    expect(form.errors.value).toEqual({});
    form.touch('emailaddress');
    expect(form.errors.value).toEqual({ emailaddress: { key: 'validation.email' } });
    // Typing does not check again; leaving the field does.
    form.set('emailaddress', 'anna@example.com');
    expect(form.errors.value).toEqual({ emailaddress: { key: 'validation.email' } });
    form.touch('emailaddress');
    expect(form.errors.value).toEqual({});
    form.set('emailaddress', '');
    const problems = form.check(1);
    expect(problems.map((p) => p.path)).toEqual(['location', 'emailaddress']);
    expect(Object.keys(form.errors.value).sort()).toEqual(['emailaddress', 'location']);
    expect(form.complete.value).toEqual([]);
  });

  it('counts a step complete once confirmed with Next, and incomplete again when it breaks', () => {
    const { form, load } = setup('?email=anna@example.com');
    load();
    form.chooseLocation('/api/locations/1');
    expect(form.complete.value).toEqual([]);
    expect(form.check(1)).toEqual([]);
    expect(form.complete.value).toEqual([1]);
    form.setService('mice', false);
    expect(form.errors.value.types).toEqual({ key: 'validation.required' });
    expect(form.complete.value).toEqual([]);
    expect(form.check(2)).toEqual([]);
    expect(form.complete.value).toEqual([2]);
  });

  it('tells the wizard of completeness and services only when they change, not on every keystroke', () => {
    const { form, load } = setup('?email=anna@example.com');
    load();
    form.chooseLocation('/api/locations/1');
    form.check(1);
    const complete = form.complete.value;
    const services = form.services.value;
    let heard = 0;
    const stop = effect(() => {
      form.complete.value;
      form.services.value;
      heard++;
    });
    for (const text of ['anna@example.org', 'anna@example.net', 'anna@example.com'])
      form.set('emailaddress', text);
    expect(form.complete.value).toBe(complete);
    expect(form.services.value).toBe(services);
    expect(heard).toBe(1); // only the effect's first run
    form.set('emailaddress', 'anna');
    expect(form.complete.value).toEqual([]);
    expect(heard).toBe(2);
    stop();
  });

  it('keeps the services in the spec order and drops hotel rooms where the location has none', () => {
    const { form, load } = setup('', {}, [place(1), place(2, { allowedOnlyFunctionSpaces: true })]);
    load();
    form.setService('mice', false);
    form.setService('hotel', true);
    form.setService('mice', true);
    expect(form.reservation.value.types).toEqual(['mice', 'hotel']);
    expect(form.services.value).toEqual({ mice: true, hotel: true });
    form.chooseLocation('/api/locations/2');
    expect(form.reservation.value.types).toEqual(['mice']);
    form.setService('hotel', true);
    expect(form.reservation.value.types).toEqual(['mice']);
  });

  it('checks step 4 with the on-site contact unless it is the account holder, whom it then follows', () => {
    const { form } = setup('?email=anna@example.com');
    fillContact(form);
    expect(form.check(4).map((p) => p.path)).toEqual([
      'onsiteContact.firstname',
      'onsiteContact.lastname',
      'onsiteContact.phonenumber',
    ]);
    expect(form.errors.value['onsiteContact.lastname']).toEqual({ key: 'validation.required' });
    form.setOnsiteSameAsAccount(true);
    expect(form.errors.value['onsiteContact.lastname']).toBeUndefined();
    expect(form.check(4)).toEqual([]);
    form.set('firstname', 'Anne');
    expect(form.reservation.value.onsiteContact).toEqual({
      firstname: 'Anne',
      lastname: 'de Vries',
      email: 'anna@example.com',
      phonenumber: '+31 20 123 4567',
    });
    form.set('phonenumber', '020 123 4567');
    expect(form.check(4)).toEqual([{ path: 'phonenumber', error: { key: 'validation.phone' } }]);
  });

  it('keeps a promo code as typed and checks nothing about it', () => {
    const { form } = setup('?promo=SPRING');
    expect(form.reservation.value.discountCode).toBe('SPRING');
    form.set('discountCode', 'summer-24');
    expect(form.reservation.value.discountCode).toBe('summer-24');
  });
});

describe('editing a stored booking', () => {
  it('loadExisting fills the form, gives the changed flag, and null gives the new reservation back', () => {
    const { form } = setup('?pax=30');
    form.set('eventname', 'My own draft');
    const stored = {
      ...form.reservation.value,
      eventname: 'Board meeting',
      company: 'Acme BV',
      location: '/api/locations/2',
    };
    form.loadExisting(stored);
    expect(form.existingReservation.value).toBe(true);
    expect(form.reservation.value.eventname).toBe('Board meeting');
    expect(form.changed.value).toBe(false);
    form.set('company', 'Acme Holding');
    expect(form.changed.value).toBe(true);
    form.set('company', 'Acme BV');
    expect(form.changed.value).toBe(false);
    form.loadExisting(null);
    expect(form.existingReservation.value).toBe(false);
    expect(form.changed.value).toBe(false);
    expect(form.reservation.value.eventname).toBe('My own draft');
  });
});
