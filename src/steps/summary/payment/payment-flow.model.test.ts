import { signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { type BookingState, toBookingState } from '../../../state/booking-state.ts';
import type { CardForm, Confirmation } from './card-form.ts';
import {
  ACCESS,
  aBookingRead,
  answer,
  apiAnswering,
  aSession,
  iso,
  manualClock,
  START,
} from './payment.fixtures.ts';
import { createPaymentFlow } from './payment-flow.model.ts';

// Issue 16 and spec §4/§8 payment results: succeeded, processing, failed (retry), out of time. Stripe.js
// is a stand-in card form that answers as Stripe's docs say `confirmPayment` resolves with
// `redirect: 'if_required'`; the server is an in-process fetch speaking the payment contract.

const PAYMENTS = '/api/booking/42/payments';
const CHECK = '/api/booking/42/payments/7/check';
const BOOKING = '/api/booking/42';
const STATUS = '/api/booking/42/status';
const EXTENDED = { holdExpiresAt: iso(START + 30 * 60_000), transitions: [] };

/** A card form answering each confirm with the next of `answers`. */
function standInCard(answers: Confirmation[]) {
  const seen = { confirms: [] as string[], readOnly: [] as boolean[], destroyed: 0 };
  const form: CardForm = {
    ready: Promise.resolve(),
    confirm: async (returnUrl) => {
      seen.confirms.push(returnUrl);
      return answers.shift() ?? { status: 'failed', message: null };
    },
    setReadOnly: (readOnly) => void seen.readOnly.push(readOnly),
    destroy: () => void seen.destroyed++,
  };
  return { form, seen };
}

type Server = { status: string; open: () => Response; check: () => Response; extend: () => Response };

function setup(server: Partial<Server> = {}, answers: Confirmation[] = []) {
  const now: Server = {
    status: 'payment_pending',
    open: () => answer(aSession(), 201),
    check: () => answer({ status: 'succeeded' }),
    extend: () => {
      extended = true;
      return answer(aBookingRead('payment_pending', EXTENDED));
    },
    ...server,
  };
  // The server allows one extension, to 30 minutes after START.
  let extended = false;
  const read = () => answer(aBookingRead(now.status, extended ? EXTENDED : {}));
  const { api, asked } = apiAnswering((method, path) => {
    if (method === 'POST' && path === PAYMENTS) return now.open();
    if (method === 'POST' && path === CHECK) return now.check();
    if (method === 'PUT' && path === STATUS) return now.extend();
    if (method === 'GET' && path === BOOKING) return read();
    return answer({ title: 'Not Found', status: 404 }, 404);
  });
  const time = manualClock();
  const booking = signal<BookingState | null>(toBookingState(aBookingRead('payment_pending') as never));
  const card = standInCard(answers);
  const opened: string[] = [];
  const flow = createPaymentFlow({
    api,
    access: ACCESS,
    booking,
    refresh: async () => {
      const read = await api.bookings.read(ACCESS);
      if (read.status === 'ok') booking.value = toBookingState(read.data);
    },
    openCardForm: async (session) => {
      opened.push(session.clientSecret);
      return card.form;
    },
    returnUrl: () => 'https://hotel.example/book#/',
    clock: time.clock,
  });
  const calls = () => asked.map((a) => `${a.method} ${a.path}`);
  return { flow, asked, calls, time, booking, card, opened, server: now };
}

/** Waits (on the event loop, with a deadline) until `done()`; the in-process server answers at once. */
async function until(done: () => boolean, what: string) {
  for (let turn = 0; turn < 200; turn++) {
    if (done()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const problem = (code: string) => answer({ title: 'Conflict', status: 409, code }, 409);

describe('paying for a held booking', () => {
  it('opens the payment due now without an amount, with the link’s headers, and is ready to pay', async () => {
    const { flow, asked, opened } = setup();
    expect(flow.state.value).toBe('loading');
    await flow.start();
    expect(flow.state.value).toBe('ready');
    expect(asked[0]).toMatchObject({ method: 'POST', path: PAYMENTS, body: null });
    expect(asked[0]?.headers.get('username')).toBe(ACCESS.username);
    expect(asked[0]?.headers.get('key')).toBe(ACCESS.key);
    expect(opened).toEqual([aSession().clientSecret]);
    expect(flow.countdown.value?.timeLeft.value).toEqual({ unit: 'minutes', minutes: 15 });
  });

  it('confirms the card, has the server check it, reads the booking again and is confirmed', async () => {
    const { flow, calls, card, server } = setup({}, [{ status: 'succeeded' }]);
    await flow.start();
    server.status = 'confirmed';
    const paying = flow.pay();
    expect(flow.state.value).toBe('paying');
    await paying;
    expect(card.seen.confirms).toEqual(['https://hotel.example/book#/']);
    expect(calls()).toEqual([`POST ${PAYMENTS}`, `POST ${CHECK}`, `GET ${BOOKING}`]);
    expect(flow.state.value).toBe('succeeded');
  });

  it('says the payment is being processed when the bank approves later', async () => {
    const { flow } = setup({ check: () => answer({ status: 'processing' }) }, [{ status: 'processing' }]);
    await flow.start();
    await flow.pay();
    expect(flow.state.value).toBe('processing');
  });

  it('keeps the card form after a decline, with the provider’s message, and lets the visitor pay again', async () => {
    const declined = { status: 'failed', message: 'Your card was declined.' } as const;
    const { flow, card, calls, server } = setup({}, [declined, { status: 'succeeded' }]);
    await flow.start();
    await flow.pay();
    expect(flow.state.value).toBe('failed');
    expect(flow.failure.value).toEqual({ reason: 'card', message: 'Your card was declined.' });
    expect(card.seen.destroyed).toBe(0);
    // A decline is Stripe's answer alone: the server is not asked.
    expect(calls()).toEqual([`POST ${PAYMENTS}`]);
    server.status = 'confirmed';
    await flow.pay();
    expect(flow.state.value).toBe('succeeded');
    expect(flow.failure.value).toBeNull();
  });

  it('goes back to ready when the card details are incomplete, without asking the server', async () => {
    const { flow, calls } = setup({}, [{ status: 'incomplete' }]);
    await flow.start();
    await flow.pay();
    expect(flow.state.value).toBe('ready');
    expect(calls()).toEqual([`POST ${PAYMENTS}`]);
  });

  it('is out of time when the hold has already ended on the server, and reads the request again', async () => {
    const { flow, calls } = setup({ open: () => problem('hold_expired'), status: 'requested' });
    await flow.start();
    expect(flow.state.value).toBe('expired');
    expect(calls()).toEqual([`POST ${PAYMENTS}`, `GET ${BOOKING}`]);
  });

  it('shows the booking confirmed when nothing is due any more', async () => {
    const { flow } = setup({ open: () => problem('payment_not_due'), status: 'confirmed' });
    await flow.start();
    expect(flow.state.value).toBe('succeeded');
  });

  it('fails without a card form when card payments are off, and opens again on retry', async () => {
    const { flow, server, opened } = setup({ open: () => problem('payments_unavailable') });
    await flow.start();
    expect(flow.state.value).toBe('failed');
    expect(flow.failure.value).toEqual({ reason: 'unavailable' });
    expect(opened).toEqual([]);
    server.open = () => answer(aSession(), 200);
    await flow.start();
    expect(flow.state.value).toBe('ready');
  });

  it('freezes the form when the time runs out and reads the booking until the server made it a request', async () => {
    const { flow, time, card, calls, server } = setup();
    await flow.start();
    time.advance(15 * 60_000);
    expect(flow.state.value).toBe('expired');
    expect(card.seen.readOnly).toEqual([true]);
    await flow.pay();
    expect(card.seen.confirms).toEqual([]);
    const reads = () => calls().filter((c) => c === `GET ${BOOKING}`).length;
    // Still held on the server a moment after: read again ten seconds later, until it is a request.
    await until(() => reads() === 1 && time.pending() === 1, 'the read at the end and the next one planned');
    server.status = 'requested';
    time.advance(10_000);
    await until(() => reads() === 2 && time.pending() === 0, 'the second read, and no third planned');
  });

  it('counts on the server’s clock when the visitor’s is five minutes slow', async () => {
    // The visitor's clock says START; the server answered at START + 5 min, with the hold ending at START + 15 min.
    const { flow } = setup({ open: () => answer(aSession({ serverTime: iso(START + 5 * 60_000) }), 201) });
    await flow.start();
    expect(flow.countdown.value?.timeLeft.value).toEqual({ unit: 'minutes', minutes: 10 });
  });

  it('asks for more time once and counts on to the new end', async () => {
    const { flow, asked, time, booking } = setup();
    await flow.start();
    expect(flow.canExtend.value).toBe(true);
    time.advance(10 * 60_000);
    await flow.extend();
    const put = asked.find((a) => a.method === 'PUT');
    expect(put?.path).toBe(STATUS);
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ transition: 'extend_hold' });
    expect(booking.value?.holdExpiresAt).toBe(iso(START + 30 * 60_000));
    expect(flow.countdown.value?.timeLeft.value).toEqual({ unit: 'minutes', minutes: 20 });
    expect(flow.canExtend.value).toBe(false);
    time.advance(10 * 60_000);
    expect(flow.state.value).toBe('ready');
  });

  it('lets a payment under way finish when the time runs out meanwhile', async () => {
    let confirmNow: (c: Confirmation) => void = () => {};
    const { flow, time, server, card } = setup();
    card.form.confirm = () => new Promise((resolve) => (confirmNow = resolve));
    await flow.start();
    time.advance(14 * 60_000);
    const paying = flow.pay();
    time.advance(60_000);
    expect(flow.state.value).toBe('paying');
    server.status = 'confirmed';
    confirmNow({ status: 'succeeded' });
    await paying;
    expect(flow.state.value).toBe('succeeded');
  });

  it('is out of time when a payment under way is declined after the time ran out', async () => {
    let confirmNow: (c: Confirmation) => void = () => {};
    const { flow, time, card } = setup();
    card.form.confirm = () => new Promise((resolve) => (confirmNow = resolve));
    await flow.start();
    time.advance(14 * 60_000);
    const paying = flow.pay();
    time.advance(60_000);
    confirmNow({ status: 'failed', message: 'Your card was declined.' });
    await paying;
    expect(flow.state.value).toBe('expired');
    expect(card.seen.readOnly).toEqual([true]);
  });

  it('takes the card form away and stops counting when it goes', async () => {
    const { flow, card, time } = setup();
    await flow.start();
    flow.dispose();
    expect(card.seen.destroyed).toBe(1);
    expect(time.pending()).toBe(0);
  });
});
