import { parseHydraDocumentation } from '@api-platform/api-doc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../tests/fixtures/server-process.mjs';
import { RESOURCES } from '../resources/registry.ts';

// Generic Hydra clients (API Platform Admin uses this parser) find the documentation through the Link
// header of `/api`; against the real server over HTTP, every resource must come out with its fields.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(() => server?.stop());

describe('Hydra discovery with @api-platform/api-doc-parser', () => {
  it('announces the documentation with an absolute URL', async () => {
    const response = await fetch(`${server.url}/api`);
    expect(response.headers.get('Link')).toBe(
      `<${server.url}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`,
    );
  });

  it('parses every resource of the registry with its fields', async () => {
    const { api } = await parseHydraDocumentation(`${server.url}/api`);
    const parsed = new Map((api.resources ?? []).map((resource) => [resource.name, resource]));
    for (const resource of RESOURCES) {
      const found = parsed.get(resource.path);
      expect(found, resource.path).toBeDefined();
      expect(found!.url).toBe(`${server.url}/api/${resource.path}`);
      const names = (found!.fields ?? []).map((field) => field.name);
      // `id` is the IRI's last segment, not a Hydra property (the resource's `@id` names it).
      const expected = resource.fields.map((field) => field.name).filter((name) => name !== 'id');
      expect(names, resource.path).toEqual(expected);
    }
  }, 60_000);
});
