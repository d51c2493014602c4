import type { Interval } from './hall-periods.ts';
import { type Currency, type Money, times } from './money.ts';
import type { PricingScope, ProductKind } from './pricing.types.ts';
import { fail } from './problem.ts';
import { splitTax, type TaxRateValue, type TaxSplit } from './tax.ts';
import type { BlockPeriod, HallPeriod, PricingTaxScheme, TaxRateCode } from './types.ts';

/** What every line builder needs: the currency, the tax scheme, the location's rates and day parts. */
export type PricingContext = {
  currency: Currency;
  scheme: PricingTaxScheme;
  rates: ReadonlyMap<TaxRateCode, TaxRateValue>;
  windows: Readonly<Record<BlockPeriod, Interval>>;
};

/** A line before tax: what is charged, how many, at what unit price and tax code. */
export type DraftLine = {
  kind: Exclude<ProductKind, 'discount'>;
  scope: PricingScope;
  reference: string;
  description: string;
  date: string | null;
  nights: number | null;
  period: HallPeriod | null;
  includedIn: string | null;
  quantity: bigint;
  unitPrice: Money;
  taxRateCode: TaxRateCode;
  rateProduct: boolean;
  /** Where in the request the line came from, for problems. */
  path: string;
};

/** A line with its amount split into excluding-tax, tax and including-tax parts. */
export type PricedLine = Omit<DraftLine, 'kind' | 'taxRateCode' | 'path'> &
  TaxSplit & {
    kind: ProductKind;
    rate: TaxRateValue;
    /** quantity × unit price, as the location quotes prices (the base a discount is taken from). */
    price: Money;
  };

/** The defaults every draft line shares; builders spread it and set what differs. */
export function lineDefaults(scope: PricingScope, date: string | null, path: string) {
  return { scope, date, path, nights: null, period: null, includedIn: null, rateProduct: false };
}

/** Prices a draft line: extends quantity × unit price and splits the tax of that one line. */
export function priceLine(line: DraftLine, context: PricingContext): PricedLine {
  const rate = context.rates.get(line.taxRateCode);
  if (!rate) fail('unknown_tax_rate', `The location has no "${line.taxRateCode}" tax rate.`, line.path);
  const { taxRateCode: _code, path: _path, ...rest } = line;
  const price = times(line.unitPrice, line.quantity);
  return { ...rest, rate, price, ...splitTax(price, rate, context.scheme) };
}
