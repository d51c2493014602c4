/**
 * JSON text of plain data that does not trust the host page's prototypes. Hotel sites still run
 * Prototype.js, which adds `Array.prototype.toJSON` (an array of two becomes `"ARRAY:2"` under
 * `JSON.stringify`); any `toJSON` a page adds to Object, Array or String would change what the widget
 * sends and stores. This writes arrays, plain objects, strings, finite numbers, booleans and null
 * itself and never calls a `toJSON` (a Date becomes its ISO instant). What JSON cannot hold is left out
 * of objects and written as null in arrays, as `JSON.stringify` does. Pure.
 */
export function plainJson(value: unknown): string {
  return write(value) ?? 'null';
}

function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      // A primitive string: JSON.stringify never looks up `toJSON` on one (only on objects).
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value === null) return 'null';
      if (value instanceof Date)
        return Number.isNaN(value.getTime()) ? 'null' : JSON.stringify(value.toISOString());
      if (Array.isArray(value)) return `[${value.map((item) => write(item) ?? 'null').join(',')}]`;
      return `{${Object.keys(value)
        .flatMap((key) => {
          const text = write((value as Record<string, unknown>)[key]);
          return text === undefined ? [] : [`${JSON.stringify(key)}:${text}`];
        })
        .join(',')}}`;
    default:
      // undefined, functions, symbols and bigints have no JSON form.
      return undefined;
  }
}
