// A page of demo/ as a hotel would host it: served from another origin (`localhost`) than the API
// (`127.0.0.1`), with the widget's script, its elements' `api` and the API all pointing at ours.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const API = process.env.BF_E2E_URL as string;

/** Serves `demo/{file}` on a port of its own; resolves its address and a way to stop serving it. */
export async function serveDemoElsewhere(file: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = readFileSync(new URL(`../../demo/${file}`, import.meta.url), 'utf8')
    .replaceAll('<booking-form ', `<booking-form api="${API}" `)
    .replace('src="/booking-form.js"', `src="${API}/booking-form.js"`);
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
