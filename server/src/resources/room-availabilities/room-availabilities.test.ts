import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
});
afterAll(() => ctx.close());

const PATH = '/api/location_room_types/availabilities';
const STAY = 'locationId=1&arrivalDate=2030-06-01&departureDate=2030-06-04&amount=2';

// Room type 1 (single) of Amsterdam has 24 rooms, type 2 (double) 80. room_type_nights counts the
// rooms of held and booked stays per night (the booking layer keeps it), so the test writes it directly.
async function taken(roomTypeId: number, night: string, used: number) {
  await ctx.db.query(
    `insert into room_type_nights (room_type_id, night, capacity, used) values ($1, $2, $3, $4)
     on conflict (room_type_id, night) do update set used = excluded.used`,
    [roomTypeId, night, 1000, used],
  );
}

describe('GET /api/location_room_types/availabilities', () => {
  it('answers every room type with its full inventory when nothing is taken', async () => {
    const { status, body } = await getJson(ctx.app, `${PATH}?${STAY}`);
    expect(status).toBe(200);
    expect(body.totalItems).toBe(5);
    expect(body.member[0]).toEqual({
      '@id': '/api/location_room_types/1',
      '@type': 'RoomTypeAvailability',
      roomType: '/api/location_room_types/1',
      id: 1,
      code: 'single',
      roomsType: 'single',
      inventory: 24,
      roomsAvailable: 24,
      maxGuestsPerRoom: 1,
      pricePerNight: 11900,
      currency: 'EUR',
      nights: 3,
      sufficient: true,
    });
  });

  it('subtracts the rooms taken on the fullest night of the stay, nights outside it ignored', async () => {
    await taken(1, '2030-05-31', 24); // the night before arrival
    await taken(1, '2030-06-01', 5);
    await taken(1, '2030-06-02', 22); // the fullest night: 5 held + 17 booked, counted together
    await taken(1, '2030-06-03', 3);
    await taken(1, '2030-06-04', 24); // the departure day's night is not part of the stay
    await taken(2, '2030-06-03', 80);
    const { body } = await getJson(ctx.app, `${PATH}?${STAY}`);
    const byCode = new Map(body.member.map((m: { code: string }) => [m.code, m]));
    expect(byCode.get('single')).toMatchObject({ roomsAvailable: 2, sufficient: true });
    expect(byCode.get('double')).toMatchObject({ roomsAvailable: 0, sufficient: false });
    const three = await getJson(ctx.app, `${PATH}?${STAY.replace('amount=2', 'amount=3')}`);
    expect(three.body.member[0]).toMatchObject({ roomsAvailable: 2, sufficient: false });
    const oneNight = await getJson(ctx.app, `${PATH}?${STAY.replace('2030-06-04', '2030-06-02')}`);
    expect(oneNight.body.member[0]).toMatchObject({ roomsAvailable: 19, nights: 1 });
  });

  it('pages with page and itemsPerPage', async () => {
    const { body } = await getJson(ctx.app, `${PATH}?${STAY}&itemsPerPage=2&page=2`);
    expect(body.totalItems).toBe(5);
    expect(body.member.map((m: { code: string }) => m.code)).toEqual(['twin', 'junior-suite']);
    expect(body.view.next).toContain('page=3');
  });

  it('leaves out unavailable room types', async () => {
    await ctx.db.query('update location_room_types set available = false where id = 5');
    const { body } = await getJson(ctx.app, `${PATH}?${STAY}`);
    expect(body.member.map((m: { id: number }) => m.id)).toEqual([1, 2, 3, 4]);
    await ctx.db.query('update location_room_types set available = true where id = 5');
  });

  it.each([
    ['departure on arrival', STAY.replace('2030-06-04', '2030-06-01'), 'invalid_date_range'],
    ['departure before arrival', STAY.replace('2030-06-04', '2030-05-20'), 'invalid_date_range'],
    ['no arrivalDate', STAY.replace('arrivalDate=2030-06-01&', ''), 'missing_parameter'],
    ['no departureDate', STAY.replace('&departureDate=2030-06-04', ''), 'missing_parameter'],
    ['no locationId', STAY.replace('locationId=1&', ''), 'missing_parameter'],
    ['no amount', STAY.replace('&amount=2', ''), 'missing_parameter'],
    ['a date-time', STAY.replace('2030-06-01', '2030-06-01T10:00'), 'invalid_date'],
    ['amount=0', STAY.replace('amount=2', 'amount=0'), 'invalid_amount'],
    ['a stay over a year', STAY.replace('2030-06-04', '2031-07-01'), 'invalid_date_range'],
  ])('%s is a 400 problem', async (_label, query, code) => {
    await expectProblem(ctx.app, `${PATH}?${query}`, 400, code);
  });

  it('is 404 for an unknown location and does not shadow GET /api/location_room_types/{id}', async () => {
    await expectProblem(
      ctx.app,
      `${PATH}?${STAY.replace('locationId=1', 'locationId=999')}`,
      404,
      'location_not_found',
    );
    expect((await getJson(ctx.app, '/api/location_room_types/1')).body.code).toBe('single');
  });
});
