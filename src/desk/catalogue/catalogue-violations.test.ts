import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VIOLATION_CODES } from '../../../server/src/api/violations.ts';
import { LOCALES } from '../../domain/locale.ts';

// The catalogue shows a refused save's violations in the staff user's language, chosen by the
// violation's code (the API's messages are English). Every code a catalogue write can answer needs a
// text in all five languages.

/** Codes the catalogue's writes add to the schema's: server/src/api/write.ts, db-errors.ts and the
 * resources' own checks (hall period pricings, package deals, promo codes). */
const WRITE_CODES = [
  'read_only',
  'immutable',
  'not_found',
  'unique',
  'invalid_range',
  'duplicate',
  'other_location',
];

type Common = { violations: { codes: Record<string, string> }; problem: { codes: Record<string, string> } };
const read = (locale: string): Common =>
  JSON.parse(readFileSync(new URL(`../../../locales/desk/common.${locale}.json`, import.meta.url), 'utf8'));

describe("the catalogue's violation texts", () => {
  const english = read('en-US');
  for (const locale of LOCALES) {
    it(`${locale} has a text for every violation code and refused save`, () => {
      const texts = read(locale);
      for (const code of [...SCHEMA_VIOLATION_CODES, ...WRITE_CODES]) {
        expect(texts.violations.codes[code], `${locale} ${code}`).toBeTruthy();
        if (locale !== 'en-US') expect(texts.violations.codes[code]).not.toBe(english.violations.codes[code]);
      }
      for (const code of ['validation_failed', 'conflict', 'still_referenced'])
        expect(texts.problem.codes[code], `${locale} ${code}`).toBeTruthy();
    });
  }
});
