import { describe, expect, it } from 'vitest';
import {
  cspSnippet,
  type EmbedChoice,
  plainSnippet,
  prefillLink,
  wixSnippet,
  wordpressSnippet,
} from './snippets.ts';

const choice: EmbedChoice = {
  origin: 'https://book.example.com',
  partner: 'harbour',
  location: '2',
  lang: 'nl-NL',
  color: '#7a1f5c',
  routePrefix: '',
  prefill: { pax: '20', email: 'anna@example.com', company: 'Tom & "Jerry"', hotel: 'true' },
};

describe('the onboarding page snippets (issue 19)', () => {
  it('writes the loader and the element with the chosen attributes, escaped', () => {
    expect(plainSnippet(choice)).toBe(
      '<script src="https://book.example.com/booking-form.js" async></script>\n' +
        '<booking-form partner="harbour" location="2" lang="nl-NL" hotel="true" pax="20" company="Tom &amp; &quot;Jerry&quot;" email="anna@example.com" style="--bf-color-primary: #7a1f5c"></booking-form>',
    );
    const bare = plainSnippet({ ...choice, location: '', lang: '', color: null, prefill: {} });
    expect(bare).toContain('<booking-form partner="harbour"></booking-form>');
  });

  it('wraps the same code for WordPress and makes a whole small document for Wix', () => {
    expect(wordpressSnippet(choice)).toBe(`<!-- wp:html -->\n${plainSnippet(choice)}\n<!-- /wp:html -->`);
    expect(wixSnippet(choice)).toMatch(/^<!doctype html>\n<meta name="viewport"/);
    expect(wixSnippet(choice)).toContain(plainSnippet(choice));
  });

  it('for a strict CSP: the nonce on script and element, no style attribute, and the lines to allow', () => {
    const { html, policy } = cspSnippet({ ...choice, routePrefix: 'bf' });
    expect(html).toContain('<script src="https://book.example.com/booking-form.js" nonce="NONCE" async>');
    expect(html).toContain('route-prefix="bf"');
    expect(html).toContain(' nonce="NONCE"></booking-form>');
    expect(html).not.toContain('style="');
    expect(html).toContain('<style nonce="NONCE">booking-form { --bf-color-primary: #7a1f5c; }</style>');
    expect(policy.split(';\n')).toEqual([
      "script-src 'nonce-NONCE' https://book.example.com",
      "style-src 'nonce-NONCE'",
      'connect-src https://book.example.com',
      'img-src https://book.example.com data: https:',
      'font-src https://book.example.com',
    ]);
  });

  it("builds a link with spec §2's query names, the language in the hash, under the route prefix", () => {
    const link = new URL(prefillLink('https://hotel.example/book?ref=mail', choice) ?? '');
    expect(link.searchParams.get('ref')).toBe('mail');
    expect(link.searchParams.get('locationID')).toBe('2');
    expect(link.searchParams.get('pax')).toBe('20');
    expect(link.searchParams.get('email')).toBe('anna@example.com');
    expect(link.hash).toBe('#/nl-NL');
    expect(new URL(prefillLink('https://hotel.example/', { ...choice, routePrefix: 'bf' }) ?? '').hash).toBe(
      '#/bf/nl-NL',
    );
    expect(prefillLink('not a url', choice)).toBeNull();
    expect(prefillLink('javascript:alert(1)', choice)).toBeNull();
  });
});
