// Step 5 after book now, in a real shadow root: the payment panel opens the payment due now, mounts
// Stripe's Payment Element in a light-DOM child shown through its slot (Elements cannot mount inside a
// shadow root), themed from the partner and in the visitor's language, and pays with it. Stripe.js is a
// stand-in on `window.Stripe` (js.stripe.com is out of reach here); it answers as Stripe's docs say
// `elements.submit()` and `confirmPayment`/`confirmSetup` with `redirect: 'if_required'` resolve. The
// server is the harness's stub API. Expected texts come from the locale file.
import { expect } from 'chai';
import texts from '../../../../locales/payment.en-US.json';
import {
  aLocation,
  catalogue,
  deepActiveElement,
  jsonLd,
  loadI18n,
  type Mounted,
  mountPart,
  readyModel,
  stubFetch,
  unmountAll,
  waitFor,
} from '../../../../tests/components/harness.tsx';
import type { PaymentSession } from '../../../contracts/payment.schema.ts';
import { NAMESPACES } from '../../../i18n/create-i18n.ts';
import { toBookingState } from '../../../state/booking-state.ts';
import type { ComposedForm } from '../../../state/compose-form.ts';
import { PaymentFlow } from './PaymentFlow.tsx';
import { loadPaymentTexts } from './payment-texts.ts';

const ACCESS = { id: 42, username: 'anna42', key: 'k3y-with-64-random-characters' };
const SLOT = 'bf-payment-element';

/** What the Stripe.js stand-in was asked, and how it answers a confirmation. */
type StripeCalls = {
  init: unknown[][];
  elements: Record<string, unknown>[];
  mountedIn: HTMLElement[];
  submits: number;
  confirms: { method: string; options: Record<string, unknown> }[];
  destroyed: number;
  answer: (method: string) => unknown;
};

let calls: StripeCalls | null = null;

/**
 * The Stripe.js stand-in, put on `window.Stripe` once as the script would: @stripe/stripe-js keeps the
 * Stripe.js it found for the page's lifetime, so each test swaps what the stand-in records and answers.
 */
function standInStripe(answer: StripeCalls['answer']): StripeCalls {
  calls = { init: [], elements: [], mountedIn: [], submits: 0, confirms: [], destroyed: 0, answer };
  if (!('Stripe' in window)) {
    // The release train @stripe/stripe-js 10 expects; another would only make it warn.
    Object.assign(window, { Stripe: Object.assign(stripeStandIn, { version: 'endive' }) });
  }
  return calls;
}

function stripeStandIn(...args: unknown[]) {
  const seen = calls as StripeCalls;
  seen.init.push(args);
  const handlers: Record<string, () => void> = {};
  const element = {
    on: (event: string, handler: () => void) => {
      handlers[event] = handler;
      return element;
    },
    mount: (target: HTMLElement) => {
      seen.mountedIn.push(target);
      const frame = document.createElement('div');
      frame.dataset.standIn = 'payment-element';
      target.append(frame);
      queueMicrotask(() => handlers.ready?.());
    },
    update: () => element,
    destroy: () => void seen.destroyed++,
  };
  const confirm = (method: string) => async (options: Record<string, unknown>) => {
    seen.confirms.push({ method, options });
    return seen.answer(method);
  };
  return {
    elements: (options: Record<string, unknown>) => {
      seen.elements.push(options);
      return {
        create: () => element,
        submit: async () => {
          seen.submits++;
          return {};
        },
      };
    },
    confirmPayment: confirm('confirmPayment'),
    confirmSetup: confirm('confirmSetup'),
  };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function session(kind: 'payment' | 'setup'): PaymentSession {
  return {
    '@id': '/api/booking/42/payments/7',
    '@type': 'PaymentSession',
    provider: 'stripe',
    kind,
    purpose: kind === 'setup' ? 'guarantee' : 'full',
    amount: kind === 'setup' ? 0 : 123400,
    currency: 'EUR',
    status: 'pending',
    clientSecret: 'pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH',
    publishableKey: 'pk_test_TYooMQauvdEDq54NiTphI7jx',
    stripeAccount: 'acct_1032D82eZvKYlo2C',
    holdExpiresAt: inMinutes(15),
    serverTime: new Date().toISOString(),
  };
}

const bookingRead = (status: string) => ({
  '@id': '/api/booking/42',
  '@type': 'Reservation',
  id: 42,
  reference: 'HH-AMS-2027-0042',
  status,
  transitions: [],
  transitionBlockerList: [],
  holdExpiresAt: status === 'payment_pending' ? inMinutes(15) : null,
  paymentMethods: ['AT_LOCATION', 'CREDIT_CARD'],
  paymentPlan: null,
});

/** The held booking's step 5 after book now, mounted; the server answers with `kind` and `status()`. */
async function mountHeld(kind: 'payment' | 'setup', status: () => string) {
  const { routes } = catalogue([aLocation(1, 'Amsterdam')]);
  const stub = stubFetch({
    ...routes,
    '/api/booking/42/payments': () => jsonLd(session(kind), 201),
    '/api/booking/42/payments/7/check': () => ({
      status: status() === 'confirmed' ? 'succeeded' : 'pending',
    }),
    '/api/booking/42': () => bookingRead(status()),
  });
  const i18n = await loadI18n('en-US', NAMESPACES);
  const model = await readyModel({ fetch: stub.fetch, i18n });
  // As step 5 does before it shows the panel: the chunk's texts, with the language shown.
  await loadPaymentTexts(i18n);
  const parts = model.composed.value as ComposedForm;
  parts.storedBooking.credentials.value = ACCESS;
  parts.storedBooking.booking.value = toBookingState(bookingRead('payment_pending') as never);
  const mounted = await mountPart(<PaymentFlow outcome={<p data-outcome>sent</p>} />, { i18n, model });
  return { ...mounted, stub };
}

const panel = (root: ShadowRoot) => root.querySelector<HTMLElement>('[data-payment-state]');
const stateOf = (root: ShadowRoot) => panel(root)?.dataset.paymentState;
const payButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('[part="pay-button"]');
const lightChild = (part: Mounted) => part.host.querySelector<HTMLElement>(`:scope > [slot="${SLOT}"]`);

describe('the payment panel (component)', () => {
  afterEach(unmountAll);

  it('mounts Stripe’s Payment Element in a light-DOM child its slot shows, themed and in English', async () => {
    const stripe = standInStripe(() => ({ paymentIntent: { status: 'succeeded' } }));
    const part = await mountHeld('payment', () => 'payment_pending');
    await waitFor(() => stateOf(part.root) === 'ready', 'the panel to be ready');
    const child = lightChild(part);
    expect(child, 'the light-DOM child').to.not.equal(null);
    expect(stripe.mountedIn).to.deep.equal([child]);
    const slot = part.root.querySelector<HTMLSlotElement>(`slot[name="${SLOT}"]`);
    expect(slot?.assignedElements()).to.deep.equal([child]);
    expect(stripe.init).to.deep.equal([
      ['pk_test_TYooMQauvdEDq54NiTphI7jx', { stripeAccount: 'acct_1032D82eZvKYlo2C', locale: 'en' }],
    ]);
    const [options] = stripe.elements as [{ clientSecret: string; locale: string; appearance: never }];
    expect(options.clientSecret).to.equal(session('payment').clientSecret);
    expect(options.locale).to.equal('en');
    // The partner's main colour (the harness partner's `color`), as the element resolves its theme.
    expect(options.appearance).to.deep.include({ theme: 'stripe' });
    expect((options.appearance as { variables: Record<string, string> }).variables).to.include({
      colorPrimary: '#0b5563',
      colorBackground: '#ffffff',
      borderRadius: '4px',
    });
    expect(part.root.textContent).to.contain(texts.due.full.replace('{{amount}}', '€1,234.00'));
    const countdown = part.root.querySelector('[part="payment-countdown"]');
    expect(countdown?.textContent).to.equal(texts.countdown.minutes.replace('{{minutes}}', '15'));
    expect(payButton(part.root)?.textContent).to.equal(texts.pay.label);
    // The countdown never takes focus.
    expect(deepActiveElement()).to.equal(document.body);
  });

  it('pays: validates, confirms without leaving the page, has the server check, and shows the outcome', async () => {
    let status = 'payment_pending';
    const stripe = standInStripe(() => {
      status = 'confirmed';
      return { paymentIntent: { status: 'succeeded' } };
    });
    const part = await mountHeld('payment', () => status);
    await waitFor(() => stateOf(part.root) === 'ready', 'the panel to be ready');
    payButton(part.root)?.click();
    await waitFor(() => part.root.querySelector('[data-outcome]'), 'the sent outcome');
    expect(stateOf(part.root)).to.equal('succeeded');
    expect(stripe.submits).to.equal(1);
    expect(stripe.confirms).to.have.length(1);
    const [{ method, options }] = stripe.confirms as [StripeCalls['confirms'][number]];
    expect(method).to.equal('confirmPayment');
    expect(options).to.include({ clientSecret: session('payment').clientSecret, redirect: 'if_required' });
    expect(options.confirmParams).to.deep.equal({ return_url: window.location.href });
    expect(part.stub.calls).to.include('POST /api/booking/42/payments/7/check');
    expect(part.stub.calls.at(-1)).to.equal('GET /api/booking/42');
  });

  it('keeps the card form after a decline, says so with the provider’s words, and pays again', async () => {
    let status = 'payment_pending';
    const answers: unknown[] = [
      { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    ];
    const stripe = standInStripe(() => {
      const next = answers.shift();
      if (next) return next;
      status = 'confirmed';
      return { paymentIntent: { status: 'succeeded' } };
    });
    const part = await mountHeld('payment', () => status);
    await waitFor(() => stateOf(part.root) === 'ready', 'the panel to be ready');
    payButton(part.root)?.click();
    await waitFor(() => stateOf(part.root) === 'failed', 'the failure');
    const alert = part.root.querySelector('[role="alert"]');
    expect(alert?.textContent).to.equal(texts.result.failed.text);
    expect(part.root.textContent).to.contain(
      texts.result.failed.card.replace('{{message}}', 'Your card was declined.'),
    );
    expect(lightChild(part)?.querySelector('[data-stand-in]')).to.not.equal(null);
    expect(stripe.destroyed).to.equal(0);
    expect(payButton(part.root)?.disabled).to.equal(false);
    payButton(part.root)?.click();
    await waitFor(() => stateOf(part.root) === 'succeeded', 'the second attempt to succeed');
  });

  it('keeps a card as a guarantee with its own button and confirmSetup', async () => {
    let status = 'payment_pending';
    const stripe = standInStripe(() => {
      status = 'confirmed';
      return { setupIntent: { status: 'succeeded' } };
    });
    const part = await mountHeld('setup', () => status);
    await waitFor(() => stateOf(part.root) === 'ready', 'the panel to be ready');
    expect(payButton(part.root)?.textContent).to.equal(texts.secure.label);
    expect(part.root.textContent).to.contain(texts.due.guarantee);
    payButton(part.root)?.click();
    await waitFor(() => stateOf(part.root) === 'succeeded', 'the card to be kept');
    expect(stripe.confirms.map((c) => c.method)).to.deep.equal(['confirmSetup']);
  });

  it('takes the light-DOM child and the Element away when the panel goes', async () => {
    const stripe = standInStripe(() => ({ paymentIntent: { status: 'succeeded' } }));
    const part = await mountHeld('payment', () => 'payment_pending');
    await waitFor(() => stateOf(part.root) === 'ready', 'the panel to be ready');
    const host = part.host;
    part.unmount();
    expect(host.querySelector(`[slot="${SLOT}"]`)).to.equal(null);
    expect(stripe.destroyed).to.equal(1);
  });
});
