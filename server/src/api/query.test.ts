import { afterAll, beforeAll, describe, it } from 'vitest';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { expectProblem } from '../../test/http.ts';
import { staffKey } from '../../test/staff.ts';

// Issue 20, finding 7: an ordering named after an Object.prototype member (found by the fuzz run of the
// OpenAPI document) answered 500 "resource.orders[o.property] is not a function".

let fresh: FreshApp;
let staff: string;
beforeAll(async () => {
  fresh = await freshApp();
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(() => fresh.close());

const COLLECTIONS = [
  '/api/locations',
  '/api/items',
  '/api/location_room_types',
  '/api/promo_codes',
  '/api/hall_emplacements',
];
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('an ordering that is not one of the collection', () => {
  for (const path of COLLECTIONS) {
    it(`is a 400 invalid_order problem on ${path}, prototype names included`, async () => {
      for (const name of PROTOTYPE_NAMES) {
        await expectProblem(fresh.app, `${path}?order[${name}]=asc`, 400, 'invalid_order', {
          headers: { authorization: `Bearer ${staff}` },
        });
      }
    });
  }

  it('is a 400 under the ordering alias too', async () => {
    await expectProblem(
      fresh.app,
      '/api/package_deals?partner=harbour&ordering[constructor]=desc',
      400,
      'invalid_order',
    );
  });
});
