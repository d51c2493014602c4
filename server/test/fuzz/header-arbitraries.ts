// Headers for one operation: credentials (none, the staff key, the platform key, a bad key, a visitor's
// own or someone else's), the operation's own header parameters, and an Accept header.
import fc from 'fast-check';
import type { FuzzWorld } from './fuzz-request.ts';
import { HOSTILE_STRINGS } from './hostile-values.ts';
import type { Operation } from './openapi-operations.ts';

// Node refuses control characters in header values before sending; these stay sendable.
const HEADER_SAFE = /^[\t\x20-\x7e]*$/;

function headerText(): fc.Arbitrary<string> {
  const safe = HOSTILE_STRINGS.filter((s) => HEADER_SAFE.test(s));
  return fc.oneof(
    fc.constantFrom(...safe),
    fc.string({ maxLength: 40 }).filter((s) => HEADER_SAFE.test(s)),
    fc.integer({ min: 500, max: 4_000 }).map((n) => 'h'.repeat(n)),
  );
}

/** The Authorization header, or none. */
export function authorization(world: FuzzWorld, op: Operation): fc.Arbitrary<Record<string, string>> {
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

/** `username` and `key` for operations that take them; `subject` picks the booking. */
export function visitorHeaders(
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

/** The operation's other header parameters (Idempotency-Key, Stripe-Signature) and Accept. */
export function otherHeaders(op: Operation): fc.Arbitrary<Record<string, string>> {
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
