import type { Params, ParamValue } from './form-body.ts';
import { invalidInteger, invalidParam, missingParam } from './stripe-errors.ts';

/** Stripe's metadata: string values, keys set by name, an empty value deletes the key. */
export type Metadata = Record<string, string>;

function scalar(value: ParamValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  // JSON bodies (test endpoints) may hold numbers or booleans; form bodies only hold strings.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value : undefined;
}

/** An optional string parameter; an object or array where a string belongs is a 400. */
export function optionalString(params: Params, name: string, path = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  const text = scalar(value);
  if (text === undefined) throw invalidParam(path, `Invalid string: ${path}`);
  return text;
}

/** A required, non-empty string parameter. */
export function requiredString(params: Params, name: string, path = name): string {
  const text = optionalString(params, name, path);
  if (text === undefined || text === '') throw missingParam(path);
  return text;
}

/** An optional whole number written in decimal digits, as Stripe's amounts are. */
export function optionalInteger(params: Params, name: string, path = name): number | undefined {
  const text = optionalString(params, name, path);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw invalidInteger(path);
  return Number(text);
}

/** A required whole number. */
export function requiredInteger(params: Params, name: string, path = name): number {
  const value = optionalInteger(params, name, path);
  if (value === undefined) throw missingParam(path);
  return value;
}

/** An optional `true`/`false` parameter. */
export function optionalBoolean(params: Params, name: string, path = name): boolean | undefined {
  const text = optionalString(params, name, path);
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false') throw invalidParam(path, `Invalid boolean: ${text}`);
  return text === 'true';
}

/** One of a closed list of values. */
export function optionalEnum<T extends string>(
  params: Params,
  name: string,
  allowed: readonly T[],
  path = name,
): T | undefined {
  const text = optionalString(params, name, path);
  if (text === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(text)) {
    throw invalidParam(path, `Invalid ${path}: must be one of ${allowed.join(', ')}`);
  }
  return text as T;
}

/** A nested hash parameter (`automatic_payment_methods[enabled]`); absent gives `{}`. */
export function optionalHash(params: Params, name: string): Params {
  const value = params[name];
  if (value === undefined || value === '') return {};
  if (typeof value === 'string' || Array.isArray(value)) throw invalidParam(name, `Invalid hash: ${name}`);
  return value;
}

/** An array of strings (`payment_method_types[0]=card`). */
export function optionalStringArray(params: Params, name: string): string[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items.map((item, index) => {
    const text = scalar(item);
    if (text === undefined) throw invalidParam(`${name}[${index}]`, `Invalid array: ${name}`);
    return text;
  });
}

/**
 * Applies a `metadata` parameter to existing metadata the way Stripe does: keys are set one by one, an
 * empty value unsets a key, and `metadata=` (empty) clears everything.
 */
export function mergeMetadata(current: Metadata, params: Params): Metadata {
  const value = params.metadata;
  if (value === undefined) return current;
  if (value === '') return {};
  if (typeof value === 'string') throw invalidParam('metadata', 'Invalid hash: metadata');
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  const next = { ...current };
  for (const [key, item] of entries) {
    const text = scalar(item);
    if (text === undefined) throw invalidParam(`metadata[${key}]`, `Invalid string: metadata[${key}]`);
    if (text === '') delete next[key];
    else next[key] = text;
  }
  return next;
}
