/**
 * The offer form's own checks (issue 17), the same limits the API holds (the contract's constants),
 * so staff see each message next to its field before anything is sent: the lines they add and the
 * note to the visitor. Pure: texts in, request parts or translation keys out.
 */
import {
  OFFER_LINE_DESCRIPTION_MAX_LENGTH,
  OFFER_LINE_PRICE_MAX,
  OFFER_LINE_QUANTITY_MAX,
  OFFER_NOTE_MAX_LENGTH,
} from '../../contracts/booking-transition.schema.ts';
import { parseMoney } from './money.ts';

/** A line being added, as typed. */
export type AddedLineDraft = {
  /** Stable across edits, for React keys and field ids. */
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
  taxRateCode: string;
};

/** An added line as `offerLines[]` sends it. */
export type AddedLine = { description: string; quantity: number; unitPrice: number; taxRateCode: string };

/** The fields of an added line. */
export type AddedLineField = 'description' | 'quantity' | 'unitPrice' | 'taxRateCode';

/** Translation keys (`offer.*`) of what is wrong with each field; empty when nothing is. */
export type AddedLineErrors = Partial<Record<AddedLineField, string>>;

const characters = (text: string) => [...text.trim()].length;

/** A new empty line, at the location's first rate unless staff choose another. */
export function emptyAddedLine(key: number, taxRateCode = ''): AddedLineDraft {
  return { key, description: '', quantity: '1', unitPrice: '', taxRateCode };
}

/** The line to send, or the key of each field's message. */
export function checkAddedLine(
  draft: AddedLineDraft,
  currency: string,
  locale: string,
  taxRateCodes: readonly string[],
): { line: AddedLine } | { errors: AddedLineErrors } {
  const errors: AddedLineErrors = {};
  const length = characters(draft.description);
  if (length === 0) errors.description = 'offer.lineDescriptionRequired';
  else if (length > OFFER_LINE_DESCRIPTION_MAX_LENGTH) errors.description = 'offer.lineDescriptionTooLong';
  const quantity = /^\s*\d+\s*$/.test(draft.quantity) ? Number(draft.quantity) : Number.NaN;
  if (!(quantity >= 1 && quantity <= OFFER_LINE_QUANTITY_MAX)) errors.quantity = 'offer.lineQuantityInvalid';
  const unitPrice = draft.unitPrice.trim() === '' ? null : parseMoney(draft.unitPrice, currency, locale);
  if (draft.unitPrice.trim() === '') errors.unitPrice = 'offer.priceRequired';
  else if (unitPrice === null || unitPrice > OFFER_LINE_PRICE_MAX) errors.unitPrice = 'offer.priceInvalid';
  if (!taxRateCodes.includes(draft.taxRateCode)) errors.taxRateCode = 'offer.lineTaxRequired';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    line: {
      description: draft.description.trim(),
      quantity,
      unitPrice: unitPrice as number,
      taxRateCode: draft.taxRateCode,
    },
  };
}

/** The key of the note's message when it is too long; null when it may be sent. */
export function noteProblem(note: string): string | null {
  return characters(note) > OFFER_NOTE_MAX_LENGTH ? 'offer.noteTooLong' : null;
}

/**
 * The messages that still apply after an edit: a message stays until its own field changes, so staff
 * see which fields they still have to fix; a removed line takes its messages with it.
 */
export function errorsStillDue(
  errors: ReadonlyMap<number, AddedLineErrors>,
  before: readonly AddedLineDraft[],
  after: readonly AddedLineDraft[],
): Map<number, AddedLineErrors> {
  const kept = new Map<number, AddedLineErrors>();
  for (const line of after) {
    const was = before.find((l) => l.key === line.key);
    const own = errors.get(line.key);
    if (!was || !own) continue;
    const still = Object.entries(own).filter(([field]) => {
      const name = field as AddedLineField;
      return line[name] === was[name];
    });
    if (still.length > 0) kept.set(line.key, Object.fromEntries(still));
  }
  return kept;
}
