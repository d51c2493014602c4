import { describe, expect, it } from 'vitest';
import { inboxUrgency } from './inbox-urgency.ts';

// The inbox's rule (issue 17): new requests and pending changes first, then holds awaiting payment,
// then offers whose validUntil is within 2 days; everything else needs nothing from the venue.

const today = '2030-03-14';
const facts = (status: string, changePending = false, offerValidUntil: string | null = null) => ({
  status,
  changePending,
  offerValidUntil,
});

describe('inboxUrgency', () => {
  it('a new request waits for an answer', () => {
    expect(inboxUrgency(facts('requested'), today)).toBe('new_request');
  });
  it('a pending change on a sent booking waits for the venue', () => {
    expect(inboxUrgency(facts('confirmed', true), today)).toBe('change_pending');
    expect(inboxUrgency(facts('offered', true, '2030-03-15'), today)).toBe('change_pending');
  });
  it('a hold waits for its payment', () => {
    expect(inboxUrgency(facts('payment_pending'), today)).toBe('payment_pending');
  });
  it('an offer valid until at most 2 days from today is about to expire; 3 days is not', () => {
    expect(inboxUrgency(facts('offered', false, '2030-03-14'), today)).toBe('offer_expiring');
    expect(inboxUrgency(facts('offered', false, '2030-03-16'), today)).toBe('offer_expiring');
    expect(inboxUrgency(facts('offered', false, '2030-03-17'), today)).toBeNull();
    expect(inboxUrgency(facts('offered', false, null), today)).toBeNull();
  });
  it('counts days across a month end', () => {
    expect(inboxUrgency(facts('offered', false, '2030-04-01'), '2030-03-30')).toBe('offer_expiring');
  });
  it('confirmed, ended and draft bookings need nothing', () => {
    for (const status of ['confirmed', 'accepted', 'cancelled', 'turned_down', 'declined', 'expired'])
      expect(inboxUrgency(facts(status), today)).toBeNull();
    expect(inboxUrgency(facts('draft', true), today)).toBeNull();
  });
});
