import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = { [key: string]: unknown };

/**
 * One value type described once: the valibot schema that validates writes, the JSON Schema the OpenAPI
 * document shows, and the XSD range Hydra documents. Everything below builds all three together, so
 * validation and documentation cannot disagree.
 */
export type Shape = {
  schema: v.GenericSchema<unknown, unknown>;
  json: JsonSchema;
  range: string;
  /** Set by `optional`: the key may be absent (its default, if any, fills it in). */
  optional?: { default?: unknown };
};

const XSD = 'http://www.w3.org/2001/XMLSchema#';
// valibot's precise generic types do not survive being stored in one `Shape`; validation is unaffected.
const generic = (schema: unknown) => schema as Shape['schema'];
type StringAction = v.PipeItem<string, string, v.BaseIssue<unknown>>;

// A leaf's JSON Schema is generated from its valibot schema, so the two cannot disagree; checks JSON
// Schema cannot express (not only spaces) are left to the server. Composites below (nullable, arrays,
// objects, records) compose their parts' JSON instead, to keep each part's title, examples and
// descriptions, which a conversion of the whole could not know.
function jsonOf(schema: Shape['schema'], extra: JsonSchema = {}): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
  });
  return { ...json, ...extra };
}

/** Text, optionally bounded and patterned; blank text is refused unless `min` is 0. */
export function text(
  options: { min?: number; max?: number; pattern?: RegExp; example?: string } = {},
): Shape {
  const { min = 1, max = 2000, pattern, example } = options;
  const actions: StringAction[] = [
    v.minLength(min, min === 1 ? 'This value should not be blank.' : `At least ${min} characters.`),
    v.maxLength(max, `At most ${max} characters.`),
    // Only spaces is blank too; an empty text is already reported by the length check.
    ...(min > 0
      ? [v.check((s: string) => s === '' || s.trim() !== '', 'This value should not be blank.')]
      : []),
    ...(pattern ? [v.regex(pattern, `This value should match ${pattern.source}.`)] : []),
  ] as StringAction[];
  const schema = generic(v.pipe(v.string('This value should be a string.'), ...actions));
  return { schema, json: jsonOf(schema, example ? { examples: [example] } : {}), range: `${XSD}string` };
}

/** A whole number within bounds (money is always whole minor units). */
export function integer(options: { min?: number; max?: number } = {}): Shape {
  const { min = 0, max = 2_147_483_647 } = options;
  const schema = generic(
    v.pipe(
      v.number('This value should be a whole number.'),
      v.integer('This value should be a whole number.'),
      v.minValue(min, `This value should be ${min} or more.`),
      v.maxValue(max, `This value should be ${max} or less.`),
    ),
  );
  return { schema, json: jsonOf(schema), range: `${XSD}integer` };
}

/** true or false. */
export function boolean(): Shape {
  const schema = generic(v.boolean('This value should be true or false.'));
  return { schema, json: jsonOf(schema), range: `${XSD}boolean` };
}

/** One of a fixed list of codes. */
export function choice(values: readonly string[]): Shape {
  const schema = generic(v.picklist(values, `This value should be one of: ${values.join(', ')}.`));
  return { schema, json: jsonOf(schema), range: `${XSD}string` };
}

/** `shape` or null. */
export function nullable(shape: Shape): Shape {
  const type = shape.json.type;
  const json =
    typeof type === 'string'
      ? { ...shape.json, type: [type, 'null'] }
      : { anyOf: [shape.json, { type: 'null' }] };
  return { ...shape, schema: generic(v.nullable(shape.schema)), json };
}

/** A key that may be absent; absent becomes `fallback` when one is given. */
export function optional(shape: Shape, fallback?: unknown): Shape {
  const schema = fallback === undefined ? v.optional(shape.schema) : v.optional(shape.schema, fallback);
  return {
    ...shape,
    schema: generic(schema),
    json: fallback === undefined ? shape.json : { ...shape.json, default: fallback },
    optional: fallback === undefined ? {} : { default: fallback },
  };
}

/** A list of `item`, at most `max` long. */
export function array(item: Shape, options: { min?: number; max?: number } = {}): Shape {
  const { min = 0, max = 1000 } = options;
  return {
    schema: generic(
      v.pipe(
        v.array(item.schema, 'This value should be a list.'),
        v.minLength(min, `At least ${min} entries.`),
        v.maxLength(max, `At most ${max} entries.`),
      ),
    ),
    json: { type: 'array', items: item.json, ...(min > 0 ? { minItems: min } : {}), maxItems: max },
    range: item.range,
  };
}

/** A JSON object with exactly these keys (unknown keys are refused, never ignored). */
export function object(entries: Record<string, Shape>, title?: string): Shape {
  const schemaEntries = Object.fromEntries(Object.entries(entries).map(([key, s]) => [key, s.schema]));
  const required = Object.entries(entries)
    .filter(([, s]) => !s.optional)
    .map(([key]) => key);
  return {
    schema: generic(v.strictObject(schemaEntries, 'This value should be an object.')),
    json: {
      type: 'object',
      ...(title ? { title } : {}),
      properties: Object.fromEntries(Object.entries(entries).map(([key, s]) => [key, s.json])),
      ...(required.length > 0 ? { required } : {}),
      additionalProperties: false,
    },
    range: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#JSON',
  };
}

/** An object whose keys match `keyPattern` and whose values are `value` (e.g. capacities by layout code). */
export function record(keyPattern: RegExp, value: Shape, title?: string): Shape {
  return {
    schema: generic(
      v.record(
        v.pipe(v.string(), v.regex(keyPattern, `Keys should match ${keyPattern.source}.`)),
        value.schema,
        'This value should be an object.',
      ),
    ),
    json: {
      type: 'object',
      ...(title ? { title } : {}),
      propertyNames: { pattern: keyPattern.source },
      additionalProperties: value.json,
    },
    range: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#JSON',
  };
}
