import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INBOX_STATUSES, INBOX_URGENCIES } from '../../contracts/desk-inbox.schema.ts';
import { LOCALES } from '../../domain/locale.ts';

// Every inbox text in the five languages (house rule): the same keys and placeholders everywhere, a
// name for every status and every reason the API can send, and really translated, not English copies.

type Texts = { [key: string]: string | Texts };
const read = (locale: string): Texts =>
  JSON.parse(readFileSync(new URL(`../../../locales/desk/inbox.${locale}.json`, import.meta.url), 'utf8'));

function flat(texts: Texts, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flat(value, `${prefix}${key}.`)),
    ),
  );
}
const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
const english = flat(read('en-US'));

describe('inbox texts', () => {
  it('name every status (drafts included) and every urgency the API sends', () => {
    for (const status of [...INBOX_STATUSES, 'draft']) expect(english[`status.${status}`]).toBeTruthy();
    for (const urgency of INBOX_URGENCIES) expect(english[`urgency.${urgency}`]).toBeTruthy();
  });

  for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
    it(`${locale} has the same keys and placeholders, translated`, () => {
      const texts = flat(read(locale));
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english))
        expect(placeholders(texts[key]!), key).toEqual(placeholders(text));
      // Words shared with English (Status, Total) and bare placeholders are fine; sentences must differ.
      const copies = Object.keys(english).filter(
        (key) => texts[key] === english[key] && english[key]!.replace(/{{\w+}}/g, '').length > 12,
      );
      expect(copies).toEqual([]);
    });
  }
});
