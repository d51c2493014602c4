import { describe, expect, it } from 'vitest';
import { applyPendingLocation, describeWarning, parsePrefill } from './prefill.ts';
import { reservationFromPrefill } from './reservation.ts';

describe('prefill defaults (spec §9)', () => {
  it('without any prefill: meeting on, hotel off, one guest, two per room, nothing else', () => {
    const prefill = parsePrefill({});
    expect(prefill).toEqual({
      reservation: { types: ['mice'] },
      pax: 1,
      personsPerRoom: 2,
      pendingLocationId: null,
      warnings: [],
    });
  });

  it('fills an empty form with those defaults', () => {
    const form = reservationFromPrefill(parsePrefill({ query: '?company=Acme' }), 'fi-FI');
    expect(form.types).toEqual(['mice']);
    expect(form.company).toBe('Acme');
    expect(form.emailaddress).toBe('');
    expect(form.locale).toBe('fi-FI');
  });
});

describe('contact fields', () => {
  it('map the link names onto the form fields, trimmed', () => {
    const query =
      'company=Harbour%20Events&country=NL&address=Kade&houseNumber=12a&postalCode=1011%20AB&city=Amsterdam' +
      '&firstName=Anna&lastName=de%20Vries&phone=%2B31%2020%20123%204567&email=%20anna%40example.nl%20&promo=SPRING';
    expect(parsePrefill({ query }).reservation).toEqual({
      types: ['mice'],
      company: 'Harbour Events',
      country: 'NL',
      street: 'Kade',
      housenumber: '12a',
      postalcode: '1011 AB',
      city: 'Amsterdam',
      firstname: 'Anna',
      lastname: 'de Vries',
      phonenumber: '+31 20 123 4567',
      emailaddress: 'anna@example.nl',
      discountCode: 'SPRING',
    });
  });

  it('drop an invalid e-mail or phone with a warning, keeping the rest', () => {
    const { reservation, warnings } = parsePrefill({ query: 'email=anna@&phone=call-me&city=Berlin' });
    expect(reservation.emailaddress).toBeUndefined();
    expect(reservation.phonenumber).toBeUndefined();
    expect(reservation.city).toBe('Berlin');
    expect(warnings.map((w) => w.name)).toEqual(['phone', 'email']);
  });

  it('keep a national phone number: the phone rule asks for the country code later', () => {
    expect(parsePrefill({ query: 'phone=020%20123%204567' }).reservation.phonenumber).toBe('020 123 4567');
  });

  it('reject control characters and overlong text', () => {
    const { reservation, warnings } = parsePrefill({
      query: `company=${'x'.repeat(201)}&city=Ams%00terdam`,
    });
    expect(reservation.company).toBeUndefined();
    expect(reservation.city).toBeUndefined();
    expect(warnings).toHaveLength(2);
  });
});

describe('services, guests and rooms', () => {
  it('reads the services as flags in the usual spellings', () => {
    expect(parsePrefill({ query: 'mice=0&hotel=1' }).reservation.types).toEqual(['hotel']);
    expect(parsePrefill({ query: 'mice=yes&hotel=TRUE' }).reservation.types).toEqual(['mice', 'hotel']);
    expect(parsePrefill({ attributes: { hotel: '' } }).reservation.types).toEqual(['mice', 'hotel']);
  });

  it('keeps the default of a flag it cannot read, with a warning', () => {
    const { reservation, warnings } = parsePrefill({ query: 'hotel=maybe' });
    expect(reservation.types).toEqual(['mice']);
    expect(warnings).toEqual([
      { name: 'hotel', value: 'maybe', reason: 'not one of true, false, 1, 0, yes, no, on, off' },
    ]);
  });

  it('rounds the room count up: 5 guests at 2 per room need 3 rooms', () => {
    const { reservation } = parsePrefill({ query: 'hotel=1&mice=0&pax=5' });
    expect(reservation.rooms?.[0]).toMatchObject({ amount: 3, paxRoom: 2 });
  });

  it('uses the persons per room given, and never more per room than guests', () => {
    expect(parsePrefill({ query: 'hotel=1&pax=7&perRoom=3' }).reservation.rooms?.[0]).toMatchObject({
      amount: 3,
      paxRoom: 3,
    });
    expect(parsePrefill({ query: 'hotel=1' }).reservation.rooms?.[0]).toMatchObject({
      amount: 1,
      paxRoom: 1,
    });
  });

  it('ignores guest counts that are not whole numbers from 1, with warnings', () => {
    for (const pax of ['0', '-3', '2.5', 'ten', '1e3', '10001']) {
      const prefill = parsePrefill({ query: `pax=${pax}&perRoom=0&hotel=1` });
      expect(prefill.pax, pax).toBe(1);
      expect(prefill.personsPerRoom, pax).toBe(2);
      expect(
        prefill.warnings.map((w) => w.name),
        pax,
      ).toEqual(['pax', 'perRoom']);
    }
  });
});

describe('dates', () => {
  it('makes one meeting day per date with the guests, and a stay to the day after the last date', () => {
    const { reservation } = parsePrefill({ query: 'hotel=1&pax=40&startDate=2026-06-30&endDate=2026-07-02' });
    expect(reservation.days?.map((d) => [d.date, d.pax])).toEqual([
      ['2026-06-30', 40],
      ['2026-07-01', 40],
      ['2026-07-02', 40],
    ]);
    expect(reservation.days?.[0]).toMatchObject({ startTime: null, halls: [], items: [], packageDeals: [] });
    expect(new Set(reservation.days?.map((d) => d.tempId)).size).toBe(3);
    expect(reservation.rooms).toEqual([
      {
        tempId: 'new-1',
        startDate: '2026-06-30',
        endDate: '2026-07-03',
        amount: 20,
        paxRoom: 2,
        roomType: null,
        breakfast: null,
      },
    ]);
  });

  it('treats a start date alone as one day, and a one-night stay', () => {
    const { reservation } = parsePrefill({ query: 'hotel=true&startDate=2026-12-31' });
    expect(reservation.days?.map((d) => d.date)).toEqual(['2026-12-31']);
    expect(reservation.rooms?.[0]).toMatchObject({ startDate: '2026-12-31', endDate: '2027-01-01' });
  });

  it('creates no days without a meeting, and no rooms without a hotel stay', () => {
    expect(parsePrefill({ query: 'mice=0&hotel=1&startDate=2026-06-01' }).reservation.days).toBeUndefined();
    expect(parsePrefill({ query: 'startDate=2026-06-01' }).reservation.rooms).toBeUndefined();
  });

  it('ignores impossible, badly written, reversed or past dates with warnings', () => {
    const cases: [string, string[], string[]][] = [
      ['startDate=2026-02-30', [], ['startDate']],
      ['startDate=01-06-2026', [], ['startDate']],
      ['startDate=2026-06-05&endDate=2026-06-01', ['2026-06-05'], ['endDate']],
      ['endDate=2026-06-05', [], ['endDate']],
      ['startDate=2026-06-01&endDate=2026-09-01', ['2026-06-01'], ['endDate']],
      ['startDate=2025-01-01', [], ['startDate']],
    ];
    for (const [query, dates, warned] of cases) {
      const prefill = parsePrefill({ query, today: '2026-05-01' });
      expect(prefill.reservation.days?.map((d) => d.date) ?? [], query).toEqual(dates);
      expect(
        prefill.warnings.map((w) => w.name),
        query,
      ).toEqual(warned);
    }
  });
});

describe('sources', () => {
  it('reads attributes in any spelling HTML and r2wc give them', () => {
    const { reservation, pendingLocationId } = parsePrefill({
      attributes: { 'house-number': '7', postalcode: '10115', location_id: '3', 'first-name': 'Jan' },
    });
    expect(reservation).toMatchObject({ housenumber: '7', postalcode: '10115', firstname: 'Jan' });
    expect(pendingLocationId).toBe(3);
  });

  it('lets the link override the embed, and the first of a repeated parameter win', () => {
    const prefill = parsePrefill({ attributes: { pax: '10', city: 'Helsinki' }, query: 'pax=30&pax=50' });
    expect(prefill.pax).toBe(30);
    expect(prefill.reservation.city).toBe('Helsinki');
  });

  it('keeps an attribute value when the link gives the same parameter empty', () => {
    const prefill = parsePrefill({
      attributes: { company: 'Acme', hotel: 'true' },
      query: 'company=&hotel=',
    });
    expect(prefill.reservation.company).toBe('Acme');
    expect(prefill.reservation.types).toEqual(['mice', 'hotel']);
  });

  it('shortens a very long ignored value in the console line', () => {
    const [warning] = parsePrefill({ query: `email=${'a'.repeat(500)}` }).warnings;
    expect(warning && describeWarning(warning)).toBe(
      `booking-form: ignored prefill email="${'a'.repeat(60)}…": longer than 200 characters`,
    );
  });

  it("ignores the host page's own parameters without a warning", () => {
    const prefill = parsePrefill({ query: 'utm_source=newsletter&gclid=abc&page=2' });
    expect(prefill.warnings).toEqual([]);
    expect(prefill.reservation).toEqual({ types: ['mice'] });
  });

  it('never throws, whatever it is given', () => {
    for (const query of ['%', '?&&==', 'pax=%E0%A4%A', 'startDate=%00', '=1']) {
      expect(() => parsePrefill({ query }), query).not.toThrow();
    }
  });
});

describe('the location id waits for the locations', () => {
  const locations = [
    { '@id': '/api/locations/1', id: 1 },
    { '@id': '/api/locations/4', id: 4 },
  ];

  it('accepts an id or an IRI and applies it once the list is known', () => {
    expect(parsePrefill({ query: 'locationID=/api/locations/4' }).pendingLocationId).toBe(4);
    expect(applyPendingLocation(4, locations)).toEqual({ location: '/api/locations/4', warning: null });
    expect(applyPendingLocation(null, locations)).toEqual({ location: null, warning: null });
  });

  it('warns about an id that is not one of the available locations', () => {
    const { location, warning } = applyPendingLocation(9, locations);
    expect(location).toBeNull();
    expect(warning && describeWarning(warning)).toBe(
      'booking-form: ignored prefill locationID="9": not one of the partner’s available locations',
    );
  });

  it('warns about a value that is no id at all', () => {
    const prefill = parsePrefill({ query: 'locationID=amsterdam' });
    expect(prefill.pendingLocationId).toBeNull();
    expect(prefill.warnings.map(describeWarning)).toEqual([
      'booking-form: ignored prefill locationID="amsterdam": not a location id',
    ]);
  });
});
