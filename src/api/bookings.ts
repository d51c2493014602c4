/**
 * The visitor's booking calls (spec §6, §7): read, billing, status change and edit, each with the
 * `username` and `key` headers of the link, and never credentials (cookies). A link without a key
 * never reaches the server: it cannot open a booking, so it is "not found" at once.
 */
import type { Billing, BookingDocument, TransitionInput } from '../domain/booking.types.ts';
import type { BookingPayload } from '../domain/reservation.types.ts';
import type { ApiClient } from './client.ts';
import { type ApiResult, failed } from './result.ts';

/** A booking as a link names it. */
export type BookingAccess = { id: number; username: string | null; key: string | null };

function headersOf(access: BookingAccess): Record<string, string> {
  return access.username && access.key ? { username: access.username, key: access.key } : {};
}

const notFound = <T>(client: ApiClient, access: BookingAccess): ApiResult<T> =>
  failed({
    kind: 'http',
    url: client.url(`/api/booking/${access.id}`),
    status: 404,
    code: 'booking_not_found',
    title: 'Not Found',
  });

/** The booking, as its visitor may see it. */
export function fetchBooking(client: ApiClient, access: BookingAccess, signal?: AbortSignal) {
  if (!access.key || !access.username) return Promise.resolve(notFound<BookingDocument>(client, access));
  return client.request<BookingDocument>(`/api/booking/${access.id}`, { headers: headersOf(access), signal });
}

/** The booking's prices, taxes and payments; the headers only when the link has them (spec §7). */
export function fetchBilling(client: ApiClient, access: BookingAccess, signal?: AbortSignal) {
  return client.request<Billing>(`/api/booking/${access.id}/billing`, { headers: headersOf(access), signal });
}

/** Runs one transition (`accept`, `turn_down`, `cancel`, `apply_changes`) with its inputs. */
export function changeBookingStatus(
  client: ApiClient,
  access: BookingAccess,
  transition: string,
  input: TransitionInput = {},
) {
  return client.request<BookingDocument>(`/api/booking/${access.id}/status`, {
    method: 'PUT',
    headers: headersOf(access),
    body: { transition, ...input },
  });
}

/** Saves an edit of the whole booking; on a sent booking it waits for `apply_changes`. */
export function saveBookingEdit(client: ApiClient, access: BookingAccess, payload: BookingPayload) {
  return client.request<BookingDocument>(`/api/booking/${access.id}`, {
    method: 'PUT',
    headers: headersOf(access),
    body: payload,
  });
}
