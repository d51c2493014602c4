/**
 * What step 5 shows after book now (issue 16): the payment panel when the booking is held for a card
 * payment or guarantee, or, when book now confirmed it at once on a company's credit account, the sent
 * outcome with the pay-later result. The panel keeps telling the story once it showed, whatever the
 * booking becomes (confirmed, or a request when the time ran out).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useState } from 'react';
import { useStepForm } from '../../use-step-form.ts';
import { PaymentPanel } from './PaymentPanel.tsx';
import { PaymentResult } from './PaymentResult.tsx';

/** Props: the sent outcome (reference, link, PDF, dialog) as step 5 shows it for any sent booking. */
export type PaymentFlowProps = { outcome: ReactNode };

/** Step 5 after book now. */
export function PaymentFlow({ outcome }: PaymentFlowProps) {
  useSignals();
  const { form, parts } = useStepForm();
  const booking = parts.storedBooking.booking.value;
  const [held] = useState(() => booking?.status === 'payment_pending');
  if (held) return <PaymentPanel outcome={outcome} />;
  const payLater = booking?.status === 'confirmed' && form.reservation.value.paymentMethod === 'INVOICE';
  return (
    <>
      {outcome}
      {payLater && (
        <div data-payment-state="pay-later">
          <PaymentResult kind="payLater" />
        </div>
      )}
    </>
  );
}
