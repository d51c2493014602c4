import { createInstance } from 'i18next';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import en from '../../locales/form.en-US.json';
import nl from '../../locales/form.nl-NL.json';
import { NAMESPACES } from '../i18n/create-i18n.ts';
import { LOCALES } from './locale.ts';
import {
  email,
  endAfterStart,
  type FieldError,
  field,
  isEndAfterStart,
  MESSAGES,
  phone,
  required,
  requiredDateRange,
  terms,
  validateField,
  validateForm,
} from './validation.ts';

const check = (schema: v.GenericSchema, value: unknown) => validateField(schema, value)?.key ?? null;

describe('required', () => {
  const schema = field(required());

  it('fails on null, undefined, an empty array and blank text', () => {
    for (const value of [null, undefined, [], '', '   ', '\n\t']) {
      expect(check(schema, value), JSON.stringify(value)).toBe('validation.required');
    }
  });

  it('passes on text, numbers including 0, false, filled arrays and objects', () => {
    for (const value of ['a', ' x ', 0, 12, false, ['x'], {}]) {
      expect(check(schema, value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('requiredDateRange', () => {
  const schema = field(requiredDateRange());

  it('accepts a single date or a pair of dates written YYYY-MM-DD', () => {
    expect(check(schema, '2026-06-01')).toBeNull();
    expect(check(schema, ['2026-06-01'])).toBeNull();
    expect(check(schema, ['2026-06-01', '2026-06-03'])).toBeNull();
    // A range picker halfway: the start is picked, the end not yet.
    expect(check(schema, ['2026-06-01', null])).toBeNull();
  });

  it('gives the required message for anything else', () => {
    for (const value of [
      null,
      '',
      [],
      '01-06-2026',
      '2026-02-30',
      ['2026-06-01', 'soon'],
      ['2026-06-01', '2026-06-02', '2026-06-03'],
      [null, null],
    ]) {
      expect(check(schema, value), JSON.stringify(value)).toBe('validation.required');
    }
  });
});

describe('email', () => {
  const schema = field(email());

  it('accepts an empty value, so an optional address can stay empty', () => {
    expect(check(schema, '')).toBeNull();
    expect(check(schema, null)).toBeNull();
  });

  it('accepts addresses, with spaces around them trimmed', () => {
    for (const value of [
      'jan@example.nl',
      'j.de.vries+events@mail.example.co.uk',
      ' anna@hotel.fi ',
      "sean.o'brien@example.ie",
      'info@xn--mnchen-3ya.de',
    ]) {
      expect(check(schema, value), value).toBeNull();
    }
  });

  it('rejects what is not an address', () => {
    for (const value of [
      'jan@',
      'jan@example',
      'jan example@x.nl',
      '@example.com',
      'jan@@example.com',
      'jan@example..com',
      'jan@-example.com',
      'jan@example.c',
    ]) {
      expect(check(schema, value), value).toBe('validation.email');
    }
  });

  it('reports required before the pattern when both apply', () => {
    expect(check(field(required(), email()), ' ')).toBe('validation.required');
    expect(check(field(required(), email()), 'nope')).toBe('validation.email');
  });
});

describe('terms', () => {
  it('must be ticked', () => {
    expect(check(field(terms()), true)).toBeNull();
    expect(check(field(terms()), false)).toBe('validation.terms');
    expect(check(field(terms()), undefined)).toBe('validation.terms');
  });

  it('uses the accept wording where the dialogs ask for it', () => {
    expect(check(field(terms(MESSAGES.termsAccept)), false)).toBe('validation.termsAccept');
  });
});

describe('phone', () => {
  const schema = field(phone());

  it('accepts international numbers in the ways people write them', () => {
    for (const value of [
      '+31 20 123 4567',
      '+31 (0)20 123 4567',
      '0031 20 1234567',
      '+1 (212) 555-0100',
      '+49 30/1234567',
      '+358 40 123 4567',
      '+44 20.7946.0958',
      '',
    ]) {
      expect(check(schema, value), value).toBeNull();
    }
  });

  it('asks for the country code on national numbers and rejects what is no number', () => {
    for (const value of [
      '020 123 4567',
      '06 12345678',
      '+0 20 123 4567',
      '+31 20 CALL NOW',
      '+123',
      '+1234567890123456',
    ]) {
      expect(check(schema, value), value).toBe('validation.phone');
    }
  });
});

describe('end time after start time', () => {
  const schema = v.pipe(
    v.object({ startTime: v.nullable(v.string()), endTime: v.nullable(v.string()) }),
    endAfterStart(),
  );

  it('reports on the end time field when the end is not later', () => {
    expect(validateForm(schema, { startTime: '17:00', endTime: '09:00' })).toEqual({
      endTime: { key: 'validation.endAfterStart' },
    });
    expect(validateForm(schema, { startTime: '09:00', endTime: '09:00' })).toHaveProperty('endTime');
  });

  it('passes a later end, an end at midnight, and stays silent while a time is missing', () => {
    expect(validateForm(schema, { startTime: '09:00', endTime: '17:30' })).toEqual({});
    expect(validateForm(schema, { startTime: '19:00', endTime: '24:00' })).toEqual({});
    expect(validateForm(schema, { startTime: '09:00', endTime: null })).toEqual({});
  });

  it('compares times as times, not as text', () => {
    expect(isEndAfterStart('9:00', '10:00')).toBe(false);
    expect(isEndAfterStart('08:59', '10:00')).toBe(true);
    expect(isEndAfterStart('24:00', '24:00')).toBe(false);
  });
});

describe('a form of fields', () => {
  it('gives the first failure of each field by its path', () => {
    const schema = v.object({
      emailaddress: field(required(), email()),
      phonenumber: field(phone()),
      company: field(required()),
    });
    expect(validateForm(schema, { emailaddress: 'x@', phonenumber: '0612345678', company: 'Acme' })).toEqual({
      emailaddress: { key: 'validation.email' },
      phonenumber: { key: 'validation.phone' },
    });
  });
});

async function translator(locale: string, texts: object) {
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    resources: { [locale]: { translation: texts } },
    interpolation: { escapeValue: false },
  });
  return (error: FieldError) => i18n.t(error.key, error.values ?? {});
}

describe('messages', () => {
  it("read exactly as the spec's English", async () => {
    const t = await translator('en-US', en);
    expect(t({ key: MESSAGES.required })).toBe('This field is required');
    expect(t({ key: MESSAGES.email })).toBe('Invalid email address');
    expect(t({ key: MESSAGES.terms })).toBe('You have to agree to the Terms and Conditions to continue');
    expect(t({ key: MESSAGES.termsAccept })).toBe('You must accept the terms and conditions to continue');
    expect(t({ key: MESSAGES.phone })).toBe('Invalid phone number. Try adding the country code');
    expect(t({ key: MESSAGES.endAfterStart })).toBe('End time must be after start time');
  });

  it('are translated into Dutch, with their values filled in', async () => {
    const t = await translator('nl-NL', nl);
    expect(t({ key: MESSAGES.required })).toBe('Dit veld is verplicht');
    expect(t({ key: MESSAGES.email })).toBe('Ongeldig e-mailadres');
    expect(t({ key: MESSAGES.phone })).toBe('Ongeldig telefoonnummer. Probeer de landcode toe te voegen');
    expect(t({ key: MESSAGES.tooManyGuestsPerRoom, values: { max: 2 } })).toBe(
      'Een kamer biedt plaats aan maximaal 2 gasten',
    );
  });

  it('exist for every key in every locale', async () => {
    for (const locale of LOCALES) {
      const texts = (await import(`../../locales/${locale}.json`)).default;
      // A step's own messages live in its lazy namespace (e.g. `rooms`); the form looks there too.
      const steps = await Promise.all(
        NAMESPACES.map(async (ns) => (await import(`../../locales/${ns}.${locale}.json`)).default),
      );
      const validation = Object.assign({}, texts.validation, ...steps.map((s) => s.validation ?? {}));
      const t = await translator(locale, { ...texts, validation });
      for (const key of Object.values(MESSAGES)) {
        const text = t({ key, values: { min: 3, pax: 40, max: 30 } });
        expect(text, `${locale} ${key}`).not.toBe(key);
        expect(text, `${locale} ${key}`).not.toMatch(/\{\{/);
      }
    }
  });
});
