import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../domain/locale.ts';
import { NAMESPACES } from './create-i18n.ts';

type Tree = { [key: string]: string | Tree };

// The shell's texts, each lazy namespace's texts that load with the steps and views using them, the
// payment step's (loaded with its own chunk), and the e-mails' texts (read by the server).
// The desk's texts (locales/desk/{namespace}.{locale}.json) are held to the same rules.
const DESK_NAMESPACES = readdirSync(new URL('../../locales/desk/', import.meta.url))
  .filter((name) => name.endsWith('.en-US.json'))
  .map((name) => name.replace('.en-US.json', ''));
const FILES = [
  (locale: string) => `${locale}.json`,
  ...[...NAMESPACES, 'payment', 'email'].map((ns) => (locale: string) => `${ns}.${locale}.json`),
  ...DESK_NAMESPACES.map((ns) => (locale: string) => `desk/${ns}.${locale}.json`),
];

const read = (file: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../locales/${file}`, import.meta.url), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

// Plural forms differ by language (French has `_many`, English not): a key counts by its base.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const keysOf = (texts: Record<string, string>) =>
  [...new Set(Object.keys(texts).map((key) => key.replace(PLURAL, '_{plural}')))].sort();
const inEnglish = (source: Record<string, string>, key: string) =>
  source[key] ?? source[key.replace(PLURAL, '_other')] ?? '';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(FILES.map((name) => [name('{locale}'), name] as const))('locale files %s', (_, name) => {
  const source = flatten(read(name('en-US')));

  for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
    describe(locale, () => {
      const texts = flatten(read(name(locale)));

      it('has exactly the keys of en-US', () => {
        expect(keysOf(texts)).toEqual(keysOf(source));
      });

      it('keeps every placeholder and leaves nothing empty', () => {
        for (const [key, text] of Object.entries(texts)) {
          expect(text.trim(), key).not.toBe('');
          expect(placeholders(text), key).toEqual(placeholders(inEnglish(source, key)));
        }
      });

      it('is translated, not copied from English', () => {
        // Texts made only of placeholders, or a word that is the same in both languages, may match.
        const copied = Object.entries(texts).filter(
          ([key, text]) => text === source[key] && text.replace(/\{\{\w+\}\}/g, '').trim().length > 8,
        );
        expect(copied).toEqual([]);
      });
    });
  }
});
