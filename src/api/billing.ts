/**
 * Prices from the server (spec §3 Pricing, §7): a quote of an unsaved booking (`POST
 * /api/booking_quotes`) and the billing of a stored one, with its payments. The widget shows money
 * only as the server priced it.
 */
import type { BillingAnswer, QuoteAnswer } from '../contracts/pricing.schema.ts';
import type { BookingPayload } from '../domain/reservation.types.ts';
import { accessOptions, type BookingAccess } from './bookings.ts';
import type { ApiClient } from './client.ts';
import type { ApiResult } from './result.ts';

/** The pricing calls over one client. */
export function billingApi(client: ApiClient) {
  return {
    /** Prices what the form holds, before there is a booking. */
    quote(payload: BookingPayload, signal?: AbortSignal): Promise<ApiResult<QuoteAnswer>> {
      return client.request<QuoteAnswer>('/api/booking_quotes', { method: 'POST', body: payload, signal });
    },
    /** The booking's prices, taxes and payments; the headers only when the link has them (spec §7). */
    ofBooking(access: BookingAccess, signal?: AbortSignal): Promise<ApiResult<BillingAnswer>> {
      return client.request<BillingAnswer>(`/api/booking/${access.id}/billing`, {
        ...accessOptions(access),
        signal,
      });
    },
  };
}

/** The pricing calls. */
export type BillingApi = ReturnType<typeof billingApi>;
