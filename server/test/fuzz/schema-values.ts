// Valid values from a JSON Schema of the document, as fast-check arbitraries: what a careful client
// would send, biased towards boundaries (empty and longest strings, minimum and maximum numbers, the
// documented examples) and towards things that exist (IRIs of the seeded catalogue, near-future days),
// so requests get past validation into the code behind it.
import fc from 'fast-check';
import { type OpenApiDocument, resolveSchema, type Schema } from './openapi-operations.ts';

/** What valid values may point at: IRIs that exist on the server under test, and its today. */
export type ValuePools = {
  /** IRIs (`/api/halls/3`) a property or parameter of this name most likely refers to; may be empty. */
  irisFor(name: string): string[];
  /** `YYYY-MM-DD`, UTC. */
  today: string;
};

/** Where a value sits: the schema's document, the property name, and how deep. */
export type ValueContext = {
  doc: OpenApiDocument;
  pools: ValuePools;
  name: string;
  depth: number;
  /** Arrays already entered: only the outermost may be generated at its full `maxItems`. */
  arrays: number;
};

// Members that name the two ends of a span: a careful client sends them in order (most of the time).
const SPANS: [string, string][] = [
  ['startTime', 'endTime'],
  ['startDate', 'endDate'],
  ['arrivalDate', 'departureDate'],
  ['validFrom', 'validUntil'],
  ['lateCheckoutRooms', 'amount'],
];

/** `value` with each span's ends in order (start before end), as far as both are strings or numbers. */
export function orderSpans<T extends Record<string, unknown>>(value: T): T {
  const out: Record<string, unknown> = { ...value };
  for (const [start, end] of SPANS) {
    const a = out[start];
    const b = out[end];
    const comparable =
      (typeof a === 'string' && typeof b === 'string') || (typeof a === 'number' && typeof b === 'number');
    if (comparable && a > b) {
      out[start] = b;
      out[end] = a;
    }
  }
  return out as T;
}

const MAX_DEPTH = 8;

/** `YYYY-MM-DD` that many days after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function dates(pools: ValuePools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: -3, max: 500 }).map((n) => addDays(pools.today, n)) },
    { weight: 1, arbitrary: fc.constantFrom(pools.today, '2028-02-29', '2030-12-31', '2031-01-01') },
  );
}

function emails(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.nat({ max: 50 }).map((n) => `fuzz${n}@example.com`) },
    { weight: 1, arbitrary: fc.constantFrom('a.b+tag@example.org', 'X@EXAMPLE.COM') },
    { weight: 1, arbitrary: fc.emailAddress() },
  );
}

function iris(ctx: ValueContext): fc.Arbitrary<string> | null {
  const known = ctx.pools.irisFor(ctx.name);
  if (known.length === 0) return null;
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...known) },
    // The bare id is accepted where an IRI is, by the document's patterns.
    { weight: 1, arbitrary: fc.constantFrom(...known).map((iri) => iri.split('/').pop()!) },
  );
}

function strings(schema: Schema, ctx: ValueContext): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 60);
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === 'date') return dates(ctx.pools);
  if (schema.format === 'email' || /e-?mail$/i.test(ctx.name)) return emails().filter(fits);
  if (schema.format === 'uri') return fc.constantFrom('https://example.com/', 'https://example.com/a?b=c');
  const known = schema.format === 'iri-reference' || !schema.pattern ? iris(ctx) : null;
  if (known) return known;
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    return schema.maxLength === undefined && min === 0 ? matching : matching.filter(fits);
  }
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 40) }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(min)) },
    // The longest value the contract allows, in two-byte characters.
    { weight: 1, arbitrary: fc.constant('é'.repeat(Math.min(max, 100_000))) },
  );
}

function numbers(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (integer ? -1_000_000 : -1e9);
  const max = schema.maximum ?? (integer ? 1_000_000 : 1e9);
  const any = integer
    ? fc.integer({ min, max })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: any }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
}

function objects(schema: Schema, ctx: ValueContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}).filter(
    // Read-only members are the server's to write; sending them is the hostile mutations' job.
    ([name, s]) => !resolveSchema(ctx.doc, s).readOnly && !name.startsWith('@'),
  );
  const required = new Set(schema.required ?? []);
  if (properties.length === 0 && schema.additionalProperties && schema.additionalProperties !== true) {
    const names = schema.propertyNames ? resolveSchema(ctx.doc, schema.propertyNames) : null;
    const keys = !names
      ? fc.string({ minLength: 1, maxLength: 12 })
      : names.enum
        ? fc.constantFrom(...names.enum.map(String))
        : strings(names, { ...ctx, name: 'key' });
    return fc.dictionary(keys, validValue(schema.additionalProperties, { ...ctx, depth: ctx.depth + 1 }), {
      minKeys: schema.minProperties ?? 0,
      maxKeys: Math.max(schema.minProperties ?? 0, 4),
    });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, s] of properties) model[name] = validValue(s, { ...ctx, name, depth: ctx.depth + 1 });
  const record = fc.record(model, {
    requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
  });
  return fc.oneof({ weight: 4, arbitrary: record.map(orderSpans) }, { weight: 1, arbitrary: record });
}

/** A merge-patch: one to three members of `schema`, as a client changing a few fields sends. */
export function sparseObjectOf(schema: Schema, ctx: ValueContext): fc.Arbitrary<Record<string, unknown>> {
  const s = resolveSchema(ctx.doc, schema);
  const names = Object.entries(s.properties ?? {})
    .filter(([name, p]) => !resolveSchema(ctx.doc, p).readOnly && !name.startsWith('@'))
    .map(([name]) => name);
  if (names.length === 0) return validValue(schema, ctx) as fc.Arbitrary<Record<string, unknown>>;
  // Built once: arbitraries cost far more to build than to draw from.
  const members = Object.fromEntries(
    names.map((name) => [name, validValue(s.properties![name]!, { ...ctx, name, depth: ctx.depth + 1 })]),
  );
  return fc
    .subarray(names, { minLength: 1, maxLength: Math.min(3, names.length) })
    .chain((chosen) => fc.record(Object.fromEntries(chosen.map((name) => [name, members[name]!]))))
    .map(orderSpans);
}

function arrays(schema: Schema, ctx: ValueContext): fc.Arbitrary<unknown[]> {
  // `locations: [...]` holds locations: its items take the singular name (for IRIs of that kind).
  const name = ctx.name.replace(/s$/, '');
  const item = validValue(schema.items ?? {}, { ...ctx, name, depth: ctx.depth + 1, arrays: ctx.arrays + 1 });
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? 10;
  const usual = fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min(max, 3)) });
  if (ctx.arrays > 0 || max > 200) return usual;
  // The longest list the contract allows, once per body at most (nested lists stay short).
  return fc.oneof(
    { weight: 12, arbitrary: usual },
    { weight: 1, arbitrary: fc.array(item, { minLength: max, maxLength: max }) },
  );
}

function byType(type: string, schema: Schema, ctx: ValueContext): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return strings(schema, ctx);
    case 'integer':
      return numbers(schema, true);
    case 'number':
      return numbers(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrays(schema, ctx);
    case 'object':
      return objects(schema, ctx);
    default:
      return fc.constant(null);
  }
}

/** A valid value of `schema` (as far as a schema can tell), biased towards boundaries and real IRIs. */
export function validValue(schema: Schema, ctx: ValueContext): fc.Arbitrary<unknown> {
  const s = resolveSchema(ctx.doc, schema);
  if (ctx.depth > MAX_DEPTH) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  let generated: fc.Arbitrary<unknown>;
  if (alternatives) {
    // A null branch is "absent" (and in a merge-patch "delete"): taken less often, so most bodies keep
    // what a resource needs.
    generated = fc.oneof(
      ...alternatives.map((a) => ({
        weight: resolveSchema(ctx.doc, a).type === 'null' ? 1 : 4,
        arbitrary: validValue(a, ctx),
      })),
    );
  } else if (Array.isArray(s.type))
    generated = fc.oneof(
      ...s.type.map((t) => ({ weight: t === 'null' ? 1 : 4, arbitrary: byType(t, s, ctx) })),
    );
  else if (s.type) generated = byType(s.type, s, ctx);
  else if (s.properties) generated = objects(s, ctx);
  else generated = fc.jsonValue({ maxDepth: 2 });
  if (!s.examples?.length) return generated;
  return fc.oneof(generated, fc.constantFrom(...s.examples));
}

/** The context of a top-level value (a body or one parameter). */
export function rootContext(doc: OpenApiDocument, pools: ValuePools, name: string): ValueContext {
  return { doc, pools, name, depth: 0, arrays: 0 };
}
