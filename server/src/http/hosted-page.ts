/**
 * The hosted page (design.md: for partners without a page of their own and for links in e-mails): the
 * widget's routes as real paths — `/{lang?}/reservation/{username}/{id}?key=…`, `/{lang?}/edit/…`,
 * `/{lang?}/resume/…`, `/booking/{username?}/{id}`, `/{lang?}/bookings` and `/{lang?}/signin/{code}` (a
 * returning visitor's bookings and sign-in link) — render the partner's widget full page. The key reaches the widget in
 * its `route` attribute and leaves the address bar at once (`history.replaceState`); the page sends
 * no referrer, is never cached, and runs under a nonce-based CSP.
 *
 * Two nonces: one for the page's own scripts, one for styles. The element gets only the style nonce (its
 * Emotion styles need it), because the widget puts its nonce on a partner's tag manager too; this origin
 * serves every partner's hosted pages and their booking keys, so no partner script may run here.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { parseRoute } from '../../../src/domain/route.ts';
import type { Orm } from '../db/database.ts';
import { partners } from '../db/schema/index.ts';
import { type HostedPartners, hostedPartnerFor } from './hosted-partners.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The page's nonces: `script` for its own two scripts, `style` for its style and the widget's. */
export type PageNonces = { script: string; style: string };

function securityHeaders(nonce: PageNonces): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    // The address holds a booking key: no other site may learn it from a Referer header.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // The page needs none of these; a partner's script on it gets none either.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=()',
    'Content-Security-Policy': [
      "default-src 'self'",
      // Stripe.js, for a booking paid by card from this page (what Stripe documents for its CSP); no
      // partner's origin (a tag manager is refused here, with or without the widget's style nonce).
      `script-src 'self' 'nonce-${nonce.script}' https://js.stripe.com https://*.js.stripe.com`,
      `style-src 'self' 'nonce-${nonce.style}'`,
      "img-src 'self' data: https://*.stripe.com",
      "font-src 'self'",
      "connect-src 'self' https://api.stripe.com",
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}

/** The page: the widget with the route, and the one line that takes the key out of the address. */
export function hostedPageHtml(options: {
  slug: string;
  title: string;
  route: string;
  lang: string;
  nonce: PageNonces;
}) {
  const { slug, title, route, lang, nonce } = options;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce.style}">html,body{margin:0;background:#f4f5f7}booking-form{display:block;min-height:100vh}</style>
</head>
<body>
<booking-form partner="${escapeHtml(slug)}" route="${escapeHtml(route)}" nonce="${nonce.style}"></booking-form>
<script nonce="${nonce.script}">(function(){var u=new URL(location.href);u.searchParams.delete('key');history.replaceState(history.state,'',u.pathname+u.search+u.hash);})();</script>
<script src="/booking-form.js" async nonce="${nonce.script}"></script>
</body>
</html>
`;
}

function notHosted(c: Context, message: string) {
  return c.html(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>${escapeHtml(message)}</p></html>`,
    404,
    {
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    },
  );
}

/** The hosted page's routes; other paths fall through to the demo pages and files. */
export function hostedPageRoutes(db: Orm, hosted: HostedPartners): Hono {
  const app = new Hono();
  const page = async (c: Context) => {
    const url = new URL(c.req.url);
    const route = parseRoute(`${url.pathname}${url.search}`);
    if (route.view === 'wizard' || route.view === 'not-found') {
      return notHosted(c, 'This booking link is not complete.');
    }
    const slug = hostedPartnerFor(hosted, c.req.header('host'), c.req.query('partner'));
    if (!slug) return notHosted(c, 'No booking form is set up for this address.');
    const [partner] = await db
      .select({ name: partners.name })
      .from(partners)
      .where(eq(partners.slug, slug))
      .limit(1);
    if (!partner) return notHosted(c, 'No booking form is set up for this address.');
    const nonce = { script: randomBytes(16).toString('base64'), style: randomBytes(16).toString('base64') };
    const lang = route.view !== 'booking' && route.lang ? route.lang : 'en';
    const html = hostedPageHtml({
      slug,
      title: partner.name,
      route: `${url.pathname}${url.search}`,
      lang,
      nonce,
    });
    return c.body(html, 200, securityHeaders(nonce));
  };
  // `resume`: the "continue where you left off" e-mail's link to an unsent draft.
  for (const view of ['reservation', 'edit', 'resume']) {
    app.get(`/${view}/:username/:id`, page);
    app.get(`/:lang/${view}/:username/:id`, page);
  }
  app.get('/booking/:id', page);
  app.get('/booking/:username/:id', page);
  // A returning visitor's bookings, and the sign-in link of their e-mail (issue 21).
  app.get('/bookings', page);
  app.get('/:lang/bookings', page);
  app.get('/signin/:code', page);
  app.get('/:lang/signin/:code', page);
  return app;
}
