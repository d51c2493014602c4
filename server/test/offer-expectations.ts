import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { squeeze } from './pdf.ts';
import { ROOT } from './processes.ts';

// What an offer PDF must say, built the way a reader expects it — texts from the locale files, numbers
// from the billing API's answer, formatted with Intl for the locale — never from the PDF code.

type Tree = { [key: string]: string | Tree };

/** The locale files' texts of one locale: `offer` (the widget's offer view) and `email` (messages, PDF). */
export function localeTexts(locale: string): { offer: Tree; email: Tree } {
  const read = (namespace: string) =>
    JSON.parse(readFileSync(`${ROOT}locales/${namespace}.${locale}.json`, 'utf8')) as Tree;
  return { offer: read('offer'), email: read('email') };
}

/** The text at a dotted path, its `{{placeholders}}` filled. */
export function text(tree: Tree, path: string, values: Record<string, string> = {}): string {
  const found = path.split('.').reduce<string | Tree | undefined>((node, key) => (node as Tree)?.[key], tree);
  if (typeof found !== 'string') throw new Error(`no text at ${path}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

/** Minor units as the locale writes money (narrow symbol; both test currencies have two decimals). */
export const money = (locale: string, amount: number, currency: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    amount / 100,
  );

/** A percent string (`8.875`) as the locale writes a rate. */
export const percent = (locale: string, rate: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(Number(rate) / 100);

/** A `YYYY-MM-DD` day written out in the locale (weekday, day, month, year). */
export const longDate = (locale: string, day: string): string =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));

const literal = (value: string) => squeeze(value).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

type Product = { kind: string; quantity: number; unitPrice: number; amount: number };
type Tax = { rate: string; taxAmount: number };
type Pricing = {
  currency: string;
  pricingTaxScheme: 'VAT' | 'SALES_TAX';
  products: Product[];
  taxes: Tax[];
  totalPriceIncludingTaxes: number;
  totalPriceExcludingTaxes: number;
};
/** The billing answer's parts the checks read. */
export type Billing = {
  venues: { name: string; pricing: Pricing }[];
  currencies: { currency: string; totalPriceIncludingTaxes: number }[];
};

/**
 * Checks the PDF's text (pdftotext -layout, one table row per line) against billing: after the prices
 * heading, per venue in billing's order, every line (discount lines last) as `quantity unit price
 * amount` at the end of one row, in billing's order; each tax as its rate's label and amount; both totals
 * with their labels; and with several venues each currency's total.
 */
export function expectBillingInPdf(layout: string, billing: Billing, locale: string): void {
  const { offer, email } = localeTexts(locale);
  const lines = layout.split('\n').map(squeeze).filter(Boolean);
  const start = lines.indexOf(squeeze(text(email, 'summary.prices')));
  expect(start, 'the prices heading').toBeGreaterThan(0);
  const venueStarts = billing.venues.map((venue) => ({ venue, at: -1 }));
  let at = start;
  for (const entry of venueStarts) {
    entry.at = lines.indexOf(squeeze(entry.venue.name), at);
    expect(entry.at, `${entry.venue.name} after line ${at}`).toBeGreaterThan(at);
    at = entry.at;
  }
  venueStarts.forEach(({ venue, at: begin }, index) => {
    const end = venueStarts[index + 1]?.at ?? lines.length;
    const section = lines.slice(begin, end);
    const { currency, pricingTaxScheme: scheme } = venue.pricing;
    const cash = (amount: number) => literal(money(locale, amount, currency));
    const has = (pattern: RegExp, what: string) =>
      expect(
        section.some((line) => pattern.test(line)),
        `${venue.name}: ${what} (${pattern})`,
      ).toBe(true);
    const ordered = [
      ...venue.pricing.products.filter((p) => p.kind !== 'discount'),
      ...venue.pricing.products.filter((p) => p.kind === 'discount'),
    ];
    let row = 0;
    for (const product of ordered) {
      const quantity = literal(new Intl.NumberFormat(locale).format(product.quantity));
      const pattern = new RegExp(`(^|\\s)${quantity} ${cash(product.unitPrice)} ${cash(product.amount)}$`);
      const found = section.findIndex((line, i) => i >= row && pattern.test(line));
      expect(found, `${venue.name}: line ${JSON.stringify(product)} in order`).toBeGreaterThanOrEqual(row);
      row = found + 1;
    }
    for (const tax of venue.pricing.taxes) {
      const label = text(offer, scheme === 'SALES_TAX' ? 'prices.salesTax' : 'prices.vat', {
        rate: percent(locale, tax.rate),
      });
      has(new RegExp(`^${literal(label)} ${cash(tax.taxAmount)}$`), `tax at ${tax.rate}`);
    }
    const incl = literal(text(offer, 'prices.totalIncl'));
    const excl = literal(text(offer, 'prices.totalExcl'));
    has(new RegExp(`^${incl} ${cash(venue.pricing.totalPriceIncludingTaxes)}$`), 'total including tax');
    has(new RegExp(`^${excl} ${cash(venue.pricing.totalPriceExcludingTaxes)}$`), 'total excluding tax');
  });
  if (billing.venues.length < 2) return;
  const totals = lines.indexOf(squeeze(text(email, 'summary.totals')), at);
  expect(totals, 'the totals heading after the venues').toBeGreaterThan(at);
  for (const total of billing.currencies) {
    const pattern = new RegExp(
      `\\b${total.currency}\\b.* ${literal(money(locale, total.totalPriceIncludingTaxes, total.currency))}$`,
    );
    expect(
      lines.slice(totals).some((line) => pattern.test(line)),
      `total in ${total.currency}`,
    ).toBe(true);
  }
}
