/**
 * "Pay the rest now" on the booking page (issue 16): a confirmed booking with something left to pay
 * by card (after a deposit, or an offer the venue confirmed) opens the payment panel of step 5 for the
 * rest. The panel's code and texts come from the payment chunk, loaded only when the visitor asks.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { Billing, BookingDocument } from '../../domain/booking.types.ts';
import { formatMoney } from '../../domain/format.ts';
import { usePaymentParts } from '../../steps/summary/use-payment-parts.ts';
import { secondaryButtonCss } from '../../ui/form-styles.ts';
import type { BookingView, BookingViewApi } from '../booking-view.model.ts';
import { useOfferTexts } from '../use-offer-texts.ts';

/** Whether the visitor can pay what is left by card now: one currency, card payments on, not on account. */
export function canPayTheRest(booking: BookingDocument, billing: Billing): boolean {
  const sums = billing.paymentTotals ?? [];
  return (
    booking.status === 'confirmed' &&
    booking.paymentMethod !== 'INVOICE' &&
    booking.paymentMethods.includes('CREDIT_CARD') &&
    sums.length === 1 &&
    sums[0]!.due > 0
  );
}

/** The button, then the panel. */
export function PayTheRest({
  view,
  billing,
  onOpen,
}: {
  view: BookingView;
  billing: Billing;
  onOpen: () => void;
}) {
  useSignals();
  const { t, locale } = useOfferTexts();
  const [api, setApi] = useState<BookingViewApi | null>(null);
  const parts = usePaymentParts(api !== null);
  const due = billing.paymentTotals[0]!;
  const Panel = parts.value?.BalancePayment;
  if (api && Panel) {
    return (
      <Panel
        access={view.access}
        api={api}
        booking={view.booking}
        reload={() => view.refresh()}
        locale={locale}
      />
    );
  }
  return (
    <button
      type="button"
      css={{ ...secondaryButtonCss, justifySelf: 'start' }}
      disabled={api !== null}
      onClick={async () => {
        onOpen();
        setApi(await view.calls());
      }}
    >
      {t('payment.payRest', { amount: formatMoney(due.due, due.currency, locale) })}
    </button>
  );
}
