import * as v from 'valibot';
import type { Shape } from './shapes.ts';

const MAX_INT4 = 2_147_483_647;

/**
 * The id a reference names: an IRI of `resource` (`/api/halls/3`) or a bare id (`3` or 3). An IRI of
 * another resource, or anything that is not a positive int4, is null.
 */
export function parseReference(value: unknown, resource: string): number | null {
  let text: string;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string') text = value.trim();
  else return null;
  const prefix = `/api/${resource}/`;
  if (text.startsWith(prefix)) text = text.slice(prefix.length).replace(/\/$/, '');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_INT4 ? id : null;
}

/** A reference to a `resource` row, written as its IRI or a bare id; validated to an id. */
export function reference(resource: string, classIri: string): Shape {
  const example = `/api/${resource}/1`;
  return {
    schema: v.pipe(
      v.union([v.string(), v.number()], `This value should be an IRI such as ${example}.`),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const id = parseReference(dataset.value, resource);
        if (id === null) {
          addIssue({ message: `This value should be an IRI such as ${example} (or a bare id).` });
          return NEVER;
        }
        return id;
      }),
    ) as unknown as Shape['schema'],
    json: {
      type: 'string',
      format: 'iri-reference',
      description: `IRI of a ${resource} resource (a bare id is accepted too).`,
      examples: [example],
    },
    range: classIri,
  };
}
