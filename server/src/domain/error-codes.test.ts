import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { problemSchema } from '../../../src/contracts/problem.schema.ts';
import { notFoundCode } from '../api/resource.ts';
import { openApiDocument } from '../docs/openapi.ts';
import { ProblemError } from '../hydra/problem.ts';
import { RESOURCES } from '../resources/registry.ts';
import { ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes.ts';

// The types make every literal code a catalogue entry; these tests cover the codes built at run time
// and that the catalogue is what the API documentation lists.

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

describe('the error catalogue', () => {
  it('holds the not-found code of every catalogue resource, as a 404', () => {
    for (const resource of RESOURCES) {
      const code = notFoundCode(resource);
      expect(isErrorCode(code), code).toBe(true);
      expect(ERROR_CODES[code].status).toBe(404);
    }
  });

  it('gives each code one status, a snake_case name and a message that is a problem document', () => {
    for (const code of codes) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      const problem = new ProblemError(code).toProblem();
      expect(v.is(problemSchema, problem), code).toBe(true);
      expect(problem).toMatchObject({
        status: ERROR_CODES[code].status,
        code,
        detail: ERROR_CODES[code].message,
      });
    }
  });

  it('is documented: the OpenAPI Problem lists every code with its status', () => {
    const doc = openApiDocument('test') as {
      components: { schemas: { Problem: { properties: { code: { enum: string[]; description: string } } } } };
    };
    const documented = doc.components.schemas.Problem.properties.code;
    expect(documented.enum).toEqual(codes);
    for (const code of codes)
      expect(documented.description).toContain(`\`${code}\` (${ERROR_CODES[code].status})`);
  });
});
