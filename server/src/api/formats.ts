import * as v from 'valibot';
import { type Shape, text } from './shapes.ts';

// valibot's precise generic types do not survive being stored in one `Shape`; validation is unaffected.
const generic = (schema: unknown) => schema as Shape['schema'];
const XSD = 'http://www.w3.org/2001/XMLSchema#';

function realDate(text: string): boolean {
  // A text that is not even YYYY-MM-DD is reported by the format check alone.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return true;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** A calendar date `YYYY-MM-DD` (never a timestamp: no time zone trap). */
export function date(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.string('This value should be a date (YYYY-MM-DD).'),
        v.regex(/^\d{4}-\d{2}-\d{2}$/, 'This value should be a date (YYYY-MM-DD).'),
        v.check(realDate, 'This value is not a real date.'),
      ),
    ),
    json: { type: 'string', format: 'date', examples: ['2030-05-14'] },
    range: `${XSD}date`,
  };
}

/** A local time `HH:mm`. */
export function time(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.string('This value should be a time (HH:mm).'),
        v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'This value should be a time (HH:mm).'),
      ),
    ),
    json: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['09:00'] },
    range: `${XSD}time`,
  };
}

/** An e-mail address. */
export function email(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.string('This value should be a string.'),
        v.email('This value is not a valid e-mail address.'),
      ),
    ),
    json: { type: 'string', format: 'email' },
    range: `${XSD}string`,
  };
}

/** An absolute URL of one of `schemes`. */
function urlOf(schemes: 'http(s)' | 'https'): Shape {
  const pattern = schemes === 'https' ? /^https:\/\// : /^https?:\/\//;
  return {
    schema: generic(
      v.pipe(
        v.string('This value should be a string.'),
        v.maxLength(2000, 'At most 2000 characters.'),
        v.url('This value is not a valid URL.'),
        v.regex(
          pattern,
          `This value should be ${schemes === 'https' ? 'an https' : 'an http or https'} URL.`,
        ),
      ),
    ),
    json: {
      type: 'string',
      format: 'uri',
      maxLength: 2000,
      ...(schemes === 'https' ? { pattern: '^https://' } : {}),
    },
    range: `${XSD}anyURI`,
  };
}

/** An absolute http(s) URL. */
export const url = (): Shape => urlOf('http(s)');

/** An https URL: a script the widget adds to the host page must not come over plain http. */
export const httpsUrl = (): Shape => urlOf('https');

/** A colour `#rrggbb`. */
export function color(): Shape {
  return text({ min: 7, max: 7, pattern: /^#[0-9a-fA-F]{6}$/, example: '#0b5563' });
}

/**
 * An ISO 4217 currency code. Spec §5: a missing currency or the text 'null' means EUR, so `null` and
 * `"null"` are accepted and become EUR.
 */
export function currency(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.nullable(v.string('This value should be a currency code such as EUR.')),
        v.transform((value) => (value === null || value === 'null' ? 'EUR' : value)),
        v.regex(/^[A-Z]{3}$/, 'This value should be a currency code such as EUR.'),
      ),
    ),
    json: {
      type: ['string', 'null'],
      pattern: '^[A-Z]{3}$',
      description: 'ISO 4217 code of every amount of this resource; null or "null" means EUR.',
      examples: ['EUR'],
    },
    range: `${XSD}string`,
  };
}

/** A map from language tags (`nl-NL`) to text, at least one entry: the sync document's translated texts. */
export function localized(max = 2000): Shape {
  const value = text({ max });
  return {
    schema: generic(
      v.pipe(
        v.record(
          v.pipe(
            v.string(),
            v.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Keys should be language tags such as nl-NL.'),
          ),
          value.schema,
          'This value should be an object of texts by language.',
        ),
        v.check((map) => Object.keys(map).length > 0, 'At least one language.'),
      ),
    ),
    json: {
      type: 'object',
      propertyNames: { pattern: '^[a-z]{2}(-[A-Z]{2})?$' },
      additionalProperties: value.json,
      minProperties: 1,
      examples: [{ 'en-US': 'Projector', 'nl-NL': 'Beamer' }],
    },
    range: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#JSON',
  };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** An IANA time zone such as Europe/Amsterdam (local times of a location are in it). */
export function timeZone(): Shape {
  return {
    schema: generic(
      v.pipe(
        v.string('This value should be a time zone such as Europe/Amsterdam.'),
        v.check(isTimeZone, 'This value should be an IANA time zone such as Europe/Amsterdam.'),
      ),
    ),
    json: { type: 'string', examples: ['Europe/Amsterdam'] },
    range: `${XSD}string`,
  };
}
