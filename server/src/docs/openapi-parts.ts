import type { Filter, Resource } from '../api/resource.ts';
import type { JsonSchema } from '../api/shapes.ts';
import { ERROR_CODES } from '../domain/error-codes.ts';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from '../hydra/pagination.ts';

/** A media type entry with a schema. */
export const json = (schema: JsonSchema) => ({ schema });
/** A reference to a component schema. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A documented error answer. */
export const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': json(ref('Problem')) },
});

/** The errors every operation of a kind may answer. */
export const ERRORS = {
  read: { '401': problem('The Authorization header holds no valid staff key.') },
  write: {
    '400': problem('The body is not JSON, or not a JSON object.'),
    '401': problem('No staff key (WWW-Authenticate: Bearer), or an invalid one.'),
    '403': problem('A platform key cannot write partner data.'),
    '409': problem('A duplicate key or code, or a reference that would break.'),
    '413': problem('The body is too large.'),
    '415': problem('The Content-Type is not accepted.'),
    '422': problem('Validation failed: `violations` lists every property path, message and code.'),
  },
};

/** The OpenAPI parameters of a list of filters (range filters expand to their five operators). */
export function filterParameters(filters: Filter[]): JsonSchema[] {
  return filters.flatMap((filter) => {
    const names = filter.range
      ? ['between', 'gt', 'gte', 'lt', 'lte'].map((op) => `${filter.name}[${op}]`)
      : [filter.name];
    return names.map((name) => ({
      name,
      in: 'query',
      required: filter.required ?? false,
      description:
        filter.range && name.endsWith('[between]')
          ? `${filter.description} Written min..max, e.g. 20..80.`
          : filter.description,
      schema: name.endsWith('[between]')
        ? { type: 'string', pattern: '^\\d+(\\.\\d+)?\\.\\.\\d+(\\.\\d+)?$' }
        : filter.schema,
    }));
  });
}

/** `page`, `itemsPerPage` and one `order[property]` per ordering. */
export function collectionParameters(resource: Resource): JsonSchema[] {
  const orderNames = ['order', ...(resource.orderAliases ?? [])];
  return [
    { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
    {
      name: 'itemsPerPage',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: MAX_ITEMS_PER_PAGE, default: DEFAULT_ITEMS_PER_PAGE },
    },
    ...Object.keys(resource.orders).flatMap((property) =>
      orderNames.map((name) => ({
        name: `${name}[${property}]`,
        in: 'query',
        description: `Order by ${property}${name === 'order' ? '' : ' (alias of order)'}.`,
        schema: { type: 'string', enum: ['asc', 'desc'] },
      })),
    ),
  ];
}

/**
 * The Problem component with `code` as the error catalogue's enum (domain/error-codes.ts), each code's
 * status and meaning listed in its description: clients see every code they may have to handle.
 */
export function problemWithCodes(problem: JsonSchema): JsonSchema {
  const properties = (problem.properties ?? {}) as Record<string, JsonSchema>;
  const list = Object.entries(ERROR_CODES)
    .map(([code, { status, message }]) => `- \`${code}\` (${status}): ${message}`)
    .join('\n');
  const code = {
    ...properties.code,
    enum: Object.keys(ERROR_CODES),
    description: `The stable error code clients translate (\`detail\` is for developers and may change):\n${list}`,
  };
  return { ...problem, properties: { ...properties, code } };
}
