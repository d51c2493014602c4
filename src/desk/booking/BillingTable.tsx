import { useTranslation } from 'react-i18next';
import type { BillingAnswer } from '../../contracts/pricing.schema.ts';
import { formatDay } from './format.ts';
import { formatMoney } from './money.ts';
import { ScrollingTable } from './ScrollingTable.tsx';

type Props = { billing: BillingAnswer; name: (iri: string | null) => string; locale: string };

/** The billing as the server priced it: each line with quantity, unit price and amount, then totals. */
export function BillingTable({ billing, name, locale }: Props) {
  const { t } = useTranslation('booking');
  const money = (minor: number) => formatMoney(minor, billing.currency, locale);
  return (
    <section className="desk-card" aria-labelledby="booking-billing">
      <h2 id="booking-billing">{t('billing.title')}</h2>
      <ScrollingTable label={t('billing.title')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('billing.line')}</th>
              <th scope="col">{t('billing.date')}</th>
              <th scope="col" className="desk-number">
                {t('billing.quantity')}
              </th>
              <th scope="col" className="desk-number">
                {t('billing.unitPrice')}
              </th>
              <th scope="col" className="desk-number">
                {t('billing.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {billing.products.map((line, index) => (
              // Lines have no id of their own: the server's order is stable for one billing.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
              <tr key={index}>
                <td>
                  {/* A line staff added carries their own words, not a catalogue IRI. */}
                  {t(`billing.kinds.${line.kind}`)}:{' '}
                  {line.kind === 'offer_line' ? line.reference : name(line.reference)}
                  {line.includedIn ? ` (${t('billing.included', { deal: name(line.includedIn) })})` : ''}
                </td>
                <td>
                  {line.date ? formatDay(line.date, locale) : ''}
                  {line.nights ? ` · ${t('billing.nights', { count: line.nights })}` : ''}
                </td>
                <td className="desk-number">{line.quantity}</td>
                <td className="desk-number">{money(line.unitPrice)}</td>
                <td className="desk-number">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('billing.totalExcluding')}
              </th>
              <td className="desk-number">{money(billing.totalPriceExcludingTaxes)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {t('billing.taxes')}
              </th>
              <td className="desk-number">{money(billing.totalTaxAmount)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {t('billing.total')}
              </th>
              <td className="desk-number">
                <strong>{money(billing.totalPriceIncludingTaxes)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollingTable>
    </section>
  );
}
