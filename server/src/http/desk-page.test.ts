import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';

// A fixture build of the desk page, so these tests neither depend on nor wait for the real build.
const root = mkdtempSync(join(tmpdir(), 'booking-form-desk-'));
const deskDir = join(root, 'desk');
const INDEX = '<!doctype html><title>Desk</title><div id="desk"></div>';

let built: FreshApp;
let unbuilt: FreshApp;
beforeAll(async () => {
  mkdirSync(join(deskDir, 'assets'), { recursive: true });
  writeFileSync(join(deskDir, 'index.html'), INDEX);
  writeFileSync(join(deskDir, 'assets', 'index-abc123.js'), 'export {};\n');
  const demoDir = join(root, 'demo');
  mkdirSync(demoDir);
  built = await freshApp({ staticRoots: { widgetDir: join(root, 'widget'), demoDir, deskDir } });
  unbuilt = await freshApp({
    staticRoots: { widgetDir: join(root, 'widget'), demoDir, deskDir: join(root, 'nothing') },
  });
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the desk's page", () => {
  it('moves /desk to /desk/', async () => {
    const response = await built.app.request('/desk');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/desk/');
  });

  it('serves the page with a strict policy: own scripts only, never framed, never indexed, never cached stale', async () => {
    const response = await built.app.request('/desk/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Scripts only from our origin; styles may be inline (the catalogue's react-admin writes them).
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps its hashed assets for a year', async () => {
    const response = await built.app.request('/desk/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await built.app.request('/desk/assets/missing.js')).status).toBe(404);
  });

  it('says how to build it when it is not built', async () => {
    const response = await unbuilt.app.request('/desk/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
