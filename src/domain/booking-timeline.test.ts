import { describe, expect, it } from 'vitest';
import { bookingTimeline } from './booking-timeline.ts';

const current = (status: string) => bookingTimeline(status).find((s) => s.state === 'current')?.name;

describe('bookingTimeline', () => {
  it('an offer: the request is done, the offer is where it is, accepting and confirming are ahead', () => {
    expect(bookingTimeline('offered')).toEqual([
      { name: 'requested', state: 'done' },
      { name: 'offered', state: 'current' },
      { name: 'accepted', state: 'upcoming' },
      { name: 'confirmed', state: 'upcoming' },
    ]);
  });

  it('marks each status of the way (spec §4)', () => {
    expect(['requested', 'offered', 'accepted', 'confirmed'].map(current)).toEqual([
      'requested',
      'offered',
      'accepted',
      'confirmed',
    ]);
  });

  it('a booking that ended shows that end after the steps it went through', () => {
    expect(bookingTimeline('turned_down').map((s) => [s.name, s.state])).toEqual([
      ['requested', 'done'],
      ['offered', 'done'],
      ['turned_down', 'current'],
    ]);
    expect(bookingTimeline('declined').map((s) => s.name)).toEqual(['requested', 'declined']);
    expect(current('cancelled')).toBe('cancelled');
    expect(current('expired')).toBe('expired');
  });

  it('book now waits for its payment, without an offer', () => {
    expect(bookingTimeline('payment_pending').map((s) => [s.name, s.state])).toEqual([
      ['requested', 'done'],
      ['payment_pending', 'current'],
      ['confirmed', 'upcoming'],
    ]);
  });

  it('a draft has the whole way ahead', () => {
    expect(bookingTimeline('draft').every((s) => s.state === 'upcoming')).toBe(true);
  });
});
