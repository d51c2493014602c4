import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMSTERDAM, BERLIN, idOf, type SeededCatalogue, seededCatalogue } from '../../../test/catalogue.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';
import { call, staffKey, violationCodes } from '../../../test/staff.ts';

const BERGEN = 'Fjord Lodge Bergen';
const ALESUND = 'Fjord Lodge Ålesund';

let ctx: FreshApp;
let harbour: string;
let fjord: string;
// The seeded catalogue (server/src/db/seed/**), by name: Amsterdam, its deals and items; Fjord's lodges.
let seeded: SeededCatalogue;
let ams: string;
let alesund: string;
let bergen: string;
let amsDeal: (key: string) => string;
let amsItem: (key: string) => string;
let bergenDeal: (key: string) => number;
beforeAll(async () => {
  ctx = await freshApp();
  harbour = await staffKey(ctx.db, 'harbour');
  fjord = await staffKey(ctx.db, 'fjord');
  seeded = await seededCatalogue(ctx.db);
  ams = seeded.location(AMSTERDAM);
  alesund = seeded.location(ALESUND);
  bergen = seeded.location(BERGEN);
  amsDeal = (key) => seeded.packageDeal(AMSTERDAM, key);
  amsItem = (key) => seeded.item(AMSTERDAM, key);
  bergenDeal = (key) => idOf(seeded.packageDeal(BERGEN, key));
});
afterAll(() => ctx.close());

const MEETING = 'startTime=09:00&endTime=12:00&date=2030-05-14&pax=20';
const deals = (body: { member: { key: string }[] }) => body.member.map((d) => d.key);

describe('GET /api/locations/{id}/package_deals', () => {
  it('lists the deals that fit the meeting, with their items, halls and price per person', async () => {
    const { status, body } = await getJson(ctx.app, `${ams}/package_deals?${MEETING}`);
    expect(status).toBe(200);
    expect(body['@id']).toBe(`${ams}/package_deals`);
    expect(deals(body)).toEqual(['meeting-morning', 'meeting-full_day']);
    expect(body.member[0]).toEqual({
      '@id': amsDeal('meeting-morning'),
      '@type': 'PackageDeal',
      id: idOf(amsDeal('meeting-morning')),
      location: ams,
      key: 'meeting-morning',
      name: 'Half-day meeting',
      type: 'meeting',
      timeslots: [{ startTime: '08:00', endTime: '12:30' }],
      period: 'morning',
      cateringPackage: false,
      includingHallRental: true,
      available: true,
      deleted: false,
      pricePerPerson: 4500,
      currency: 'EUR',
      taxRateCode: 'standard',
      minPax: 8,
      maxPax: 60,
      validFrom: null,
      validUntil: null,
      translations: expect.arrayContaining([{ language: 'en-US', name: 'Half-day meeting' }]),
      descriptions: expect.arrayContaining([
        { language: 'en-US', description: 'Room, coffee and tea, morning break, projector and flip chart.' },
      ]),
      position: 0,
      items: ['projector', 'flipchart', 'coffee', 'morning-break'].map((key) => ({
        item: amsItem(key),
        quantity: 1,
      })),
      halls: ['ij', 'keizersgracht', 'herengracht', 'jordaan', 'zolder', 'kajuit'].map((key) =>
        seeded.hall(AMSTERDAM, key),
      ),
    });
  });

  it.each([
    ['startTime=08:30&endTime=17:00&date=2030-05-14&pax=20', ['meeting-full_day']],
    ['startTime=09:00&endTime=17:00&date=2030-05-14&pax=90', ['conference-full_day']],
    ['startTime=19:00&endTime=22:00&date=2030-05-14&pax=30', ['dinner-evening']],
    ['startTime=07:00&endTime=12:00&date=2030-05-14&pax=20', []],
    ['startTime=09:00&endTime=12:00&date=2030-05-14&pax=5', []],
    [`${MEETING}&type=meeting&period=full_day`, ['meeting-full_day']],
    [`${MEETING}&timeslots=08:00-12:30`, ['meeting-morning']],
    [
      `${MEETING}&cateringPackage=false&includingHallRental=true&available=true&deleted=false`,
      ['meeting-morning', 'meeting-full_day'],
    ],
    [`${MEETING}&includingHallRental=false`, []],
    [`${MEETING}&order[pricePerPerson]=desc`, ['meeting-full_day', 'meeting-morning']],
    [`${MEETING}&ordering[position]=desc`, ['meeting-full_day', 'meeting-morning']],
    [
      `${MEETING}&email=planner@example.com&reservation=/api/reservations/7`,
      ['meeting-morning', 'meeting-full_day'],
    ],
  ])('?%s', async (query, expected) => {
    expect(deals((await getJson(ctx.app, `${ams}/package_deals?${query}`)).body)).toEqual(expected);
  });

  it('honours validity dates', async () => {
    const id = idOf(amsDeal('meeting-morning'));
    await ctx.db.query(`update package_deals set valid_until = '2030-05-13' where id = ${id}`);
    expect(deals((await getJson(ctx.app, `${ams}/package_deals?${MEETING}`)).body)).toEqual([
      'meeting-full_day',
    ]);
    await ctx.db.query(`update package_deals set valid_until = null where id = ${id}`);
  });

  it.each(['startTime', 'endTime', 'date', 'pax'])('names a missing %s in a 400 problem', async (name) => {
    const query = MEETING.split('&')
      .filter((pair) => !pair.startsWith(`${name}=`))
      .join('&');
    const body = await expectProblem(ctx.app, `${ams}/package_deals?${query}`, 400, 'missing_parameter');
    expect(body.detail).toContain(name);
  });

  it.each([
    'startTime=9&endTime=12:00&date=2030-05-14&pax=20',
    'startTime=12:00&endTime=09:00&date=2030-05-14&pax=20',
    'startTime=09:00&endTime=12:00&date=2030-02-30&pax=20',
    'startTime=09:00&endTime=12:00&date=2030-05-14&pax=0',
    `${MEETING}&email=nobody`,
    `${MEETING}&reservation=/api/halls/1`,
    `${MEETING}&period=night`,
    `${MEETING}&timeslots=morning`,
    `${MEETING}&location=1`,
  ])('rejects ?%s with a 400 problem', async (query) => {
    expect((await getJson(ctx.app, `${ams}/package_deals?${query}`)).status).toBe(400);
  });

  it('is 404 for an unavailable or unknown location to the public, and for another partner to staff', async () => {
    await expectProblem(ctx.app, `${alesund}/package_deals?${MEETING}`, 404, 'location_not_found');
    await expectProblem(ctx.app, `/api/locations/99/package_deals?${MEETING}`, 404, 'location_not_found');
    expect(
      (await call(ctx.app, 'GET', `${alesund}/package_deals?${MEETING}`, { key: fjord })).body.totalItems,
    ).toBe(2);
    expect((await call(ctx.app, 'GET', `${alesund}/package_deals?${MEETING}`, { key: harbour })).status).toBe(
      404,
    );
  });
});

describe('GET /api/package_deals', () => {
  it('pages a partner’s deals with the same filters, all optional', async () => {
    const { body } = await getJson(ctx.app, '/api/package_deals?partner=harbour&type=dinner&itemsPerPage=2');
    expect(body.totalItems).toBe(4);
    expect(body.member.map((d: { location: string }) => d.location)).toEqual([ams, seeded.location(BERLIN)]);
    expect(body.view.last).toBe('/api/package_deals?partner=harbour&type=dinner&itemsPerPage=2&page=2');
    expect(
      deals((await getJson(ctx.app, `/api/package_deals?location=${idOf(bergen)}&${MEETING}`)).body),
    ).toEqual(['meeting-morning', 'meeting-full_day']);
    await expectProblem(ctx.app, '/api/package_deals?startTime=09:00', 400, 'missing_parameter');
    await expectProblem(ctx.app, '/api/package_deals?type=meeting', 400, 'partner_required');
  });

  it('hides deleted deals from the public; staff may ask for them', async () => {
    const conference = amsDeal('conference-full_day');
    await ctx.db.query(`update package_deals set deleted = true where id = ${idOf(conference)}`);
    expect(deals((await getJson(ctx.app, `/api/package_deals?location=${ams}`)).body)).not.toContain(
      'conference-full_day',
    );
    expect((await getJson(ctx.app, `/api/package_deals?location=${ams}&deleted=true`)).body.totalItems).toBe(
      0,
    );
    const staff = await call(ctx.app, 'GET', `/api/package_deals?location=${ams}&deleted=true`, {
      key: harbour,
    });
    expect(deals(staff.body)).toEqual(['conference-full_day']);
    await expectProblem(ctx.app, conference, 404, 'package_deal_not_found');
    await ctx.db.query(`update package_deals set deleted = false where id = ${idOf(conference)}`);
  });
});

describe('PATCH /api/package_deals/{id}', () => {
  it('changes price, pax, timeslots and what is included', async () => {
    const response = await call(ctx.app, 'PATCH', amsDeal('dinner-evening'), {
      key: harbour,
      body: {
        pricePerPerson: 9200,
        maxPax: null,
        timeslots: [{ startTime: '17:30', endTime: '23:30' }],
        items: [{ item: amsItem('dinner') }],
        halls: [idOf(seeded.hall(AMSTERDAM, 'ij')), seeded.hall(AMSTERDAM, 'zolder')],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      pricePerPerson: 9200,
      maxPax: null,
      timeslots: [{ startTime: '17:30', endTime: '23:30' }],
      items: [{ item: amsItem('dinner'), quantity: 1 }],
      halls: [seeded.hall(AMSTERDAM, 'ij'), seeded.hall(AMSTERDAM, 'zolder')],
    });
  });

  it('refuses items and halls of another location, duplicates and inverted ranges, writing nothing', async () => {
    const response = await call(ctx.app, 'PATCH', amsDeal('dinner-evening'), {
      key: harbour,
      body: {
        pricePerPerson: 1,
        items: [
          { item: idOf(seeded.item(BERLIN, 'projector')) },
          { item: idOf(amsItem('reception')) },
          { item: idOf(amsItem('reception')), quantity: 2 },
        ],
        halls: [idOf(seeded.hall(BERLIN, 'spree'))],
        minPax: 20,
        maxPax: 10,
        validFrom: '2030-02-01',
        validUntil: '2030-01-01',
        timeslots: [{ startTime: '20:00', endTime: '18:00' }],
      },
    });
    expect(violationCodes(response.body).sort()).toEqual([
      'halls[0]: not_found',
      'items[0].item: not_found',
      'items[2].item: duplicate',
      'maxPax: invalid_range',
      'timeslots[0].endTime: invalid_range',
      'validUntil: invalid_range',
    ]);
    expect((await getJson(ctx.app, amsDeal('dinner-evening'))).body.pricePerPerson).toBe(9200);
  });

  it('offers no PUT (405) and keeps partners apart', async () => {
    expect((await call(ctx.app, 'PUT', amsDeal('dinner-evening'), { key: harbour, body: {} })).status).toBe(
      405,
    );
    expect(
      (await call(ctx.app, 'PATCH', amsDeal('dinner-evening'), { key: fjord, body: { pricePerPerson: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'PATCH', amsDeal('dinner-evening'), { body: { pricePerPerson: 1 } })).status,
    ).toBe(401);
  });
});

describe('POST /api/package_deals/change_order', () => {
  it('puts the listed deals first in the given order; the others follow in theirs', async () => {
    const response = await call(ctx.app, 'POST', '/api/package_deals/change_order', {
      key: fjord,
      body: { packageDeals: [seeded.packageDeal(BERGEN, 'dinner-evening'), bergenDeal('meeting-full_day')] },
    });
    expect(response.status).toBe(200);
    expect(response.body['@id']).toBe(`${bergen}/package_deals`);
    const order = ['dinner-evening', 'meeting-full_day', 'meeting-morning', 'conference-full_day'].map(
      bergenDeal,
    );
    expect(response.body.member.map((d: { id: number; position: number }) => [d.id, d.position])).toEqual(
      order.map((id, position) => [id, position]),
    );
    const listed = await getJson(ctx.app, `/api/package_deals?location=${bergen}`);
    expect(listed.body.member.map((d: { id: number }) => d.id)).toEqual(order);
  });

  it('refuses deals of two locations, another partner’s deals and duplicates', async () => {
    const mixed = await call(ctx.app, 'POST', '/api/package_deals/change_order', {
      key: fjord,
      body: {
        packageDeals: [bergenDeal('meeting-morning'), idOf(seeded.packageDeal(ALESUND, 'meeting-morning'))],
      },
    });
    expect(violationCodes(mixed.body)).toEqual(['packageDeals[1]: other_location']);
    const foreign = await call(ctx.app, 'POST', '/api/package_deals/change_order', {
      key: fjord,
      body: { packageDeals: [idOf(amsDeal('meeting-morning'))] },
    });
    expect(violationCodes(foreign.body)).toEqual(['packageDeals[0]: not_found']);
    const twice = await call(ctx.app, 'POST', '/api/package_deals/change_order', {
      key: fjord,
      body: { packageDeals: [bergenDeal('meeting-morning'), bergenDeal('meeting-morning')] },
    });
    expect(violationCodes(twice.body)).toEqual(['packageDeals[1]: duplicate']);
    const empty = await call(ctx.app, 'POST', '/api/package_deals/change_order', {
      key: fjord,
      body: { packageDeals: [] },
    });
    expect(violationCodes(empty.body)).toEqual(['packageDeals: invalid_length']);
    expect(
      (
        await call(ctx.app, 'POST', '/api/package_deals/change_order', {
          body: { packageDeals: [bergenDeal('meeting-morning')] },
        })
      ).status,
    ).toBe(401);
  });
});
