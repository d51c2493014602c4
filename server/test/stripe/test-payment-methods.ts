import type { Params } from './form-body.ts';
import { optionalHash, optionalInteger, optionalString, requiredString } from './param-readers.ts';
import { cardError, invalidRequest, missingParam } from './stripe-errors.ts';
import type { PaymentMethod } from './stripe-objects.ts';

/**
 * Stripe's documented test card numbers, test PaymentMethods and test IBANs ("Testing" in Stripe's docs),
 * and what a confirmation with each does. Anything else is refused the way test mode refuses it.
 */
export type Behaviour =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: string; declineCode: string; message: string }
  /** Always asks for 3-D Secure (4000 0027 6000 3184). */
  | { kind: 'authenticate' }
  /** Asks for 3-D Secure unless the card was set up for later use first (4000 0025 0000 3155). */
  | { kind: 'authenticate_unless_set_up' }
  /** A bank debit: `processing` first, settled or failed later. */
  | { kind: 'process' };

const DECLINED = 'Your card was declined.';

function decline(code: string, declineCode: string, message: string): Behaviour {
  return { kind: 'decline', code, declineCode, message };
}

/** Card numbers → behaviour. */
export const TEST_CARDS: Readonly<Record<string, Behaviour>> = {
  '4242424242424242': { kind: 'succeed' },
  '4000056655665556': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '378282246310005': { kind: 'succeed' },
  '4000000000000002': decline('card_declined', 'generic_decline', DECLINED),
  '4000000000009995': decline('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': decline('card_declined', 'lost_card', DECLINED),
  '4000000000009979': decline('card_declined', 'stolen_card', DECLINED),
  '4000000000000069': decline('expired_card', 'expired_card', 'Your card has expired.'),
  '4000000000000127': decline('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."),
  '4000000000000119': decline(
    'processing_error',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
  '4000002500003155': { kind: 'authenticate_unless_set_up' },
  '4000002760003184': { kind: 'authenticate' },
  '4000000000003220': { kind: 'authenticate' },
};

/** Stripe's test PaymentMethod ids → the card number they stand for. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedLostCard: '4000000000009987',
  pm_card_visa_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_threeDSecure2Required: '4000000000003220',
};

/** Test IBANs: DE89… settles, DE62… is meant to fail (both start in `processing`; see `settle`/`fail`). */
export const TEST_IBANS: Readonly<Record<string, Behaviour>> = {
  DE89370400440532013000: { kind: 'process' },
  DE62370400440532013001: { kind: 'process' },
  AT611904300234573201: { kind: 'process' },
  NL39RABO0300065264: { kind: 'process' },
};

/** A payment method as the confirmation describes it, before it gets an id. */
export type PaymentMethodDraft = Omit<PaymentMethod, 'id' | 'created'>;

/** The payment method a confirmation names and what it will do. */
export type ResolvedPaymentMethod = { draft: PaymentMethodDraft; behaviour: Behaviour };

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('6')) return 'discover';
  return 'unknown';
}

/** Luhn check: a mistyped number is `incorrect_number`, never a charge. */
function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

function cardDraft(
  number: string,
  expMonth: number,
  expYear: number,
  name: string | null,
): PaymentMethodDraft {
  return {
    object: 'payment_method',
    type: 'card',
    billing_details: { name, email: null },
    card: {
      brand: brandOf(number),
      last4: number.slice(-4),
      exp_month: expMonth,
      exp_year: expYear,
      country: 'US',
      funding: number === '4000056655665556' ? 'debit' : 'credit',
    },
    sepa_debit: null,
    customer: null,
    livemode: false,
    metadata: {},
  };
}

function cardBehaviour(number: string): Behaviour {
  const known = TEST_CARDS[number];
  if (known) return known;
  return decline(
    'card_declined',
    'test_mode_live_card',
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  );
}

/** Reads `payment_method` (a test PaymentMethod id) and returns its draft, or undefined for other ids. */
export function resolveTestPaymentMethod(id: string, now: Date): ResolvedPaymentMethod | undefined {
  const number = TEST_PAYMENT_METHODS[id];
  if (!number) return undefined;
  return {
    draft: cardDraft(number, now.getUTCMonth() + 1, now.getUTCFullYear() + 1, null),
    behaviour: cardBehaviour(number),
  };
}

/** Reads `payment_method_data` (a card or a SEPA debit, as Stripe.js sends it) and validates it. */
export function resolvePaymentMethodData(data: Params, now: Date): ResolvedPaymentMethod {
  const type = requiredString(data, 'type', 'payment_method_data[type]');
  const billing = optionalHash(data, 'billing_details');
  const name = optionalString(billing, 'name', 'payment_method_data[billing_details][name]') ?? null;
  if (type === 'card') return resolveCard(optionalHash(data, 'card'), name, now);
  const email = optionalString(billing, 'email', 'payment_method_data[billing_details][email]') ?? null;
  if (type === 'sepa_debit') return resolveSepa(optionalHash(data, 'sepa_debit'), name, email);
  throw invalidRequest(`Invalid payment_method_data[type]: ${type} is not supported by this test server.`, {
    code: 'parameter_invalid_string',
    param: 'payment_method_data[type]',
  });
}

function resolveCard(card: Params, name: string | null, now: Date): ResolvedPaymentMethod {
  const number = requiredString(card, 'number', 'payment_method_data[card][number]').replace(/\s+/g, '');
  const expMonth = optionalInteger(card, 'exp_month', 'payment_method_data[card][exp_month]');
  const rawYear = optionalInteger(card, 'exp_year', 'payment_method_data[card][exp_year]');
  if (expMonth === undefined) throw missingParam('payment_method_data[card][exp_month]');
  if (rawYear === undefined) throw missingParam('payment_method_data[card][exp_year]');
  const cvc = optionalString(card, 'cvc', 'payment_method_data[card][cvc]');
  if (!/^\d+$/.test(number) || !passesLuhn(number)) {
    throw cardError({ code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' });
  }
  if (expMonth < 1 || expMonth > 12) {
    throw cardError({
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    });
  }
  const expYear = rawYear < 100 ? 2000 + rawYear : rawYear;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (expYear < thisYear || (expYear === thisYear && expMonth < thisMonth)) {
    throw cardError({
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'exp_year',
    });
  }
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
    throw cardError({ code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' });
  }
  return { draft: cardDraft(number, expMonth, expYear, name), behaviour: cardBehaviour(number) };
}

function resolveSepa(sepa: Params, name: string | null, email: string | null): ResolvedPaymentMethod {
  // SEPA mandates name the account holder: Stripe refuses a sepa_debit payment method without both.
  if (!name) throw missingParam('payment_method_data[billing_details][name]');
  if (!email) throw missingParam('payment_method_data[billing_details][email]');
  const iban = requiredString(sepa, 'iban', 'payment_method_data[sepa_debit][iban]')
    .replace(/\s+/g, '')
    .toUpperCase();
  const behaviour = TEST_IBANS[iban];
  if (!behaviour) {
    throw invalidRequest('The IBAN you entered is invalid or is not one of the documented test IBANs.', {
      code: 'invalid_bank_account_iban',
      param: 'payment_method_data[sepa_debit][iban]',
    });
  }
  const draft: PaymentMethodDraft = {
    object: 'payment_method',
    type: 'sepa_debit',
    billing_details: { name, email },
    card: null,
    sepa_debit: { bank_code: iban.slice(4, 12), country: iban.slice(0, 2), last4: iban.slice(-4) },
    customer: null,
    livemode: false,
    metadata: {},
  };
  return { draft, behaviour };
}
