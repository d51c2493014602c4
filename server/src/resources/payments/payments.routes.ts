import { Hono } from 'hono';
import { checkShape } from '../../api/body.ts';
import type { ApiEnv } from '../../api/context.ts';
import type { Orm } from '../../db/database.ts';
import { jsonLd } from '../../hydra/context.ts';
import { routeId } from '../../hydra/ids.ts';
import { notFound, ProblemError } from '../../hydra/problem.ts';
import { loadBooking } from '../bookings/booking.repository.ts';
import { authorize } from '../bookings/booking-access.ts';
import type { BookingDeps } from '../bookings/booking-deps.ts';
import { privately } from '../bookings/booking-requests.ts';
import { applyIntent } from './intent-updates.ts';
import { runPaymentJobs } from './payment-jobs.ts';
import { openPaymentSession } from './payment-sessions.ts';
import { loadPayment, paymentDocument } from './payments.repository.ts';
import { PaymentProviderError, WebhookSignatureError } from './provider.ts';

// The payment endpoints (issue 16): a held booking's payment session for Stripe.js, the check the
// widget asks for once Stripe.js answered (so a visitor never waits on a webhook), and Stripe's
// signed webhook. All three end in the same `applyIntent`, which is idempotent.

async function afterApplied(deps: BookingDeps, outcome: Awaited<ReturnType<typeof applyIntent>>) {
  if (outcome.refund) void runPaymentJobs(deps);
  if (outcome.event) await deps.notifier.notify(outcome.event).catch(() => {});
}

/** `POST /api/booking/{id}/payments` and `POST /api/booking/{id}/payments/{paymentId}/check`. */
export function bookingPaymentRoutes(deps: BookingDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/:id/payments', async (c) => {
    const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
    authorize(c, await loadBooking(deps.db, id), id);
    const { session } = await openPaymentSession(deps, id, (row) => authorize(c, row, id));
    return privately(jsonLd(session));
  });
  app.post('/:id/payments/:paymentId/check', async (c) => {
    const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
    const actor = authorize(c, await loadBooking(deps.db, id), id);
    const paymentId = routeId(c.req.param('paymentId'), 'payment_not_found', 'Payment');
    const payment = await loadPayment(deps.db, id, paymentId);
    if (!payment) throw notFound('payment_not_found', `Booking ${id} has no payment ${paymentId}.`);
    let current = payment;
    if (payment.providerId && deps.payments) {
      let intent: Awaited<ReturnType<NonNullable<BookingDeps['payments']>['retrieveIntent']>>;
      try {
        intent = await deps.payments.retrieveIntent(
          payment.kind,
          payment.providerId,
          payment.providerAccount,
        );
      } catch (error) {
        if (error instanceof PaymentProviderError)
          throw new ProblemError('payment_provider_unavailable', error.message);
        throw error;
      }
      const outcome = await deps.db.transaction((raw) =>
        applyIntent(raw as unknown as Orm, deps, intent, deps.clock.now()),
      );
      await afterApplied(deps, outcome);
      current = (await loadPayment(deps.db, id, paymentId)) ?? payment;
    }
    return privately(jsonLd(paymentDocument(current, `/api/booking/${id}`, actor.role === 'staff')));
  });
  return app;
}

/**
 * `POST /api/payments/stripe/webhook`: Stripe's events, signature checked with the webhook secret over
 * the raw body. A repeated event is answered 200 and changes nothing; one we cannot process is a 500
 * so Stripe sends it again later.
 */
export function stripeWebhookRoutes(deps: BookingDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/stripe/webhook', async (c) => {
    if (!deps.payments) throw new ProblemError('payments_unavailable');
    const raw = await c.req.text();
    let event: Awaited<ReturnType<NonNullable<BookingDeps['payments']>['parseWebhook']>>;
    try {
      event = await deps.payments.parseWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new ProblemError('invalid_webhook_signature');
      throw error;
    }
    // Signed is not the same as storable: strings that are not text (a NUL) are refused as in any body,
    // before the event's id reaches the database. Depth is no concern here: only known members are read.
    checkShape(JSON.parse(raw), Number.POSITIVE_INFINITY);
    const intent = event.intent;
    if (!intent) return c.json({ received: true, handled: false });
    const outcome = await deps.db.transaction((tx) =>
      applyIntent(tx as unknown as Orm, deps, intent, deps.clock.now(), { id: event.id, type: event.type }),
    );
    await afterApplied(deps, outcome);
    return c.json({ received: true, handled: outcome.payment !== null, duplicate: outcome.duplicate });
  });
  return app;
}
