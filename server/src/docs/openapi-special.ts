import type { JsonSchema } from '../api/shapes.ts';
import { writeShape } from '../api/write.ts';
import { packageDealResource } from '../resources/package-deals/package-deals.resource.ts';
import {
  changeOrderShape,
  locationPackageDealFilters,
} from '../resources/package-deals/package-deals.routes.ts';
import { partnerResource } from '../resources/partners/partners.resource.ts';
import { syncDocumentShape } from '../sync/sync-document.ts';
import { SYNC_KINDS } from '../sync/sync-types.ts';
import { collectionParameters, ERRORS, filterParameters, problem } from './openapi-parts.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const content = (schema: JsonSchema, type = 'application/ld+json') => ({ [type]: { schema } });
const body = (schema: JsonSchema) => ({
  required: true,
  content: { ...content(schema), ...content(schema, 'application/json') },
});
const id = (what: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `The ${what} id.`,
  schema: { type: 'integer', minimum: 1 },
});
const counts = {
  type: 'object',
  properties: Object.fromEntries(SYNC_KINDS.map((kind) => [kind, { type: 'integer' }])),
};

/** Operations that are not plain resource operations: sync, change_order, the location's deals, documents. */
export function SPECIAL_PATHS(): {
  paths: Record<string, Record<string, unknown>>;
  schemas: Record<string, JsonSchema>;
} {
  const schemas: Record<string, JsonSchema> = {
    SyncDocument: syncDocumentShape.json,
    SyncSummary: {
      type: 'object',
      title: 'SyncSummary',
      properties: {
        '@context': { const: '/api/contexts/SyncSummary' },
        '@id': { type: 'string' },
        '@type': { const: 'SyncSummary' },
        partner: { type: 'string', format: 'iri-reference' },
        partnerUpdated: { type: 'boolean' },
        created: counts,
        updated: counts,
        deactivated: {
          ...counts,
          description: 'Left out of the document: made unavailable (package deals: deleted).',
        },
        removed: { ...counts, description: 'Capacities, prices and layouts the document no longer lists.' },
        unchanged: counts,
      },
    },
    PackageDealOrder: changeOrderShape.json,
  };
  const paths: Record<string, Record<string, unknown>> = {
    '/api/partners': {
      post: {
        tags: [partnerResource.title],
        operationId: 'createPartner',
        summary: 'Creates a partner (platform key only: npm run staff-key -- --platform).',
        security: [{ staffKey: [] }],
        requestBody: body(writeShape(partnerResource, 'create').json),
        responses: {
          '201': { description: 'Created.', content: content(ref('Partner.item')) },
          ...ERRORS.write,
        },
      },
    },
    '/api/partners/{id}/sync': {
      put: {
        tags: [partnerResource.title],
        operationId: 'syncPartner',
        summary: "Makes the partner's whole catalogue match the document, in one transaction.",
        description:
          'Creates, updates (only what differs) and deactivates (locations, halls, items and room types become unavailable; package deals deleted) to match. Idempotent: the same document again changes nothing. A bad document changes nothing either.',
        security: [{ staffKey: [] }],
        parameters: [id('partner')],
        requestBody: body(ref('SyncDocument')),
        responses: {
          '200': { description: 'What changed.', content: content(ref('SyncSummary')) },
          ...ERRORS.write,
          '404': problem('Not the partner of this key.'),
        },
      },
    },
    '/api/locations/{id}/package_deals': {
      get: {
        tags: [packageDealResource.title],
        operationId: 'listLocationPackageDeals',
        summary: 'The package deals of a location that fit a meeting (time window, date, guests).',
        security: [{}, { staffKey: [] }],
        parameters: [
          id('location'),
          ...collectionParameters(packageDealResource),
          ...filterParameters(locationPackageDealFilters),
        ],
        responses: {
          '200': { description: 'A Hydra collection.', content: content(ref('PackageDeal.collection')) },
          '400': problem('A required parameter is missing (the problem names it) or a value is bad.'),
          ...ERRORS.read,
          '404': problem('No such location for this caller.'),
        },
      },
    },
    '/api/package_deals/change_order': {
      post: {
        tags: [packageDealResource.title],
        operationId: 'changePackageDealOrder',
        summary: "Puts one location's package deals in the given order (the others follow in their order).",
        security: [{ staffKey: [] }],
        requestBody: body(ref('PackageDealOrder')),
        responses: {
          '200': {
            description: "The location's deals in their new order.",
            content: content(ref('PackageDeal.collection')),
          },
          ...ERRORS.write,
        },
      },
    },
    '/api/contexts/{resource}': {
      get: {
        tags: ['Documentation'],
        operationId: 'getContext',
        summary: 'The JSON-LD context of a resource type.',
        parameters: [
          { name: 'resource', in: 'path', required: true, schema: { type: 'string', examples: ['Hall'] } },
        ],
        responses: { '200': { description: 'A JSON-LD context.' }, '404': problem('No such context.') },
      },
    },
    '/api': {
      get: {
        tags: ['Documentation'],
        operationId: 'getEntrypoint',
        summary: 'The Hydra entrypoint: a link to every collection.',
        responses: { '200': { description: 'The entrypoint.' } },
      },
    },
    '/api/docs.json': {
      get: {
        tags: ['Documentation'],
        operationId: 'getOpenApi',
        summary: 'This OpenAPI 3.1 document.',
        responses: { '200': { description: 'OpenAPI.' } },
      },
    },
    '/api/docs.jsonld': {
      get: {
        tags: ['Documentation'],
        operationId: 'getHydraDocumentation',
        summary: 'The Hydra API documentation.',
        responses: { '200': { description: 'Hydra.' } },
      },
    },
    '/api/docs': {
      get: {
        tags: ['Documentation'],
        operationId: 'getDocsPage',
        summary: 'This reference as a readable page.',
        responses: { '200': { description: 'HTML.' } },
      },
    },
  };
  return { paths, schemas };
}
