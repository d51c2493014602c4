// Query strings for one operation: every declared parameter with a valid value (required ones always,
// optional ones now and then), then half the time one or two edits: a value made hostile, a parameter
// repeated or dropped, or an unknown one added (`order[__proto__]`, `constructor[prototype][x]`).
import fc from 'fast-check';
import type { FuzzWorld } from './fuzz-request.ts';
import { hostileStrings } from './hostile-values.ts';
import type { OpenApiDocument, Operation } from './openapi-operations.ts';
import { orderSpans, rootContext, validValue } from './schema-values.ts';
import { asText, encode, wireValue } from './url-values.ts';

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

/** `?a=1&b=2`, or the empty string. */
export function query(doc: OpenApiDocument, world: FuzzWorld, op: Operation): fc.Arbitrary<string> {
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
