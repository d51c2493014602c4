// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope once stripe-js-route.ts joins them
// The Stripe.js test double: `window.Stripe(publishableKey, options)` like Stripe.js v3, talking to the
// Stripe API test server (server/test/stripe) instead of Stripe. Served in place of js.stripe.com by
// stripe-js-route.ts, which puts the element fragments before this one inside one function and replaces
// __STRIPE_API_URL__ and __STRIPE_JS_RELEASE__. Every call is recorded on `window.__stripeDouble`.

const API_URL = '__STRIPE_API_URL__';
const RELEASE = '__STRIPE_JS_RELEASE__';
const SUPPORTED_METHODS = ['card', 'sepa_debit'];

/** What tests read: every instance, appearance given, mount, confirmation (with its result). */
const record = window.__stripeDouble || { instances: [], appearance: [], mounts: [], confirms: [] };
window.__stripeDouble = record;

/** Form encoding with Stripe's bracket notation and indexed arrays. */
function encodeForm(params) {
  const pairs = [];
  const add = (key, value) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) add(`${key}[${index}]`, item);
    } else if (typeof value === 'object')
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

/** One API call; a network failure becomes Stripe.js's `api_connection_error`. */
async function callApi(method, path, params, stripeAccount) {
  const headers = {};
  if (stripeAccount) headers['stripe-account'] = stripeAccount;
  const encoded = encodeForm(params);
  try {
    const response =
      method === 'GET'
        ? await fetch(`${API_URL}${path}?${encoded}`, { headers })
        : await fetch(`${API_URL}${path}`, {
            method,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: encoded,
          });
    return { ok: response.ok, body: await response.json() };
  } catch (error) {
    const message = `An error occurred with our connection to Stripe. ${error?.message}`;
    return { ok: false, body: { error: { type: 'api_connection_error', message } } };
  }
}

function intentId(clientSecret) {
  return String(clientSecret).split('_secret_')[0];
}

/** The object `stripe.elements(options)` returns. */
class ElementsGroup {
  constructor(stripe, options) {
    this.stripe = stripe;
    this.options = { ...(options || {}) };
    this.clientSecret = this.options.clientSecret || null;
    this.appearance = this.options.appearance || {};
    this.element = null;
    this.submitted = false;
    this.handlers = [];
    this.types = null;
  }

  create(type, options) {
    if (type !== 'payment')
      throw integrationError(`The Stripe.js test double only implements the payment Element, not ${type}.`);
    if (this.element && !this.element.destroyed)
      throw integrationError('Can only create one Element of type payment.');
    this.element = new PaymentElementDouble(this, options);
    return this.element;
  }

  getElement(type) {
    return type === 'payment' && this.element && !this.element.destroyed ? this.element : null;
  }

  on(type, handler) {
    if (type === 'update-end') this.handlers.push(handler);
  }

  update(options) {
    const next = options || {};
    Object.assign(this.options, next);
    if (next.appearance) {
      this.appearance = next.appearance;
      record.appearance.push(next.appearance);
      if (this.element) this.element.restyle();
    }
    if (next.clientSecret) this.clientSecret = next.clientSecret;
    for (const handler of this.handlers) handler();
    return Promise.resolve();
  }

  async submit() {
    if (!this.element) throw integrationError('elements.submit(): there is no payment Element to submit.');
    const error = this.element.validate();
    if (error) return { error };
    this.submitted = true;
    return { selectedPaymentMethod: this.element.method };
  }

  async fetchUpdates() {
    this.types = null;
    return {};
  }

  /** The methods to offer: the intent's types (read with the client secret), else the options'. */
  paymentMethodTypes() {
    if (!this.types) {
      const fallback =
        this.options.paymentMethodTypes || (this.options.currency === 'usd' ? ['card'] : SUPPORTED_METHODS);
      const read = this.clientSecret
        ? this.stripe.retrieveIntent(this.clientSecret).then((intent) => intent.payment_method_types)
        : Promise.resolve(fallback);
      this.types = read.then((types) => {
        const offered = types.filter((type) => SUPPORTED_METHODS.includes(type));
        return offered.length > 0 ? offered : ['card'];
      });
    }
    return this.types;
  }

  forget(element) {
    if (this.element === element) this.element = null;
  }
}

/** Where Stripe.js sends the customer after a successful confirmation, with its documented query. */
function returnUrl(kind, confirmParams, clientSecret, intent) {
  const url = new URL(confirmParams.return_url, window.location.href);
  const prefix = kind === 'payment' ? 'payment_intent' : 'setup_intent';
  url.searchParams.set(prefix, intent.id);
  url.searchParams.set(`${prefix}_client_secret`, clientSecret);
  url.searchParams.set('redirect_status', intent.status === 'processing' ? 'processing' : 'succeeded');
  return url.href;
}

function createStripe(publishableKey, options) {
  if (typeof publishableKey !== 'string' || !/^pk_test_\w+$/.test(publishableKey)) {
    throw integrationError('The Stripe.js test double accepts only test publishable keys (pk_test_…).');
  }
  const settings = { ...(options || {}) };
  const instance = { publishableKey, options: settings, wrappers: [] };
  record.instances.push(instance);
  const account = settings.stripeAccount || null;
  const path = (kind) => (kind === 'payment' ? 'payment_intents' : 'setup_intents');

  async function retrieve(kind, clientSecret) {
    const answer = await callApi(
      'GET',
      `/v1/${path(kind)}/${intentId(clientSecret)}`,
      { key: publishableKey, client_secret: clientSecret },
      account,
    );
    const key = kind === 'payment' ? 'paymentIntent' : 'setupIntent';
    return answer.ok ? { [key]: answer.body } : { error: answer.body.error };
  }

  async function confirm(kind, args) {
    const { elements, confirmParams = {}, redirect = 'always' } = args || {};
    const clientSecret = args.clientSecret || elements?.clientSecret;
    const name = kind === 'payment' ? 'confirmPayment' : 'confirmSetup';
    const entry = { kind, clientSecret, confirmParams, redirect, challenge: null, result: null };
    record.confirms.push(entry);
    const finish = (result) => {
      entry.result = result;
      return result;
    };
    if (!clientSecret)
      throw integrationError(`stripe.${name}(): a clientSecret is required (on elements or in the call).`);
    if (redirect !== 'if_required' && !confirmParams.return_url) {
      throw integrationError(
        `stripe.${name}(): the \`confirmParams.return_url\` argument is required unless passing \`redirect: 'if_required'\`.`,
      );
    }
    if (elements && !elements.clientSecret && !elements.submitted) {
      throw integrationError(`elements.submit() must be called before stripe.${name}().`);
    }
    const element = elements?.getElement('payment');
    const { payment_method_data: givenData, ...rest } = confirmParams;
    const params = { ...rest, key: publishableKey, client_secret: clientSecret };
    if (element) {
      const invalid = element.validate();
      if (invalid) return finish({ error: invalid });
      params.payment_method_data = element.paymentMethodData(givenData);
    } else if (givenData) {
      params.payment_method_data = givenData;
    }
    const id = intentId(clientSecret);
    let answer = await callApi('POST', `/v1/${path(kind)}/${id}/confirm`, params, account);
    if (!answer.ok) return finish({ error: answer.body.error });
    let intent = answer.body;
    if (intent.status === 'requires_action') {
      entry.challenge = { outcome: null };
      const outcome = await openChallenge(entry.challenge);
      const proof = { key: publishableKey, client_secret: clientSecret, outcome };
      answer = await callApi('POST', `/test/${path(kind)}/${id}/authenticate`, proof, account);
      if (!answer.ok) return finish({ error: answer.body.error });
      intent = answer.body;
    }
    const lastError = kind === 'payment' ? intent.last_payment_error : intent.last_setup_error;
    if (intent.status === 'requires_payment_method' && lastError) {
      return finish({
        error: { ...lastError, [kind === 'payment' ? 'payment_intent' : 'setup_intent']: intent },
      });
    }
    if (redirect !== 'if_required') {
      const target = returnUrl(kind, confirmParams, clientSecret, intent);
      finish({ redirectedTo: target });
      window.location.assign(target);
      // Stripe.js never settles once it navigates away.
      return new Promise(() => {});
    }
    return finish({ [kind === 'payment' ? 'paymentIntent' : 'setupIntent']: intent });
  }

  const stripe = {
    elements(elementsOptions) {
      const group = new ElementsGroup(stripe, elementsOptions);
      if (group.options.appearance) record.appearance.push(group.options.appearance);
      return group;
    },
    confirmPayment: (args) => confirm('payment', args),
    confirmSetup: (args) => confirm('setup', args),
    retrievePaymentIntent: (clientSecret) => retrieve('payment', clientSecret),
    retrieveSetupIntent: (clientSecret) => retrieve('setup', clientSecret),
    /** Used by the Payment Element: the intent as a browser may read it. */
    async retrieveIntent(clientSecret) {
      const kind = String(clientSecret).startsWith('seti_') ? 'setup' : 'payment';
      const result = await retrieve(kind, clientSecret);
      if (result.error) throw new Error(result.error.message);
      return result.paymentIntent || result.setupIntent;
    },
    /** @stripe/stripe-js reports itself here after loading. */
    _registerWrapper(wrapper) {
      instance.wrappers.push(wrapper);
    },
  };
  return stripe;
}

// @stripe/stripe-js compares `Stripe.version` with the release it expects (3 for /v3, else the train name).
// A plain function (not an arrow) so that both `Stripe(key)` and `new Stripe(key)` work, as with Stripe.js.
function StripeDouble(publishableKey, options) {
  return createStripe(publishableKey, options);
}
StripeDouble.version = RELEASE === 'v3' || RELEASE.startsWith('__') ? 3 : RELEASE;
window.Stripe = StripeDouble;
