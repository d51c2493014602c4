import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { partnersApi } from './partners.ts';

const json = (body: unknown, status = 200, type = 'application/ld+json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

/** A fetch that answers from a function of the URL and records what was asked. */
function fakeFetch(answer: (url: URL) => Response | Promise<Response>) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.pathname + url.search);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return answer(url);
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
}

const harbour = { '@id': '/api/partners/1', name: 'Harbour Hotels' };

describe('the API client', () => {
  it('takes the first partner of the collection, from member or hydra:member', async () => {
    for (const key of ['member', 'hydra:member']) {
      const { fetch, asked } = fakeFetch(() => json({ [key]: [harbour, { name: 'Other' }] }));
      const client = createApiClient({ baseUrl: 'http://api.test/', fetch });
      const result = await partnersApi(client).bySlug('harbour');
      expect(result).toEqual({ status: 'ok', data: harbour });
      expect(asked).toEqual(['/api/partners?slug=harbour']);
    }
  });

  it('answers null for an empty collection (an unknown partner)', async () => {
    const { fetch } = fakeFetch(() => json({ member: [], totalItems: 0 }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    expect(await partnersApi(client).bySlug('nope')).toEqual({ status: 'ok', data: null });
  });

  it("keeps only the partner's available locations", async () => {
    const { fetch, asked } = fakeFetch(() =>
      json({
        member: [
          { name: 'Amsterdam', available: true },
          { name: 'Closed', available: false },
        ],
      }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const result = await partnersApi(client).locationsOf('/api/partners/1');
    expect(result.status === 'ok' && result.data.map((l) => l.name)).toEqual(['Amsterdam']);
    expect(asked).toEqual(['/api/locations?partner=%2Fapi%2Fpartners%2F1']);
  });

  it('turns a problem+json answer into an error with its status and code', async () => {
    const { fetch } = fakeFetch(() =>
      json({ title: 'Server error', status: 500, code: 'internal_error' }, 500, 'application/problem+json'),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const result = await partnersApi(client).bySlug('harbour');
    expect(result).toMatchObject({
      status: 'error',
      error: {
        kind: 'http',
        status: 500,
        code: 'internal_error',
        url: 'http://api.test/api/partners?slug=harbour',
      },
    });
  });

  it('reports a network failure without throwing', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    expect(await partnersApi(client).bySlug('harbour')).toMatchObject({
      status: 'error',
      error: { kind: 'network', message: 'Failed to fetch' },
    });
  });

  it('reports an aborted call as aborted, not as an error', async () => {
    const { fetch } = fakeFetch(() => json({ member: [harbour] }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const controller = new AbortController();
    controller.abort();
    expect(await partnersApi(client).bySlug('harbour', controller.signal)).toEqual({ status: 'aborted' });
  });

  it('builds media URLs under the API base', () => {
    const client = createApiClient({ baseUrl: 'http://api.test/' });
    expect(client.url('/media/logo.svg')).toBe('http://api.test/media/logo.svg');
  });

  it('follows a new API base: later calls and URLs go there', async () => {
    const seen: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return json({ member: [harbour] });
    }) as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://one.test', fetch });
    await partnersApi(client).bySlug('harbour');
    client.rebase('http://two.test/');
    await partnersApi(client).bySlug('harbour');
    expect(seen).toEqual([
      'http://one.test/api/partners?slug=harbour',
      'http://two.test/api/partners?slug=harbour',
    ]);
    expect(client.url('/media/a.svg')).toBe('http://two.test/media/a.svg');
  });
});

describe('the API client, writes', () => {
  it('sends JSON, merge-patch for PATCH, and leaves out empty query values', async () => {
    const seen: { method: string; type: string | null; body: string; url: string }[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({
        method: init?.method ?? 'GET',
        type: headers.get('content-type'),
        body: String(init?.body ?? ''),
        url: String(input),
      });
      return json({ id: 7 }, 201);
    }) as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    expect(await client.request('/api/booking', { method: 'POST', body: { a: 1 } })).toEqual({
      status: 'ok',
      data: { id: 7 },
    });
    await client.request('/api/booking/7', { method: 'PATCH', body: { b: 2 }, query: { x: null, y: 3 } });
    expect(seen.map((s) => [s.method, s.type, s.body])).toEqual([
      ['POST', 'application/json', '{"a":1}'],
      ['PATCH', 'application/merge-patch+json', '{"b":2}'],
    ]);
    expect(seen[1]?.url).toBe('http://api.test/api/booking/7?y=3');
  });

  it('carries the violations and the whole problem of a 422, and is not retried', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      return json(
        {
          title: 'Invalid',
          code: 'validation_failed',
          violations: [{ propertyPath: 'email', message: 'This value is not valid.', code: 'email' }],
        },
        422,
        'application/problem+json',
      );
    }) as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const result = await client.request('/api/booking', { method: 'POST', body: {} });
    expect(calls).toBe(1);
    expect(result.status === 'error' && result.error).toMatchObject({
      kind: 'http',
      status: 422,
      code: 'validation_failed',
      violations: [{ propertyPath: 'email', message: 'This value is not valid.', code: 'email' }],
    });
  });
});
