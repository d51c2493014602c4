import { addDays } from '../../../src/domain/dates.ts';
import type { Money, SummaryLine, SummaryVenue } from '../notifications/message.types.ts';
import type { OfferContext } from './offer-context.ts';
import { heading } from './offer-sections.ts';
import { type Column, gap, paragraph, room, row, rule, type TextStyle, widthOf } from './pdf-pen.ts';

// The prices as billing priced them: per venue a table of every line (quantity, unit price, amount), the
// discount's lines, the taxes per rate under the venue's scheme and its totals; then the totals per
// currency when the booking spans venues. Amounts are never computed here, only formatted.

const QUANTITY = 52;
const MONEY = 88;
const SPACE = 10;
/** The height of a venue's name, currency, table header and one line: kept together. */
const VENUE_START = 92;

type Columns = { line: Column[]; total: Column[] };

function columnsFor(width: number): Columns {
  const amount = { x: width - MONEY, width: MONEY };
  const unit = { x: amount.x - SPACE - MONEY, width: MONEY };
  const quantity = { x: unit.x - SPACE - QUANTITY, width: QUANTITY };
  const description = { x: 0, width: quantity.x - SPACE };
  return {
    line: [description, quantity, unit, amount],
    total: [{ x: 0, width: amount.x - SPACE }, amount],
  };
}

function tableHeader(c: OfferContext, columns: Columns): void {
  const { pen, t } = c;
  const style: TextStyle = { bold: true, size: 8, color: pen.palette.muted };
  const right: TextStyle = { ...style, align: 'right' };
  row(pen, columns.line, [
    { text: t('email:pdf.columns.description'), style },
    { text: t('email:pdf.columns.quantity'), style: right },
    { text: t('email:pdf.columns.unitPrice'), style: right },
    { text: t('email:pdf.columns.amount'), style: right },
  ]);
  rule(pen);
  gap(pen, 4);
}

/** When a line applies: its day, or a stay's first night to the morning it ends. */
function when(c: OfferContext, line: SummaryLine): string | null {
  if (!line.date) return null;
  const first = c.day(line.date, 'short');
  return line.nights ? `${first} – ${c.day(addDays(line.date, line.nights), 'short')}` : first;
}

function lineRow(
  c: OfferContext,
  columns: Columns,
  line: SummaryLine,
  label: string,
  under = when(c, line),
): void {
  const right: TextStyle = { align: 'right' };
  row(
    c.pen,
    columns.line,
    [
      { text: label, ...(under ? { under } : {}) },
      { text: c.count(line.quantity), style: right },
      { text: c.money(line.unitPrice), style: right },
      { text: c.money(line.amount), style: right },
    ],
    { spacing: 5, onNewPage: () => tableHeader(c, columns) },
  );
}

function totalRow(
  c: OfferContext,
  columns: Columns,
  label: string,
  amount: Money,
  tone?: 'strong' | 'muted',
): void {
  const style: TextStyle =
    tone === 'strong'
      ? { bold: true, size: 10 }
      : tone === 'muted'
        ? { color: c.pen.palette.muted, size: 9 }
        : {};
  row(c.pen, columns.total, [
    { text: label, style },
    { text: c.money(amount), style: { ...style, align: 'right' } },
  ]);
}

function venuePrices(c: OfferContext, venue: SummaryVenue, columns: Columns): void {
  const { pen, t } = c;
  const full = [{ x: 0, width: widthOf(pen) }];
  // The venue's name stays with the table's header and its first line.
  room(pen, VENUE_START);
  row(pen, full, [{ text: venue.name, style: { bold: true, size: 11 } }], { spacing: 1 });
  row(pen, full, [
    {
      text: t('offer:prices.currencyTitle', { currency: venue.currency }),
      style: { size: 8.5, color: pen.palette.muted },
    },
  ]);
  tableHeader(c, columns);
  for (const line of venue.lines) lineRow(c, columns, line, line.label);
  const discount = venue.discount ? t('offer:prices.discount', { code: venue.discount.code }) : null;
  for (const line of venue.discountLines) {
    // One line per part of the booking and tax rate: say which part, and the rate when a part has two.
    const part = t(line.scope === 'event' ? 'offer:prices.eventSubtotal' : 'offer:prices.hotelSubtotal');
    const shared = venue.discountLines.filter((other) => other.scope === line.scope).length > 1;
    lineRow(c, columns, line, discount ?? line.label, shared ? `${part} · ${c.rate(line.taxRate)}` : part);
  }
  gap(pen, 2);
  rule(pen);
  gap(pen, 5);
  const salesTax = venue.taxScheme === 'SALES_TAX';
  const taxLabel = (rate: string) =>
    t(salesTax ? 'offer:prices.salesTax' : 'offer:prices.vat', { rate: c.rate(rate) });
  if (salesTax) {
    totalRow(c, columns, t('offer:prices.totalExcl'), venue.totalExcludingTaxes);
    for (const tax of venue.taxes) totalRow(c, columns, taxLabel(tax.rate), tax.taxAmount);
    totalRow(c, columns, t('offer:prices.totalIncl'), venue.totalIncludingTaxes, 'strong');
  } else {
    totalRow(c, columns, t('offer:prices.totalIncl'), venue.totalIncludingTaxes, 'strong');
    for (const tax of venue.taxes) totalRow(c, columns, taxLabel(tax.rate), tax.taxAmount, 'muted');
    totalRow(c, columns, t('offer:prices.totalExcl'), venue.totalExcludingTaxes, 'muted');
  }
  if (venue.touristTaxExcluded)
    paragraph(pen, t('offer:prices.touristTaxAt', { venue: venue.name }), {
      size: 8.5,
      color: pen.palette.muted,
    });
  gap(pen, 12);
}

/** Every venue's prices, then the totals per currency when there is more than one venue. */
export function prices(c: OfferContext): void {
  const { view, pen, t } = c;
  const { prices: venues, totals } = view.booking;
  const columns = columnsFor(widthOf(pen));
  // The heading stays with the first venue's name, its table header and first line.
  heading(c, t('email:summary.prices'), VENUE_START);
  for (const venue of venues) venuePrices(c, venue, columns);
  if (venues.length < 2) return;
  heading(c, t('email:summary.totals'));
  for (const total of totals)
    totalRow(c, columns, `${t('offer:prices.totalIncl')} · ${total.currency}`, total, 'strong');
  if (totals.length > 1) {
    gap(pen, 4);
    paragraph(pen, t('offer:prices.currencies'), { size: 8.5, color: pen.palette.muted });
  }
  gap(pen, 8);
}
