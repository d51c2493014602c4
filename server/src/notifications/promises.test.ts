import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../test/bookings.ts';
import type { FreshApp } from '../../test/fresh-app.ts';
import { type MailTestbed, mailTestbed } from '../../test/mail.ts';
import {
  checkPayment,
  intentIdOf,
  openSession,
  payInBrowser,
  TEST_STRIPE_KEYS,
} from '../../test/payments.ts';
import { ROOT } from '../../test/processes.ts';
import { type StripeTestServer, startStripeTestServer } from '../../test/stripe/stripe-test-server.ts';
import { stripeProvider } from '../resources/payments/stripe-provider.ts';

// The widget never promises an e-mail the server does not send (issue 14). Every sentence of the
// widget's English texts that says an e-mail will come is listed here with the flow that leads to it
// and the message it promises; each flow runs against the API, the sender delivers over SMTP to a real
// SMTP server, and the promised message must arrive to the visitor's address. A new promising sentence
// without a row here fails the first test.

type Flow =
  | 'request'
  | 'request+offer'
  | 'accept+confirm'
  | 'cancel'
  | 'book_now_later'
  | 'bank_debit'
  | 'sign_in'
  | 'visitor_confirm';

const PROMISES: { file: string; key: string; flow: Flow; template: string }[] = [
  { file: 'form', key: 'details.emailHint', flow: 'request', template: 'request_received' },
  { file: 'offer', key: 'statusHint.requested', flow: 'request+offer', template: 'offer_sent' },
  { file: 'offer', key: 'outcome.accepted.text', flow: 'accept+confirm', template: 'booking_confirmed' },
  { file: 'offer', key: 'outcome.cancelled.text', flow: 'cancel', template: 'booking_cancelled' },
  { file: 'summary', key: 'outcome.requested.text', flow: 'request+offer', template: 'offer_sent' },
  { file: 'summary', key: 'outcome.confirmed.text', flow: 'book_now_later', template: 'booking_confirmed' },
  { file: 'payment', key: 'result.processing.text', flow: 'bank_debit', template: 'booking_confirmed' },
  { file: 'offer', key: 'account.intro', flow: 'sign_in', template: 'visitor_sign_in' },
  { file: 'offer', key: 'outcome.confirmed.text', flow: 'visitor_confirm', template: 'booking_confirmed' },
];

/** Every text of the widget's English files that promises an e-mail, as `file:key`. */
function promisingTexts(): string[] {
  const found: string[] = [];
  for (const file of ['', 'form', 'event', 'rooms', 'summary', 'offer', 'payment']) {
    const path = `${ROOT}locales/${file ? `${file}.` : ''}en-US.json`;
    const walk = (node: unknown, key: string[]) => {
      if (typeof node === 'string') {
        const aboutMail = /e-?mail|\{\{email\}\}|this address/i.test(node);
        const willCome = /\bsend\b|on (its|their) way|will receive|will confirm|will e-?mail/i.test(node);
        if (aboutMail && willCome) found.push(`${file || 'translation'}:${key.join('.')}`);
      } else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) walk(v, [...key, k]);
      }
    };
    walk(JSON.parse(readFileSync(path, 'utf8')), []);
  }
  return found.sort();
}

let bed: MailTestbed;
let stripe: StripeTestServer;
let fresh: FreshApp;
let f: BookingFixture;
let staff: string;
let day = 0;

beforeAll(async () => {
  // Card payments on (the Stripe provider against the local test server), so book now can hold.
  stripe = await startStripeTestServer({ webhookSecret: TEST_STRIPE_KEYS.webhookSecret });
  bed = await mailTestbed(undefined, {
    payments: stripeProvider({ ...TEST_STRIPE_KEYS, apiUrl: stripe.url }),
  });
  ({ fresh, staff } = bed);
  f = await bookingFixture(fresh.db);
});
afterAll(async () => {
  await bed.close();
  await stripe.close();
});

async function run(flow: Flow, email: string): Promise<void> {
  day++;
  if (flow === 'sign_in') {
    // "We will send you a link that shows all your bookings": My bookings (issue 21).
    const asked = await fresh.app.request('/api/email/oauth2/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ partner: 'harbour', email, locale: 'en-US' }),
    });
    expect(asked.status).toBe(202);
    return;
  }
  const date = `2030-09-${String(day).padStart(2, '0')}`;
  const base = bookingPayload(f) as ReturnType<typeof bookingPayload> & {
    meetingRooms: Record<string, unknown>[];
  };
  const b = await createBooking(fresh.app, {
    ...base,
    email,
    locale: 'en',
    meetingRooms: [{ ...base.meetingRooms[0], date }],
    hotelRooms: [],
    types: ['mice'],
    // "Pay later": a verified client with a credit account paying on account is confirmed at once.
    ...(flow === 'book_now_later'
      ? {
          paymentMethod: 'INVOICE',
          corporateAccount: {
            companyName: 'Acme Travel B.V.',
            email: 'travel@acme.example',
            corporateCode: 'ACME-2030',
          },
        }
      : { paymentMethod: flow === 'bank_debit' ? 'CREDIT_CARD' : 'AT_LOCATION' }),
  });
  const visitor = (body: Record<string, unknown>) =>
    bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, { username: b.username, key: b.key, body });
  const venue = (body: Record<string, unknown>) =>
    bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, { staff, body });
  const ok = async (answer: Promise<{ status: number; body: unknown }>) =>
    expect((await answer).status, JSON.stringify((await answer).body)).toBe(200);
  if (flow === 'book_now_later') return ok(visitor({ transition: 'book_now', termsAccepted: true }));
  if (flow === 'bank_debit') {
    // "Being processed; we will e-mail you once your bank approves it": a SEPA debit, then the bank's yes.
    await ok(visitor({ transition: 'book_now', termsAccepted: true }));
    const session = (await openSession(fresh, b)).body;
    expect((await payInBrowser(stripe, session, 'DE89370400440532013000')).body.status).toBe('processing');
    expect((await checkPayment(fresh, b, session['@id'])).body.status).toBe('processing');
    stripe.settle(intentIdOf(session.clientSecret));
    expect((await checkPayment(fresh, b, session['@id'])).body.status).toBe('succeeded');
    return;
  }
  await ok(visitor({ transition: 'request' }));
  if (flow === 'request') return;
  await ok(venue({ transition: 'send_offer', validUntil: '2030-08-31' }));
  if (flow === 'request+offer') return;
  await ok(visitor({ transition: 'accept', termsAccepted: true }));
  if (flow === 'accept+confirm') return ok(venue({ transition: 'confirm' }));
  if (flow === 'visitor_confirm') return ok(visitor({ transition: 'confirm_booking' }));
  await ok(visitor({ transition: 'cancel', reason: 'Plans changed', termsAccepted: true }));
}

describe('every e-mail the widget promises arrives', () => {
  it('each promising sentence of the widget has its row here', () => {
    expect(promisingTexts()).toEqual(PROMISES.map((p) => `${p.file}:${p.key}`).sort());
  });

  it.each(PROMISES)('$file $key → $template', async ({ flow, template }) => {
    const email = `${template}.${day + 1}@example.com`;
    // "Confirm booking" is the visitor's where the location says so and nothing is due before it.
    const location = Number(f.location.split('/').pop());
    const [before] = await fresh.db.query<{ payment_rule: string }>(
      'select payment_rule from locations where id = $1',
      [location],
    );
    const setLocation = (visitorConfirms: boolean, rule: string) =>
      fresh.db.query('update locations set visitor_confirms_offer = $1, payment_rule = $2 where id = $3', [
        visitorConfirms,
        rule,
        location,
      ]);
    if (flow === 'visitor_confirm') await setLocation(true, 'guarantee');
    try {
      await run(flow, email);
    } finally {
      if (flow === 'visitor_confirm') await setLocation(false, before!.payment_rule);
    }
    await bed.arrived(email, template);
  });
});
