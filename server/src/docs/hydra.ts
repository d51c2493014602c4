import type { Field, Resource } from '../api/resource.ts';
import { RESOURCES } from '../resources/registry.ts';
import { pricingHydraClasses } from './hydra-pricing.ts';

const CONTEXT = {
  '@vocab': '/api/docs.jsonld#',
  hydra: 'http://www.w3.org/ns/hydra/core#',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xmls: 'http://www.w3.org/2001/XMLSchema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  schema: 'https://schema.org/',
  domain: { '@id': 'rdfs:domain', '@type': '@id' },
  range: { '@id': 'rdfs:range', '@type': '@id' },
  subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
  expects: { '@id': 'hydra:expects', '@type': '@id' },
  returns: { '@id': 'hydra:returns', '@type': '@id' },
};

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const compactRange = (range: string) =>
  range.startsWith(XSD) ? `xmls:${range.slice(XSD.length)}` : range.replace('/api/docs.jsonld', '');

function property(resource: Resource, field: Field) {
  const isLink = field.reference !== undefined;
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `#${resource.type}/${field.name}`,
      '@type': isLink ? 'hydra:Link' : 'rdf:Property',
      'rdfs:label': field.name,
      domain: `#${resource.type}`,
      range: field.fields ? 'rdf:JSON' : compactRange(field.shape.range),
    },
    'hydra:title': field.name,
    'hydra:description': field.description,
    'hydra:required':
      field.access !== 'read' && field.default === undefined && !field.nullable && !field.keepWhenAbsent,
    'hydra:readable': true,
    'hydra:writeable': field.access !== 'read',
  };
}

function operation(method: string, title: string, types: string[], extra: Record<string, string> = {}) {
  return {
    '@type': ['hydra:Operation', ...types],
    'hydra:method': method,
    'hydra:title': title,
    'rdfs:label': title,
    ...extra,
  };
}

function itemOperations(resource: Resource) {
  const ops = new Set(resource.operations);
  const self = `#${resource.type}`;
  const list = [];
  if (ops.has('get'))
    list.push(operation('GET', `Retrieves a ${resource.title}.`, ['schema:FindAction'], { returns: self }));
  if (ops.has('replace')) {
    list.push(
      operation('PUT', `Replaces a ${resource.title}.`, ['schema:ReplaceAction'], {
        expects: self,
        returns: self,
      }),
    );
  }
  if (ops.has('patch')) {
    list.push(
      operation('PATCH', `Updates a ${resource.title} (merge patch).`, ['schema:UpdateAction'], {
        expects: self,
        returns: self,
        'hydra:expectsHeader': 'Content-Type: application/merge-patch+json',
      }),
    );
  }
  if (ops.has('delete'))
    list.push(
      operation('DELETE', `Deletes a ${resource.title}.`, ['schema:DeleteAction'], {
        returns: 'owl:Nothing',
      }),
    );
  return list;
}

function entrypointProperty(resource: Resource) {
  const collectionOps = [
    operation('GET', `Retrieves the collection of ${resource.title} resources.`, [], {
      returns: 'hydra:Collection',
    }),
  ];
  if (resource.operations.includes('create') || resource.path === 'partners') {
    collectionOps.push(
      operation('POST', `Creates a ${resource.title}.`, ['schema:CreateAction'], {
        expects: `#${resource.type}`,
        returns: `#${resource.type}`,
      }),
    );
  }
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `#Entrypoint/${entrypointName(resource)}`,
      '@type': 'hydra:Link',
      domain: '#Entrypoint',
      'rdfs:label': `The collection of ${resource.title} resources`,
      'rdfs:range': [
        { '@id': 'hydra:Collection' },
        {
          'owl:equivalentClass': {
            'owl:onProperty': { '@id': 'hydra:member' },
            'owl:allValuesFrom': { '@id': `#${resource.type}` },
          },
        },
      ],
      'hydra:supportedOperation': collectionOps,
    },
    'hydra:title': `The collection of ${resource.title} resources`,
    'hydra:readable': true,
    'hydra:writeable': false,
  };
}

/** The entrypoint property naming a resource's collection: `partner`, `hallEmplacement`… */
export function entrypointName(resource: Resource): string {
  return resource.type.charAt(0).toLowerCase() + resource.type.slice(1);
}

/** The entrypoint document at `/api`: one link per collection. */
export function entrypoint(): Record<string, unknown> {
  return {
    '@context': '/api/contexts/Entrypoint',
    '@id': '/api',
    '@type': 'Entrypoint',
    ...Object.fromEntries(RESOURCES.map((resource) => [entrypointName(resource), `/api/${resource.path}`])),
  };
}

/** The entrypoint's JSON-LD context. */
export function entrypointContext(): Record<string, unknown> {
  return {
    '@context': {
      '@vocab': '/api/docs.jsonld#',
      hydra: 'http://www.w3.org/ns/hydra/core#',
      ...Object.fromEntries(
        RESOURCES.map((r) => [
          entrypointName(r),
          { '@id': `Entrypoint/${entrypointName(r)}`, '@type': '@id' },
        ]),
      ),
    },
  };
}

/** The Hydra API documentation, derived from the same resource descriptions as everything else. */
export function hydraDocumentation(description: string): Record<string, unknown> {
  const classes = RESOURCES.map((resource) => ({
    '@id': `#${resource.type}`,
    '@type': 'hydra:Class',
    'rdfs:label': resource.type,
    'hydra:title': resource.title,
    'hydra:description': resource.description,
    'hydra:supportedProperty': resource.fields
      .filter((field) => field.name !== 'id')
      .map((field) => property(resource, field)),
    'hydra:supportedOperation': itemOperations(resource),
  }));
  const violation = {
    '@id': '#ConstraintViolation',
    '@type': 'hydra:Class',
    'hydra:title': 'A constraint violation',
    'hydra:supportedProperty': ['propertyPath', 'message', 'code'].map((name) => ({
      '@type': 'hydra:SupportedProperty',
      'hydra:property': {
        '@id': `#ConstraintViolation/${name}`,
        '@type': 'rdf:Property',
        'rdfs:label': name,
        domain: '#ConstraintViolation',
        range: 'xmls:string',
      },
      'hydra:title': name,
      'hydra:required': true,
      'hydra:readable': true,
      'hydra:writeable': false,
    })),
  };
  const entry = {
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': 'The API entrypoint',
    'hydra:supportedProperty': RESOURCES.map(entrypointProperty),
    'hydra:supportedOperation': operation('GET', 'The API entrypoint.', [], { returns: '#Entrypoint' }),
  };
  return {
    '@context': CONTEXT,
    '@id': '/api/docs.jsonld',
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'booking-form API',
    'hydra:description': description,
    'hydra:entrypoint': '/api',
    'hydra:supportedClass': [...classes, ...pricingHydraClasses(), entry, violation],
  };
}
