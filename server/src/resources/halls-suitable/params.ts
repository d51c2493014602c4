import * as v from 'valibot';
import type { CodeWithStatus } from '../../domain/error-codes.ts';
import { badRequest } from '../../hydra/problem.ts';

// Query parameters of the public queries, parsed with their contract (src/contracts/queries.schema.ts);
// the first bad parameter is a 400 problem naming it, as these endpoints have always answered.

/** How a query's issues become problems: a code per parameter, one for the cross-parameter check. */
export type QueryProblems<K extends string> = {
  codes: Record<K, CodeWithStatus<400>>;
  /** Which bad parameter is reported first (the order these endpoints have always checked them). */
  order: readonly K[];
  /** The code of the partial check (a range), reported right after the parameter `rangeAfter`. */
  rangeCode: CodeWithStatus<400>;
  rangeAfter: K;
};

/** The query's parameters, trimmed, a blank one left out so the contract calls it missing. */
function queryObject(query: URLSearchParams, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = query.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/** The parsed query, or the 400 problem of its first bad parameter in the contract's order. */
export function parseQuery<S extends v.GenericSchema<unknown, unknown>, K extends string>(
  schema: S,
  entries: Record<K, v.GenericSchema>,
  problems: QueryProblems<K>,
  query: URLSearchParams,
): v.InferOutput<S> {
  const result = v.safeParse(schema, queryObject(query, Object.keys(entries)));
  if (result.success) return result.output;
  const rank = (issue: v.BaseIssue<unknown>) =>
    issue.type === 'partial_check'
      ? problems.order.indexOf(problems.rangeAfter) + 0.5
      : problems.order.indexOf(v.getDotPath(issue) as K);
  const first = [...result.issues].sort((a, b) => rank(a) - rank(b))[0]!;
  if (first.type === 'partial_check') throw badRequest(problems.rangeCode, first.message);
  const name = v.getDotPath(first) as K;
  if (first.input === undefined) throw badRequest('missing_parameter', `${name} is required.`);
  throw badRequest(problems.codes[name], first.message);
}
