// What a careless or hostile client sends instead of a valid value: wrong types, huge strings, NUL and
// other control characters, lone surrogates, `__proto__` and `constructor` keys, deep nesting, numbers
// JSON cannot carry exactly, and look-alikes of our formats (dates that do not exist, IRIs of nothing).
// `RawJson` carries text that JSON.stringify could never produce (`1e999`, 100,000 open brackets).
import fc from 'fast-check';

/** JSON text spliced verbatim into a body where this value stands. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A shape a deep-nesting value takes. */
function nested(depth: number, shape: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = shape === 'array' ? [value] : { a: value };
  return value;
}

/** An object whose own enumerable keys include `__proto__` (JSON.parse makes it so; a literal would not). */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

const PROTO_OBJECTS: unknown[] = [
  JSON.parse('{"__proto__":{"isAdmin":true,"status":"confirmed"}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  JSON.parse('{"__proto__":null}'),
];

/** Strings that break naive parsers, databases and formats. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0001\u001f\u007f',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff1',
  '%00',
  '%zz',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' OR 1=1 --",
  '"; DROP TABLE bookings; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '0x10',
  '00001',
  '1.5',
  '-1',
  '0',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2031-02-30',
  '2031-13-01',
  '0000-00-00',
  '9999-12-31',
  '+275760-09-13',
  '2031-1-1',
  '24:00',
  '23:60',
  '99:99',
  '-1:00',
  '/api/locations/0',
  '/api/locations/-1',
  '/api/locations/1.5',
  '/api/locations/99999999999',
  '/api/locations/1/../../halls/1',
  '/api/halls/1',
  '/api/bookings/1',
  'http://evil.example/api/locations/1',
  '//evil.example/api/locations/1',
  'a@b',
  '@example.com',
  `${'x'.repeat(300)}@example.com`,
  'fuzz@example.com\r\nBcc: x@example.com',
];

/** A huge string: 1 KB to 300 KB of one character, or of a multi-byte one. */
export function hugeStrings(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 1_000, max: 300_000 }), fc.constantFrom('A', 'é', '€', '😀', '\u0000'))
    .map(([n, c]) => c.repeat(Math.ceil(n / c.length)));
}

/** A hostile string value (for a body, a query or a path). */
export function hostileStrings(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: hugeStrings() },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => `${s}\u0000${s}`) },
  );
}

/** Numbers at the edges of JSON and JavaScript. */
function hostileNumbers(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(0, -1, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 5e-324),
    fc.constantFrom(
      new RawJson('1e999'),
      new RawJson('-1e999'),
      new RawJson('1E400'),
      new RawJson('123456789012345678901234567890'),
    ),
    fc.double(),
  );
}

/** Deep nesting, as values (JSON.stringify can write them) or as raw text far deeper than that. */
function deepValues(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc
      .tuple(fc.integer({ min: 30, max: 1_000 }), fc.constantFrom('array' as const, 'object' as const))
      .map(([d, s]) => nested(d, s)),
    fc.integer({ min: 3_000, max: 200_000 }).map((d) => new RawJson(`${'['.repeat(d)}${']'.repeat(d)}`)),
    fc.integer({ min: 3_000, max: 100_000 }).map((d) => new RawJson(`${'{"a":'.repeat(d)}1${'}'.repeat(d)}`)),
  );
}

/** Any hostile JSON value: the wrong type, an edge, a huge or nasty string, deep nesting, a prototype key. */
export function hostileValues(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileStrings() },
    { weight: 3, arbitrary: hostileNumbers() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], { '@id': '/api/halls/1' }),
    },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_OBJECTS) },
    { weight: 1, arbitrary: deepValues() },
    { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 500, maxLength: 5_000 }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Keys a body should not have: unknown names, JSON-LD look-alikes, prototype keys, NUL, huge. */
export function hostileKeys(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'unknownField',
      '@id',
      '@type',
      '@context',
      'id',
      'status',
      'partner',
      'keyHash',
      'a\u0000b',
      '',
    ),
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.integer({ min: 1_000, max: 50_000 }).map((n) => 'k'.repeat(n)),
  );
}

/** JSON text of `value`, with every RawJson spliced in verbatim. */
export function serialise(value: unknown): string {
  const raws: RawJson[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v);
    return `\u0001raw:${raws.length}\u0001`;
  });
  if (text === undefined) return 'null';
  if (raws.length === 0) return text;
  let i = 0;
  return text.replace(/"\\u0001raw:\d+\\u0001"/g, () => raws[i++]!.text);
}
