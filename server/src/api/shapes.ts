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
  return {
    schema: generic(v.pipe(v.string('This value should be a string.'), ...actions)),
    json: {
      type: 'string',
      minLength: min,
      maxLength: max,
      ...(pattern ? { pattern: pattern.source } : {}),
      ...(example ? { examples: [example] } : {}),
    },
    range: `${XSD}string`,
  };
}

/** A whole number within bounds (money is always whole minor units). */
export function integer(options: { min?: number; max?: number } = {}): Shape {
  const { min = 0, max = 2_147_483_647 } = options;
  return {
    schema: generic(
      v.pipe(
        v.number('This value should be a whole number.'),
        v.integer('This value should be a whole number.'),
        v.minValue(min, `This value should be ${min} or more.`),
        v.maxValue(max, `This value should be ${max} or less.`),
      ),
    ),
    json: { type: 'integer', minimum: min, maximum: max },
    range: `${XSD}integer`,
  };
}

/** true or false. */
export function boolean(): Shape {
  return {
    schema: generic(v.boolean('This value should be true or false.')),
    json: { type: 'boolean' },
    range: `${XSD}boolean`,
  };
}

/** One of a fixed list of codes. */
export function choice(values: readonly string[]): Shape {
  return {
    schema: generic(v.picklist(values, `This value should be one of: ${values.join(', ')}.`)),
    json: { type: 'string', enum: [...values] },
    range: `${XSD}string`,
  };
}

function realDate(text: string): boolean {
  // A text that is not even YYYY-MM-DD is reported by the format check alone.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return true;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** A calendar date `YYYY-MM-DD` (never a timestamp: no time zone trap). */
export function date(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.string('This value should be a date (YYYY-MM-DD).'),
        v.regex(/^\d{4}-\d{2}-\d{2}$/, 'This value should be a date (YYYY-MM-DD).'),
        v.check(realDate, 'This value is not a real date.'),
      ),
    ),
    json: { type: 'string', format: 'date', examples: ['2030-05-14'] },
    range: `${XSD}date`,
  };
}

/** A local time `HH:mm`. */
export function time(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.string('This value should be a time (HH:mm).'),
        v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'This value should be a time (HH:mm).'),
      ),
    ),
    json: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['09:00'] },
    range: `${XSD}time`,
  };
}

/** An e-mail address. */
export function email(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.string('This value should be a string.'),
        v.email('This value is not a valid e-mail address.'),
      ),
    ),
    json: { type: 'string', format: 'email' },
    range: `${XSD}string`,
  };
}

/** An absolute http(s) URL. */
export function url(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.string('This value should be a string.'),
        v.maxLength(2000, 'At most 2000 characters.'),
        v.url('This value is not a valid URL.'),
        v.regex(/^https?:\/\//, 'This value should be an http or https URL.'),
      ),
    ),
    json: { type: 'string', format: 'uri', maxLength: 2000 },
    range: `${XSD}anyURI`,
  };
}

/** A colour `#rrggbb`. */
export function color(): Shape {
  return text({ min: 7, max: 7, pattern: /^#[0-9a-fA-F]{6}$/, example: '#0b5563' });
}

/**
 * An ISO 4217 currency code. Spec §5: a missing currency or the text 'null' means EUR, so `null` and
 * `"null"` are accepted and become EUR.
 */
export function currency(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.nullable(v.string('This value should be a currency code such as EUR.')),
        v.transform((value) => (value === null || value === 'null' ? 'EUR' : value)),
        v.regex(/^[A-Z]{3}$/, 'This value should be a currency code such as EUR.'),
      ),
    ),
    json: {
      type: ['string', 'null'],
      pattern: '^[A-Z]{3}$',
      description: 'ISO 4217 code of every amount of this resource; null or "null" means EUR.',
      examples: ['EUR'],
    },
    range: `${XSD}string`,
  };
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

/** A map from language tags (`nl-NL`) to text, at least one entry: the sync document's translated texts. */
export function localized(max = 2000): Shape {
  const value = text({ max });
  return {
    schema: generic(
      v.pipe(
        v.record(
          v.pipe(
            v.string(),
            v.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Keys should be language tags such as nl-NL.'),
          ),
          value.schema,
          'This value should be an object of texts by language.',
        ),
        v.check((map) => Object.keys(map).length > 0, 'At least one language.'),
      ),
    ),
    json: {
      type: 'object',
      propertyNames: { pattern: '^[a-z]{2}(-[A-Z]{2})?$' },
      additionalProperties: value.json,
      minProperties: 1,
      examples: [{ 'en-US': 'Projector', 'nl-NL': 'Beamer' }],
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

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** An IANA time zone such as Europe/Amsterdam (local times of a location are in it). */
export function timeZone(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.string('This value should be a time zone such as Europe/Amsterdam.'),
        v.check(isTimeZone, 'This value should be an IANA time zone such as Europe/Amsterdam.'),
      ),
    ),
    json: { type: 'string', examples: ['Europe/Amsterdam'] },
    range: `${XSD}string`,
  };
}
