/**
 * The booking's card payments (issue 16): open the payment due now, which answers what Stripe.js needs,
 * and ask the server to check a payment with the provider once Stripe.js has confirmed it. With the
 * headers of the booking's link or the visitor's session, like every booking call (`access`: the
 * bookings module's, passed in, so this module, which comes with the payment chunk, shares no code with
 * the API chunk). The widget
 * never sends an amount: the server takes it from its billing.
 */
import type { Payment, PaymentSession } from '../contracts/payment.schema.ts';
import type { BookingAccess } from './bookings.ts';
import type { ApiClient, RequestOptions } from './client.ts';
import type { ApiResult } from './result.ts';

/** How a call proves it may touch the booking (the bookings module's `access`). */
type AccessOf = (access: BookingAccess) => Pick<RequestOptions, 'headers' | 'credentials'>;

/** The payment calls over one client, with `accessOf` giving a link's headers or the session. */
export function paymentsApi(client: ApiClient, accessOf: AccessOf) {
  return {
    /**
     * Opens the payment due now (or the open one again): `payment_not_due`, `hold_expired` and
     * `payments_unavailable` come back as problems (409).
     */
    open(access: BookingAccess, signal?: AbortSignal): Promise<ApiResult<PaymentSession>> {
      return client.request<PaymentSession>(`/api/booking/${access.id}/payments`, {
        method: 'POST',
        ...accessOf(access),
        signal,
      });
    },
    /**
     * Has the server read the payment's state from the provider and apply it (the booking may be
     * confirmed by it), so the widget does not wait for the provider's webhook. `session` is the
     * payment's IRI, `/api/booking/{id}/payments/{paymentId}`.
     */
    check(access: BookingAccess, session: string, signal?: AbortSignal): Promise<ApiResult<Payment>> {
      return client.request<Payment>(`${session}/check`, {
        method: 'POST',
        ...accessOf(access),
        signal,
      });
    },
  };
}

/** The payment calls. */
export type PaymentsApi = ReturnType<typeof paymentsApi>;
