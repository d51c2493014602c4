import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';

// A fixture build of the onboarding page, so these tests neither depend on nor wait for the real build.
const root = mkdtempSync(join(tmpdir(), 'booking-form-onboarding-'));
const onboardingDir = join(root, 'onboarding');
const INDEX =
  '<!doctype html><meta name="bf-style-nonce" content="__STYLE_NONCE__"><title>Onboarding</title><main></main>';

let built: FreshApp;
let unbuilt: FreshApp;
beforeAll(async () => {
  mkdirSync(join(onboardingDir, 'assets'), { recursive: true });
  writeFileSync(join(onboardingDir, 'index.html'), INDEX);
  writeFileSync(join(onboardingDir, 'assets', 'index-abc123.js'), 'export {};\n');
  const demoDir = join(root, 'demo');
  mkdirSync(demoDir);
  const widgetDir = join(root, 'widget');
  built = await freshApp({ staticRoots: { widgetDir, demoDir, onboardingDir } });
  unbuilt = await freshApp({ staticRoots: { widgetDir, demoDir, onboardingDir: join(root, 'nothing') } });
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
  rmSync(root, { recursive: true, force: true });
});

const nonceOf = (policy: string) => /style-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];

describe('the onboarding page (issue 19)', () => {
  it('is served at /onboarding with a strict policy and a fresh style nonce for the live widget', async () => {
    const first = await built.app.request('/onboarding');
    const second = await built.app.request('/onboarding/');
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // The page reads the same nonce from its meta tag; the placeholder never reaches a browser.
      const html = await response.text();
      expect(html).toContain(`content="${nonce}"`);
      expect(html).not.toContain('__STYLE_NONCE__');
    }
    expect(nonceOf(first.headers.get('content-security-policy') ?? '')).not.toBe(
      nonceOf(second.headers.get('content-security-policy') ?? ''),
    );
  });

  it('serves its hashed assets for a year, and a missing one as a 404, not the page', async () => {
    const asset = await built.app.request('/onboarding/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await built.app.request('/onboarding/assets/index-old.js');
    expect(missing.status).toBe(404);
  });

  it('never serves the sources of the page', async () => {
    for (const path of ['/onboarding/main.ts', '/onboarding/onboarding.css', '/onboarding/snippets.ts']) {
      expect((await built.app.request(path)).status).toBe(404);
    }
  });

  it('says how to build it when it is not built', async () => {
    const response = await unbuilt.app.request('/onboarding');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
