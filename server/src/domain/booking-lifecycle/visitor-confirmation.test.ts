import { describe, expect, it } from 'vitest';
import { ACTORS, booking, NOW } from './lifecycle.fixtures.ts';
import { applyTransition, availableTransitions } from './lifecycle.ts';

// Spec §2/§4: "offer accepted (then confirmation)" with a "confirm booking" action of the visitor's.
// Where the location lets the visitor confirm (`visitorConfirmsOffer`), the visitor confirms an
// accepted offer; elsewhere staff do, and the visitor is told why not. A confirmation never skips
// money the booking pays in advance (a card payment or a deposit): the venue confirms it, payment follows.

const accepted = (visitorConfirmsOffer: boolean, paymentBeforeConfirmation = false) =>
  booking({
    status: 'accepted',
    flags: { requestKind: 'request' },
    location: { timeZone: 'Europe/Amsterdam', minLeadDays: 2, visitorConfirmsOffer },
    paymentBeforeConfirmation,
  });

describe('the visitor confirms an accepted offer', () => {
  it('where the location lets them: confirm_booking confirms it and keeps what it holds', () => {
    const offer = accepted(true);
    expect(availableTransitions(offer, ACTORS.visitor, NOW).transitions).toContain('confirm_booking');
    const result = applyTransition(offer, 'confirm_booking', { actor: ACTORS.visitor, now: NOW });
    expect(result.ok && [result.booking.status, result.inventory, result.audit.actor]).toEqual([
      'confirmed',
      'keep',
      ACTORS.visitor,
    ]);
  });

  it('elsewhere the venue confirms: the visitor hears why, and staff still may', () => {
    const offer = accepted(false);
    const visitor = availableTransitions(offer, ACTORS.visitor, NOW);
    expect(visitor.transitions).not.toContain('confirm_booking');
    expect(visitor.transitionBlockerList).toContainEqual({
      transition: 'confirm_booking',
      code: 'confirmed_by_venue',
    });
    expect(availableTransitions(offer, ACTORS.staff, NOW).transitions).toContain('confirm');
  });

  it('never past money paid in advance: the visitor is told the venue confirms it', () => {
    const offer = accepted(true, true);
    expect(availableTransitions(offer, ACTORS.visitor, NOW).transitionBlockerList).toContainEqual({
      transition: 'confirm_booking',
      code: 'payment_before_confirmation',
    });
    const paid = booking({ ...offer, flags: { ...offer.flags, paid: true } });
    expect(availableTransitions(paid, ACTORS.visitor, NOW).transitions).toContain('confirm_booking');
  });

  it('only from accepted: an offer not yet accepted is accepted first', () => {
    const offered = booking({ ...accepted(true), status: 'offered', offerValidUntil: '2026-05-10' });
    expect(availableTransitions(offered, ACTORS.visitor, NOW).transitions).not.toContain('confirm_booking');
  });
});
