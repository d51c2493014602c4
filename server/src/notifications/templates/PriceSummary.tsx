/** @jsxImportSource react */
import { Column, Heading, Hr, Row, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailContext } from '../mail-context.ts';
import type { Money, SummaryVenue } from '../message.types.ts';
import { mutedStyle, ruleStyle, smallHeadingStyle, subheadingStyle, textStyle } from './mail-styles.ts';

const cellStyle = { ...textStyle, margin: 0, padding: '4px 0', verticalAlign: 'top' } as const;
// An amount never wraps, so its digits stay together even at 390 px; the label column takes the rest.
const amountStyle = { ...cellStyle, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '12px' } as const;

type AmountRowProps = { label: ReactNode; detail?: string; amount: string; tone?: 'strong' | 'muted' };

/** A label (with an optional detail below it) and its amount, right-aligned. */
function AmountRow({ label, detail, amount, tone }: AmountRowProps) {
  const { fontSize, lineHeight, color } = mutedStyle;
  const weight =
    tone === 'strong' ? { fontWeight: 700 } : tone === 'muted' ? { fontSize, lineHeight, color } : {};
  return (
    <Row>
      <Column
        className={tone === 'muted' ? 'bf-label bf-muted' : 'bf-label'}
        style={{ ...cellStyle, ...weight }}
      >
        {label}
        {detail && (
          <span
            className="bf-muted bf-detail"
            style={{ ...mutedStyle, fontWeight: 400, display: 'block', margin: 0 }}
          >
            {detail}
          </span>
        )}
      </Column>
      <Column
        className={tone === 'muted' ? 'bf-value bf-muted' : 'bf-value'}
        style={{ ...amountStyle, ...weight }}
      >
        {amount}
      </Column>
    </Row>
  );
}

/**
 * The prices as billing priced them: per venue its lines (quantity × unit price = amount), its taxes per
 * rate and its totals; then the totals per currency when there is more than one venue.
 */
export function PriceSummary({ mail }: { mail: MailContext }) {
  const { t, view, money } = mail;
  const { prices, totals } = view.booking;
  if (prices.length === 0) return null;
  return (
    <Section>
      <Heading as="h3" style={subheadingStyle}>
        {t('email:summary.prices')}
      </Heading>
      {prices.map((venue) => (
        <VenuePrices key={`${venue.name}-${venue.currency}`} mail={mail} venue={venue} />
      ))}
      {prices.length > 1 && (
        <>
          <Text style={smallHeadingStyle}>{t('email:summary.totals')}</Text>
          {totals.map((total: Money) => (
            <AmountRow
              key={total.currency}
              label={t('offer:prices.totalIncl')}
              detail={totals.length > 1 ? total.currency : undefined}
              amount={money(total)}
              tone="strong"
            />
          ))}
          {totals.length > 1 && (
            <Text className="bf-muted" style={{ ...mutedStyle, marginTop: '8px' }}>
              {t('offer:prices.currencies')}
            </Text>
          )}
        </>
      )}
    </Section>
  );
}

function VenuePrices({ mail, venue }: { mail: MailContext; venue: SummaryVenue }) {
  const { t, money, rate } = mail;
  const salesTax = venue.taxScheme === 'SALES_TAX';
  const taxLabel = (r: string) =>
    t(salesTax ? 'offer:prices.salesTax' : 'offer:prices.vat', { rate: rate(r) });
  return (
    <Section style={{ margin: '0 0 16px' }}>
      <Text style={smallHeadingStyle}>{venue.name}</Text>
      {venue.lines.map((line, index) => (
        <AmountRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server; two lines may read alike.
          key={`${index}-${line.label}`}
          label={line.label}
          detail={t('offer:prices.quantityTimes', { quantity: line.quantity, unit: money(line.unitPrice) })}
          amount={money(line.amount)}
        />
      ))}
      <Hr className="bf-rule" style={{ ...ruleStyle, margin: '8px 0' }} />
      {salesTax && (
        <AmountRow label={t('offer:prices.totalExcl')} amount={money(venue.totalExcludingTaxes)} />
      )}
      {salesTax &&
        venue.taxes.map((tax) => (
          <AmountRow key={tax.rate} label={taxLabel(tax.rate)} amount={money(tax.taxAmount)} />
        ))}
      <AmountRow
        label={t('offer:prices.totalIncl')}
        amount={money(venue.totalIncludingTaxes)}
        tone="strong"
      />
      {!salesTax &&
        venue.taxes.map((tax) => (
          <AmountRow key={tax.rate} label={taxLabel(tax.rate)} amount={money(tax.taxAmount)} tone="muted" />
        ))}
      {venue.touristTaxExcluded && (
        <Text className="bf-muted" style={{ ...mutedStyle, marginTop: '8px' }}>
          {t('offer:prices.touristTaxAt', { venue: venue.name })}
        </Text>
      )}
    </Section>
  );
}
