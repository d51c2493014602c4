import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { PaymentPlan } from '../../../contracts/payment.schema.ts';
import { planLine } from './plan-line.ts';

// The line under step 5's actions on what book now takes; the sentences are the issue's examples.

const texts = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../../locales/payment.${locale}.json`, import.meta.url), 'utf8'));

const i18n = createInstance();
await i18n.init({
  lng: 'en-US',
  resources: { 'en-US': { payment: texts('en-US') }, 'de-DE': { payment: texts('de-DE') } },
  ns: ['payment'],
  defaultNS: 'payment',
  interpolation: { escapeValue: false },
});

const plan = (overrides: Partial<PaymentPlan>): PaymentPlan => ({
  rule: 'full',
  securedBy: 'payment',
  amountNow: 123400,
  balance: 0,
  currency: 'EUR',
  depositPercent: null,
  balanceDueDate: null,
  ...overrides,
});

/** The line as the visitor reads it. */
function said(p: PaymentPlan | null, locale = 'en-US'): string | null {
  const line = planLine(p, locale);
  return line ? i18n.t(line.key, { ...line.values, lng: locale }) : null;
}

describe('the book-now payment line', () => {
  it('says the whole price is paid now by card', () => {
    expect(said(plan({}))).toBe('You pay €1,234.00 now by card.');
  });

  it('names a deposit’s share and amount, and the rest at the location', () => {
    const deposit = plan({ rule: 'deposit', amountNow: 37020, balance: 86400, depositPercent: 30 });
    expect(said(deposit)).toBe(
      'You pay a 30% deposit of €370.20 now by card; the rest (€864.00) at the location.',
    );
  });

  it('says by when the rest is due when the location sets a date', () => {
    const deposit = plan({
      rule: 'deposit',
      amountNow: 37020,
      balance: 86400,
      depositPercent: 30,
      balanceDueDate: '2027-03-12',
    });
    expect(said(deposit)).toBe(
      'You pay a 30% deposit of €370.20 now by card; the rest (€864.00) by Friday, March 12, 2027.',
    );
  });

  it('leaves the share out when the server names none', () => {
    const part = plan({ rule: 'deposit', amountNow: 37020, balance: 86400 });
    expect(said(part)).toBe('You pay €370.20 now by card; the rest (€864.00) at the location.');
  });

  it('says a card kept as a guarantee charges nothing now', () => {
    const guarantee = plan({ rule: 'guarantee', securedBy: 'setup', amountNow: 0, balance: 123400 });
    expect(said(guarantee)).toBe('Your card is kept as a guarantee; you pay at the location.');
  });

  it('says an on-account booking is confirmed at once and invoiced', () => {
    const onAccount = plan({ securedBy: 'on_account', amountNow: 0, balance: 123400 });
    expect(said(onAccount)).toBe("Confirmed at once; invoiced to your company's account.");
  });

  it('says nothing when book now cannot be secured', () => {
    expect(said(null)).toBeNull();
  });

  it('writes money, shares and dates the visitor’s way', () => {
    const deposit = plan({ rule: 'deposit', amountNow: 37020, balance: 86400, depositPercent: 30 });
    // German puts a no-break space before % and € (CLDR).
    expect(said(deposit, 'de-DE')).toBe(
      'Sie zahlen jetzt eine Anzahlung von 30\u00a0% (370,20\u00a0€) per Karte; den Rest (864,00\u00a0€) vor Ort.',
    );
  });
});
