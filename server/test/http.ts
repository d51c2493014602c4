import type { Hono } from 'hono';
import { expect } from 'vitest';

/** GETs a path and returns the status, headers and parsed JSON body. */
export async function getJson(app: Hono, path: string, init: RequestInit = {}) {
  const response = await app.request(path, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** Asserts an `application/problem+json` answer with this status and code, and returns its body. */
export async function expectProblem(
  app: Hono,
  path: string,
  status: number,
  code: string,
  init: RequestInit = {},
) {
  const { status: actual, headers, body } = await getJson(app, path, init);
  expect({ status: actual, contentType: headers.get('content-type'), code: body?.code }).toEqual({
    status,
    contentType: 'application/problem+json',
    code,
  });
  expect(body).toMatchObject({ type: `/errors/${status}`, status });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  return body;
}
