import { describe, expect, it } from 'vitest';
import { currencyFor, type Money, minor, money } from './money.ts';
import { compareRates, parseTaxRate, splitTax, type TaxRateValue } from './tax.ts';

function rate(text: string): TaxRateValue {
  const parsed = parseTaxRate(text);
  if (!parsed) throw new Error(`bad rate ${text}`);
  return parsed;
}

function amount(value: number, code = 'EUR'): Money {
  const currency = currencyFor(code);
  if (!currency) throw new Error(`unknown ${code}`);
  return money(BigInt(value), currency);
}

function split(value: number, rateText: string, scheme: 'VAT' | 'SALES_TAX', code = 'EUR') {
  const parts = splitTax(amount(value, code), rate(rateText), scheme);
  return { excl: Number(minor(parts.excl)), tax: Number(minor(parts.tax)), incl: Number(minor(parts.incl)) };
}

describe('parseTaxRate', () => {
  it('reads decimal percent strings as exact scaled integers', () => {
    expect(parseTaxRate('21')).toEqual({ text: '21', amount: 21n, scale: 0n });
    expect(parseTaxRate('25.5')).toEqual({ text: '25.5', amount: 255n, scale: 1n });
    expect(parseTaxRate('8.875')).toEqual({ text: '8.875', amount: 8875n, scale: 3n });
  });

  it('drops meaningless zeros so equal rates group together', () => {
    expect(parseTaxRate('21.0')?.text).toBe('21');
    expect(parseTaxRate('25.50')?.text).toBe('25.5');
    expect(parseTaxRate('09')?.text).toBe('9');
    expect(parseTaxRate('0')).toEqual({ text: '0', amount: 0n, scale: 0n });
  });

  it('refuses what is not a percentage from 0 to 100', () => {
    for (const bad of ['', '-5', '101', '100.5', '8,875', '1e2', 'abc', '.5', '5.']) {
      expect(parseTaxRate(bad), bad).toBeNull();
    }
    expect(parseTaxRate('100')?.text).toBe('100');
  });

  it('orders rates by value, not by text', () => {
    const sorted = ['21', '9', '25.5', '14', '8.875'].map(rate).sort(compareRates);
    expect(sorted.map((r) => r.text)).toEqual(['8.875', '9', '14', '21', '25.5']);
  });
});

describe('splitTax under VAT (prices include tax: tax = gross × rate / (100 + rate))', () => {
  it('takes the tax out of a gross price, rounded to the cent', () => {
    // 100.00 at 21%: 10000 × 21 / 121 = 1735.537… → 1736; 10000 − 1736 = 8264
    expect(split(10000, '21', 'VAT')).toEqual({ excl: 8264, tax: 1736, incl: 10000 });
    // 109.00 at 9%: 10900 × 9 / 109 = 900 exactly
    expect(split(10900, '9', 'VAT')).toEqual({ excl: 10000, tax: 900, incl: 10900 });
    // 10.00 at 25.5%: 1000 × 255 / 1255 = 203.187… → 203
    expect(split(1000, '25.5', 'VAT')).toEqual({ excl: 797, tax: 203, incl: 1000 });
  });

  it('rounds a tax of exactly half a cent up (not to even)', () => {
    // 0.15 at 20% (UK VAT): 15 × 20 / 120 = 2.5 → 3 (half-even would give 2)
    expect(split(15, '20', 'VAT', 'GBP')).toEqual({ excl: 12, tax: 3, incl: 15 });
    // 0.03 at 20%: 3 × 20 / 120 = 0.5 → 1
    expect(split(3, '20', 'VAT', 'GBP')).toEqual({ excl: 2, tax: 1, incl: 3 });
    // 0.09 at 20%: 1.5 → 2
    expect(split(9, '20', 'VAT', 'GBP')).toEqual({ excl: 7, tax: 2, incl: 9 });
  });

  it('charges no tax at 0% and splits a zero amount into zeros', () => {
    expect(split(12345, '0', 'VAT')).toEqual({ excl: 12345, tax: 0, incl: 12345 });
    expect(split(0, '21', 'VAT')).toEqual({ excl: 0, tax: 0, incl: 0 });
  });
});

describe('splitTax under SALES_TAX (prices exclude tax: tax = net × rate / 100, added on top)', () => {
  it('adds 8.875% New York sales tax to the cent', () => {
    // 10.00 × 8.875% = 88.75 cents → 89
    expect(split(1000, '8.875', 'SALES_TAX', 'USD')).toEqual({ excl: 1000, tax: 89, incl: 1089 });
    // 2.00 × 8.875% = 17.75 cents → 18
    expect(split(200, '8.875', 'SALES_TAX', 'USD')).toEqual({ excl: 200, tax: 18, incl: 218 });
  });

  it('rounds half a cent up', () => {
    // 4.00 × 8.875% = 35.5 cents → 36
    expect(split(400, '8.875', 'SALES_TAX', 'USD')).toEqual({ excl: 400, tax: 36, incl: 436 });
    // 12.00 × 8.875% = 106.5 cents → 107 (half-even would give 106)
    expect(split(1200, '8.875', 'SALES_TAX', 'USD')).toEqual({ excl: 1200, tax: 107, incl: 1307 });
  });
});

describe('currencies without cents or with three decimals', () => {
  it('rounds yen to whole yen', () => {
    // ¥1,000 including 10% consumption tax: 1000 × 10 / 110 = 90.909… → ¥91
    expect(split(1000, '10', 'VAT', 'JPY')).toEqual({ excl: 909, tax: 91, incl: 1000 });
    // ¥1,005 plus 10%: 100.5 → ¥101
    expect(split(1005, '10', 'SALES_TAX', 'JPY')).toEqual({ excl: 1005, tax: 101, incl: 1106 });
  });

  it('rounds Kuwaiti dinars to the fils (1/1000)', () => {
    // KWD 1.234 plus 5%: 1234 × 5 / 100 = 61.7 fils → 62
    expect(split(1234, '5', 'SALES_TAX', 'KWD')).toEqual({ excl: 1234, tax: 62, incl: 1296 });
    // KWD 1.050 including 5%: 1050 × 5 / 105 = 50 fils exactly
    expect(split(1050, '5', 'VAT', 'KWD')).toEqual({ excl: 1000, tax: 50, incl: 1050 });
  });

  it('stays exact where a number would not: a huge amount at a three-decimal rate', () => {
    // 9e15 × 8875 is far past 2^53; bigint keeps it exact: 9e15 × 8.875% = 798,750,000,000,000 exactly.
    const parts = splitTax(amount(9_000_000_000_000_000), rate('8.875'), 'SALES_TAX');
    expect(minor(parts.tax)).toBe(798_750_000_000_000n);
  });
});
