import { type SQL, sql } from 'drizzle-orm';
import { pickTranslation } from '../../../src/domain/translation.ts';
import type { Expression } from '../api/filters.ts';
import { currency } from '../api/formats.ts';
import { reference } from '../api/reference.ts';
import type { Field, Row } from '../api/resource.ts';
import { array, boolean, integer, object, optional, type Shape, text } from '../api/shapes.ts';

/** Partner scope of rows that belong to a location: the location is one of the partner's. */
export const ownedThroughLocation = (locationId: Expression) => (partnerId: unknown) =>
  sql`${locationId} in (select l.id from locations l where l.partner_id = ${partnerId})`;

/** Partner scope of rows that belong to a hall: the hall's location is one of the partner's. */
export const ownedThroughHall = (hallId: Expression) => (partnerId: unknown) =>
  sql`${hallId} in (select h.id from halls h join locations l on l.id = h.location_id where l.partner_id = ${partnerId})`;

/** The Hydra class IRI of a resource type, e.g. `/api/docs.jsonld#Hall`. */
export const classIri = (type: string) => `/api/docs.jsonld#${type}`;

/** A language tag such as `nl-NL` (or `nl`). */
export const languageTag = text({
  max: 35,
  pattern: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
  example: 'nl-NL',
});

/** One translated name: language, name, and optionally the type ('default' marks the fallback). */
export const translationShape = object(
  { language: languageTag, name: text({ max: 500 }), type: optional(text({ max: 100 })) },
  'Translation',
);

/** One translated description. */
export const descriptionShape = object(
  { language: languageTag, description: text({ max: 5000 }) },
  'Description',
);

/** A typed text (partner intro, location disclaimers): language, type, name. */
export const typedTranslationShape = (types?: readonly string[]) =>
  object(
    {
      language: languageTag,
      type: types
        ? (text({ max: 100, pattern: new RegExp(`^(${types.join('|')})$`) }) as Shape)
        : text({ max: 100 }),
      name: text({ max: 5000 }),
    },
    'TypedTranslation',
  );

/** The read-only `id` every resource shows after `@type`. */
export const idField: Field = {
  name: 'id',
  description: 'The numeric id: the last segment of `@id`.',
  shape: integer({ min: 1 }),
  column: 'id',
  access: 'read',
};

/** The parent reference, set on creation and immutable afterwards. */
export function parentField(
  name: string,
  path: string,
  type: string,
  column: string,
  description: string,
): Field {
  return {
    name,
    description,
    shape: reference(path, classIri(type)),
    column,
    reference: path,
    access: 'create',
  };
}

/** A writable reference. */
export function referenceField(
  name: string,
  path: string,
  type: string,
  column: string,
  description: string,
  nullable = false,
): Field {
  return { name, description, shape: reference(path, classIri(type)), column, reference: path, nullable };
}

/** The partner's key for the row, which the catalogue sync matches on. */
export const keyField = (what: string): Field => ({
  name: 'key',
  description: `The partner's own key for this ${what}, unique within its parent; the catalogue sync matches on it.`,
  shape: text({ max: 100, pattern: /^[a-z0-9][a-z0-9._-]*$/, example: 'ij-zaal' }),
  column: 'key',
});

/** `available` (default true): the public sees only available rows. */
export const availableField: Field = {
  name: 'available',
  description: 'Whether the public sees and may book it (default true).',
  shape: boolean(),
  column: 'available',
  default: true,
};

/** Translated names (spec §3 "Translatable items"). */
export const translationsField: Field = {
  name: 'translations',
  description:
    "Translated names; readers get spec §9's fallback (language, prefix, English, 'default', first).",
  shape: array(translationShape, { max: 50 }),
  column: 'translations',
  default: [],
};

/** Translated descriptions. */
export const descriptionsField: Field = {
  name: 'descriptions',
  description: 'Translated descriptions.',
  shape: array(descriptionShape, { max: 50 }),
  column: 'descriptions',
  default: [],
};

/** The venue's display order. */
export const positionField: Field = {
  name: 'position',
  description: 'Display order chosen by the venue (lower first).',
  shape: integer({ min: 0, max: 1_000_000 }),
  column: 'position',
  default: 0,
};

/** The currency of every amount of the row (missing or 'null' means EUR). */
export const currencyField: Field = {
  name: 'currency',
  description:
    'ISO 4217 code of the amounts, which are integer minor units (cents); missing or "null" means EUR.',
  shape: currency(),
  column: 'currency',
  default: 'EUR',
};

/** An amount in integer minor units. */
export function amountField(name: string, column: string, description: string, fallback?: number): Field {
  return {
    name,
    description: `${description} In integer minor units of \`currency\` (e.g. 1250 = 12.50).`,
    shape: integer({ min: 0, max: 100_000_000 }),
    column,
    ...(fallback === undefined ? {} : { default: fallback }),
  };
}

/** The name a reader sees, by spec §9's fallback over `translations` for the request's language. */
export const nameField: Field = {
  name: 'name',
  description: "The translated name for the reader's Accept-Language, by spec §9's fallback (read-only).",
  shape: text(),
  access: 'read',
  read: (row: Row, context) =>
    pickTranslation((row.translations ?? []) as { language: string; name: string }[], context.language)
      ?.name ?? null,
};

/** SQL of the same fallback, for ordering by the translated name. */
export function translatedName(column: Expression, language: string): SQL {
  const wanted = language.toLowerCase();
  const pick = (condition: SQL) =>
    sql`(select e->>'name' from jsonb_array_elements(${column}) with ordinality as t(e, n) where ${condition} order by n limit 1)`;
  return sql`lower(coalesce(
    ${pick(sql`lower(e->>'language') = ${wanted}`)},
    ${pick(sql`lower(left(e->>'language', 2)) = ${wanted.slice(0, 2)}`)},
    ${pick(sql`lower(left(e->>'language', 2)) = 'en'`)},
    ${pick(sql`e->>'type' = 'default'`)},
    ${column}->0->>'name', '')) collate "C"`;
}

/** Rows whose translations contain the text (the `translations.name` partial filter). */
export function translationMatches(column: Expression, pattern: string): SQL {
  return sql`exists (select 1 from jsonb_array_elements(${column}) e where e->>'name' ilike ${pattern})`;
}

/** Text ordered the same on PGlite and PostgreSQL, ignoring case. */
export function textOrder(column: Expression): SQL {
  return sql`lower(${column}) collate "C"`;
}
