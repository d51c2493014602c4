import type { Filter, Resource } from './resource.ts';

/** A Hydra `IriTemplate` naming every filter and ordering of a collection, for generic clients. */
export type SearchTemplate = {
  '@type': 'IriTemplate';
  template: string;
  variableRepresentation: 'BasicRepresentation';
  mapping: { '@type': 'IriTemplateMapping'; variable: string; property: string; required: boolean }[];
};

const RANGE = ['between', 'gt', 'gte', 'lt', 'lte'];

/** The collection's `search` template (API Platform puts the same on every collection it serves). */
export function searchTemplate(path: string, resource: Resource, filters: Filter[]): SearchTemplate {
  const mapping: SearchTemplate['mapping'] = [];
  for (const filter of filters) {
    const property = filter.property ?? filter.name;
    const variables = filter.range ? RANGE.map((op) => `${filter.name}[${op}]`) : [filter.name];
    for (const variable of variables) {
      mapping.push({ '@type': 'IriTemplateMapping', variable, property, required: filter.required ?? false });
    }
  }
  for (const property of Object.keys(resource.orders)) {
    mapping.push({
      '@type': 'IriTemplateMapping',
      variable: `order[${property}]`,
      property,
      required: false,
    });
  }
  return {
    '@type': 'IriTemplate',
    template: `${path}{?${mapping.map((m) => m.variable).join(',')}}`,
    variableRepresentation: 'BasicRepresentation',
    mapping,
  };
}
