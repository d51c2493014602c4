import { hydraSchemaAnalyzer } from '@api-platform/admin';
import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../api.ts';
import { apiSort } from './catalogue-data-provider.ts';
import { createCatalogueHttpClient, toHttpError, toRequestBody } from './catalogue-http.ts';
import { mergeMessages } from './catalogue-i18n.ts';
import { formatMinorUnits, fromMinorUnits, toMinorUnits } from './money.ts';

describe('money in minor units (spec conventions: integer minor units)', () => {
  it('reads and writes cents for EUR and whole yen for JPY', () => {
    expect(fromMinorUnits(95_000, 'EUR')).toBe(950);
    expect(toMinorUnits(12.5, 'EUR')).toBe(1250);
    expect(toMinorUnits(0.29, 'EUR')).toBe(29);
    expect(toMinorUnits(1200, 'JPY')).toBe(1200);
  });
  it('shows an amount as money in the desk language', () => {
    expect(formatMinorUnits(95_000, 'EUR', 'en-US')).toBe('€950.00');
    expect(formatMinorUnits(1250, 'EUR', 'nl-NL')).toBe('€\u00a012,50');
  });
});

describe("the catalogue's HTTP client", () => {
  it("puts a 422's violations where API Platform Admin's analyzer finds them: on the field", () => {
    const problem = new ApiProblem(422, 'Unprocessable', '', [
      { propertyPath: 'squareMeters', message: 'This value should be 1 or more.' },
    ]);
    const error = toHttpError(problem, 'Check the fields.');
    expect(error.status).toBe(422);
    expect(error.message).toBe('Check the fields.');
    expect(hydraSchemaAnalyzer().getSubmissionErrors(error)).toEqual({
      squareMeters: 'This value should be 1 or more.',
    });
  });

  it("sends the record's IRI as @id, never react-admin's id or originId", () => {
    const body = toRequestBody(JSON.stringify({ id: '/api/halls/3', originId: '3', name: 'IJ' }));
    expect(JSON.parse(body as string)).toEqual({ '@id': '/api/halls/3', name: 'IJ' });
  });

  it('signs writes with the CSRF token and the session cookie, reads without the token', async () => {
    const seen: RequestInit[] = [];
    const client = createCatalogueHttpClient({
      csrfToken: () => 'token-1',
      problemText: () => '',
      violationText: (violation) => violation.message,
      onSignedOut: () => undefined,
      fetchImpl: async (_url, init) => {
        seen.push(init!);
        return new Response('{"@id":"/api/halls/3"}', { status: 200 });
      },
    });
    await client(new URL('http://desk.example/api/halls/3'));
    await client(new URL('http://desk.example/api/halls/3'), { method: 'PATCH', body: '{}' });
    expect(seen.map((init) => new Headers(init.headers).get('X-CSRF-Token'))).toEqual([null, 'token-1']);
    expect(seen.map((init) => init.credentials)).toEqual(['same-origin', 'same-origin']);
  });

  it("puts each violation on its field in the staff user's words, chosen by its code", async () => {
    const client = createCatalogueHttpClient({
      csrfToken: () => 'token-1',
      problemText: () => 'Check the marked fields.',
      violationText: (violation) => `text of ${violation.code}`,
      onSignedOut: () => undefined,
      fetchImpl: async () =>
        new Response(
          JSON.stringify({
            status: 422,
            title: 'Unprocessable Content',
            code: 'validation_failed',
            violations: [
              { propertyPath: 'capacity', message: 'Invalid value: Expected >=1', code: 'out_of_range' },
            ],
          }),
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
    });
    const error = await client(new URL('http://desk.example/api/hall_emplacements/1'), {
      method: 'PUT',
      body: '{}',
    }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('Check the marked fields.');
    expect(hydraSchemaAnalyzer().getSubmissionErrors(error as never)).toEqual({
      capacity: 'text of out_of_range',
    });
  });

  it('reports a 401 as signed out', async () => {
    let signedOut = false;
    const client = createCatalogueHttpClient({
      csrfToken: () => null,
      problemText: (problem) => `status ${problem.status}`,
      violationText: (violation) => violation.message,
      onSignedOut: () => {
        signedOut = true;
      },
      fetchImpl: async () => new Response('{"code":"desk_sign_in_required"}', { status: 401 }),
    });
    await expect(client(new URL('http://desk.example/api/halls'))).rejects.toThrow('status 401');
    expect(signedOut).toBe(true);
  });
});

describe('lists in the API order', () => {
  it("asks no order[id] (our collections offer none) and keeps a chosen column's order", () => {
    expect(apiSort({ field: 'id', order: 'ASC' }).order).toBe('');
    expect(apiSort({ field: 'name', order: 'DESC' })).toEqual({ field: 'name', order: 'DESC' });
  });
});

describe("react-admin's messages", () => {
  it('lays a language pack over English key by key', () => {
    const merged = mergeMessages(
      { ra: { action: { save: 'Save', clone: 'Clone' } } },
      { ra: { action: { save: 'Opslaan' } } },
    );
    expect(merged).toEqual({ ra: { action: { save: 'Opslaan', clone: 'Clone' } } });
  });
});
