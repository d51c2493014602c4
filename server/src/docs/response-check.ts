import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { problemSchema } from '../../../src/contracts/problem.schema.ts';
import { propertyPath } from '../api/violations.ts';
import { ProblemError } from '../hydra/problem.ts';
import { contractRouteOf } from './contract-routes.ts';

// On in tests, off in production: every JSON answer of a contract route (and every problem) is checked
// against its schema, so the whole server suite fails the moment a route answers something its contract
// does not describe — instead of a client finding out.

function mismatch(route: string, issues: readonly v.BaseIssue<unknown>[]): ProblemError {
  const first = issues
    .slice(0, 3)
    .map((issue) => {
      const path = propertyPath((issue.path ?? []).map((item) => item.key as string | number));
      return `${path || '(root)'}: ${issue.message}`;
    })
    .join('; ');
  return new ProblemError('contract_mismatch', `${route} answered outside its contract: ${first}`);
}

// Reset first: Hono would otherwise merge the failed answer's headers (length, caching) into the 500.
function replace(c: Context, problem: ProblemError): void {
  c.res = undefined;
  c.res = problem.toResponse();
}

/** Checks each JSON answer of a known contract (and every problem document) against its schema. */
export const responseContractCheck: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get('Content-Type') ?? '';
  const route = `${c.req.method} ${c.req.path}`;
  if (type.startsWith('application/problem+json')) {
    const result = v.safeParse(problemSchema, await c.res.clone().json());
    if (!result.success) replace(c, mismatch(route, result.issues));
    return;
  }
  const contract = contractRouteOf(c.req.method, c.req.path);
  if (!contract || c.res.status !== contract.status || !/json/.test(type)) return;
  const result = v.safeParse(contract.answer, await c.res.clone().json());
  if (!result.success) replace(c, mismatch(route, result.issues));
};
