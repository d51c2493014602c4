import { formatDay, formatMoney, formatRate } from '../../../src/domain/format.ts';
import type { Money } from '../notifications/message.types.ts';
import { type MissingTextHandler, mailTexts, type TextParams } from '../notifications/texts.ts';
import type { OfferDocument } from './offer-document.ts';
import type { Pen } from './pdf-pen.ts';

// What every part of the offer PDF reads: the pen, the document's data, and its texts and formatters in
// the booking's language — the e-mails' texts (`email:pdf.*`, the offer view's `offer:*`) and the same
// money, date and rate formatters the e-mails and the widget use.

/** The pen, the data, and texts and formats in the document's locale. */
export type OfferContext = {
  pen: Pen;
  view: OfferDocument;
  /** A text with `reference` and `venue` filled in. */
  t: (key: string, params?: TextParams) => string;
  has: (key: string) => boolean;
  money: (value: Money) => string;
  /** A `YYYY-MM-DD` day written out (`long`) or abbreviated (`short`). */
  day: (iso: string, style?: 'long' | 'short') => string;
  rate: (rate: string) => string;
  /** A count (guests, nights, quantities) with the locale's digits and grouping. */
  count: (value: number) => string;
};

/** The document's title, "Offer {reference} — {venue}" in its language (metadata and page footers). */
export function offerTitle(view: OfferDocument, onMissing?: MissingTextHandler): string {
  return mailTexts(view.locale, onMissing).t('email:pdf.title', {
    reference: view.booking.reference,
    venue: view.brand.location.name,
  });
}

/** The context of one document; `onMissing` hears of texts the locale lacks (tests fail on them). */
export function offerContext(pen: Pen, view: OfferDocument, onMissing?: MissingTextHandler): OfferContext {
  const texts = mailTexts(view.locale, onMissing);
  const common: TextParams = { reference: view.booking.reference, venue: view.brand.location.name };
  const counts = new Intl.NumberFormat(view.locale);
  return {
    pen,
    view,
    t: (key, params) => texts.t(key, { ...common, ...params }),
    has: texts.has,
    money: (value) => formatMoney(value.amount, value.currency, view.locale),
    day: (iso, style = 'long') => formatDay(iso, view.locale, style),
    rate: (rate) => formatRate(rate, view.locale),
    count: (value) => counts.format(value),
  };
}
