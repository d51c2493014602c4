import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The partner-onboarding page (issue 19) is a page of its own: nothing of it may reach a hotel's visitors.
const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('dist/widget/.vite/manifest.json', root), 'utf8')) as Record<
  string,
  unknown
>;

describe("the onboarding page's build", () => {
  it('has no module of the page in the widget build', () => {
    const modules = Object.keys(manifest).filter((key) =>
      /^(demo\/onboarding|locales\/onboarding)\//.test(key),
    );
    expect(modules).toEqual([]);
    // Nor inlined into a chunk: the snippet builder's Wix comment appears in no widget file.
    const assets = new URL('dist/widget/assets/', root);
    const inlined = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => readFileSync(new URL(name, assets), 'utf8').includes('<!-- wp:html -->'));
    expect(inlined).toEqual([]);
  });

  it('is built under dist/onboarding, with the nonce slot the server fills', () => {
    expect(existsSync(new URL('dist/onboarding/index.html', root))).toBe(true);
    const page = readFileSync(new URL('dist/onboarding/index.html', root), 'utf8');
    expect(page).toMatch(/<script type="module"[^>]* src="\/onboarding\/assets\/index-[\w-]+\.js"/);
    expect(page).toContain('content="__STYLE_NONCE__"');
    // No inline script or style: the page's CSP allows neither.
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page).not.toMatch(/<style[\s>]/);
  });
});
