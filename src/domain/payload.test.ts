import { describe, expect, it } from 'vitest';
import { roomAvailabilityQuery } from './availability-query.ts';
import { breakfastRefused, roomBreakfast } from './breakfast.ts';
import {
  canSaveBooking,
  normaliseCurrency,
  prepareBookingPayload,
  prepareDay,
  wholeOrOne,
} from './payload.ts';
import { emptyReservation } from './reservation.ts';
import type { Day, Reservation, Room } from './reservation.types.ts';

const meetingDay = (extra: Partial<Day> = {}): Day => ({
  tempId: 'new-1',
  date: '2026-06-01',
  startTime: '09:00',
  endTime: '17:00',
  pax: 40,
  halls: [],
  items: [],
  packageDeals: [],
  ...extra,
});

const stay = (extra: Partial<Room> = {}): Room => ({
  tempId: 'new-1',
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  amount: 10,
  paxRoom: 2,
  roomType: '/api/location_room_types/4',
  breakfast: null,
  ...extra,
});

const form = (extra: Partial<Reservation> = {}): Reservation => ({
  ...emptyReservation('nl-NL'),
  location: '/api/locations/1',
  types: ['mice', 'hotel'],
  emailaddress: 'anna@example.nl',
  days: [meetingDay()],
  rooms: [stay()],
  ...extra,
});

describe('hotel rooms are sent only with start date, end date, amount, guests per room and room type', () => {
  it('sends a complete stay', () => {
    expect(prepareBookingPayload(form()).hotelRooms).toEqual([
      {
        startDate: '2026-06-01',
        endDate: '2026-06-03',
        amount: 10,
        paxRoom: 2,
        roomType: '/api/location_room_types/4',
        breakfast: true,
        lateCheckoutRooms: 0,
        comments: null,
      },
    ]);
  });

  for (const missing of ['startDate', 'endDate', 'amount', 'paxRoom', 'roomType'] as const) {
    it(`drops a stay without ${missing}`, () => {
      const rooms = [stay({ [missing]: null }), stay({ [missing]: '' as never, tempId: 'new-2' }), stay()];
      expect(prepareBookingPayload(form({ rooms })).hotelRooms).toHaveLength(1);
    });
  }
});

describe('meeting days are sent only with date, start time, end time and pax', () => {
  it('sends a complete day', () => {
    expect(prepareBookingPayload(form()).meetingRooms).toEqual([
      {
        date: '2026-06-01',
        startTime: '09:00',
        endTime: '17:00',
        pax: 40,
        halls: [],
        items: [],
        packageDeals: [],
      },
    ]);
  });

  for (const missing of ['date', 'startTime', 'endTime', 'pax'] as const) {
    it(`drops a day without ${missing}`, () => {
      const days = [meetingDay({ [missing]: null }), meetingDay({ tempId: 'new-2', date: '2026-06-02' })];
      expect(prepareBookingPayload(form({ days })).meetingRooms.map((d) => d.date)).toEqual(['2026-06-02']);
    });
  }
});

describe('pax and amounts are whole numbers, defaulting to 1', () => {
  it('rounds, and makes missing, unreadable or below-one values 1', () => {
    expect([12.4, 12.5, '7', 0, -2, 0.4, null, undefined, '', 'many', Number.NaN].map(wholeOrOne)).toEqual([
      12, 13, 7, 1, 1, 1, 1, 1, 1, 1, 1,
    ]);
  });

  it('applies to the day, its spaces, items and deals, and to each stay', () => {
    const day = meetingDay({
      pax: 39.6,
      halls: [{ hall: '/api/halls/1', emplacement: null, pax: 20.2, startTime: null, endTime: null }],
      items: [{ item: '/api/items/3', amount: null, numberOfGuests: 14.7, startTime: null }],
      packageDeals: [{ packageDeal: '/api/package_deals/2', amount: 0 }],
    });
    const payload = prepareBookingPayload(
      form({ days: [day], rooms: [stay({ amount: 2.5, paxRoom: 1.2 })] }),
    );
    const [sent] = payload.meetingRooms;
    expect(sent?.pax).toBe(40);
    expect(sent?.halls[0]?.pax).toBe(20);
    expect(sent?.items[0]).toMatchObject({ amount: 1, numberOfGuests: 15 });
    expect(sent?.packageDeals[0]?.amount).toBe(1);
    expect(payload.hotelRooms[0]).toMatchObject({ amount: 3, paxRoom: 1 });
  });

  it("gives a space row the day's guests and times when it has none of its own", () => {
    const day = meetingDay({
      halls: [
        {
          hall: '/api/halls/1',
          emplacement: '/api/emplacements/6',
          pax: null,
          startTime: null,
          endTime: null,
        },
        { hall: '/api/halls/2', emplacement: null, pax: 12, startTime: '13:00', endTime: '15:00' },
        { hall: null, emplacement: null, pax: 5, startTime: null, endTime: null },
      ],
    });
    expect(prepareDay(day).halls).toEqual([
      {
        hall: '/api/halls/1',
        emplacement: '/api/emplacements/6',
        pax: 40,
        startTime: '09:00',
        endTime: '17:00',
      },
      { hall: '/api/halls/2', emplacement: null, pax: 12, startTime: '13:00', endTime: '15:00' },
    ]);
  });

  it('never sends a price, and keeps the IRIs of stored rows so the server updates them', () => {
    const day = meetingDay({
      '@id': '/api/reservation_days/9',
      halls: [
        {
          '@id': '/api/reservation_day_halls/3',
          hall: '/api/halls/1',
          emplacement: null,
          pax: null,
          startTime: null,
          endTime: null,
          price: 1,
          priceOverride: 0,
        },
      ],
      packageDeals: [{ packageDeal: '/api/package_deals/2', amount: 1, price: 1 }],
    });
    const sent = prepareDay(day);
    expect(sent['@id']).toBe('/api/reservation_days/9');
    expect(sent.halls[0]).not.toHaveProperty('price');
    expect(sent.halls[0]).not.toHaveProperty('priceOverride');
    expect(sent.halls[0]?.['@id']).toBe('/api/reservation_day_halls/3');
    expect(sent.packageDeals[0]).not.toHaveProperty('price');
    expect(sent).not.toHaveProperty('tempId');
  });
});

describe('rooms and days are dropped when their service is not selected', () => {
  it('sends no rooms without hotel and no days without a meeting', () => {
    expect(prepareBookingPayload(form({ types: ['mice'] })).hotelRooms).toEqual([]);
    expect(prepareBookingPayload(form({ types: ['mice'] })).meetingRooms).toHaveLength(1);
    expect(prepareBookingPayload(form({ types: ['hotel'] })).meetingRooms).toEqual([]);
    expect(prepareBookingPayload(form({ types: ['hotel'] })).hotelRooms).toHaveLength(1);
  });

  it('sends the meeting remarks only with a meeting', () => {
    const remarks = { miceRemarks: ' Vegan lunch ', remarks: 'Arriving late' };
    expect(prepareBookingPayload(form({ ...remarks })).remarks).toEqual([
      { description: 'Vegan lunch', type: 'internal' },
      { description: 'Arriving late', type: 'internal' },
    ]);
    expect(prepareBookingPayload(form({ ...remarks, types: ['hotel'] })).remarks).toEqual([
      { description: 'Arriving late', type: 'internal' },
    ]);
    expect(prepareBookingPayload(form({ remarks: '   ' })).remarks).toEqual([]);
  });
});

describe('breakfast defaults to the location setting when it is not selectable', () => {
  const fixed = (on: boolean) => ({ breakfastSelectable: false, breakfastEnabledByDefault: on });
  const selectable = (on: boolean) => ({ breakfastSelectable: true, breakfastEnabledByDefault: on });

  it('the server refuses only a choice other than the default, and only where it cannot be chosen', () => {
    expect(breakfastRefused(true, fixed(false))).toBe(true);
    expect(breakfastRefused(false, fixed(false))).toBe(false);
    expect(breakfastRefused(null, fixed(false))).toBe(false);
    expect(breakfastRefused(false, selectable(true))).toBe(false);
  });

  it("sends the location's default whatever the form holds when it cannot be chosen", () => {
    expect(roomBreakfast({ breakfast: true }, fixed(false))).toBe(false);
    expect(roomBreakfast({ breakfast: false }, fixed(true))).toBe(true);
  });

  it("sends the visitor's choice when selectable, else the default, else on", () => {
    expect(roomBreakfast({ breakfast: false }, selectable(true))).toBe(false);
    expect(roomBreakfast({ breakfast: null }, selectable(false))).toBe(false);
    expect(roomBreakfast({ breakfast: null })).toBe(true);
  });

  it("uses the settings of each stay's own location", () => {
    const rooms = [
      stay({ breakfast: true }),
      stay({ breakfast: true, roomType: '/api/location_room_types/9' }),
    ];
    const payload = prepareBookingPayload(form({ rooms }), {
      breakfastSettings: (room) => (room.roomType === '/api/location_room_types/9' ? fixed(false) : null),
    });
    expect(payload.hotelRooms.map((r) => r.breakfast)).toEqual([true, false]);
  });
});

describe('a booking is saved or created only with an e-mail address', () => {
  it('needs a complete address', () => {
    expect(canSaveBooking({ emailaddress: 'anna@example.nl' })).toBe(true);
    expect(canSaveBooking({ emailaddress: ' anna@example.nl ' })).toBe(true);
    expect(canSaveBooking({ emailaddress: '' })).toBe(false);
    expect(canSaveBooking({ emailaddress: 'anna@exa' })).toBe(false);
  });
});

describe('text contact fields are trimmed', () => {
  it('trims every contact field and joins street and house number into the address', () => {
    const payload = prepareBookingPayload(
      form({
        emailaddress: ' anna@example.nl ',
        company: ' Harbour Events ',
        street: ' Kade ',
        housenumber: ' 12a ',
        postalcode: ' 1011 AB',
        city: 'Amsterdam ',
        country: ' NL',
        invoiceReference: ' PO-77 ',
        firstname: ' Anna ',
        lastname: ' de Vries ',
        phonenumber: ' +31 20 123 4567 ',
        onsiteContact: {
          firstname: ' Piet ',
          lastname: ' Jansen',
          email: ' piet@example.nl',
          phonenumber: ' +31 6 1 ',
        },
      }),
    );
    expect(payload).toMatchObject({
      email: 'anna@example.nl',
      company: 'Harbour Events',
      address: 'Kade 12a',
      housenumber: '12a',
      postalcode: '1011 AB',
      city: 'Amsterdam',
      country: 'NL',
      invoiceReference: 'PO-77',
      contactPersonFirstname: 'Anna',
      contactPersonLastname: 'de Vries',
      contactPersonPhonenumber: '+31 20 123 4567',
      onsiteContact: {
        firstname: 'Piet',
        lastname: 'Jansen',
        email: 'piet@example.nl',
        phonenumber: '+31 6 1',
      },
    });
  });

  it('sends the house number apart with the address, so the street reads back as typed', () => {
    expect(prepareBookingPayload(form({ street: 'Rue de la Paix', housenumber: '12 bis' }))).toMatchObject({
      address: 'Rue de la Paix 12 bis',
      housenumber: '12 bis',
    });
    // A street without a number says so: the address's last word is not a house number.
    expect(prepareBookingPayload(form({ street: 'Rue de la Paix', housenumber: ' ' }))).toMatchObject({
      address: 'Rue de la Paix',
      housenumber: '',
    });
    const none = prepareBookingPayload(form({ street: '', housenumber: '' }));
    expect('address' in none || 'housenumber' in none).toBe(false);
  });

  it('sends no promo code rather than an empty one', () => {
    expect(prepareBookingPayload(form({ discountCode: '  ' })).promoCode).toBeNull();
    expect(prepareBookingPayload(form({ discountCode: ' SPRING ' })).promoCode).toBe('SPRING');
  });
});

describe('locale and executor', () => {
  it('cuts the locale to two letters and never names an executor', () => {
    expect(prepareBookingPayload(form()).locale).toBe('nl');
    expect(prepareBookingPayload(form({ locale: 'fi-FI' })).locale).toBe('fi');
    expect(prepareBookingPayload(form()).executorContact).toBeNull();
  });

  it('sends exactly the fields of the write payload (when filled in), and the payment method step 5 chose', () => {
    // The spec's payload list leaves the payment method out; step 5 chooses one and the booking keeps it.
    const filledIn = form({
      eventname: 'Kick-off',
      company: 'Harbour Events',
      street: 'Kade',
      postalcode: '1011 AB',
      city: 'Amsterdam',
      country: 'NL',
      invoiceReference: 'PO-77',
      firstname: 'Anna',
      lastname: 'de Vries',
      phonenumber: '+31 20 123 4567',
      onsiteContact: { firstname: 'Piet', lastname: '', email: '', phonenumber: '' },
    });
    expect(Object.keys(prepareBookingPayload(filledIn)).sort()).toEqual(
      [
        'location',
        'email',
        'types',
        'eventName',
        'eventType',
        'hotelRooms',
        'meetingRooms',
        'company',
        'country',
        'postalcode',
        'city',
        'address',
        // Not in the spec's payload list: the house number within the address (spec §3 `housenumber`).
        'housenumber',
        'invoiceReference',
        'contactPersonFirstname',
        'contactPersonLastname',
        'contactPersonPhonenumber',
        'executorContact',
        'onsiteContact',
        'locale',
        'remarks',
        'promoCode',
        'paymentMethod',
      ].sort(),
    );
  });
});

describe('room availability lookups need start date, end date and location', () => {
  it('builds the query the form sends: one room, 999 per page', () => {
    expect(
      roomAvailabilityQuery({ startDate: '2026-06-01', endDate: '2026-06-03', location: '/api/locations/2' }),
    ).toEqual({
      arrivalDate: '2026-06-01',
      departureDate: '2026-06-03',
      locationId: 2,
      amount: 1,
      page: 1,
      itemsPerPage: 999,
    });
  });

  it('asks nothing while one is missing, not a date, or the stay has no night', () => {
    const base = { startDate: '2026-06-01', endDate: '2026-06-03', location: 2 };
    for (const stayWithout of [
      { ...base, startDate: null },
      { ...base, endDate: undefined },
      { ...base, location: null },
      { ...base, endDate: '2026-06-31' },
      { ...base, endDate: '2026-06-01' },
      { ...base, location: '/api/locations/x' },
    ]) {
      expect(roomAvailabilityQuery(stayWithout), JSON.stringify(stayWithout)).toBeNull();
    }
  });
});

describe('currency', () => {
  it("makes a missing currency or the text 'null' EUR", () => {
    for (const value of [undefined, null, '', '  ', 'null', 'NULL', 'euro', 42]) {
      expect(normaliseCurrency(value), String(value)).toBe('EUR');
    }
  });

  it('keeps a currency code, in capitals', () => {
    expect(normaliseCurrency('USD')).toBe('USD');
    expect(normaliseCurrency(' sek ')).toBe('SEK');
  });
});

describe('a package deal is booked for persons: the day’s guests unless the visitor changed them (#12.1)', () => {
  it('sends the day’s pax as the deal’s persons while the visitor has not set them', () => {
    const day = meetingDay({
      pax: 40,
      packageDeals: [{ packageDeal: '/api/package_deals/2', amount: null }],
    });
    expect(prepareDay(day).packageDeals).toEqual([{ packageDeal: '/api/package_deals/2', amount: 40 }]);
  });

  it('sends the persons the visitor chose', () => {
    const day = meetingDay({ pax: 40, packageDeals: [{ packageDeal: '/api/package_deals/2', amount: 25 }] });
    expect(prepareDay(day).packageDeals).toEqual([{ packageDeal: '/api/package_deals/2', amount: 25 }]);
  });
});

describe('empty text values are never sent, so they never overwrite a stored value (spec §3/§5, #12.8)', () => {
  it('leaves out every blank text field and a blank on-site contact', () => {
    const payload = prepareBookingPayload(
      form({
        eventname: ' ',
        company: '',
        street: '',
        housenumber: ' ',
        postalcode: '',
        city: '  ',
        country: '',
        invoiceReference: '',
        firstname: 'Anna',
        lastname: '',
        phonenumber: '',
        onsiteContact: { firstname: '', lastname: ' ', email: '', phonenumber: '' },
      }),
    );
    for (const field of [
      'eventName',
      'company',
      'address',
      'postalcode',
      'city',
      'country',
      'invoiceReference',
      'contactPersonLastname',
      'contactPersonPhonenumber',
      'onsiteContact',
    ]) {
      expect(payload, field).not.toHaveProperty(field);
    }
    expect(payload.contactPersonFirstname).toBe('Anna');
  });

  it('sends only the filled fields of a partly given on-site contact', () => {
    const payload = prepareBookingPayload(
      form({ onsiteContact: { firstname: 'Piet', lastname: '', email: '', phonenumber: ' ' } }),
    );
    expect(payload.onsiteContact).toEqual({ firstname: 'Piet' });
  });
});
