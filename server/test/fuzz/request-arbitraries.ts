// A fast-check arbitrary of whole requests for one operation of the document: path parameters (ids
// that exist, edges, garbage), query parameters (valid, hostile, unknown, repeated, `order[__proto__]`),
// credentials (none, a staff key, a bad key, a visitor's own or someone else's), and a body (valid,
// edited into something hostile, malformed, oversized, or under the wrong Content-Type).
import fc from 'fast-check';
import { bodies } from './body-arbitraries.ts';
import type { FuzzRequest, FuzzWorld } from './fuzz-request.ts';
import { authorization, otherHeaders, visitorHeaders } from './header-arbitraries.ts';
import { hostileStrings } from './hostile-values.ts';
import type { OpenApiDocument, Operation, Parameter } from './openapi-operations.ts';
import { query } from './query-arbitraries.ts';
import { wireValue } from './url-values.ts';

// Mostly ids that exist (the path's own kind), so the handlers behind the lookup run; else edges and garbage.
function pathValue(op: Operation, world: FuzzWorld, p: Parameter, subject: number): fc.Arbitrary<string> {
  const known = world.idsFor(op.path, p.name);
  const edges = fc.constantFrom('0', '-1', '1.5', '2147483648', '9223372036854775808', '1e3', ' 1', 'abc');
  return fc.oneof(
    {
      weight: known.length > 0 ? 12 : 0,
      arbitrary: fc.constant(known[subject % Math.max(1, known.length)] ?? '1'),
    },
    { weight: 2, arbitrary: fc.nat({ max: 100 }).map(String) },
    { weight: 1, arbitrary: edges },
    { weight: 1, arbitrary: hostileStrings() },
  );
}

/** Every kind of request this runner sends to `op`. */
export function requestsFor(
  doc: OpenApiDocument,
  world: FuzzWorld,
  op: Operation,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  // Built once per operation; only the path's ids and the visitor depend on the drawn subject.
  const bodyFor = bodies(doc, world, op);
  const queries = query(doc, world, op);
  const auth = authorization(world, op);
  const other = otherHeaders(op);
  // `subject` ties the path's ids to the visitor credentials, so most booking calls are the owner's.
  return fc.nat({ max: 1_000 }).chain((subject) =>
    fc
      .tuple(...pathParams.map((p) => fc.tuple(pathValue(op, world, p, subject), wireValue())))
      .chain((values) => {
        let target = op.path;
        let plain = op.path;
        pathParams.forEach((p, i) => {
          const [value, wire] = values[i]!;
          target = target.replace(`{${p.name}}`, wire(value).replace(/[/?#]/g, encodeURIComponent) || '%20');
          plain = plain.replace(`{${p.name}}`, value);
        });
        return fc
          .record({
            query: queries,
            auth,
            visitor: visitorHeaders(world, op, subject),
            other,
            body: bodyFor(world.representation(plain)),
            signed: fc.boolean(),
          })
          .map(({ query, auth, visitor, other, body, signed }) => {
            const headers: Record<string, string> = { ...auth, ...visitor, ...other };
            if (body.type !== null) headers['content-type'] = body.type;
            // Half the webhook calls carry a good signature, so the event handling behind it is fuzzed too.
            if (signed && body.text !== null && op.parameters.some((p) => p.name === 'Stripe-Signature'))
              headers['stripe-signature'] = world.signWebhook(body.text);
            return { method: op.method, target: `${target}${query}`, headers, body: body.text };
          });
      }),
  );
}
