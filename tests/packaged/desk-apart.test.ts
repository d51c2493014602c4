import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The venue's desk is a page of its own (issue 17): nothing of it may reach a hotel's visitors.
const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('dist/widget/.vite/manifest.json', root), 'utf8')) as Record<
  string,
  unknown
>;

describe("the desk's build", () => {
  it('has no module of the desk in the widget build', () => {
    const deskModules = Object.keys(manifest).filter((key) => /^(src\/desk|desk|locales\/desk)\//.test(key));
    expect(deskModules).toEqual([]);
    // Nor inlined into a chunk: the desk's sign-in route name appears in no widget file.
    const assets = new URL('dist/widget/assets/', root);
    const inlined = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => readFileSync(new URL(name, assets), 'utf8').includes('/desk/sign_in'));
    expect(inlined).toEqual([]);
  });

  it('is built next to it, under dist/desk, with its page and assets', () => {
    expect(existsSync(new URL('dist/desk/index.html', root))).toBe(true);
    const page = readFileSync(new URL('dist/desk/index.html', root), 'utf8');
    expect(page).toMatch(/<script type="module"[^>]* src="\/desk\/assets\/index-[\w-]+\.js"/);
  });
});
