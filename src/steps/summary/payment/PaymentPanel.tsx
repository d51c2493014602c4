/**
 * Step 5's payment panel after book now held the booking (issue 16, spec §2, §4, §8): what is paid
 * and what for, the hold's countdown, Stripe's Payment Element and "Pay now" (for a card kept as a
 * guarantee: "Secure booking with this card"), and the result: confirmed (the sent outcome), being
 * processed, failed (the card form stays, pay again) or out of time (the form is frozen).
 *
 * Stripe's Element cannot mount inside a shadow root: it goes into a light-DOM child of the element
 * that the panel's `<slot>` shows in place. The panel carries `data-payment-state` for scripts and
 * tests; two live regions say the countdown's moments and the results, and never move focus.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Api } from '../../../api/api.ts';
import type { BookingAccess } from '../../../api/bookings.ts';
import { paymentsApi } from '../../../api/payments.ts';
import { formatMoney } from '../../../domain/format.ts';
import type { BookingState } from '../../../state/booking-state.ts';
import { vars } from '../../../theme/theme-vars.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';
import { buttonCss } from '../../StepForm.tsx';
import { useStepForm } from '../../use-step-form.ts';
import { openCardForm } from './card-form.ts';
import type { Clock } from './countdown.model.ts';
import { lightDomChild } from './light-dom-slot.ts';
import { PaymentCountdown } from './PaymentCountdown.tsx';
import { PaymentResult } from './PaymentResult.tsx';
import { createPaymentFlow, type PaymentFlow } from './payment-flow.model.ts';
import { stripeAppearance, stripeLocale } from './stripe-look.ts';

/** The slot the card form shows through; one panel per element, so one name is enough. */
export const PAYMENT_SLOT = 'bf-payment-element';

const BROWSER_CLOCK: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Props: the sent outcome, shown once the payment confirmed the booking. */
export type PaymentPanelProps = { outcome: ReactNode };

/** Where a payment panel gets its booking from: step 5's stored booking, or a booking page's link. */
export type PaymentSource = {
  api: Pick<Api, 'bookings' | 'client'>;
  access: BookingAccess;
  booking: ReadonlySignal<BookingState | null>;
  /** Reads the booking again into `booking`. */
  refresh: () => Promise<void>;
  locale: ReadonlySignal<string>;
};

/** The payment panel of step 5's held booking. */
export function PaymentPanel({ outcome }: PaymentPanelProps) {
  const { model, parts } = useStepForm();
  const access = parts.storedBooking.credentials.peek();
  const [source] = useState<PaymentSource | null>(() =>
    access
      ? {
          api: parts.api,
          access,
          booking: parts.storedBooking.booking,
          refresh: parts.submission.refresh,
          locale: model.locale,
        }
      : null,
  );
  return source ? <PaymentPanelView source={source} outcome={outcome} /> : null;
}

/** The payment panel for any booking with something to pay now (a hold, or the rest of a confirmed one). */
export function PaymentPanelView({ source, outcome }: PaymentPanelProps & { source: PaymentSource }) {
  useSignals();
  const { t } = useTranslation('payment');
  const slot = useRef<HTMLSlotElement>(null);
  const [flow, setFlow] = useState<PaymentFlow | null>(null);
  const locale = source.locale.value;

  // One flow per opening of the panel; it goes (calls, timers, card form) when the panel goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later values are read through signals
  useEffect(() => {
    const place = slot.current;
    if (!place) return;
    const home = lightDomChild(place);
    // The theme as the element resolves it, so a host page's `--bf-*` overrides reach Stripe's iframe.
    const style = place.ownerDocument.defaultView?.getComputedStyle(place);
    const value = (name: string) => style?.getPropertyValue(name).trim() ?? '';
    const created = createPaymentFlow({
      api: {
        bookings: source.api.bookings,
        payments: paymentsApi(source.api.client, source.api.bookings.access),
      },
      access: source.access,
      booking: source.booking,
      refresh: source.refresh,
      openCardForm: (session) =>
        openCardForm({
          session,
          mountPoint: home.element,
          appearance: stripeAppearance(value),
          locale: stripeLocale(source.locale.peek()),
        }),
      returnUrl: () => place.ownerDocument.location.href,
      clock: BROWSER_CLOCK,
    });
    setFlow(created);
    void created.start();
    return () => {
      created.dispose();
      home.remove();
    };
  }, []);

  const state = flow?.state.value ?? 'loading';
  const session = flow?.session.value ?? null;
  const failure = flow?.failure.value ?? null;
  const kind =
    session?.kind ?? (source.booking.value?.paymentPlan?.securedBy === 'setup' ? 'setup' : 'payment');
  const action = kind === 'setup' ? 'secure' : 'pay';
  const settled = state === 'processing' || state === 'succeeded';

  if (state === 'succeeded') return <div data-payment-state={state}>{outcome}</div>;

  return (
    <section
      data-payment-state={state}
      aria-labelledby="bf-payment-title"
      aria-busy={state === 'loading' || state === 'paying'}
      css={{ display: 'grid', gap: '16px', paddingTop: '8px' }}
    >
      <h3 id="bf-payment-title" css={{ margin: 0 }}>
        {t(`panel.${session?.purpose === 'balance' ? 'balance' : kind}`)}
      </h3>
      {flow && !settled && state !== 'expired' && <PaymentCountdown flow={flow} />}
      {(state === 'failed' || state === 'processing' || state === 'expired') && (
        <PaymentResult kind={state} failure={failure} onRetry={flow?.retry} />
      )}
      {session && !settled && (
        <p css={{ margin: 0 }}>
          {t(`due.${session.purpose}`, { amount: formatMoney(session.amount, session.currency, locale) })}
        </p>
      )}
      {state === 'loading' && <p css={{ margin: 0, color: vars.muted }}>{t('panel.loading')}</p>}
      <div hidden={settled || !session}>
        <slot ref={slot} name={PAYMENT_SLOT} />
      </div>
      {!settled && session && (!failure || failure.reason === 'card') && (
        <button
          type="button"
          part="pay-button"
          data-kind={kind}
          disabled={state !== 'ready' && state !== 'failed'}
          onClick={() => void flow?.pay()}
          css={{
            ...buttonCss,
            justifySelf: 'start',
            background: vars.primary,
            color: vars.onPrimary,
            '&:disabled': { opacity: 0.7, cursor: state === 'paying' ? 'progress' : 'not-allowed' },
          }}
        >
          {t(`${action}.${state === 'paying' ? 'loading' : 'label'}`)}
        </button>
      )}
      {flow && <PaymentAnnouncements flow={flow} />}
    </section>
  );
}

/**
 * Two live regions that are always there, so each change is heard: whole minutes politely; the last
 * minute's moments and the results that need action assertively. They never move focus.
 */
function PaymentAnnouncements({ flow }: { flow: PaymentFlow }) {
  useSignals();
  const { t } = useTranslation('payment');
  const state = flow.state.value;
  const minutes = flow.countdown.value?.polite.value?.minutes;
  const seconds = flow.countdown.value?.assertive.value?.seconds;
  const polite =
    state === 'processing'
      ? t('result.processing.text')
      : minutes
        ? t('countdown.saidMinutes', { count: minutes })
        : '';
  const assertive =
    state === 'failed'
      ? t('result.failed.text')
      : state === 'expired'
        ? t('result.expired.text')
        : seconds
          ? t('countdown.saidSeconds', { count: seconds })
          : '';
  return (
    <>
      <div role="status" css={visuallyHidden}>
        {polite}
      </div>
      <div role="alert" css={visuallyHidden}>
        {assertive}
      </div>
    </>
  );
}
