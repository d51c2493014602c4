import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCall, bookingFixture, bookingPayload } from '../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../test/rate-limits.ts';

// Found by the fuzz run of the OpenAPI document: a lone surrogate (`"\ud800"`, no Unicode text, which
// I-JSON, RFC 7493 §2.1, rules out) in a field stored as JSON answered 500 from PostgreSQL's json input.

let fresh: FreshApp;
beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
});
afterAll(() => fresh.close());

async function create(body: string) {
  const response = await fresh.app.request('/api/booking', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

describe('a string that is not Unicode text', () => {
  it.each([
    ['a lone high surrogate', '\\ud800'],
    ['a lone low surrogate', '\\udfff'],
    ['a pair in the wrong order', '\\udfff\\ud800'],
  ])('is a 400 invalid_characters problem: %s in a remark', async (_label, escaped) => {
    const f = await bookingFixture(fresh.db);
    const json = JSON.stringify(bookingPayload(f, { remarks: [{ description: 'x', type: 'internal' }] }));
    const answer = await create(json.replace('"description":"x"', `"description":"x${escaped}"`));
    expect({ status: answer.status, type: answer.type, code: answer.body.code }).toEqual({
      status: 400,
      type: 'application/problem+json',
      code: 'invalid_characters',
    });
  });

  it('is refused in a key too', async () => {
    const f = await bookingFixture(fresh.db);
    const json = JSON.stringify(bookingPayload(f)).replace('{', '{"\\ud800":1,');
    expect((await create(json)).body.code).toBe('invalid_characters');
  });

  it('leaves a proper surrogate pair (an emoji) alone', async () => {
    const f = await bookingFixture(fresh.db);
    const created = await bookingCall(fresh.app, 'POST', '/api/booking', {
      body: bookingPayload(f, { remarks: [{ description: 'Cake 🎂 please', type: 'internal' }] }),
    });
    expect(created.status).toBe(201);
    expect(created.body.remarks).toEqual([{ description: 'Cake 🎂 please', type: 'internal' }]);
  });
});
