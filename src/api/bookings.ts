/**
 * The booking resource (spec §6, §7): create, read, rewrite, patch and change status, and the offer as a PDF,
 * each with the `username` and `key` headers of the booking's link. A booking opened without its key
 * (from "My bookings", spec §5 "otherwise a logged-in session with credentials is used") is asked for
 * with the API origin's cookies instead: the returning visitor's session decides.
 */
import type { BookingCreated, BookingRead } from '../contracts/booking-read.schema.ts';
import type { TransitionInput } from '../contracts/booking-transition.schema.ts';
import type { BookingPayload } from '../domain/reservation.types.ts';
import type { ApiClient, RequestOptions } from './client.ts';
import { type ApiResult, failed, ok } from './result.ts';

/** A booking as a link (or the tab's draft) names it. */
export type BookingAccess = { id: number; username: string | null; key: string | null };

/** The `username` and `key` headers of a booking's link, when it has both. */
export function accessHeaders(access: BookingAccess): Record<string, string> {
  return access.username && access.key ? { username: access.username, key: access.key } : {};
}

/** How a call proves it may touch the booking: the link's headers, else the visitor's session cookie. */
export function accessOptions(access: BookingAccess): Pick<RequestOptions, 'headers' | 'credentials'> {
  return access.username && access.key
    ? { headers: accessHeaders(access) }
    : { headers: {}, credentials: 'include' };
}

const path = (access: BookingAccess) => `/api/booking/${access.id}`;

// The file's type, then the problem+json of a refusal (404, or 409/422 when it cannot be priced yet).
const PDF_ACCEPT = 'application/pdf, application/problem+json';

/** The booking calls over one client. */
export function bookingsApi(client: ApiClient) {
  return {
    /** The link's headers or the session, for the calls of the booking's parts other modules make (payments). */
    access: accessOptions,
    /** Creates a booking; the answer carries the key its link needs from now on. */
    create(payload: BookingPayload): Promise<ApiResult<BookingCreated>> {
      // A create is never aborted: the booking could exist without the widget knowing its key.
      return client.request<BookingCreated>('/api/booking', { method: 'POST', body: payload });
    },
    /** The booking, as its visitor may see it. */
    read(access: BookingAccess, signal?: AbortSignal): Promise<ApiResult<BookingRead>> {
      return client.request<BookingRead>(path(access), { ...accessOptions(access), signal });
    },
    /**
     * The offer as a PDF file, fetched with the link's headers so the key never goes into a URL; the
     * widget then offers the file for download. A 200 that is not a file is a failure, never a Blob.
     */
    async offerPdf(access: BookingAccess, signal?: AbortSignal): Promise<ApiResult<Blob>> {
      const url = `${path(access)}/offer.pdf`;
      const { headers, ...credentials } = accessOptions(access);
      // The client reads an `application/pdf` answer as a Blob and a problem as JSON, by content type.
      const answer = await client.request<unknown>(url, {
        ...credentials,
        headers: { ...headers, accept: PDF_ACCEPT },
        signal,
      });
      if (answer.status !== 'ok') return answer;
      if (answer.data instanceof Blob) return ok(answer.data);
      return failed({ kind: 'network', url: client.url(url), message: 'the answer is not a file' });
    },
    /** Rewrites the whole booking; on a sent booking the edit waits for `apply_changes`. */
    save(
      access: BookingAccess,
      payload: BookingPayload,
      signal?: AbortSignal,
    ): Promise<ApiResult<BookingRead>> {
      return client.request<BookingRead>(path(access), {
        method: 'PUT',
        ...accessOptions(access),
        body: payload,
        signal,
      });
    },
    /**
     * Changes only the given fields of the booking (`application/merge-patch+json`): what the
     * widget's auto-save sends, so a change of one field never rewrites the others.
     */
    patch(
      access: BookingAccess,
      changes: Partial<BookingPayload>,
      signal?: AbortSignal,
    ): Promise<ApiResult<BookingRead>> {
      return client.request<BookingRead>(path(access), {
        method: 'PATCH',
        ...accessOptions(access),
        body: changes,
        signal,
      });
    },
    /**
     * Runs one transition (`request`, `book_now`, `accept`, `cancel`, `apply_changes`…) with its inputs.
     * An `idempotencyKey` makes a network retry of the same attempt replay instead of running twice.
     */
    transition(
      access: BookingAccess,
      transition: string,
      input: TransitionInput = {},
      idempotencyKey?: string,
    ): Promise<ApiResult<BookingRead>> {
      const { headers, ...credentials } = accessOptions(access);
      return client.request<BookingRead>(`${path(access)}/status`, {
        method: 'PUT',
        ...credentials,
        headers: { ...headers, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
        body: { transition, ...input },
      });
    },
  };
}

/** The booking calls. */
export type BookingsApi = ReturnType<typeof bookingsApi>;
