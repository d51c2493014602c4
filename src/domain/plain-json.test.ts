import { afterEach, describe, expect, it } from 'vitest';
import { plainJson } from './plain-json.ts';

type Patched = { toJSON?: unknown };
const arrayProto = Array.prototype as unknown as Patched;
const objectProto = Object.prototype as unknown as Patched;
const stringProto = String.prototype as unknown as Patched;

describe('plain JSON', () => {
  afterEach(() => {
    delete arrayProto.toJSON;
    delete objectProto.toJSON;
    delete stringProto.toJSON;
  });

  const booking = {
    types: ['event', 'hotel'],
    days: [{ date: '2030-05-01', halls: [{ hall: '/api/halls/3', pax: 20 }] }],
    remarks: 'Quote "this" \\ and\nthat ✓',
    corporate: false,
    promoCode: null,
    skipped: undefined,
  };

  it('writes what JSON.stringify writes on a clean page', () => {
    expect(plainJson(booking)).toBe(JSON.stringify(booking));
    expect(plainJson([1, undefined, () => 1, Number.NaN])).toBe(
      JSON.stringify([1, undefined, () => 1, Number.NaN]),
    );
    expect(plainJson(new Date('2030-05-01T10:00:00Z'))).toBe('"2030-05-01T10:00:00.000Z"');
  });

  it('keeps arrays, objects and strings whole on a page that adds toJSON (Prototype.js)', () => {
    const clean = JSON.stringify(booking);
    arrayProto.toJSON = function (this: unknown[]) {
      return `ARRAY:${this.length}`;
    };
    objectProto.toJSON = () => 'OBJECT';
    stringProto.toJSON = () => 'STRING';
    // What the page does to JSON.stringify: the request the widget used to send.
    expect(JSON.stringify({ types: ['event', 'hotel'] })).not.toContain('"event"');
    expect(plainJson(booking)).toBe(clean);
    expect(JSON.parse(plainJson(booking))).toEqual(JSON.parse(clean));
  });
});
