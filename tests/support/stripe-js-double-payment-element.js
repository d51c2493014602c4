// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope once stripe-js-route.ts joins them
// The Payment Element object of the Stripe.js test double: mount, events, state, and what it submits.
// A fragment, concatenated by stripe-js-route.ts after stripe-js-double-element.js (whose helpers it uses).

/** Thrown for misuse Stripe.js reports as an IntegrationError (a bug in the page, not a payment failure). */
function integrationError(message) {
  const error = new Error(message);
  error.name = 'IntegrationError';
  return error;
}

const ELEMENT_EVENTS = ['ready', 'change', 'focus', 'blur', 'escape', 'loaderror', 'loaderstart'];

/** The object `elements.create('payment', options)` returns. */
class PaymentElementDouble {
  constructor(group, options) {
    this.group = group;
    this.options = options || {};
    this.handlers = {};
    this.parts = null;
    this.container = null;
    this.method = 'card';
    this.destroyed = false;
    this.readOnly = Boolean(this.options.readOnly);
  }

  on(type, handler) {
    if (!ELEMENT_EVENTS.includes(type))
      throw integrationError(`Unsupported event for the payment Element: ${type}`);
    if (!this.handlers[type]) this.handlers[type] = [];
    this.handlers[type].push({ handler, once: false });
    return this;
  }

  once(type, handler) {
    this.on(type, handler);
    this.handlers[type].at(-1).once = true;
    return this;
  }

  off(type, handler) {
    const list = this.handlers[type] || [];
    this.handlers[type] = handler ? list.filter((entry) => entry.handler !== handler) : [];
    return this;
  }

  emit(type, payload) {
    const list = this.handlers[type] || [];
    this.handlers[type] = list.filter((entry) => !entry.once);
    for (const entry of list) entry.handler(payload);
  }

  mount(target) {
    if (this.destroyed)
      throw integrationError('This Element has already been destroyed. Please create a new one.');
    const container = typeof target === 'string' ? document.querySelector(target) : target;
    if (!container || !(container instanceof Element)) {
      throw integrationError(
        `The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`,
      );
    }
    if (container.getRootNode() instanceof ShadowRoot) {
      throw integrationError(
        'Elements cannot be mounted in a shadow root: mount them in a light-DOM child slotted into it.',
      );
    }
    if (this.container) this.unmount();
    this.container = container;
    window.__stripeDouble.mounts.push({ type: 'payment', target: container, options: this.options });
    this.emit('loaderstart', { elementType: 'payment' });
    this.group.paymentMethodTypes().then(
      (types) => this.render(types),
      (error) =>
        this.emit('loaderror', {
          elementType: 'payment',
          error: { type: 'api_error', message: String(error?.message) },
        }),
    );
  }

  render(types) {
    if (!this.container || this.destroyed) return;
    const billing = this.options.fields?.billingDetails || {};
    const never =
      billing === 'never'
        ? { name: true, email: true }
        : { name: billing.name === 'never', email: billing.email === 'never' };
    this.parts = renderPaymentForm(this.container, types, themeOf(this.group.appearance), never);
    this.method = types[0];
    this.showMethod(this.method);
    for (const [method, radio] of Object.entries(this.parts.radios)) {
      radio.addEventListener('change', () => {
        if (radio.checked) this.showMethod(method);
        this.changed();
      });
    }
    for (const [name, input] of Object.entries(this.parts.inputs)) {
      input.readOnly = this.readOnly;
      input.addEventListener('input', () => {
        this.showError(name, null);
        this.changed();
      });
      input.addEventListener('blur', () => this.showError(name, fieldError(name, input.value, false)));
    }
    this.parts.root.addEventListener('focusin', (event) => {
      if (!this.parts.root.contains(event.relatedTarget)) this.emit('focus', { elementType: 'payment' });
    });
    this.parts.root.addEventListener('focusout', (event) => {
      if (!this.parts.root.contains(event.relatedTarget)) this.emit('blur', { elementType: 'payment' });
    });
    this.parts.root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.emit('escape', { elementType: 'payment' });
    });
    this.emit('ready', { elementType: 'payment' });
  }

  showMethod(method) {
    this.method = method;
    for (const [name, panel] of Object.entries(this.parts.panels)) {
      // The inline `display: grid` of the theme would beat the `hidden` attribute: set both.
      panel.hidden = name !== method;
      panel.style.display = name === method ? 'grid' : 'none';
    }
    this.parts.radios[method].checked = true;
  }

  showError(name, error) {
    const input = this.parts?.inputs[name];
    if (!input) return;
    this.parts.alerts[name].textContent = error ? error.message : '';
    if (error) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** The visible fields of the chosen method. */
  fields() {
    if (!this.parts) return [];
    return Object.entries(this.parts.inputs).filter(([, input]) => !input.closest('[hidden]'));
  }

  state() {
    const fields = this.fields();
    return {
      elementType: 'payment',
      complete: fields.length > 0 && fields.every(([name, input]) => !fieldError(name, input.value, true)),
      empty: fields.every(([, input]) => !input.value.trim()),
      collapsed: false,
      value: { type: this.method },
    };
  }

  changed() {
    this.group.submitted = false;
    this.emit('change', this.state());
  }

  /** Shows every field's error and returns the first one as Stripe.js's `validation_error`, or null. */
  validate() {
    if (!this.parts) throw integrationError('The payment Element is not mounted.');
    let first = null;
    for (const [name, input] of this.fields()) {
      const error = fieldError(name, input.value, true);
      this.showError(name, error);
      if (error && !first) {
        first = { type: 'validation_error', code: error.code, message: error.message };
        input.focus();
      }
    }
    return first;
  }

  /** `payment_method_data` as Stripe.js sends it, from the form and `confirmParams.payment_method_data`. */
  paymentMethodData(extra) {
    const values = Object.fromEntries(this.fields().map(([name, input]) => [name, input.value.trim()]));
    const given = extra?.billing_details || {};
    const billing = { ...given };
    if (values.name) billing.name = values.name;
    if (values.email) billing.email = values.email;
    const data = { type: this.method };
    if (Object.keys(billing).length > 0) data.billing_details = billing;
    if (this.method === 'card') {
      const expiry = parseExpiry(values.expiry);
      data.card = {
        number: digits(values.number),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: values.cvc,
      };
    } else {
      data.sepa_debit = { iban: values.iban.replace(/\s+/g, '').toUpperCase() };
    }
    return data;
  }

  update(options) {
    Object.assign(this.options, options || {});
    if (options && 'readOnly' in options) {
      this.readOnly = Boolean(options.readOnly);
      if (this.parts) for (const input of Object.values(this.parts.inputs)) input.readOnly = this.readOnly;
    }
  }

  restyle() {
    if (this.parts) applyTheme(this.parts, themeOf(this.group.appearance));
  }

  focus() {
    const first = this.fields()[0];
    if (first) first[1].focus();
  }

  blur() {
    if (this.parts?.root.contains(document.activeElement)) document.activeElement.blur();
  }

  clear() {
    for (const [name, input] of Object.entries(this.parts ? this.parts.inputs : {})) {
      input.value = '';
      this.showError(name, null);
    }
    if (this.parts) this.changed();
  }

  collapse() {
    return this;
  }

  unmount() {
    if (this.parts) this.parts.root.remove();
    this.parts = null;
    this.container = null;
  }

  destroy() {
    this.unmount();
    this.destroyed = true;
    this.group.forget(this);
  }
}
