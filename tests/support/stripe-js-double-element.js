// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope once stripe-js-route.ts joins them
// The Payment Element and the 3-D Secure challenge of the Stripe.js test double.
// A fragment: stripe-js-route.ts concatenates it with stripe-js-double.js inside one function, so nothing
// here becomes a global. Plain browser JavaScript, no imports; it renders into the light DOM it is given.

/** Stripe's default look, overridden by `appearance.variables`; every pair passes WCAG AA contrast. */
const DEFAULT_THEME = {
  colorPrimary: '#0570de',
  colorText: '#30313d',
  colorBackground: '#ffffff',
  colorDanger: '#b3093c',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  borderRadius: '4px',
};

const METHOD_LABELS = { card: 'Card', sepa_debit: 'SEPA Direct Debit' };

let uniqueCounter = 0;
function uniqueId(prefix) {
  uniqueCounter += 1;
  return `__sd-${prefix}-${uniqueCounter}`;
}

function themeOf(appearance) {
  return { ...DEFAULT_THEME, ...(appearance?.variables || {}) };
}

function digits(text) {
  return String(text || '').replace(/\D/g, '');
}

/** Reads "MM / YY", "MM/YY" or "MMYY" into numbers; null when incomplete. */
function parseExpiry(text) {
  const only = digits(text);
  if (only.length !== 4 && only.length !== 6) return null;
  return { month: Number(only.slice(0, 2)), year: Number(only.slice(2)) };
}

function luhn(number) {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Validates one field the way the Payment Element words it; returns `{ code, message }` or null.
 * `strict` is true on submit (an empty field is then incomplete too).
 */
function fieldError(name, value, strict) {
  const text = String(value || '').trim();
  if (!text) {
    if (!strict) return null;
    const empty = {
      number: ['incomplete_number', 'Your card number is incomplete.'],
      expiry: ['incomplete_expiry', "Your card's expiration date is incomplete."],
      cvc: ['incomplete_cvc', "Your card's security code is incomplete."],
      iban: ['incomplete_iban', 'Your IBAN is incomplete.'],
      name: ['incomplete_name', 'Please provide your full name.'],
      email: ['incomplete_email', 'Your email address is incomplete.'],
    }[name];
    return { code: empty[0], message: empty[1] };
  }
  if (name === 'number') {
    const number = digits(text);
    if (number.length < 15)
      return strict ? { code: 'incomplete_number', message: 'Your card number is incomplete.' } : null;
    if (!luhn(number)) return { code: 'invalid_number', message: 'Your card number is invalid.' };
  }
  if (name === 'expiry') {
    const expiry = parseExpiry(text);
    if (!expiry)
      return strict
        ? { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." }
        : null;
    const now = new Date();
    const year = expiry.year < 100 ? 2000 + expiry.year : expiry.year;
    if (expiry.month < 1 || expiry.month > 12)
      return { code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." };
    if (year < now.getFullYear() || (year === now.getFullYear() && expiry.month < now.getMonth() + 1)) {
      return { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
    }
  }
  if (name === 'cvc' && !/^\d{3,4}$/.test(text)) {
    return { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  }
  if (name === 'iban' && !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(text.replace(/\s+/g, '').toUpperCase())) {
    return { code: 'invalid_iban', message: 'Your IBAN is invalid.' };
  }
  if (name === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text)) {
    return { code: 'invalid_email', message: 'Your email address is invalid.' };
  }
  return null;
}

const FIELDS = {
  card: [
    {
      name: 'number',
      label: 'Card number',
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      placeholder: '1234 1234 1234 1234',
    },
    {
      name: 'expiry',
      label: 'Expiration date (MM / YY)',
      autocomplete: 'cc-exp',
      inputmode: 'numeric',
      placeholder: 'MM / YY',
    },
    { name: 'cvc', label: 'Security code', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: 'CVC' },
  ],
  sepa_debit: [
    { name: 'name', label: 'Full name', autocomplete: 'name' },
    { name: 'email', label: 'Email', autocomplete: 'email', type: 'email' },
    { name: 'iban', label: 'IBAN', autocomplete: 'off', placeholder: 'DE00 0000 0000 0000 0000 00' },
  ],
};

/** Builds the element's DOM into `container` and returns handles to its parts. */
function renderPaymentForm(container, methods, theme, billingNever) {
  const root = document.createElement('div');
  root.setAttribute('lang', 'en');
  root.dataset.stripeDouble = 'payment';
  const group = uniqueId('method');
  const fieldset = document.createElement('fieldset');
  const legend = document.createElement('legend');
  legend.textContent = 'Payment method';
  fieldset.append(legend);
  const radios = {};
  for (const method of methods) {
    const label = document.createElement('label');
    const radio = document.createElement('input');
    radio.type = 'radio';
    radio.name = group;
    radio.value = method;
    label.append(radio, ` ${METHOD_LABELS[method]}`);
    fieldset.append(label);
    radios[method] = radio;
  }
  if (methods.length < 2) fieldset.hidden = true;
  root.append(fieldset);
  const panels = {};
  const inputs = {};
  const alerts = {};
  for (const method of methods) {
    const panel = document.createElement('div');
    panel.dataset.method = method;
    for (const field of FIELDS[method]) {
      if ((field.name === 'name' || field.name === 'email') && billingNever[field.name]) continue;
      const id = uniqueId(field.name);
      const wrapper = document.createElement('div');
      const label = document.createElement('label');
      label.htmlFor = id;
      label.textContent = field.label;
      const input = document.createElement('input');
      input.id = id;
      input.name = field.name;
      input.type = field.type || 'text';
      input.autocomplete = field.autocomplete;
      if (field.inputmode) input.inputMode = field.inputmode;
      if (field.placeholder) input.placeholder = field.placeholder;
      const alert = document.createElement('div');
      alert.id = `${id}-error`;
      alert.setAttribute('role', 'alert');
      input.setAttribute('aria-describedby', alert.id);
      wrapper.append(label, input, alert);
      panel.append(wrapper);
      inputs[field.name] = input;
      alerts[field.name] = alert;
    }
    panels[method] = panel;
    root.append(panel);
  }
  container.append(root);
  const parts = { root, fieldset, legend, radios, panels, inputs, alerts };
  applyTheme(parts, theme);
  return parts;
}

/** Applies the few appearance variables the double honours, inline, so screenshots show the theme. */
function applyTheme(parts, theme) {
  const { root, fieldset, legend, inputs, alerts, radios } = parts;
  Object.assign(root.style, {
    fontFamily: theme.fontFamily,
    color: theme.colorText,
    background: theme.colorBackground,
    display: 'grid',
    gap: '12px',
  });
  Object.assign(fieldset.style, { border: '0', padding: '0', margin: '0', display: 'flex', gap: '16px' });
  Object.assign(legend.style, { padding: '0', marginBottom: '6px', fontWeight: '600' });
  for (const radio of Object.values(radios)) radio.style.accentColor = theme.colorPrimary;
  for (const input of Object.values(inputs)) {
    Object.assign(input.style, {
      display: 'block',
      width: '100%',
      boxSizing: 'border-box',
      marginTop: '4px',
      padding: '10px 12px',
      font: 'inherit',
      color: theme.colorText,
      background: theme.colorBackground,
      border: '1px solid #6c6f7a',
      borderRadius: theme.borderRadius,
    });
  }
  for (const alert of Object.values(alerts))
    Object.assign(alert.style, { color: theme.colorDanger, marginTop: '4px' });
  for (const panel of Object.values(parts.panels)) {
    Object.assign(panel.style, { display: panel.hidden ? 'none' : 'grid', gap: '12px' });
  }
}

/**
 * Opens the modal stand-in for the bank's 3-D Secure page and resolves with 'complete' or 'fail'
 * (Escape closes it, which Stripe treats as a failed authentication).
 */
function openChallenge(record) {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    const title = document.createElement('h2');
    title.id = uniqueId('challenge-title');
    title.textContent = '3D Secure 2 Test Page';
    dialog.setAttribute('aria-labelledby', title.id);
    const text = document.createElement('p');
    text.textContent = 'This is a test authentication page. Choose how the customer answers the challenge.';
    const complete = document.createElement('button');
    complete.type = 'button';
    complete.textContent = 'Complete authentication';
    const fail = document.createElement('button');
    fail.type = 'button';
    fail.textContent = 'Fail authentication';
    Object.assign(dialog.style, {
      fontFamily: DEFAULT_THEME.fontFamily,
      color: '#30313d',
      background: '#ffffff',
      padding: '24px',
    });
    dialog.append(title, text, complete, ' ', fail);
    let settled = false;
    const finish = (outcome) => {
      if (settled) return;
      settled = true;
      record.outcome = outcome;
      if (dialog.open) dialog.close();
      dialog.remove();
      resolve(outcome);
    };
    complete.addEventListener('click', () => finish('complete'));
    fail.addEventListener('click', () => finish('fail'));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish('fail');
    });
    document.body.append(dialog);
    dialog.showModal();
    complete.focus();
  });
}
