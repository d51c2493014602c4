import type { Field, Resource } from '../api/resource.ts';
import type { JsonSchema } from '../api/shapes.ts';
import { nullable } from '../api/shapes.ts';
import { writeShape } from '../api/write.ts';

/** The JSON Schema of a field as the API sends it. */
export function readSchema(field: Field): JsonSchema {
  let schema: JsonSchema;
  if (field.fields) {
    schema = {
      type: 'object',
      properties: Object.fromEntries(field.fields.map((sub) => [sub.name, readSchema(sub)])),
      required: field.fields.map((sub) => sub.name),
    };
  } else {
    schema = (field.nullable ? nullable(field.shape) : field.shape).json;
  }
  return {
    ...schema,
    description: field.description,
    ...(field.access === 'read' ? { readOnly: true } : {}),
  };
}

/** A resource as read: `@id`, `@type` and every field. */
export function memberSchema(resource: Resource): JsonSchema {
  return {
    type: 'object',
    title: resource.type,
    description: resource.description,
    properties: {
      '@id': {
        type: 'string',
        format: 'iri-reference',
        readOnly: true,
        examples: [`/api/${resource.path}/1`],
      },
      '@type': { const: resource.type, readOnly: true },
      ...Object.fromEntries(resource.fields.map((field) => [field.name, readSchema(field)])),
    },
    required: ['@id', '@type', ...resource.fields.map((field) => field.name)],
  };
}

/** A single resource response: the member plus its `@context`. */
export function itemSchema(resource: Resource): JsonSchema {
  const member = memberSchema(resource);
  return {
    ...member,
    properties: {
      '@context': { const: `/api/contexts/${resource.type}` },
      ...(member.properties as JsonSchema),
    },
  };
}

/** The Hydra collection of a resource. */
export function collectionSchema(resource: Resource): JsonSchema {
  return {
    type: 'object',
    title: `${resource.type} collection`,
    properties: {
      '@context': { const: `/api/contexts/${resource.type}` },
      '@id': { type: 'string' },
      '@type': { const: 'Collection' },
      totalItems: { type: 'integer', minimum: 0 },
      member: { type: 'array', items: { $ref: `#/components/schemas/${resource.type}` } },
      view: {
        type: 'object',
        description:
          'Links to the first, last, previous and next pages; they keep the filters and page size.',
        properties: Object.fromEntries(
          ['@id', '@type', 'first', 'last', 'previous', 'next'].map((key) => [key, { type: 'string' }]),
        ),
      },
      search: { type: 'object', description: 'A Hydra IriTemplate naming every filter.' },
    },
    required: ['@context', '@id', '@type', 'totalItems', 'member'],
  };
}

/** A POST (`create`) or PUT (`replace`) body: derived from the same schema that validates it. */
export function writeSchema(resource: Resource, mode: 'create' | 'replace'): JsonSchema {
  return writeShape(resource, mode).json;
}

function patchOf(schema: JsonSchema): JsonSchema {
  if (schema.type !== 'object' || !schema.properties) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties as Record<string, JsonSchema>).map(([key, value]) => {
      const inner = patchOf(value);
      const type = inner.type;
      const withNull = Array.isArray(type)
        ? type.includes('null')
          ? inner
          : { ...inner, type: [...type, 'null'] }
        : typeof type === 'string'
          ? { ...inner, type: [type, 'null'] }
          : { anyOf: [inner, { type: 'null' }] };
      const { default: _default, ...rest } = withNull as JsonSchema;
      return [key, rest];
    }),
  );
  const { required: _required, ...rest } = schema;
  return { ...rest, properties };
}

/** A merge-patch body (RFC 7396): every key optional; `null` removes (a default then applies). */
export function patchSchema(resource: Resource): JsonSchema {
  return { ...patchOf(writeSchema(resource, 'replace')), title: `${resource.type}.patch` };
}
