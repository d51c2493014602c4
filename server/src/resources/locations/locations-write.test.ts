import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { getJson } from '../../../test/http.ts';
import { call, platformKey, staffKey, violationCodes } from '../../../test/staff.ts';

let ctx: FreshApp;
let harbour: string;
let fjord: string;
beforeAll(async () => {
  ctx = await freshApp();
  harbour = await staffKey(ctx.db, 'harbour');
  fjord = await staffKey(ctx.db, 'fjord');
});
afterAll(() => ctx.close());

const ROTTERDAM = {
  name: 'Harbour Hotel Rotterdam',
  city: 'Rotterdam',
  abbreviation: 'RTM',
  address: 'Wilhelminakade 1, Rotterdam',
};

describe('staff reads of /api/locations', () => {
  it('lists their partner without a partner filter, unavailable ones too, and filters and orders', async () => {
    const fjordList = await call(ctx.app, 'GET', '/api/locations', { key: fjord });
    expect(fjordList.body.member.map((l: { city: string }) => l.city)).toEqual(['Bergen', 'Ålesund']);
    const unavailable = await call(ctx.app, 'GET', '/api/locations?available=false', { key: fjord });
    expect(unavailable.body.member.map((l: { city: string }) => l.city)).toEqual(['Ålesund']);
    expect((await call(ctx.app, 'GET', '/api/locations/6', { key: fjord })).body.available).toBe(false);
    expect((await call(ctx.app, 'GET', '/api/locations/6', { key: harbour })).status).toBe(404);
    expect(
      (await call(ctx.app, 'GET', '/api/locations?partner=fjord', { key: harbour })).body.totalItems,
    ).toBe(0);
  });

  it.each([
    ['search=hel', ['Helsinki']],
    ['search=NYC', ['New York']],
    ['order[city]=desc', ['New York', 'Helsinki', 'Berlin', 'Amsterdam']],
    ['order[name]=asc&itemsPerPage=2', ['Amsterdam', 'Berlin']],
    ['order[position]=desc&itemsPerPage=1', ['New York']],
  ])('?partner=harbour&%s', async (query, cities) => {
    const { body } = await getJson(ctx.app, `/api/locations?partner=harbour&${query}`);
    expect(body.member.map((l: { city: string }) => l.city)).toEqual(cities);
  });
});

describe('POST /api/locations', () => {
  it('creates a location of the key’s partner with the spec defaults, answering 201 with Location', async () => {
    const response = await call(ctx.app, 'POST', '/api/locations', { key: harbour, body: ROTTERDAM });
    expect(response.status).toBe(201);
    const id = response.body.id;
    expect(response.headers.get('location')).toBe(`/api/locations/${id}`);
    expect(response.body).toEqual({
      '@context': '/api/contexts/Location',
      '@id': `/api/locations/${id}`,
      '@type': 'Location',
      id,
      partner: '/api/partners/1',
      key: 'rtm',
      ...ROTTERDAM,
      available: true,
      phone: null,
      email: null,
      website: null,
      termsUrl: null,
      currency: 'EUR',
      timeZone: 'Europe/Amsterdam',
      minimumLeadTimeDays: 0,
      freeCancellationDays: null,
      offerReminderHours: 48,
      paymentRule: 'guarantee',
      depositPercent: 30,
      balanceDueDays: null,
      maxPublicDays: 14,
      maxPublicHallsPerDay: 4,
      maxPublicRooms: 40,
      maxPublicNights: 30,
      pricingTaxScheme: 'VAT',
      taxRates: [],
      bookingEventTypes: [],
      locationSettings: {
        breakfastEnabledByDefault: true,
        breakfastSelectable: true,
        allowedOnlyCateringServices: false,
        allowedOnlyFunctionSpaces: false,
        hallPreferenceEnabled: true,
        isShoppingBasketVisible: false,
        touristTaxApplies: false,
        visitorConfirmsOffer: false,
      },
      translations: [],
      position: 0,
    });
    expect((await getJson(ctx.app, `/api/locations/${id}`)).status).toBe(200);
  });

  it('takes the partner as IRI but never another partner’s, and checks every field', async () => {
    const other = await call(ctx.app, 'POST', '/api/locations', {
      key: harbour,
      body: { ...ROTTERDAM, key: 'rtm-2', partner: '/api/partners/2' },
    });
    expect(violationCodes(other.body)).toEqual(['partner: not_found']);
    const withId = await call(ctx.app, 'POST', '/api/locations', {
      key: harbour,
      body: { ...ROTTERDAM, id: 5 },
    });
    expect(violationCodes(withId.body)).toEqual(['id: read_only']);
    const rest = { ...ROTTERDAM };
    const invalid = await call(ctx.app, 'POST', '/api/locations', {
      key: harbour,
      body: {
        ...rest,
        name: '',
        email: 'not-an-address',
        website: 'ftp://x',
        timeZone: 'Mars/Olympus',
        pricingTaxScheme: 'GST',
        taxRates: [{ code: 'standard', rate: 'high' }],
        locationSettings: { breakfastSelectable: 'no', coffee: true },
        translations: [{ language: 'en-US', type: 'welcome', name: 'Hi' }],
      },
    });
    expect(violationCodes(invalid.body).sort()).toEqual([
      'email: invalid_format',
      'locationSettings.breakfastSelectable: invalid_type',
      'locationSettings.coffee: unknown_field',
      'name: invalid_length',
      'pricingTaxScheme: invalid_choice',
      'taxRates[0].rate: invalid_format',
      'timeZone: invalid_value',
      'translations[0].type: invalid_format',
      'website: invalid_format',
    ]);
  });

  it('needs a partner key: 401 without, 403 with a platform key; a taken key is 409', async () => {
    expect((await call(ctx.app, 'POST', '/api/locations', { body: ROTTERDAM })).status).toBe(401);
    const platform = await call(ctx.app, 'POST', '/api/locations', {
      key: await platformKey(ctx.db),
      body: ROTTERDAM,
    });
    expect([platform.status, platform.body.code]).toEqual([403, 'partner_key_required']);
    const taken = await call(ctx.app, 'POST', '/api/locations', {
      key: harbour,
      body: { ...ROTTERDAM, key: 'ams' },
    });
    expect(taken.status).toBe(409);
  });
});

describe('PATCH, PUT and DELETE /api/locations/{id}', () => {
  it('merges nested settings key by key and keeps the rest', async () => {
    const response = await call(ctx.app, 'PATCH', '/api/locations/2', {
      key: harbour,
      body: { locationSettings: { breakfastSelectable: false }, phone: null, currency: null },
    });
    expect(response.status).toBe(200);
    expect(response.body.locationSettings).toEqual({
      breakfastEnabledByDefault: false,
      breakfastSelectable: false,
      allowedOnlyCateringServices: false,
      allowedOnlyFunctionSpaces: false,
      hallPreferenceEnabled: true,
      isShoppingBasketVisible: true,
      touristTaxApplies: true,
      visitorConfirmsOffer: false,
    });
    expect(response.body).toMatchObject({ phone: null, currency: 'EUR', city: 'Berlin', key: 'ber' });
    expect(response.body.taxRates).toHaveLength(2);
  });

  it('replaces by PUT, keeping the key when it is left out', async () => {
    const response = await call(ctx.app, 'PUT', '/api/locations/3', {
      key: harbour,
      body: {
        name: 'Harbour Hotel Helsinki Katajanokka',
        city: 'Helsinki',
        abbreviation: 'HEL',
        address: 'Katajanokanlaituri 7',
      },
    });
    expect(response.body).toMatchObject({
      key: 'hel',
      timeZone: 'Europe/Amsterdam',
      bookingEventTypes: [],
      translations: [],
    });
  });

  it('deletes an empty location but answers 409 for one with a catalogue', async () => {
    const created = await call(ctx.app, 'POST', '/api/locations', {
      key: fjord,
      body: { ...ROTTERDAM, key: 'tmp' },
    });
    expect((await call(ctx.app, 'DELETE', created.body['@id'], { key: harbour })).status).toBe(404);
    const deleted = await call(ctx.app, 'DELETE', created.body['@id'], { key: fjord });
    expect([deleted.status, deleted.body]).toEqual([204, null]);
    expect((await call(ctx.app, 'GET', created.body['@id'], { key: fjord })).status).toBe(404);
    const busy = await call(ctx.app, 'DELETE', '/api/locations/5', { key: fjord });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('location_in_use');
    expect(busy.body.detail).toContain('4 halls');
    expect((await call(ctx.app, 'DELETE', '/api/locations/5')).status).toBe(401);
    expect((await getJson(ctx.app, '/api/locations/5')).status).toBe(200);
  });
});
