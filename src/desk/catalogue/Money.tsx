import { NumberInput, type NumberInputProps, useLocale, useRecordContext } from 'react-admin';
import { formatMinorUnits, fromMinorUnits, toMinorUnits } from './money.ts';

const currencyOf = (value: unknown) =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : 'EUR';

/** An amount in minor units shown as money in the record's currency (EUR when it names none). */
export function MoneyField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const locale = useLocale();
  const amount = record?.[source];
  if (typeof amount !== 'number') return null;
  return <span>{formatMinorUnits(amount, currencyOf(record?.currency), locale)}</span>;
}

/** Types an amount in major units (12.50) and stores minor units (1250), in the saved row's currency. */
export function MoneyInput(props: NumberInputProps & { source: string }) {
  const currency = currencyOf(useRecordContext()?.currency);
  return (
    <NumberInput
      {...props}
      step={0.01}
      min={0}
      format={(value: unknown) => (typeof value === 'number' ? fromMinorUnits(value, currency) : value)}
      parse={(value: string) => (value === '' ? null : toMinorUnits(Number(value), currency))}
      helperText={currency}
    />
  );
}
