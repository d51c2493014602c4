import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeForm } from './form-body.ts';
import { card, type StripeKit, startStripeKit } from './test-kit.ts';
import { encodeParams } from './wire-client.ts';

let kit: StripeKit;
beforeAll(async () => {
  kit = await startStripeKit();
});
afterAll(() => kit.close());

describe('form bodies', () => {
  it('decode Stripe’s bracket notation and indexed arrays', () => {
    const text =
      'amount=2000&currency=eur&metadata[booking]=42&metadata[partner]=harbour&payment_method_types[0]=card&payment_method_types[1]=sepa_debit&automatic_payment_methods%5Benabled%5D=true&expand[]=latest_charge';
    expect(decodeForm(text)).toEqual({
      amount: '2000',
      currency: 'eur',
      metadata: { booking: '42', partner: 'harbour' },
      payment_method_types: ['card', 'sepa_debit'],
      automatic_payment_methods: { enabled: 'true' },
      expand: ['latest_charge'],
    });
  });

  it('keep nested hashes and arrays of hashes', () => {
    const text = encodeParams({
      payment_method_data: { type: 'card', card: { number: '4242424242424242' } },
      items: [{ a: '1' }],
    });
    expect(decodeForm(text)).toEqual({
      payment_method_data: { type: 'card', card: { number: '4242424242424242' } },
      items: [{ a: '1' }],
    });
  });
});

describe('authentication', () => {
  it('answers 401 in Stripe’s error shape without a key, with a live key, or an unknown one', async () => {
    for (const key of ['', 'sk_live_abcdef123456', 'nonsense']) {
      const answer = await kit.api('POST', '/v1/payment_intents', { amount: 1000, currency: 'eur' }, { key });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({ type: 'invalid_request_error' });
      expect(typeof answer.body.error?.message).toBe('string');
    }
    expect(kit.stripe.events.filter((event) => event.type === 'payment_intent.created')).toHaveLength(0);
  });

  it('accepts a restricted test key and HTTP Basic with the key as user name', async () => {
    expect(
      (await kit.api('POST', '/v1/payment_intents', { amount: 1000, currency: 'eur' }, { key: 'rk_test_x' }))
        .status,
    ).toBe(200);
    const basic = await fetch(`${kit.stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('sk_test_basic:').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=1000&currency=eur',
    });
    expect(basic.status).toBe(200);
  });
});

describe('idempotent requests', () => {
  it('replay the first answer for the same key and parameters', async () => {
    const params = { amount: 4200, currency: 'eur', metadata: { booking: '77' } };
    const first = await kit.api('POST', '/v1/payment_intents', params, { idempotencyKey: 'deposit-77' });
    const second = await kit.api('POST', '/v1/payment_intents', params, { idempotencyKey: 'deposit-77' });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body).toEqual(first.body);
    const created = kit.stripe.events.filter(
      (event) => event.type === 'payment_intent.created' && event.data.object.id === first.body.id,
    );
    expect(created).toHaveLength(1);
    const recorded = kit.stripe.requests.filter((request) => request.idempotencyKey === 'deposit-77');
    expect(recorded.map((request) => request.status)).toEqual([200, 200]);
  });

  it('refuse the same key with other parameters (idempotency_error)', async () => {
    await kit.api(
      'POST',
      '/v1/payment_intents',
      { amount: 4200, currency: 'eur' },
      { idempotencyKey: 'deposit-78' },
    );
    const other = await kit.api(
      'POST',
      '/v1/payment_intents',
      { amount: 9900, currency: 'eur' },
      { idempotencyKey: 'deposit-78' },
    );
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ type: 'idempotency_error' });
    const original = await kit.api(
      'POST',
      '/v1/payment_intents',
      { amount: 4200, currency: 'eur' },
      { idempotencyKey: 'deposit-78' },
    );
    expect(original.status).toBe(200);
    expect(original.headers.get('idempotent-replayed')).toBe('true');
  });

  it('replay a decline too, without charging again', async () => {
    const { id } = await kit.createIntent();
    const params = { payment_method: 'pm_card_visa_chargeDeclined' };
    const first = await kit.api('POST', `/v1/payment_intents/${id}/confirm`, params, {
      idempotencyKey: `confirm-${id}`,
    });
    const again = await kit.api('POST', `/v1/payment_intents/${id}/confirm`, params, {
      idempotencyKey: `confirm-${id}`,
    });
    expect([first.status, again.status]).toEqual([402, 402]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const failures = kit.stripe.events.filter(
      (event) => event.type === 'payment_intent.payment_failed' && event.data.object.id === id,
    );
    expect(failures).toHaveLength(1);
  });
});

describe('connected accounts (Stripe-Account)', () => {
  it('scope objects to the account they were created under, and mark their events', async () => {
    const { id, clientSecret } = await kit.createIntent({}, 'acct_harbour');
    expect((await kit.api('GET', `/v1/payment_intents/${id}`, {}, { account: 'acct_harbour' })).status).toBe(
      200,
    );
    expect(kit.stripe.accountOf(id)).toBe('acct_harbour');
    const elsewhere = await kit.api('GET', `/v1/payment_intents/${id}`, {}, { account: 'acct_other' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
    expect((await kit.api('GET', `/v1/payment_intents/${id}`)).status).toBe(404);
    expect((await kit.confirmInBrowser(id, clientSecret, card('4242424242424242'))).status).toBe(404);
    const paid = await kit.confirmInBrowser(
      id,
      clientSecret,
      card('4242424242424242'),
      'payment_intents',
      'acct_harbour',
    );
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    const events = kit.stripe.events.filter((event) => event.data.object.id === id);
    expect(events.map((event) => event.account)).toEqual(['acct_harbour', 'acct_harbour']);
    const request = kit.stripe.requests.find((candidate) => candidate.stripeAccount === 'acct_harbour');
    expect(request?.headers['stripe-account']).toBe('acct_harbour');
  });
});

describe('errors and browsers', () => {
  it('answers an unknown path with a 404 in Stripe’s error shape', async () => {
    const answer = await kit.api('GET', '/v1/customers/cus_1');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ type: 'invalid_request_error' });
  });

  it('names the bad parameter', async () => {
    const missing = await kit.api('POST', '/v1/payment_intents', { currency: 'eur' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param: 'amount',
    });
    const notInteger = await kit.api('POST', '/v1/payment_intents', { amount: '12.50', currency: 'eur' });
    expect(notInteger.body.error).toMatchObject({ code: 'parameter_invalid_integer', param: 'amount' });
    const unknown = await kit.api('GET', '/v1/payment_intents/pi_doesnotexist');
    expect(unknown.body.error).toMatchObject({ code: 'resource_missing', param: 'intent' });
  });

  it('answers CORS preflights so a page on another origin can confirm', async () => {
    const preflight = await fetch(`${kit.stripe.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8787',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, stripe-account',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(
      /authorization.*content-type.*stripe-account/,
    );
    const answer = await kit.api('GET', '/v1/payment_intents/pi_x');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('records each request with its headers and parsed body', async () => {
    const marker = `recorded-${Date.now()}`;
    await kit.createIntent({ metadata: { booking: marker } });
    const request = kit.stripe.requests.find(
      (candidate) => (candidate.body.metadata as Record<string, string> | undefined)?.booking === marker,
    );
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      caller: 'secret',
      status: 200,
    });
    expect(request?.body).toMatchObject({ amount: '12500', currency: 'eur', metadata: { booking: marker } });
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });
});
