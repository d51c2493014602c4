import type { Resource } from '../api/resource.ts';
import type { JsonSchema } from '../api/shapes.ts';
import { BOOKING_PATHS } from '../resources/bookings/bookings.openapi.ts';
import { DESK_PATHS } from '../resources/desk/desk.openapi.ts';
import { PAYMENT_PATHS } from '../resources/payments/payments.openapi.ts';
import { RESOURCES } from '../resources/registry.ts';
import { VISITOR_ACCOUNT_PATHS } from '../resources/visitor-accounts/visitor-accounts.openapi.ts';
import { contractSchemas } from './contract-schemas.ts';
import { API_DESCRIPTION } from './description.ts';
import {
  collectionParameters,
  ERRORS,
  filterParameters,
  json,
  problem,
  problemWithCodes,
  ref,
} from './openapi-parts.ts';
import { PRICING_PATHS } from './openapi-pricing.ts';
import { SPECIAL_PATHS } from './openapi-special.ts';
import { collectionSchema, itemSchema, memberSchema, patchSchema, writeSchema } from './schemas.ts';

const idParameter = (resource: Resource) => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `The ${resource.title.toLowerCase()} id (the last segment of its IRI).`,
  schema: { type: 'integer', minimum: 1 },
});

const ld = (schema: JsonSchema) => ({
  'application/ld+json': json(schema),
  'application/json': json(schema),
});

function operations(resource: Resource): Record<string, Record<string, unknown>> {
  const tag = [resource.title];
  const ops = new Set(resource.operations);
  const staff = [{ staffKey: [] }];
  const collection: Record<string, unknown> = {};
  const item: Record<string, unknown> = { parameters: [idParameter(resource)] };
  const notFound = { '404': problem(`No such ${resource.title.toLowerCase()} for this caller.`) };
  if (ops.has('list')) {
    collection.get = {
      tags: tag,
      operationId: `list${resource.type}`,
      summary: `Lists ${resource.title.toLowerCase()} resources.`,
      security: [{}, { staffKey: [] }],
      parameters: [...collectionParameters(resource), ...filterParameters(resource.filters)],
      responses: {
        '200': {
          description: 'A Hydra collection.',
          content: { 'application/ld+json': json(ref(`${resource.type}.collection`)) },
        },
        '400': problem('An unknown parameter, a bad filter value, or (public) no partner named.'),
        ...ERRORS.read,
        '404': problem('The partner, location or hall a public request names does not exist.'),
      },
    };
  }
  if (ops.has('create')) {
    collection.post = {
      tags: tag,
      operationId: `create${resource.type}`,
      summary: `Creates a ${resource.title.toLowerCase()}.`,
      security: staff,
      requestBody: { required: true, content: ld(ref(`${resource.type}.create`)) },
      responses: {
        '201': {
          description: 'Created; Location names it.',
          content: { 'application/ld+json': json(ref(`${resource.type}.item`)) },
        },
        ...ERRORS.write,
      },
    };
  }
  if (ops.has('get')) {
    item.get = {
      tags: tag,
      operationId: `get${resource.type}`,
      summary: `Reads one ${resource.title.toLowerCase()}.`,
      security: [{}, { staffKey: [] }],
      responses: {
        '200': {
          description: 'The resource.',
          content: { 'application/ld+json': json(ref(`${resource.type}.item`)) },
        },
        ...ERRORS.read,
        ...notFound,
      },
    };
  }
  if (ops.has('replace')) {
    item.put = {
      tags: tag,
      operationId: `replace${resource.type}`,
      summary: `Replaces a ${resource.title.toLowerCase()}: absent keys take their defaults.`,
      security: staff,
      requestBody: { required: true, content: ld(ref(`${resource.type}.replace`)) },
      responses: {
        '200': {
          description: 'The replaced resource.',
          content: { 'application/ld+json': json(ref(`${resource.type}.item`)) },
        },
        ...ERRORS.write,
        ...notFound,
      },
    };
  }
  if (ops.has('patch')) {
    item.patch = {
      tags: tag,
      operationId: `patch${resource.type}`,
      summary: `Updates a ${resource.title.toLowerCase()} by JSON merge patch: absent keeps, null removes.`,
      security: staff,
      requestBody: {
        required: true,
        content: { 'application/merge-patch+json': json(ref(`${resource.type}.patch`)) },
      },
      responses: {
        '200': {
          description: 'The updated resource.',
          content: { 'application/ld+json': json(ref(`${resource.type}.item`)) },
        },
        ...ERRORS.write,
        ...notFound,
      },
    };
  }
  if (ops.has('delete')) {
    item.delete = {
      tags: tag,
      operationId: `delete${resource.type}`,
      summary: `Deletes a ${resource.title.toLowerCase()}.`,
      security: staff,
      responses: {
        '204': { description: 'Deleted.' },
        '401': ERRORS.write['401'],
        ...notFound,
        '409': problem('Still referenced (e.g. a location with halls): deactivate it instead.'),
      },
    };
  }
  const paths: Record<string, Record<string, unknown>> = {};
  if (Object.keys(collection).length > 0) paths[`/api/${resource.path}`] = collection;
  if (Object.keys(item).length > 1) paths[`/api/${resource.path}/{id}`] = item;
  return paths;
}

/** The OpenAPI 3.1 document of the whole API, derived from the resource descriptions. */
export function openApiDocument(version: string): Record<string, unknown> {
  // Every contract of src/contracts (Problem included), generated from its valibot schema.
  const schemas: Record<string, JsonSchema> = contractSchemas();
  schemas.Problem = problemWithCodes(schemas.Problem!);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const resource of RESOURCES) {
    schemas[resource.type] = memberSchema(resource);
    schemas[`${resource.type}.item`] = itemSchema(resource);
    schemas[`${resource.type}.collection`] = collectionSchema(resource);
    if (resource.operations.includes('create') || resource.path === 'partners') {
      schemas[`${resource.type}.create`] = writeSchema(resource, 'create');
    }
    if (resource.operations.includes('replace'))
      schemas[`${resource.type}.replace`] = writeSchema(resource, 'replace');
    if (resource.operations.includes('patch')) schemas[`${resource.type}.patch`] = patchSchema(resource);
    Object.assign(paths, operations(resource));
  }
  for (const special of [
    SPECIAL_PATHS(),
    PRICING_PATHS(),
    BOOKING_PATHS(),
    PAYMENT_PATHS(),
    VISITOR_ACCOUNT_PATHS(),
    DESK_PATHS(),
  ]) {
    Object.assign(schemas, special.schemas);
    for (const [path, methods] of Object.entries(special.paths)) paths[path] = { ...paths[path], ...methods };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'booking-form API', version, description: API_DESCRIPTION },
    servers: [{ url: '/' }],
    tags: RESOURCES.map((resource) => ({ name: resource.title, description: resource.description })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        staffKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'bfk_…',
          description: 'A staff key from `npm run staff-key -- --partner <slug>`; bound to one partner.',
        },
        deskSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'bf_desk',
          description:
            'The desk’s session cookie (`__Host-bf_desk` over HTTPS): HttpOnly, SameSite=Strict; writes also carry `X-CSRF-Token`. It stands where a staff key would, for its partner.',
        },
      },
    },
  };
}
