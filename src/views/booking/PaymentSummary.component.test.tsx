// The booking page's payment section in a real shadow root (issue 16): per currency the server's sums,
// and each payment with what it was for, its amount, state, date and what was given back. The widget
// adds nothing up: the figures below are deliberately not sums of the payments, and are shown as given.
import { expect } from 'chai';
import texts from '../../../locales/offer.en-US.json';
import {
  aLocation,
  catalogue,
  loadI18n,
  mountPart,
  readyModel,
  stubFetch,
  unmountAll,
} from '../../../tests/components/harness.tsx';
import type { Billing, BillingPayment, BookingDocument } from '../../domain/booking.types.ts';
import { PaymentSummary } from './PaymentSummary.tsx';

const payment = (overrides: Partial<BillingPayment>): BillingPayment => ({
  '@id': '/api/booking/42/payments/1',
  kind: 'payment',
  purpose: 'deposit',
  amount: 37020,
  currency: 'EUR',
  status: 'succeeded',
  refundedAmount: 0,
  createdAt: '2027-03-12T10:00:00+01:00',
  succeededAt: '2027-03-12T10:03:00+01:00',
  failureCode: null,
  ...overrides,
});

const billing = (over: Partial<Billing>): Billing =>
  ({
    currency: 'EUR',
    payments: [],
    paymentTotals: [],
    totals: [],
    products: [],
    ...over,
  }) as unknown as Billing;

const booking = { paymentMethod: 'CREDIT_CARD' } as BookingDocument;

async function mount(b: Billing) {
  const i18n = await loadI18n('en-US', ['offer', 'form']);
  const { fetch } = stubFetch(catalogue([aLocation(1, 'Amsterdam')]).routes);
  const model = await readyModel({ fetch, i18n });
  const { root } = await mountPart(<PaymentSummary booking={booking} billing={b} />, { i18n, model });
  return root;
}

/** The label–value rows of a list, as "label: value". */
const rows = (list: Element) =>
  [...list.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('the booking page’s payments', () => {
  afterEach(unmountAll);

  it('shows the server’s sums per currency, with what was given back and what is still due', async () => {
    const root = await mount(
      billing({
        paymentTotals: [{ currency: 'EUR', total: 123400, paid: 37020, refunded: 5000, due: 91380 }],
        payments: [payment({ refundedAmount: 5000 })],
      }),
    );
    const [sums] = [...root.querySelectorAll('[data-currency="EUR"] dl')];
    expect(rows(sums!)).to.deep.equal([
      `${texts.payment.total}: €1,234.00`,
      `${texts.payment.paid}: €370.20`,
      `${texts.payment.refunded}: €50.00`,
      `${texts.payment.due}: €913.80`,
    ]);
  });

  it('lists each payment: what for, amount, state, date and what was given back', async () => {
    const root = await mount(
      billing({
        paymentTotals: [{ currency: 'EUR', total: 123400, paid: 37020, refunded: 5000, due: 91380 }],
        payments: [
          payment({ refundedAmount: 5000 }),
          payment({
            '@id': '/api/booking/42/payments/2',
            kind: 'setup',
            purpose: 'guarantee',
            amount: 0,
            succeededAt: null,
            createdAt: '2027-03-13T09:00:00+01:00',
          }),
        ],
      }),
    );
    const items = [...root.querySelectorAll('li[data-payment-status]')];
    expect(items).to.have.length(2);
    expect(rows(items[0]!.querySelector('dl')!)).to.deep.equal([
      `${texts.payment.for}: ${texts.payment.purpose.deposit}`,
      `${texts.payment.amount}: €370.20`,
      `${texts.payment.state}: ${texts.payment.status.succeeded}`,
      `${texts.payment.date}: Mar 12, 2027`,
      `${texts.payment.refunded}: €50.00`,
    ]);
    // A card kept as a guarantee is not money received.
    expect(rows(items[1]!.querySelector('dl')!)).to.include(
      `${texts.payment.state}: ${texts.payment.status.secured}`,
    );
  });

  it('names each currency when there are several', async () => {
    const root = await mount(
      billing({
        paymentTotals: [
          { currency: 'EUR', total: 100000, paid: 0, refunded: 0, due: 100000 },
          { currency: 'USD', total: 22097, paid: 22097, refunded: 0, due: 0 },
        ],
      }),
    );
    const headings = [...root.querySelectorAll('[data-currency] > p')].map((p) => p.textContent);
    expect(headings).to.deep.equal(['Amounts in EUR', 'Amounts in USD']);
    expect(rows(root.querySelector('[data-currency="USD"] dl')!)).to.include(`${texts.payment.due}: $0.00`);
  });
});
