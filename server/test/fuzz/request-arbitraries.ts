// A fast-check arbitrary of whole requests for one operation of the document: path parameters (ids
// that exist, edges, garbage), query parameters (valid, hostile, unknown, repeated, `order[__proto__]`),
// credentials (none, a staff key, a bad key, a visitor's own or someone else's), and a body (valid,
// edited into something hostile, malformed, oversized, or under the wrong Content-Type).
import fc from 'fast-check';
import { applyMutations, mutations } from './body-mutations.ts';
import type { FuzzRequest, FuzzWorld } from './fuzz-request.ts';
import { HOSTILE_STRINGS, hostileStrings, serialise } from './hostile-values.ts';
import {
  type OpenApiDocument,
  type Operation,
  type Parameter,
  resolveSchema,
  type Schema,
} from './openapi-operations.ts';
import { orderSpans, rootContext, sparseObjectOf, validValue } from './schema-values.ts';
import { stripeEvents } from './stripe-events.ts';

// Node's HTTP parser refuses a header section over 16 KB before any of our code runs, so targets and
// header values stay well inside it; huge values go into bodies, where our limits are the ones tested.
const MAX_ENCODED = 3_000;
const HEADER_SAFE = /^[\t\x20-\x7e]*$/;

function encode(value: string): string {
  let out: string;
  try {
    out = encodeURIComponent(value);
  } catch {
    // A lone surrogate has no UTF-8: send the bytes a sloppy encoder would (CESU-8).
    out = [...value]
      .map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
      .join('');
  }
  return out.length <= MAX_ENCODED ? out : out.slice(0, MAX_ENCODED).replace(/%[0-9A-F]?$/, '');
}

/** A value as it travels in a query or path: percent-encoded, or now and then as typed. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function wireValue(): fc.Arbitrary<(text: string) => string> {
  return fc.oneof(
    { weight: 9, arbitrary: fc.constant(encode) },
    { weight: 1, arbitrary: fc.constant((text: string) => encode(text).replace(/%25/g, '%')) },
  );
}

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

const UNKNOWN_QUERY_KEYS = [
  'order[__proto__]',
  '__proto__',
  'constructor[prototype][x]',
  '__proto__[isAdmin]',
  'order[name]',
  'order[]',
  'page',
  'itemsPerPage',
  'partner[]',
  'available',
  'hall.squareMeters[gt]',
  'unknown',
  'a[b][c][d][e][f]',
];

function extraPair(): fc.Arbitrary<[string, string]> {
  return fc.tuple(
    fc.oneof(fc.constantFrom(...UNKNOWN_QUERY_KEYS), fc.string({ maxLength: 12 })),
    fc.oneof(fc.constantFrom('asc', 'desc', '1', 'true', '__proto__'), hostileStrings()),
  );
}

type QueryEdit =
  | { kind: 'hostile'; at: number; value: string }
  | { kind: 'repeat'; at: number }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; pair: [string, string] };

function queryEdits(): fc.Arbitrary<QueryEdit[]> {
  const at = fc.nat({ max: 1_000 });
  const edit: fc.Arbitrary<QueryEdit> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('hostile' as const), at, value: hostileStrings() }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat' as const), at }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at }) },
    { weight: 2, arbitrary: extraPair().map((pair) => ({ kind: 'extra' as const, pair })) },
  );
  // Half the queries go out valid, so the filters behind validation get their share.
  return fc.oneof(fc.constant<QueryEdit[]>([]), fc.array(edit, { minLength: 1, maxLength: 2 }));
}

function applyQueryEdits(pairs: [string, string][], edits: QueryEdit[]): [string, string][] {
  const out = [...pairs];
  for (const e of edits) {
    if (e.kind === 'extra') out.push(e.pair);
    else if (out.length === 0) continue;
    else if (e.kind === 'hostile') out[e.at % out.length] = [out[e.at % out.length]![0], e.value];
    else if (e.kind === 'repeat') out.push(out[e.at % out.length]!);
    else out.splice(e.at % out.length, 1);
  }
  return out;
}

function query(doc: OpenApiDocument, world: FuzzWorld, op: Operation): fc.Arbitrary<string> {
  const declared = op.parameters.filter((p) => p.in === 'query');
  const each = declared.map((p) => {
    const value = validValue(p.schema, rootContext(doc, world, p.name)).map((v): [string, string][] => [
      [p.name, asText(v)],
    ]);
    return p.required
      ? value
      : fc.oneof(
          { weight: 2, arbitrary: fc.constant<[string, string][]>([]) },
          { weight: 1, arbitrary: value },
        );
  });
  return fc.tuple(fc.tuple(...each), queryEdits(), wireValue()).map(([lists, edits, wire]) => {
    const ordered = Object.entries(orderSpans(Object.fromEntries(lists.flat())));
    const pairs = applyQueryEdits(ordered, edits);
    return pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encode(k)}=${wire(v)}`).join('&')}`;
  });
}

function headerText(): fc.Arbitrary<string> {
  const safe = HOSTILE_STRINGS.filter((s) => HEADER_SAFE.test(s));
  return fc.oneof(
    fc.constantFrom(...safe),
    fc.string({ maxLength: 40 }).filter((s) => HEADER_SAFE.test(s)),
    fc.integer({ min: 500, max: 4_000 }).map((n) => 'h'.repeat(n)),
  );
}

function authorization(world: FuzzWorld, op: Operation): fc.Arbitrary<Record<string, string>> {
  const bad = fc.oneof(
    fc.constantFrom(
      `Bearer bfk_${'x'.repeat(40)}`,
      'Bearer ',
      'Bearer',
      'Basic YTpi',
      `bearer ${world.staffKey}`,
      `Bearer ${world.staffKey}x`,
    ),
    headerText().map((t) => `Bearer ${t}`),
  );
  return fc.oneof(
    { weight: op.staff ? 6 : 2, arbitrary: fc.constant({ authorization: `Bearer ${world.staffKey}` }) },
    { weight: op.anonymous ? 4 : 2, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constant({ authorization: `Bearer ${world.platformKey}` }) },
    { weight: 1, arbitrary: bad.map((value) => ({ authorization: value })) },
  );
}

function visitorHeaders(
  world: FuzzWorld,
  op: Operation,
  subject: number,
): fc.Arbitrary<Record<string, string>> {
  const wants = op.parameters.some((p) => p.in === 'header' && p.name === 'key');
  const own = world.visitors[subject % Math.max(1, world.visitors.length)];
  if (!wants || !own) return fc.constant({});
  const other = world.visitors[(subject + 1) % world.visitors.length]!;
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant({ username: own.username, key: own.key }) },
    { weight: 1, arbitrary: fc.constant({ username: own.username, key: other.key }) },
    { weight: 1, arbitrary: fc.constant({ username: other.username, key: other.key }) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.tuple(headerText(), headerText()).map(([username, key]) => ({ username, key })),
    },
  );
}

function otherHeaders(op: Operation): fc.Arbitrary<Record<string, string>> {
  const named = op.parameters.filter((p) => p.in === 'header' && p.name !== 'username' && p.name !== 'key');
  const entries = named.map((p) =>
    fc.option(
      fc
        .oneof(fc.constantFrom('fuzz-key-1', 'fuzz-key-2', 't=1,v1=00'), headerText())
        .map((v) => [p.name, v] as const),
      { freq: 2 },
    ),
  );
  const accept = fc.option(
    fc.constantFrom(
      'application/ld+json',
      'application/json',
      'text/html',
      '*/*',
      'application/problem+json',
      'image/png',
    ),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...entries), accept).map(([pairs, a]) => {
    const headers: Record<string, string> = Object.fromEntries(pairs.filter((x) => x !== null));
    if (a !== null) headers.accept = a;
    return headers;
  });
}

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
function validBody(
  doc: OpenApiDocument,
  world: FuzzWorld,
  op: Operation,
  schema: Schema,
  base: Record<string, unknown> | undefined,
): fc.Arbitrary<unknown> {
  const ctx = rootContext(doc, world, 'body');
  if (op.parameters.some((p) => p.name === 'Stripe-Signature')) return stripeEvents(world.paymentIds);
  // Most bodies name halls, items and room types of the location they name, as the widget would.
  const whole = fc.oneof(
    { weight: 3, arbitrary: validValue(schema, ctx).map((b) => world.alignToLocation(b)) },
    { weight: 1, arbitrary: validValue(schema, ctx) },
  );
  if (op.method === 'PATCH')
    return fc.oneof({ weight: 4, arbitrary: sparseObjectOf(schema, ctx) }, { weight: 1, arbitrary: whole });
  if (!base) return whole;
  const kept = fitTo(doc, schema, base) as Record<string, unknown>;
  const edited = fc
    .oneof(fc.constant({}), sparseObjectOf(schema, ctx))
    .map((changes) => ({ ...kept, ...changes }));
  return fc.oneof({ weight: 3, arbitrary: edited }, { weight: 1, arbitrary: whole });
}

/** Body text and its Content-Type (null: the header is left out). */
function body(
  doc: OpenApiDocument,
  world: FuzzWorld,
  op: Operation,
  base: Record<string, unknown> | undefined,
): fc.Arbitrary<{ text: string | null; type: string | null }> {
  if (!op.body) {
    if (op.method === 'GET') return fc.constant({ text: null, type: null });
    return fc.oneof(
      { weight: 9, arbitrary: fc.constant({ text: null, type: null }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...MALFORMED).map((text) => ({ text, type: 'application/json' })),
      },
    );
  }
  const declared = fc.constantFrom(...op.body.mediaTypes);
  const valid = validBody(doc, world, op, op.body.schema, base);
  return fc.oneof(
    { weight: 20, arbitrary: fc.tuple(valid, declared).map(([v, type]) => ({ text: serialise(v), type })) },
    {
      weight: 35,
      arbitrary: fc
        .tuple(valid, mutations(), declared)
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
    { weight: 1, arbitrary: declared.map((type) => ({ text: `{"a":"${'x'.repeat(1024 * 1024)}"}`, type })) },
  );
}

/** Every kind of request this runner sends to `op`. */
export function requestsFor(
  doc: OpenApiDocument,
  world: FuzzWorld,
  op: Operation,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
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
            query: query(doc, world, op),
            auth: authorization(world, op),
            visitor: visitorHeaders(world, op, subject),
            other: otherHeaders(op),
            body: body(doc, world, op, world.representation(plain)),
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
