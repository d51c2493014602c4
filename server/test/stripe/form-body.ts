/**
 * Request parameters as Stripe's API receives them: `application/x-www-form-urlencoded` with bracket
 * notation (`metadata[booking]=42`, `payment_method_types[0]=card`, `a[]=x`), as the `stripe` SDK and
 * Stripe.js send them. JSON bodies are accepted too, for the test-only endpoints.
 */
export type ParamValue = string | Params | ParamValue[];
/** Decoded parameters: nested objects for brackets, arrays for numeric or empty brackets. */
export type Params = { [key: string]: ParamValue };

/** Decodes a form-encoded text (a body, or a query string without `?`) into nested parameters. */
export function decodeForm(text: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = splitKey(rawKey);
    if (path.length > 0) assign(root, path, value);
  }
  return arraysFromIndexes(root) as Params;
}

/** Parses a body by its content type: JSON objects, or form encoding for everything else. */
export function decodeBody(contentType: string | undefined, text: string): Params {
  if (text.trim() === '') return {};
  if (contentType?.toLowerCase().includes('application/json')) {
    const parsed: unknown = JSON.parse(text);
    return isParams(parsed) ? parsed : {};
  }
  return decodeForm(text);
}

/** `a[b][0][]` → `['a', 'b', '0', '']`; an empty segment means "append". */
function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return key === '' ? [] : [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  for (const match of rest.matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
  return path;
}

function assign(target: Params, path: string[], value: string): void {
  let node: Params = target;
  path.forEach((segment, index) => {
    const last = index === path.length - 1;
    // An empty segment (`a[]`) appends: give it the next free index.
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (last) {
      node[key] = value;
      return;
    }
    const child = node[key];
    if (child === undefined || typeof child === 'string' || Array.isArray(child)) node[key] = {};
    node = node[key] as Params;
  });
}

/** Objects whose keys are exactly 0…n-1 become arrays (Stripe's "indexed" array format). */
function arraysFromIndexes(value: ParamValue): ParamValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: Params = {};
  for (const key of keys) converted[key] = arraysFromIndexes(value[key] as ParamValue);
  const indexed = keys.length > 0 && keys.every((key, index) => key === String(index));
  return indexed ? keys.map((key) => converted[key] as ParamValue) : converted;
}

function isParams(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
