import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, moneyInputValue, parseMoney } from './money.ts';

// Staff type prices as decimals in their own language; the API takes integer minor units (conventions:
// money in integer minor units). ISO 4217: EUR and USD have 2 minor digits, JPY none.

describe('parseMoney', () => {
  it('reads the locale decimal separator and grouping', () => {
    expect(parseMoney('1.234,50', 'EUR', 'nl-NL')).toBe(123450);
    expect(parseMoney('1,234.50', 'USD', 'en-US')).toBe(123450);
    expect(parseMoney('1 234,50', 'EUR', 'fr-FR')).toBe(123450);
    expect(parseMoney('1\u202f234,50', 'EUR', 'fr-FR')).toBe(123450);
    expect(parseMoney('1.234,5', 'EUR', 'de-DE')).toBe(123450);
    expect(parseMoney('1 234,05', 'EUR', 'fi-FI')).toBe(123405);
  });

  it('takes whole amounts, zero, and a currency symbol around the number', () => {
    expect(parseMoney('95', 'EUR', 'nl-NL')).toBe(9500);
    expect(parseMoney('0', 'EUR', 'en-US')).toBe(0);
    expect(parseMoney('€ 69,50', 'EUR', 'nl-NL')).toBe(6950);
    expect(parseMoney('$12.00', 'USD', 'en-US')).toBe(1200);
    expect(parseMoney('12,00 EUR', 'EUR', 'de-DE')).toBe(1200);
  });

  it('reads a point as the decimal where the locale writes a comma and groups with spaces', () => {
    expect(parseMoney('69.50', 'EUR', 'fr-FR')).toBe(6950);
  });

  it('refuses what is not an amount', () => {
    expect(parseMoney('', 'EUR', 'nl-NL')).toBeNull();
    expect(parseMoney('abc', 'EUR', 'nl-NL')).toBeNull();
    expect(parseMoney('-5', 'EUR', 'en-US')).toBeNull();
    expect(parseMoney('1,234', 'EUR', 'nl-NL')).toBeNull(); // three decimals: EUR has two
    expect(parseMoney('1.5', 'JPY', 'en-US')).toBeNull();
    expect(parseMoney('12,3,4', 'EUR', 'nl-NL')).toBeNull();
    // A decimal comma in en-US is not a thousands separator: never a hundred times the price.
    expect(parseMoney('450,00', 'EUR', 'en-US')).toBeNull();
    expect(parseMoney('1.23.4', 'EUR', 'de-DE')).toBeNull();
  });

  it('uses the currency minor digits', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(parseMoney('1500', 'JPY', 'en-US')).toBe(1500);
  });
});

describe('formatting', () => {
  it('shows minor units as the locale writes money', () => {
    expect(formatMoney(123450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(6950, 'EUR', 'de-DE')).toBe('69,50\u00a0€');
  });

  it('prefills inputs with a plain decimal that parses back to the same amount', () => {
    for (const locale of ['nl-NL', 'en-US', 'de-DE', 'fr-FR', 'fi-FI']) {
      const text = moneyInputValue(123450, 'EUR', locale);
      expect(parseMoney(text, 'EUR', locale)).toBe(123450);
    }
    expect(moneyInputValue(123450, 'EUR', 'nl-NL')).toBe('1234,50');
  });
});
