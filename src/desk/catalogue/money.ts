/** Amounts in the API are integer minor units of their currency (spec conventions); staff read and type major units. Pure. */

/** How many minor-unit digits `currency` has (2 for EUR, 0 for JPY). */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** 1250 EUR cents → 12.5 */
export function fromMinorUnits(amount: number, currency: string): number {
  return amount / 10 ** minorDigits(currency);
}

/** 12.5 EUR → 1250 cents; rounds to the nearest minor unit (typed 12.499 is 1250). */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** 1250 EUR cents in nl-NL → "€ 12,50". */
export function formatMinorUnits(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    fromMinorUnits(amount, currency),
  );
}
