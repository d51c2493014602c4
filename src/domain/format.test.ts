import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatRate } from './format.ts';

describe('formatMoney', () => {
  it('writes minor units with the narrow symbol in the visitor locale', () => {
    expect(formatMoney(241000, 'EUR', 'en-US')).toBe('€2,410.00');
    expect(formatMoney(241000, 'EUR', 'nl-NL')).toBe('€\u00a02.410,00');
    expect(formatMoney(9999, 'USD', 'en-US')).toBe('$99.99');
    expect(formatMoney(12345, 'NOK', 'en-US')).toBe('kr\u00a0123.45');
  });
  it('falls back to EUR for a missing or broken currency', () => {
    expect(formatMoney(100, null, 'en-US')).toBe('€1.00');
    expect(formatMoney(100, 'null', 'en-US')).toBe('€1.00');
  });
});

describe('formatDay', () => {
  it('keeps the calendar day whatever the time zone', () => {
    expect(formatDay('2027-03-03', 'en-US')).toBe('Wednesday, March 3, 2027');
    expect(formatDay('2027-03-03', 'de-DE', 'short')).toBe('3. März 2027');
  });
  it('leaves text that is not a day alone', () => {
    expect(formatDay('soon', 'en-US')).toBe('soon');
  });
});

describe('formatRate', () => {
  it('writes a percentage', () => {
    expect(formatRate('21', 'en-US')).toBe('21%');
    expect(formatRate('8.875', 'en-US')).toBe('8.875%');
  });
});
