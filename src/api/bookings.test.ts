import { describe, expect, it } from 'vitest';
import { bookingsApi } from './bookings.ts';
import { createApiClient } from './client.ts';

type Asked = { url: string; headers: Headers; credentials: RequestCredentials | undefined };

/** A fetch answering with `answer()` (or refusing, as fetch does, once aborted) and recording each call. */
function answering(answer: () => Response) {
  const asked: Asked[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers), credentials: init?.credentials });
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return answer();
  }) as typeof globalThis.fetch;
  return { bookings: bookingsApi(createApiClient({ baseUrl: 'http://api.test', fetch })), asked };
}

const access = { id: 42, username: 'anna@example.com', key: 'k3y-with-64-random-characters' };
// The first bytes of every PDF file (ISO 32000-2 §7.5.2, the file header).
const PDF_BYTES = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';

const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ title: 'Refused', status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

describe('the offer PDF call', () => {
  it('fetches the file with the link’s headers, and the key never goes into the address', async () => {
    const { bookings, asked } = answering(
      () => new Response(PDF_BYTES, { headers: { 'content-type': 'application/pdf' } }),
    );
    const result = await bookings.offerPdf(access);
    expect(result.status).toBe('ok');
    const file = result.status === 'ok' ? result.data : null;
    expect(file).toBeInstanceOf(Blob);
    expect(await file?.text()).toBe(PDF_BYTES);
    expect(asked.map((a) => a.url)).toEqual(['http://api.test/api/booking/42/offer.pdf']);
    expect(asked[0]?.headers.get('username')).toBe(access.username);
    expect(asked[0]?.headers.get('key')).toBe(access.key);
    expect(asked[0]?.headers.get('accept')).toContain('application/pdf');
    expect(asked[0]?.headers.get('accept')).toContain('application/problem+json');
  });

  it('carries the problem of a refusal: its status and code', async () => {
    const { bookings } = answering(() => problem(422, 'pricing_hall_not_priced'));
    expect(await bookings.offerPdf(access)).toMatchObject({
      status: 'error',
      error: { kind: 'http', status: 422, code: 'pricing_hall_not_priced' },
    });
  });

  it('asks with the visitor’s session for a booking opened without its key (spec §5), never with half a link', async () => {
    const { bookings, asked } = answering(() => problem(404, 'booking_not_found'));
    expect(await bookings.offerPdf({ id: 42, username: 'anna', key: null })).toMatchObject({
      status: 'error',
      error: { kind: 'http', status: 404, code: 'booking_not_found' },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.credentials).toBe('include');
    expect(asked[0]?.headers.get('username')).toBeNull();
    // With the link's key the call goes without cookies.
    await bookings.offerPdf(access);
    expect(asked[1]?.credentials).toBeUndefined();
  });

  it('fails when a success is not a file (a JSON document is no PDF to save)', async () => {
    const { bookings } = answering(
      () => new Response('{"id":42}', { headers: { 'content-type': 'application/ld+json' } }),
    );
    expect(await bookings.offerPdf(access)).toMatchObject({ status: 'error', error: { kind: 'network' } });
  });

  it('resolves "aborted" when the visitor left before the file came', async () => {
    const { bookings } = answering(
      () => new Response(PDF_BYTES, { headers: { 'content-type': 'application/pdf' } }),
    );
    const controller = new AbortController();
    controller.abort();
    expect(await bookings.offerPdf(access, controller.signal)).toEqual({ status: 'aborted' });
  });
});
