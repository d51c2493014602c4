import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { expectProblem } from '../../test/http.ts';

// A fixture build and demo, so these tests do not depend on (or wait for) the real widget build.
const root = mkdtempSync(join(tmpdir(), 'booking-form-static-'));
const widgetDir = join(root, 'widget');
const demoDir = join(root, 'demo');
const LOADER = '(()=>{import("./widget/assets/booking-form-abc123.js")})();\n';
const CHUNK = `export const chunk = "${'x'.repeat(2000)}";\n`;

function write(path: string, body: string, compressed = true): void {
  writeFileSync(path, body);
  if (!compressed) return;
  writeFileSync(`${path}.gz`, gzipSync(body));
  writeFileSync(`${path}.br`, brotliCompressSync(body));
}

let ctx: FreshApp;
beforeAll(async () => {
  mkdirSync(join(widgetDir, 'assets'), { recursive: true });
  mkdirSync(demoDir, { recursive: true });
  write(join(widgetDir, 'booking-form.js'), LOADER);
  write(join(widgetDir, 'assets', 'booking-form-abc123.js'), CHUNK);
  writeFileSync(join(demoDir, 'index.html'), '<!doctype html><title>Harbour demo</title>');
  writeFileSync(join(demoDir, 'onboarding.html'), '<!doctype html><title>Onboarding</title>');
  writeFileSync(join(demoDir, 'site.css'), 'body{margin:0}');
  writeFileSync(join(demoDir, 'secret.ts'), 'export const x = 1;');
  ctx = await freshApp({ staticRoots: { widgetDir, demoDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers });

describe('the widget loader /booking-form.js', () => {
  it('is cached briefly, loadable from any origin, and brotli when the client takes it', async () => {
    const response = await get('/booking-form.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(brotliCompressSync(LOADER))).toBe(true);
  });

  it('is gzip for a gzip-only client and plain for a client that takes neither, varying on both', async () => {
    const gzip = await get('/booking-form.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/booking-form.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(LOADER);
  });
});

describe('hashed chunks /widget/assets/*', () => {
  it('are immutable for a year and loadable from any origin', async () => {
    const response = await get('/widget/assets/booking-form-abc123.js', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('answer a missing chunk with a 404 problem that no cache keeps for a year', async () => {
    const response = await get('/widget/assets/booking-form-missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });
});

describe('demo pages', () => {
  it('serve / as demo/index.html and other pages with or without .html', async () => {
    expect(await (await get('/')).text()).toContain('Harbour demo');
    expect(await (await get('/onboarding')).text()).toContain('Onboarding');
    expect(await (await get('/onboarding.html')).text()).toContain('Onboarding');
    const css = await get('/site.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('never serve TypeScript sources or paths outside demo/', async () => {
    await expectProblem(ctx.app, '/secret.ts', 404, 'route_not_found');
    await expectProblem(ctx.app, '/../package.json', 404, 'route_not_found');
    await expectProblem(ctx.app, '/%2e%2e/package.json', 404, 'route_not_found');
  });
});

describe('fonts /fonts/{family}-{weight}.woff2', () => {
  it.each(['lora-400', 'lora-700', 'inter-400', 'nunito-700'])(
    'serves %s as a cross-origin, long-cached woff2',
    async (name) => {
      const response = await get(`/fonts/${name}.woff2`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('wOF2');
    },
  );

  it.each(['comic-400.woff2', 'lora-450.woff2', 'lora-900.woff2'])(
    'answers /fonts/%s with a 404 problem',
    async (file) => {
      const response = await get(`/fonts/${file}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    },
  );
});

describe('media /media/{filename}', () => {
  it('serves a generated partner image from the database with its type, caching and CORS', async () => {
    const response = await get('/media/harbour-carousel-dusk.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d{6,}/);
    const svg = await response.text();
    const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
    expect(Number(width)).toBeGreaterThanOrEqual(1600);
    expect(Number(height)).toBeGreaterThanOrEqual(480);
    expect(svg).toContain('Gradient');
    const again = await get('/media/harbour-carousel-dusk.svg', {
      'If-None-Match': response.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
  });

  it('serves every image a partner names', async () => {
    const [partner] = await ctx.db.query<{
      logo_filename: string;
      favicon_filename: string;
      webform_images: { photoFilename: string }[];
    }>("select logo_filename, favicon_filename, webform_images from partners where slug = 'harbour'");
    const files = [
      partner!.logo_filename,
      partner!.favicon_filename,
      ...partner!.webform_images.map((i) => i.photoFilename),
    ];
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) expect((await get(`/media/${file}`)).status).toBe(200);
  });

  it('answers an unknown file with a 404 problem', async () => {
    await expectProblem(ctx.app, '/media/nothing.svg', 404, 'media_not_found');
  });
});
