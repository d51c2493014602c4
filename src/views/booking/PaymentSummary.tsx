/**
 * What was paid, what is still due and how it is paid (spec §2 booking page, issue 16): per currency
 * the server's sums (total, paid, given back, still due), how the visitor pays, and each payment: what
 * it was for, its amount, its state and date, and what was given back. The widget computes no money:
 * the sums are the billing's `paymentTotals`.
 */
import type { Billing, BillingPayment, BookingDocument } from '../../domain/booking.types.ts';
import { formatMoney } from '../../domain/format.ts';
import { totalsText } from '../../ui/prices/totals-text.ts';
import { useOfferTexts } from '../use-offer-texts.ts';
import { cardCss, headingCss, rowsCss, sectionCss } from '../view-styles.ts';

/** The key of a payment's state: a card kept as a guarantee is "kept", not "received". */
const statusKey = (payment: BillingPayment) =>
  payment.kind === 'setup' && payment.status === 'succeeded' ? 'secured' : payment.status;

/** Props: the booking (its payment method) and its billing. */
export function PaymentSummary({ booking, billing }: { booking: BookingDocument; billing: Billing }) {
  const { t, locale } = useOfferTexts();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  // An instant (the server writes it with its offset) as the visitor's calendar day.
  const day = (instant: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(instant),
    );
  const sums = billing.paymentTotals ?? [];
  const payments = billing.payments ?? [];
  const totals = totalsText(billing, locale);
  return (
    <section css={sectionCss} aria-labelledby="bf-booking-payment">
      <h3 id="bf-booking-payment" css={headingCss}>
        {t('payment.title')}
      </h3>
      {sums.length === 0 && (
        // Nothing received or due per currency yet: the whole price is still to pay.
        <dl css={rowsCss}>
          <dt>{t('payment.total')}</dt>
          <dd>{totals}</dd>
          <dt>{t('payment.due')}</dt>
          <dd>
            <strong>{totals}</strong>
          </dd>
        </dl>
      )}
      {sums.map((sum) => (
        <div key={sum.currency} data-currency={sum.currency} css={{ display: 'grid', gap: '4px' }}>
          {sums.length > 1 && (
            <p css={{ margin: 0, fontWeight: 700 }}>{t('payment.inCurrency', { currency: sum.currency })}</p>
          )}
          <dl css={rowsCss}>
            <dt>{t('payment.total')}</dt>
            <dd>{money(sum.total, sum.currency)}</dd>
            <dt>{t('payment.paid')}</dt>
            <dd>{money(sum.paid, sum.currency)}</dd>
            {sum.refunded > 0 && (
              <>
                <dt>{t('payment.refunded')}</dt>
                <dd>{money(sum.refunded, sum.currency)}</dd>
              </>
            )}
            <dt>{t('payment.due')}</dt>
            <dd>
              <strong>{money(sum.due, sum.currency)}</strong>
            </dd>
          </dl>
        </div>
      ))}
      <dl css={rowsCss}>
        <dt>{t('payment.how')}</dt>
        <dd>{t(`payment.method.${booking.paymentMethod ?? 'none'}`)}</dd>
      </dl>
      {payments.length > 0 && (
        <>
          <h4 css={{ margin: 0, fontSize: '16px' }}>{t('payment.payments')}</h4>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' }}>
            {payments.map((payment) => (
              <li key={payment['@id']} data-payment-status={payment.status} css={cardCss}>
                <dl css={rowsCss}>
                  <dt>{t('payment.for')}</dt>
                  <dd>{t(`payment.purpose.${payment.purpose}`)}</dd>
                  <dt>{t('payment.amount')}</dt>
                  <dd>{money(payment.amount, payment.currency)}</dd>
                  <dt>{t('payment.state')}</dt>
                  <dd>{t(`payment.status.${statusKey(payment)}`)}</dd>
                  <dt>{t('payment.date')}</dt>
                  <dd>{day(payment.succeededAt ?? payment.createdAt)}</dd>
                  {payment.refundedAmount > 0 && (
                    <>
                      <dt>{t('payment.refunded')}</dt>
                      <dd>{money(payment.refundedAmount, payment.currency)}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
