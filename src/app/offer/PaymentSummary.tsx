/** What was paid, what is still due and how it is paid (spec §2 booking page). */
import type { Billing, BookingDocument } from '../../domain/booking.types.ts';
import { formatMoney } from '../../domain/format.ts';
import { useOfferTexts } from './use-offer-texts.ts';
import { headingCss, rowsCss, sectionCss } from './view-styles.ts';

/** Payments that count as received. */
const RECEIVED = new Set(['succeeded', 'paid', 'received']);

/** Props: the booking (its payment method) and its billing. */
export function PaymentSummary({ booking, billing }: { booking: BookingDocument; billing: Billing }) {
  const { t, locale } = useOfferTexts();
  const paid = billing.payments
    .filter((p) => p.status === undefined || RECEIVED.has(String(p.status)))
    .reduce((sum, p) => sum + (Number.isSafeInteger(p.amount) ? p.amount : 0), 0);
  const due = Math.max(0, billing.totalPriceIncludingTaxes - paid);
  const money = (minor: number) => formatMoney(minor, billing.currency, locale);
  return (
    <section part="payment-summary" css={sectionCss} aria-labelledby="bf-booking-payment">
      <h3 id="bf-booking-payment" css={headingCss}>
        {t('payment.title')}
      </h3>
      <dl css={rowsCss}>
        <dt>{t('payment.total')}</dt>
        <dd>{money(billing.totalPriceIncludingTaxes)}</dd>
        <dt>{t('payment.paid')}</dt>
        <dd part="amount-paid">{money(paid)}</dd>
        <dt>{t('payment.due')}</dt>
        <dd part="amount-due">
          <strong>{money(due)}</strong>
        </dd>
        <dt>{t('payment.how')}</dt>
        <dd>{t(`payment.method.${booking.paymentMethod ?? 'none'}`)}</dd>
      </dl>
    </section>
  );
}
