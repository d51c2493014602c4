import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload } from '../../../test/bookings.ts';
import { eventually, type PaymentScene, paymentScene } from '../../../test/payment-bookings.ts';
import {
  checkPayment,
  intentIdOf,
  openSession,
  payHeldBooking,
  payInBrowser,
} from '../../../test/payments.ts';

// Money back through Stripe (issue 16): a paid booking cancelled inside its free-cancellation period
// is refunded in full; after it the fee is kept. A payment that succeeds after its hold ran out
// confirms the booking if what it held is still free, and is refunded automatically if not; an
// unpaid hold that runs out has its intent cancelled at Stripe.

let s: PaymentScene;
beforeAll(async () => {
  s = await paymentScene('manual');
  await s.setRule('full');
});
afterAll(() => s.close());

const bookNow = { transition: 'book_now', termsAccepted: true };
const cancel = { transition: 'cancel', reason: 'Plans changed', termsAccepted: true };

describe('refunds', () => {
  it('gives everything back when a paid booking is cancelled in the free period', async () => {
    const b = await s.booking({ paymentMethod: 'CREDIT_CARD' });
    await s.move(b, bookNow);
    const { session } = await payHeldBooking(s.bed, b);
    const intent = intentIdOf(session.clientSecret);
    expect((await s.move(b, cancel)).body.status).toBe('cancelled');
    // The refund goes out right after the cancellation commits.
    await eventually(async () => {
      const refunds = s.bed.stripe.refunds.filter((r) => r.payment_intent === intent);
      expect(refunds.map((r) => [r.amount, r.status])).toEqual([[session.amount, 'succeeded']]);
      expect((await s.billing(b)).body.payments[0].refundedAmount).toBe(session.amount);
    });
    const sent = s.bed.stripe.requests.find((r) => r.path === '/v1/refunds' && r.method === 'POST')!;
    expect(sent.idempotencyKey).toMatch(/^refund-\d+$/);
    const billing = (await s.billing(b)).body;
    expect(billing.payments[0]).toMatchObject({ status: 'succeeded', refundedAmount: session.amount });
    expect(billing.paymentTotals[0]).toMatchObject({
      paid: session.amount,
      refunded: session.amount,
      due: 0,
    });
    // Running the jobs again sends nothing more.
    await s.sweep();
    expect(s.bed.stripe.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });

  it('keeps the money when the booking is cancelled after free cancellation ended', async () => {
    // Six days ahead at a location with 14 days of free cancellation: the charge applies.
    const base = bookingPayload(s.f) as ReturnType<typeof bookingPayload> & { meetingRooms: object[] };
    const b = await s.booking({
      paymentMethod: 'CREDIT_CARD',
      meetingRooms: [{ ...base.meetingRooms[0], date: '2030-03-20' }],
    });
    await s.move(b, bookNow);
    const { session } = await payHeldBooking(s.bed, b);
    const cancelled = await s.move(b, { ...cancel, feeAccepted: true });
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      flags: expect.arrayContaining(['cancellationCharged']),
    });
    await s.sweep();
    expect(s.bed.stripe.refunds.filter((r) => r.payment_intent === intentIdOf(session.clientSecret))).toEqual(
      [],
    );
    expect((await s.billing(b)).body.paymentTotals[0]).toMatchObject({ paid: session.amount, refunded: 0 });
  });

  it('cancels an unpaid intent at Stripe when the hold runs out, and keeps the request', async () => {
    const b = await s.booking({ paymentMethod: 'CREDIT_CARD' });
    await s.move(b, bookNow);
    const session = (await openSession(s.bed, b)).body;
    s.advance(16);
    await s.sweep();
    expect((await s.read(b)).body).toMatchObject({ status: 'requested', requestKind: 'request' });
    expect(s.bed.stripe.paymentIntent(intentIdOf(session.clientSecret))?.status).toBe('canceled');
    expect((await s.billing(b)).body.payments[0].status).toBe('cancelled');
  });
});

describe('a payment after the hold ran out', () => {
  it('confirms the booking when what it held is still free', async () => {
    const b = await s.booking({ paymentMethod: 'CREDIT_CARD' });
    await s.move(b, bookNow);
    const session = (await openSession(s.bed, b)).body;
    // Paid at the last second; Stripe's news arrives after the hold ran out and the booking became a request.
    await payInBrowser(s.bed.stripe, session, '4242424242424242');
    s.advance(16);
    await s.sweepHoldsOnly();
    expect((await s.read(b)).body.status).toBe('requested');
    await s.bed.stripe.flush();
    const after = await s.read(b);
    expect(after.body.status).toBe('confirmed');
    expect(after.body.auditTrail.at(-1)).toMatchObject({
      transition: 'payment_succeeded',
      from: 'requested',
    });
  });

  it('refunds the money when someone else took the space meanwhile', async () => {
    const late = await s.booking({ paymentMethod: 'CREDIT_CARD' });
    await s.move(late, bookNow);
    const session = (await openSession(s.bed, late)).body;
    s.advance(16);
    await s.sweepHoldsOnly();
    expect((await s.read(late)).body.status).toBe('requested');
    // Another visitor books the same hall on the same day and pays.
    const date = (await s.read(late)).body.meetingRooms[0].date;
    const base = bookingPayload(s.f) as ReturnType<typeof bookingPayload> & { meetingRooms: object[] };
    const other = await s.booking({
      paymentMethod: 'CREDIT_CARD',
      meetingRooms: [{ ...base.meetingRooms[0], date }],
    });
    expect((await s.move(other, bookNow)).body.status).toBe('payment_pending');
    // The first visitor's card is charged after all (Stripe.js answered late).
    await payInBrowser(s.bed.stripe, session, '4242424242424242');
    await checkPayment(s.bed, late, session['@id']);
    expect((await s.read(late)).body.status).toBe('requested');
    await eventually(async () => {
      const refunds = s.bed.stripe.refunds.filter(
        (r) => r.payment_intent === intentIdOf(session.clientSecret),
      );
      expect(refunds.map((r) => r.amount)).toEqual([session.amount]);
      expect((await s.billing(late)).body.payments[0]).toMatchObject({
        status: 'succeeded',
        refundedAmount: session.amount,
      });
    });
  });
});
