import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locale.ts';

// The occupancy page's texts (locales/desk/occupancy.*.json) and its navigation label in `common`: the
// same keys and placeholders in every language, and translated rather than copied from English.

type Tree = { [key: string]: string | Tree };
const read = (file: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../../locales/desk/${file}`, import.meta.url), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = flatten(read('occupancy.en-US.json'));

describe.each(LOCALES.filter((l) => l !== 'en-US'))('occupancy texts in %s', (locale) => {
  const texts = flatten(read(`occupancy.${locale}.json`));

  it('has the keys and placeholders of en-US', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect(placeholders(texts[key]!), key).toEqual(placeholders(text));
  });

  it('is translated, and names the page in the navigation', () => {
    const words = Object.entries(english).filter(([, text]) =>
      /[a-z]{4}/i.test(text.replace(/\{\{\w+\}\}/g, '')),
    );
    const copied = words.filter(([key, text]) => texts[key] === text).map(([key]) => key);
    expect(copied).toEqual([]);
    const nav = flatten(read(`common.${locale}.json`))['nav.occupancy'];
    expect(nav).toBeTruthy();
    expect(nav).not.toBe(flatten(read('common.en-US.json'))['nav.occupancy']);
  });
});
