// Bodies for one operation: valid (a merge-patch of a few members, a PUT of what GET answered with a
// few members changed, a whole generated body), edited into something hostile, malformed, cut short,
// just over the size limit, or sent under the wrong Content-Type.
import fc from 'fast-check';
import { applyMutations, mutations } from './body-mutations.ts';
import type { FuzzWorld } from './fuzz-request.ts';
import { serialise } from './hostile-values.ts';
import { type OpenApiDocument, type Operation, resolveSchema, type Schema } from './openapi-operations.ts';
import { rootContext, sparseObjectOf, validValue } from './schema-values.ts';
import { stripeEvents } from './stripe-events.ts';

const MALFORMED = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"x"',
  '1',
  'true',
  '\ufeff{}',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '{"a":1}{"b":2}',
  '\u0000',
];
const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/merge-patch+json',
  'application/vnd.api+json',
  ';;;',
  'application/json; charset="',
];

/** `value` (a GET answer) cut to what `schema` takes in a request, at every depth: what a client sends back. */
function fitTo(doc: OpenApiDocument, schema: Schema, value: unknown): unknown {
  const s = resolveSchema(doc, schema);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    const branch = branches.find((b) => {
      const type = resolveSchema(doc, b).type;
      return Array.isArray(type) ? type.includes(kind) : type === kind;
    });
    return branch ? fitTo(doc, branch, value) : value;
  }
  if (Array.isArray(value)) return s.items ? value.map((v) => fitTo(doc, s.items!, v)) : value;
  if (value === null || typeof value !== 'object' || !s.properties) return value;
  const properties = s.properties;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name in properties && !resolveSchema(doc, properties[name]!).readOnly)
      .map(([name, v]) => [name, fitTo(doc, properties[name]!, v)]),
  );
}

/**
 * A valid body: for PATCH a few members (a merge-patch); for PUT, when the resource was read before
 * the run, what GET answered with a few members changed (a full random body rarely fits the resource);
 * otherwise a whole generated body.
 */
type Body = { text: string | null; type: string | null };

/**
 * Bodies for `op`, as a function of what GET answered at the request's path (undefined: nothing read).
 * Every arbitrary is built once per operation: building them costs far more than drawing from them.
 */
export function bodies(
  doc: OpenApiDocument,
  world: FuzzWorld,
  op: Operation,
): (base: Record<string, unknown> | undefined) => fc.Arbitrary<Body> {
  if (!op.body) {
    const none: fc.Arbitrary<Body> =
      op.method === 'GET'
        ? fc.constant({ text: null, type: null })
        : fc.oneof(
            { weight: 9, arbitrary: fc.constant({ text: null, type: null }) },
            {
              weight: 1,
              arbitrary: fc.constantFrom(...MALFORMED).map((text) => ({ text, type: 'application/json' })),
            },
          );
    return () => none;
  }
  const schema = op.body.schema;
  const declared = fc.constantFrom(...op.body.mediaTypes);
  const ctx = rootContext(doc, world, 'body');
  const sparse = sparseObjectOf(schema, ctx);
  // Most bodies name halls, items and room types of the location they name, as the widget would.
  const whole = fc.oneof(
    { weight: 3, arbitrary: validValue(schema, ctx).map((b) => world.alignToLocation(b)) },
    { weight: 1, arbitrary: validValue(schema, ctx) },
  );
  const unread = op.parameters.some((p) => p.name === 'Stripe-Signature')
    ? stripeEvents(world.paymentIds)
    : op.method === 'PATCH'
      ? fc.oneof({ weight: 4, arbitrary: sparse }, { weight: 1, arbitrary: whole })
      : whole;
  const edits = mutations();
  const shaped = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
    fc.oneof(
      { weight: 20, arbitrary: fc.tuple(valid, declared).map(([v, type]) => ({ text: serialise(v), type })) },
      {
        weight: 35,
        arbitrary: fc
          .tuple(valid, edits, declared)
          .map(([v, m, type]) => ({ text: serialise(applyMutations(v, m)), type })),
      },
      {
        weight: 5,
        arbitrary: fc
          .tuple(valid, fc.option(fc.constantFrom(...WRONG_TYPES)))
          .map(([v, type]) => ({ text: serialise(v), type })),
      },
      {
        weight: 5,
        arbitrary: fc.tuple(fc.constantFrom(...MALFORMED), declared).map(([text, type]) => ({ text, type })),
      },
      {
        weight: 5,
        arbitrary: fc.tuple(valid, fc.nat(), declared).map(([v, cut, type]) => {
          const t = serialise(v);
          return { text: t.slice(0, cut % Math.max(1, t.length)), type };
        }),
      },
      // Just over the 1 MB limit of one resource.
      {
        weight: 1,
        arbitrary: declared.map((type) => ({ text: `{"a":"${'x'.repeat(1024 * 1024)}"}`, type })),
      },
    );
  const withoutBase = shaped(unread);
  // A PUT of what GET answered, with a few members changed: a whole random body rarely fits a resource.
  const byBase = new Map<Record<string, unknown>, fc.Arbitrary<Body>>();
  return (base) => {
    if (!base || op.method !== 'PUT') return withoutBase;
    let arbitrary = byBase.get(base);
    if (!arbitrary) {
      const kept = fitTo(doc, schema, base) as Record<string, unknown>;
      const edited = fc.oneof(fc.constant({}), sparse).map((changes) => ({ ...kept, ...changes }));
      arbitrary = shaped(fc.oneof({ weight: 3, arbitrary: edited }, { weight: 1, arbitrary: whole }));
      byBase.set(base, arbitrary);
    }
    return arbitrary;
  };
}
