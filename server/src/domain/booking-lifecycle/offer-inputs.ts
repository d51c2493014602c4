import {
  OFFER_LINE_DESCRIPTION_MAX_LENGTH,
  OFFER_LINE_PRICE_MAX,
  OFFER_LINE_QUANTITY_MAX,
  OFFER_LINES_MAX,
  OFFER_NOTE_MAX_LENGTH,
} from '../../../../src/contracts/booking-transition.schema.ts';
import type { Blocker } from './blockers.ts';

// send_offer's own inputs beyond prices and validity (issue 17): a note to the visitor and lines
// staff add. Input arrives as JSON, so every field is checked here rather than trusted to its type;
// the body reader already refused NUL and broken surrogates in any string.

/** The note as the booking keeps it: trimmed, or null when blank or absent (which clears it). */
export function cleanNote(note: unknown): string | null {
  return typeof note === 'string' && note.trim() !== '' ? note.trim() : null;
}

/** A note that is not text or longer than the cap (counted after trimming, in characters). */
export function checkNote(note: unknown): Blocker[] {
  if (note === undefined || note === null) return [];
  if (typeof note !== 'string' || [...note.trim()].length > OFFER_NOTE_MAX_LENGTH)
    return [{ code: 'offer_note_invalid' }];
  return [];
}

const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * The fields at fault of every added line, as paths (`offerLines[1].quantity`), so a form can put
 * each message next to its field; `offerLines` itself when the list is no list or too long.
 */
export function checkOfferLines(lines: unknown, taxRateCodes: readonly string[]): Blocker[] {
  if (lines === undefined || lines === null) return [];
  if (!Array.isArray(lines) || lines.length > OFFER_LINES_MAX)
    return [{ code: 'offer_line_invalid', lines: ['offerLines'] }];
  const bad: string[] = [];
  lines.forEach((line: unknown, i) => {
    const path = `offerLines[${i}]`;
    if (line === null || typeof line !== 'object') {
      bad.push(path);
      return;
    }
    const { description, quantity, unitPrice, taxRateCode } = line as Record<string, unknown>;
    const words = typeof description === 'string' ? [...description.trim()].length : 0;
    if (words < 1 || words > OFFER_LINE_DESCRIPTION_MAX_LENGTH) bad.push(`${path}.description`);
    if (!wholeIn(quantity, 1, OFFER_LINE_QUANTITY_MAX)) bad.push(`${path}.quantity`);
    if (!wholeIn(unitPrice, 0, OFFER_LINE_PRICE_MAX)) bad.push(`${path}.unitPrice`);
    if (typeof taxRateCode !== 'string' || !taxRateCodes.includes(taxRateCode))
      bad.push(`${path}.taxRateCode`);
  });
  return bad.length > 0 ? [{ code: 'offer_line_invalid', lines: bad }] : [];
}
