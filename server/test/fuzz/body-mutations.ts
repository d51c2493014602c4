// Turns a valid body into an invalid one a few edits at a time: a member replaced by a hostile value,
// an unknown or prototype key added, a required member dropped, the whole body swapped for another
// JSON type. Edits are data (a path index, a kind, a value), so fast-check shrinks them like any value
// and the report shows which edit broke the server.
import fc from 'fast-check';
import { hostileKeys, hostileValues, RawJson, withOwnKey } from './hostile-values.ts';

/** One edit of a body. `at` picks a container of the body (modulo how many it has). */
export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'root'; value: unknown };

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number };

// Edits reach this deep; deeper nesting (the hostile values' own) is carried along as it is.
const REACH = 40;

function slots(value: unknown, into: Slot[] = [], depth = 0): Slot[] {
  if (value === null || typeof value !== 'object' || value instanceof RawJson || depth > REACH) return into;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, child] of entries) {
    into.push({ parent: value as Slot['parent'], key });
    slots(child, into, depth + 1);
  }
  return into;
}

function containers(value: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (v: unknown, depth: number) => {
    if (v === null || typeof v !== 'object' || v instanceof RawJson || depth > REACH) return;
    if (!Array.isArray(v)) found.push(v as Record<string, unknown>);
    for (const child of Object.values(v)) visit(child, depth + 1);
  };
  visit(value, 0);
  return found;
}

/**
 * A copy, as deep as edits reach, that keeps RawJson and own `__proto__` keys (structuredClone would lose
 * the first); what lies deeper is never edited, so it may be shared.
 */
function copy(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || value instanceof RawJson || depth > REACH + 1)
    return value;
  if (Array.isArray(value)) return value.map((v) => copy(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) withOwnKey(out, key, copy(child, depth + 1));
  return out;
}

function set(slot: Slot, value: unknown): void {
  if (Array.isArray(slot.parent)) slot.parent[slot.key as number] = value;
  else withOwnKey(slot.parent, slot.key as string, value);
}

/** `body` after the edits, in order; the input is not changed. */
export function applyMutations(body: unknown, mutations: Mutation[]): unknown {
  // Copies, so edits never reach the generator's shared constants.
  let result = copy(body);
  for (const m of mutations) {
    if (m.kind === 'root') {
      result = copy(m.value);
      continue;
    }
    if (m.kind === 'add') {
      const targets = containers(result);
      if (targets.length > 0) withOwnKey(targets[m.at % targets.length]!, m.key, copy(m.value));
      continue;
    }
    const all = slots(result);
    if (all.length === 0) continue;
    const slot = all[m.at % all.length]!;
    if (m.kind === 'replace') set(slot, copy(m.value));
    else if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
    else delete slot.parent[slot.key as string];
  }
  return result;
}

/** One to three edits, mostly replacing a member with a hostile value. */
export function mutations(): fc.Arbitrary<Mutation[]> {
  const at = fc.nat({ max: 10_000 });
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: hostileValues() }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('add' as const),
        at,
        key: hostileKeys(),
        value: hostileValues(),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), at }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('root' as const), value: hostileValues() }) },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}
