/**
 * The booking page's "pay the rest" (issue 16): a confirmed booking with something left to pay (after
 * a deposit, or an offer the venue confirmed) is paid by card in the same panel as step 5's, opened by
 * the visitor from the link. The booking page reads its booking and billing again once it is paid.
 */
import { computed, signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Api } from '../../../api/api.ts';
import type { BookingAccess } from '../../../api/bookings.ts';
import type { BookingDocument } from '../../../domain/booking.types.ts';
import { toBookingState } from '../../../state/booking-state.ts';
import { PaymentPanelView, type PaymentSource } from './PaymentPanel.tsx';

/** What the booking page gives: its link's booking, the API and a way to read everything again. */
export type BalancePaymentProps = {
  access: BookingAccess;
  api: Pick<Api, 'bookings' | 'client'>;
  booking: { readonly value: BookingDocument | null };
  reload: () => Promise<void>;
  locale: string;
};

/** The payment of what is left on a confirmed booking. */
export function BalancePayment({ access, api, booking, reload, locale }: BalancePaymentProps) {
  useSignals();
  const { t } = useTranslation('payment');
  const [source] = useState<PaymentSource>(() => ({
    api,
    access,
    booking: computed(() => (booking.value ? toBookingState(booking.value) : null)),
    refresh: reload,
    locale: signal(locale),
  }));
  return (
    <PaymentPanelView
      source={source}
      outcome={
        <p role="status" css={{ margin: 0 }}>
          {t('result.balancePaid')}
        </p>
      }
    />
  );
}
