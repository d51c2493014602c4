import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { hostedPartnerFor, parseHostedPartners } from './hosted-partners.ts';

// The hosted booking page: real paths for the widget's routes, the partner by host name or query.

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp({
    hostedPartners: parseHostedPartners('book.harbour.example=harbour, fjord.example=fjord'),
  });
});
afterAll(() => ctx.close());

const get = (path: string, host = 'localhost') =>
  ctx.app.request(`http://${host}${path}`, { headers: { host } });

describe('the hosted page', () => {
  it('renders the partner of the host name with the route, and takes the key out of the address', async () => {
    const response = await get('/nl-NL/reservation/anna/12?key=s3cr%22et', 'book.harbour.example:8080');
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    // The page's scripts have one nonce, its styles and the widget another (see the abuse suite).
    const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    const styleNonce = /<style nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(nonce.length).toBeGreaterThan(15);
    expect(styleNonce.length).toBeGreaterThan(15);
    expect(styleNonce).not.toBe(nonce);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain(`style-src 'self' 'nonce-${styleNonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    // A booking paid by card from the hosted page loads Stripe.js and its frames (issue 16).
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain('<title>Harbour Hotels</title>');
    expect(html).toContain(
      `<booking-form partner="harbour" route="/nl-NL/reservation/anna/12?key=s3cr%22et" nonce="${styleNonce}">`,
    );
    expect(html).toContain("u.searchParams.delete('key');history.replaceState(");
    expect(html).toContain(`<script src="/booking-form.js" async nonce="${nonce}">`);
    // A new nonce for every page.
    const again = await (await get('/reservation/anna/12?key=k', 'book.harbour.example')).text();
    expect(/<script nonce="([^"]+)"/.exec(again)?.[1]).not.toBe(nonce);
    expect(/<style nonce="([^"]+)"/.exec(again)?.[1]).not.toBe(styleNonce);
  });

  it('takes the partner from the query, and serves edit and both booking routes', async () => {
    for (const path of [
      '/edit/anna/3?key=k&partner=fjord',
      '/booking/3?partner=fjord',
      '/booking/anna/3?partner=fjord',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<booking-form partner="fjord"');
    }
  });

  it("serves the 'continue where you left off' link to a draft, in the link's language", async () => {
    const response = await get('/en-US/resume/anna/42?partner=harbour&key=k3y');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain(
      '<booking-form partner="harbour" route="/en-US/resume/anna/42?partner=harbour&amp;key=k3y"',
    );
    expect(html).toContain("u.searchParams.delete('key');history.replaceState(");
    // Without a language, and by host name; a resume link without its booking is no link.
    const byHost = await get('/resume/anna/42?key=k3y', 'book.harbour.example');
    expect([byHost.status, await byHost.text()]).toEqual([
      200,
      expect.stringContaining('route="/resume/anna/42?key=k3y"'),
    ]);
    expect((await get('/en-US/resume/anna?partner=harbour')).status).toBe(404);
  });

  it('says plainly when no partner or no complete link is there, without leaking anything', async () => {
    const noPartner = await get('/reservation/anna/12?key=k');
    expect(noPartner.status).toBe(404);
    expect(noPartner.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await noPartner.text()).toContain('No booking form is set up for this address.');
    expect((await get('/reservation/anna/12?partner=nobody')).status).toBe(404);
    const broken = await get('/xx-XX/reservation/anna/12?partner=harbour');
    expect([broken.status, await broken.text()]).toEqual([404, expect.stringContaining('not complete')]);
  });

  it('leaves the demo pages and the widget files alone', async () => {
    expect((await get('/')).status).not.toBe(404);
    expect((await get('/booking-form.js')).headers.get('referrer-policy')).toBeNull();
  });
});

describe('HOSTED_PARTNERS', () => {
  it('maps host names to slugs; the query wins; ports are ignored', () => {
    const map = parseHostedPartners(' A.example=harbour ,b.example=fjord');
    expect([...map]).toEqual([
      ['a.example', 'harbour'],
      ['b.example', 'fjord'],
    ]);
    expect(hostedPartnerFor(map, 'A.EXAMPLE:443', undefined)).toBe('harbour');
    expect(hostedPartnerFor(map, 'a.example', 'fjord')).toBe('fjord');
    expect(hostedPartnerFor(map, 'c.example', undefined)).toBeNull();
    expect(hostedPartnerFor(map, 'a.example', '../etc')).toBe('harbour');
    expect(parseHostedPartners(undefined).size).toBe(0);
  });

  it('refuses malformed entries with a message naming them', () => {
    expect(() => parseHostedPartners('a.example')).toThrow('"a.example" must be host=partner-slug');
    expect(() => parseHostedPartners('a.example=Har bour')).toThrow('must be host=partner-slug');
    expect(() => parseHostedPartners('http://a.example=harbour')).toThrow('must be host=partner-slug');
  });
});
