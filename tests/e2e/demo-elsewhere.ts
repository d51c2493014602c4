// Pages of demo/ as a hotel would host them: served from another origin (`localhost`) than the API
// (`127.0.0.1`), with the widget's script, its elements' `api` and the API all pointing at ours.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const API = process.env.BF_E2E_URL as string;
const DEMO = new URL('../../demo/', import.meta.url);

/** A demo page's HTML with the widget's script and the forms' `api` pointing at the API under test. */
function hostedHtml(file: string): string {
  return readFileSync(new URL(file, DEMO), 'utf8')
    .replaceAll('<booking-form ', `<booking-form api="${API}" `)
    .replaceAll('src="/booking-form.js"', `src="${API}/booking-form.js"`);
}

/**
 * Serves every `demo/*.html` page on a port of its own (`/two.html` …; `/` is index.html); resolves the
 * origin's address and a way to stop serving. One server can host all the pages a suite opens.
 */
export async function serveDemoPagesElsewhere(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname.replace(/^\/$/, '/index.html');
    const file = path.slice(1);
    // The pages' images and icons (/media/…) come from the API server, as the widget's files do.
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (path.startsWith('/media/')) {
      response.writeHead(302, { location: `${API}${path}` }).end();
      return;
    }
    if (!/^[a-z0-9-]+\.html$/.test(file) || !existsSync(new URL(file, DEMO))) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostedHtml(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves `demo/{file}` on a port of its own; resolves its address and a way to stop serving it. */
export async function serveDemoElsewhere(file: string): Promise<{ url: string; close(): Promise<void> }> {
  const pages = await serveDemoPagesElsewhere();
  return { url: new URL(file, pages.url).href, close: pages.close };
}
