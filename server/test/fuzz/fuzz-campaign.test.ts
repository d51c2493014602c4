import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignOptions, runCampaign } from './fuzz-campaign.ts';
import type { FuzzWorld } from './fuzz-request.ts';
import { RawJson, serialise } from './hostile-values.ts';
import { type OpenApiDocument, operationsOf } from './openapi-operations.ts';

// The fuzz runner against a tiny server with planted faults: it must find each one and shrink the
// request to its cause, and find nothing on the same server without them.

const DOC: OpenApiDocument = {
  paths: {
    '/things': {
      post: {
        security: [{}],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', maxLength: 20 },
                  size: { type: 'integer', minimum: 1 },
                },
                required: ['name'],
              },
            },
          },
        },
      },
    },
    '/things/{id}': { get: { security: [{}] } },
  },
};

const problem = (res: ServerResponse, status: number) => {
  res.writeHead(status, { 'content-type': 'application/problem+json' });
  res.end(JSON.stringify({ status, title: 'x' }));
};

/** A server that does everything right, unless `faults` plants a 500 on a NUL or a bare 404. */
function thingsServer(faults: boolean) {
  return (req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'GET' && path.startsWith('/things/')) {
        if (/^\/things\/\d+$/.test(path)) return problem(res, 404);
        if (!faults) return problem(res, 404);
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('no');
      }
      if (req.method !== 'POST' || path !== '/things') return problem(res, 404);
      let body: { name?: unknown };
      try {
        body = JSON.parse(text);
      } catch {
        return problem(res, 400);
      }
      if (typeof body?.name !== 'string') return problem(res, 422);
      if (faults && body.name.includes('\u0000')) return problem(res, 500);
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{}');
    });
  };
}

const servers: Server[] = [];
async function listen(faults: boolean): Promise<string> {
  const server = createServer(thingsServer(faults));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

const WORLD: FuzzWorld = {
  today: '2030-01-01',
  staffKey: 'bfk_test',
  platformKey: 'bfk_platform',
  visitors: [],
  paymentIds: [],
  irisFor: () => [],
  idsFor: () => ['7'],
  representation: () => undefined,
  alignToLocation: (body) => body,
  signWebhook: () => 't=0,v1=0',
};

let faulty: string;
let correct: string;
beforeAll(async () => {
  faulty = await listen(true);
  correct = await listen(false);
});

const options = (baseUrl: string): CampaignOptions => ({
  baseUrl,
  doc: DOC,
  operations: operationsOf(DOC),
  world: WORLD,
  seed: 42,
  requests: 600,
  concurrency: 2,
  timeoutMs: 5_000,
  shrinkBudget: 200,
});

describe('a fuzz campaign', () => {
  it('finds a 500 and a non-problem error answer, each shrunk to its cause', async () => {
    const result = await runCampaign(options(faulty));
    const byOperation = Object.fromEntries(result.failures.map((f) => [f.operation, f]));
    expect(Object.keys(byOperation).sort()).toEqual(['GET /things/{id}', 'POST /things']);
    const post = byOperation['POST /things']!;
    expect(post.verdict.reason).toBe('500 answer');
    expect(JSON.parse(post.request.body!).name).toContain('\u0000');
    const get = byOperation['GET /things/{id}']!;
    expect(get.verdict.reason).toMatch(/not application\/problem\+json/);
    expect(get.request.target).not.toMatch(/^\/things\/\d+(\?|$)/);
  });

  it('finds nothing when every error is a problem and nothing fails', async () => {
    const result = await runCampaign(options(correct));
    expect(result.failures).toEqual([]);
    expect(result.sent + result.unsendable).toBe(600);
    expect(result.sent).toBeGreaterThan(550);
  });
});

describe('serialise', () => {
  it('splices raw JSON text where JSON.stringify could not write it', () => {
    expect(serialise({ a: new RawJson('1e999'), b: [new RawJson('[[]]')], c: 'x' })).toBe(
      '{"a":1e999,"b":[[[]]],"c":"x"}',
    );
  });
});
