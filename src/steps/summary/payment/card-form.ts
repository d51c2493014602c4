/**
 * Stripe's Payment Element for one payment session, behind a small interface the payment flow calls
 * (so node tests hand it a stand-in). Stripe.js comes from the `/pure` entry of @stripe/stripe-js, in its
 * own lazy chunk imported only when the payment panel opens: before that the widget holds no Stripe
 * byte and the page has no js.stripe.com script. A failed load is forgotten, so "Try again" loads again
 * (the module through `lazyChunk`, the script through `loadStripe`, which resets itself on failure).
 */
import type { Appearance, StripeElementLocale } from '@stripe/stripe-js';
import type { PaymentSession } from '../../../contracts/payment.schema.ts';
import { lazyChunk } from '../../../domain/lazy-chunk.ts';

const stripeJs = lazyChunk(() => import('@stripe/stripe-js/pure'));

/** What Stripe.js said of a confirmation, in the terms the payment flow acts on. */
export type Confirmation =
  /** The intent succeeded (or the card was authorised or kept): the server is asked to check it. */
  | { status: 'succeeded' }
  /** The bank approves later; the server hears of it from the provider. */
  | { status: 'processing' }
  /** The form is not complete or not valid: the Element shows what is wrong. */
  | { status: 'incomplete' }
  /** Declined or not possible: the provider's message for the visitor, when it gave one. */
  | { status: 'failed'; message: string | null };

/** The card form of one session. */
export type CardForm = {
  /** Resolves once the Element can take input; rejects when it cannot load. */
  ready: Promise<void>;
  /** Validates and confirms the session; resolves with what Stripe.js answered, never rejects. */
  confirm(returnUrl: string): Promise<Confirmation>;
  /** Freezes the entered details (the time ran out) or frees them again. */
  setReadOnly(readOnly: boolean): void;
  /** Takes the Element out of the page. */
  destroy(): void;
};

/** How to open the form: where it goes and how it looks and speaks. */
export type CardFormOptions = {
  session: PaymentSession;
  /** A light-DOM element: Stripe's iframe cannot live inside a shadow root. */
  mountPoint: HTMLElement;
  appearance: Appearance;
  locale: StripeElementLocale;
};

/** Intent states after a confirmation that are a success for the visitor (Stripe's PaymentIntent docs). */
const DONE = new Set(['succeeded', 'requires_capture']);

/** Loads Stripe.js for the session's account and mounts the Payment Element at `mountPoint`. */
export async function openCardForm({
  session,
  mountPoint,
  appearance,
  locale,
}: CardFormOptions): Promise<CardForm> {
  const { loadStripe } = await stripeJs.load();
  const stripe = await loadStripe(session.publishableKey, {
    ...(session.stripeAccount ? { stripeAccount: session.stripeAccount } : {}),
    locale,
  });
  if (!stripe) throw new Error('booking-form: Stripe.js is not available here');
  const { clientSecret } = session;
  const elements = stripe.elements({ clientSecret, appearance, locale });
  const element = elements.create('payment');
  const ready = new Promise<void>((resolve, reject) => {
    element.on('ready', () => resolve());
    element.on('loaderror', (event) => reject(new Error(event.error.message ?? 'loaderror')));
  });
  element.mount(mountPoint);

  return {
    ready,
    async confirm(returnUrl) {
      const submitted = await elements.submit();
      if (submitted.error) {
        return submitted.error.type === 'validation_error'
          ? { status: 'incomplete' }
          : { status: 'failed', message: submitted.error.message ?? null };
      }
      // A redirect happens only for payment methods that need one; cards answer here.
      const options = { elements, clientSecret, redirect: 'if_required' as const };
      const confirmParams = { return_url: returnUrl };
      const result =
        session.kind === 'setup'
          ? await stripe.confirmSetup({ ...options, confirmParams })
          : await stripe.confirmPayment({ ...options, confirmParams });
      if (result.error) return { status: 'failed', message: result.error.message ?? null };
      const intent = 'setupIntent' in result ? result.setupIntent : result.paymentIntent;
      if (intent && DONE.has(intent.status)) return { status: 'succeeded' };
      if (intent?.status === 'processing') return { status: 'processing' };
      return { status: 'failed', message: null };
    },
    setReadOnly(readOnly) {
      element.update({ readOnly });
    },
    destroy() {
      element.destroy();
    },
  };
}
