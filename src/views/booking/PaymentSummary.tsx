/**
 * What was paid, what is still due and how it is paid (spec §2 booking page). The widget never
 * computes money: the totals are the billing's, one per currency; until the server sends what is
 * still due after payments, "still to pay" is shown only while nothing has been received.
 */
import type { Billing, BookingDocument } from '../../domain/booking.types.ts';
import { formatMoney } from '../../domain/format.ts';
import { totalsText } from '../../ui/prices/totals-text.ts';
import { useOfferTexts } from '../use-offer-texts.ts';
import { headingCss, rowsCss, sectionCss } from '../view-styles.ts';

/** Payments that count as received. */
const RECEIVED = new Set(['succeeded', 'paid', 'received']);

/** Props: the booking (its payment method) and its billing. */
export function PaymentSummary({ booking, billing }: { booking: BookingDocument; billing: Billing }) {
  const { t, locale } = useOfferTexts();
  const received = billing.payments.filter((p) => p.status === undefined || RECEIVED.has(String(p.status)));
  const totals = totalsText(billing, locale);
  const paid =
    received.length === 0
      ? formatMoney(0, billing.currency, locale)
      : received.map((p) => formatMoney(p.amount, billing.currency, locale)).join(', ');
  return (
    <section css={sectionCss} aria-labelledby="bf-booking-payment">
      <h3 id="bf-booking-payment" css={headingCss}>
        {t('payment.title')}
      </h3>
      <dl css={rowsCss}>
        <dt>{t('payment.total')}</dt>
        <dd>{totals}</dd>
        <dt>{t('payment.paid')}</dt>
        <dd>{paid}</dd>
        {received.length === 0 && (
          <>
            <dt>{t('payment.due')}</dt>
            <dd>
              <strong>{totals}</strong>
            </dd>
          </>
        )}
        <dt>{t('payment.how')}</dt>
        <dd>{t(`payment.method.${booking.paymentMethod ?? 'none'}`)}</dd>
      </dl>
    </section>
  );
}
