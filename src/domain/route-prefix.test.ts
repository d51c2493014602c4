import { describe, expect, it } from 'vitest';
import { parseRoute } from './route.ts';
import { hashOf, hashScope, mayWriteHash, widgetAddress } from './route-prefix.ts';

const bf = hashScope('bf');
const none = hashScope('none');
const whole = hashScope(null);
/** The route the widget sees for a hash, or null when it leaves the hash alone. */
const seen = (hash: string, scope = bf) => {
  const address = widgetAddress(hash, scope);
  return address === null ? null : parseRoute(address);
};

describe('route-prefix (issue 19)', () => {
  it('reads the attribute: a word, `none`, or nothing (the whole hash)', () => {
    expect(hashScope('bf')).toEqual({ kind: 'hash', prefix: 'bf' });
    expect(hashScope(' /bf/ ')).toEqual({ kind: 'hash', prefix: 'bf' });
    expect(hashScope('#/bf')).toEqual({ kind: 'hash', prefix: 'bf' });
    expect(hashScope('None')).toEqual({ kind: 'none' });
    expect(hashScope('')).toEqual({ kind: 'hash', prefix: '' });
    expect(hashScope(undefined)).toEqual({ kind: 'hash', prefix: '' });
  });

  it('keeps out of the hash when the prefix is not one safe word', () => {
    for (const bad of ['b f', 'bf/x', 'bf?', '%2F', 'ü', 'x'.repeat(41)]) {
      expect(hashScope(bad)).toEqual({ kind: 'none', invalid: true });
    }
  });

  it("never interprets a host page's own hash routes with a prefix", () => {
    for (const hash of [
      '#/booking/42',
      '#/nl-NL/x',
      '#/nl-NL',
      '#/reservation/anna/12?key=k',
      '#/',
      '#top',
    ]) {
      expect(seen(hash)).toBeNull();
    }
    // Another prefix, or one that merely starts with ours, is not ours either.
    expect(seen('#/other/reservation/anna/12?key=k')).toBeNull();
    expect(seen('#/bfx/reservation/anna/12?key=k')).toBeNull();
  });

  it('reads its own routes under the prefix', () => {
    expect(seen('#/bf/reservation/anna/12?key=k')).toEqual({
      view: 'reservation',
      lang: null,
      username: 'anna',
      id: 12,
      key: 'k',
    });
    expect(seen('#/bf/nl-NL')).toEqual({ view: 'wizard', lang: 'nl-NL' });
    expect(seen('#/bf/booking/42')).toEqual({ view: 'booking', id: 42, username: null, key: null });
    expect(seen('#/bf')).toEqual({ view: 'wizard' });
    expect(seen('#/bf/')).toEqual({ view: 'wizard' });
    // A mangled link of ours is still "not found", never a silent empty form.
    expect(seen('#/bf/reservation/anna')).toEqual({ view: 'not-found' });
    // The bare page is nobody's route: the widget's home.
    expect(seen('')).toEqual({ view: 'wizard' });
  });

  it('two prefixes on one page each follow their own', () => {
    const a = hashScope('a');
    const b = hashScope('b');
    expect(seen('#/a/nl-NL', a)).toEqual({ view: 'wizard', lang: 'nl-NL' });
    expect(seen('#/a/nl-NL', b)).toBeNull();
    expect(mayWriteHash('#/a/nl-NL', b)).toBe(false);
    expect(mayWriteHash('#/a/nl-NL', a)).toBe(true);
  });

  it('with `none` neither reads nor writes the hash', () => {
    expect(seen('#/reservation/anna/12?key=k', none)).toBeNull();
    expect(seen('', none)).toBeNull();
    expect(mayWriteHash('', none)).toBe(false);
  });

  it('writes under the prefix, and never over a host route that is showing', () => {
    expect(hashOf('/edit/anna/12', bf)).toBe('/bf/edit/anna/12');
    expect(hashOf('/', bf)).toBe('/bf');
    expect(mayWriteHash('', bf)).toBe(true);
    expect(mayWriteHash('#/bf/reservation/anna/12', bf)).toBe(true);
    expect(mayWriteHash('#/booking/42', bf)).toBe(false);
    expect(mayWriteHash('#/products', bf)).toBe(false);
  });

  it("without the attribute behaves as before: the whole hash is the widget's", () => {
    expect(seen('#/nl-NL', whole)).toEqual({ view: 'wizard', lang: 'nl-NL' });
    expect(seen('#/booking/42', whole)).toEqual({ view: 'booking', id: 42, username: null, key: null });
    expect(hashOf('/edit/anna/12', whole)).toBe('/edit/anna/12');
    expect(mayWriteHash('#/products', whole)).toBe(true);
  });
});
