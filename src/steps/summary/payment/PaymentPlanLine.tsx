/**
 * Step 5's line under the actions on what book now takes (a card payment, a deposit, a guarantee, an
 * invoice), from the booking's payment plan as the server last sent it, while book now is offered. The
 * book-now button names it with `aria-describedby`.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { vars } from '../../../theme/theme-vars.ts';
import { useStepForm } from '../../use-step-form.ts';
import { planLine } from './plan-line.ts';

/** The id the book-now button is described by. */
export const PLAN_LINE_ID = 'bf-payment-plan';

/** The payment plan's line, or nothing when book now cannot be secured. */
export function PaymentPlanLine() {
  useSignals();
  const { model, parts } = useStepForm();
  const { t } = useTranslation('payment');
  const booking = parts.storedBooking.booking.value;
  const line = booking?.transitions.includes('book_now')
    ? planLine(booking.paymentPlan, model.locale.value)
    : null;
  if (!line) return null;
  return (
    <p id={PLAN_LINE_ID} css={{ flexBasis: '100%', margin: 0, color: vars.muted }}>
      {t(line.key, line.values)}
    </p>
  );
}
