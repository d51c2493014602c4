/**
 * Money on the desk: amounts travel in integer minor units (cents) in the location's currency; staff
 * read and type them as decimals in their own language ("1.234,50" in nl-NL, "1,234.50" in en-US).
 * Pure, so the parsing is tested without a page.
 */

/** How many minor units a currency has after the decimal separator (2 for EUR, 0 for JPY). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2
  );
}

/** An amount in minor units as the locale writes money: `formatMoney(123450, 'EUR', 'nl-NL')` → "€ 1.234,50". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

/** An amount in minor units as a plain decimal to prefill an input: "1234,50" in nl-NL, no grouping. */
export function moneyInputValue(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(minor / 10 ** digits);
}

/** The locale's decimal and grouping separators. */
function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

// Spaces of every kind: fr-FR and fi-FI group thousands with a narrow no-break space.
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * What staff typed as minor units, or null when it is not an amount: negative, more decimals than the
 * currency has, letters. The locale's decimal separator is the decimal; its grouping separator may
 * appear between thousands. A currency symbol or code around the number is allowed.
 */
export function parseMoney(text: string, currency: string, locale: string): number | null {
  const digits = currencyDigits(currency);
  const { decimal, group } = separators(locale);
  let cleaned = text.replace(SPACES, '').replace(currency, '');
  cleaned = cleaned.replace(/^[^\d.,-]+|[^\d.,]+$/g, '');
  if (group.trim() !== '' && cleaned.includes(group)) {
    // Grouping only between thousands ("1,234.50"): "450,00" typed in en-US is a decimal comma in the
    // wrong language, and reading it as 45,000 would offer a hundred times the price.
    const whole = cleaned.split(decimal)[0]!;
    const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`);
    if (!grouped.test(whole)) return null;
    cleaned = cleaned.split(group).join('');
  }
  // A point typed where the locale uses a comma (or the reverse) is read as the decimal, as people
  // with an English keyboard do, when the locale's grouping separator did not already take it.
  if (decimal !== '.' && group !== '.' && cleaned.includes('.')) cleaned = cleaned.replace('.', decimal);
  if (decimal !== ',' && group !== ',' && cleaned.includes(',')) cleaned = cleaned.replace(',', decimal);
  const pattern = new RegExp(`^(\\d+)(?:\\${decimal}(\\d{0,${digits}}))?$`);
  const match = pattern.exec(cleaned);
  if (!match || (digits === 0 && cleaned.includes(decimal))) return null;
  const whole = match[1]!;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  const minor = Number(whole) * 10 ** digits + Number(fraction || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}
