import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hydraDocumentation } from '../../../server/src/docs/hydra.ts';
import { RESOURCES } from '../../../server/src/resources/registry.ts';
import { LOCALES } from '../../domain/locale.ts';
import { catalogueResourceMessages } from './catalogue-i18n.ts';

type Bundle = Record<string, unknown>;

const bundle = (locale: string): Bundle =>
  JSON.parse(
    readFileSync(new URL(`../../../locales/desk/catalogue.${locale}.json`, import.meta.url), 'utf8'),
  );

/** The classes of the API documentation the catalogue lists (issue 17), by their collection's path. */
const CATALOGUE_TYPES = [
  'Partner',
  'Location',
  'Emplacement',
  'LocationEmplacement',
  'Hall',
  'HallEmplacement',
  'HallPeriodPricing',
  'Item',
  'PackageDeal',
  'LocationRoomType',
  'PromoCode',
];

type HydraClass = { '@id': string; 'hydra:supportedProperty': { 'hydra:title': string }[] };
const classes = (hydraDocumentation('')['hydra:supportedClass'] as HydraClass[]).filter((c) =>
  CATALOGUE_TYPES.includes(c['@id'].slice(1)),
);

/** Fields the staff desk shows as sub-fields of a nested object (source `contact.email`…). */
const NESTED_SOURCES = [
  'contact.email',
  'contact.phonenumber',
  'partnerSettings.color',
  'partnerSettings.secondaryColor',
];

/**
 * Labels that are rightly the same word as in English: a brand, an abbreviation, or the language's own
 * word that happens to be spelt the same. Everything else in another language must differ from English.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'nl-NL': ['code', 'partner'],
  'de-DE': ['name', 'code', 'partner'],
  'fr-FR': ['code'],
  'fi-FI': [],
};

describe("the catalogue's field labels in the staff user's language (issue 17)", () => {
  const english = catalogueResourceMessages(bundle('en-US'));

  it('lists every catalogue class of the API documentation', () => {
    expect(classes.map((c) => c['@id'].slice(1)).sort()).toEqual([...CATALOGUE_TYPES].sort());
  });

  for (const locale of LOCALES) {
    it(`names every property of every catalogue resource in ${locale}`, () => {
      const resources = catalogueResourceMessages(bundle(locale));
      const problems: string[] = [];
      for (const hydraClass of classes) {
        const path = RESOURCES.find((r) => `#${r.type}` === hydraClass['@id'])!.path;
        const sources = hydraClass['hydra:supportedProperty'].map((p) => p['hydra:title']);
        if (path === 'partners') sources.push(...NESTED_SOURCES);
        for (const source of sources) {
          const label = resources[path]?.fields[source];
          const inEnglish = english[path]?.fields[source];
          if (typeof label !== 'string' || label.trim() === '') problems.push(`${path}.${source}: missing`);
          else if (locale !== 'en-US' && label === inEnglish && !SAME_AS_ENGLISH[locale]!.includes(source))
            problems.push(`${path}.${source}: still English ("${label}")`);
        }
        if (typeof resources[path]?.name !== 'string') problems.push(`${path}: no resource name`);
      }
      expect(problems).toEqual([]);
    });
  }
});
