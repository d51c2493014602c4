import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingReadEntries, transitionBlockerSchema } from './booking-read.schema.ts';
import { bookingTransitionSchema, TRANSITION_NAME_MESSAGE } from './booking-transition.schema.ts';

const issuesOf = (body: unknown) =>
  (v.safeParse(bookingTransitionSchema, body).issues ?? []).map((i) => [v.getDotPath(i), i.message]);

describe('the transition body contract', () => {
  it('takes a transition name of the lifecycle with the inputs its dialog collects', () => {
    const body = {
      transition: 'send_offer',
      validUntil: '2030-04-01',
      priceOverrides: [{ line: '/api/booking_day_halls/1', price: 50000 }],
    };
    expect(v.parse(bookingTransitionSchema, body)).toEqual(body);
    expect(issuesOf({ transition: 'cancel', reason: 'Plans changed', termsAccepted: true })).toEqual([]);
  });

  it('names the transition field when the name is unknown, absent or not a text', () => {
    for (const transition of ['teleport', undefined, 5]) {
      expect(issuesOf({ transition })).toEqual([['transition', TRANSITION_NAME_MESSAGE]]);
    }
  });

  it('describes each input: a real date, whole non-negative prices, yes/no answers', () => {
    expect(issuesOf({ transition: 'send_offer', validUntil: '2030-02-30' }).map(([path]) => path)).toEqual([
      'validUntil',
    ]);
    expect(
      issuesOf({ transition: 'send_offer', priceOverrides: [{ line: 'x', price: -1 }] }).map(([p]) => p),
    ).toEqual(['priceOverrides.0.price']);
    expect(issuesOf({ transition: 'accept', termsAccepted: 'yes' }).map(([p]) => p)).toEqual([
      'termsAccepted',
    ]);
  });

  it("the read model (and so the server's response check) takes lifecycle names only, staff's answers to a change included", () => {
    const names = ['request', 'apply_pending_change', 'reject_pending_change'];
    expect(v.is(bookingReadEntries.transitions, names)).toBe(true);
    expect(v.is(bookingReadEntries.transitions, ['teleport'])).toBe(false);
    const blocker = { transition: 'reject_pending_change', code: 'no_pending_changes' };
    expect(v.is(transitionBlockerSchema, blocker)).toBe(true);
    expect(v.is(transitionBlockerSchema, { ...blocker, transition: 'approve' })).toBe(false);
  });
});
