import { describe, expect, it } from 'vitest';
import { catalogueApi } from './catalogue.ts';
import { createApiClient } from './client.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/ld+json' } });

/** Answers each list with one named member, each location with its name; records the paths asked. */
function catalogueFetch() {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.pathname + url.search);
    if (url.pathname.startsWith('/api/locations/'))
      return json({ '@id': url.pathname, name: `Location ${url.pathname.split('/').at(-1)}` });
    const at = url.searchParams.get('location')?.split('/').at(-1) ?? 'all';
    return json({ member: [{ '@id': `${url.pathname}/${at}`, name: `${url.pathname} at ${at}` }] });
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
}

/** Lets every pending microtask run, without giving a timer its turn. */
async function microtasksSettle() {
  for (let n = 0; n < 50; n++) await Promise.resolve();
}

describe('the names of a booking', () => {
  it('are asked one request a task, so opening step 5 is no long task (issue 19)', async () => {
    const { fetch, asked } = catalogueFetch();
    const pending = catalogueApi(createApiClient({ baseUrl: 'http://api.test', fetch })).names([
      '/api/locations/1',
      '/api/locations/2',
    ]);
    await microtasksSettle();
    expect(asked).toHaveLength(1);
    const names = await pending;
    // Every layout, then four lists for each location, then the locations themselves.
    expect(asked).toHaveLength(1 + 4 * 2 + 2);
    expect(names.get('/api/locations/2')).toEqual({ name: 'Location 2' });
    expect(names.get('/api/halls/1')).toEqual({ '@id': '/api/halls/1', name: '/api/halls at 1' });
    expect(names.get('/api/location_room_types/2')?.name).toBe('/api/location_room_types at 2');
    expect(names.get('/api/emplacements/all')?.name).toBe('/api/emplacements at all');
  });
});
