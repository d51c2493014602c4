import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate } from './format.ts';

// Intl puts narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money for the visitor', () => {
  it('shows minor units with the narrow symbol in the locale', () => {
    expect(plain(formatMoney(123450, 'EUR', 'en-US'))).toBe('€1,234.50');
    expect(plain(formatMoney(123450, 'EUR', 'nl-NL'))).toBe('€ 1.234,50');
    expect(plain(formatMoney(123450, 'EUR', 'fi-FI'))).toBe('1 234,50 €');
    expect(plain(formatMoney(99900, 'USD', 'de-DE'))).toBe('999,00 $');
    expect(plain(formatMoney(1500, 'JPY', 'en-US'))).toBe('¥1,500');
  });

  it('treats a missing or bogus currency as EUR', () => {
    expect(plain(formatMoney(100, null, 'en-US'))).toBe('€1.00');
    expect(plain(formatMoney(100, 'null', 'en-US'))).toBe('€1.00');
  });

  it('shows tax rates as percentages', () => {
    expect(plain(formatRate('21', 'en-US'))).toBe('21%');
    expect(plain(formatRate('25.5', 'fi-FI'))).toBe('25,5 %');
    expect(formatRate('odd', 'en-US')).toBe('odd');
  });
});
