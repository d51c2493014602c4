import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREFILL_NAMES } from '../domain/prefill.ts';
import { buildThemeTokens } from '../domain/theme.ts';
import { hostVariables } from '../theme/theme-vars.ts';
import { customElementsManifest, README_SECTIONS, readmeSection, updateReadme } from './element-docs.ts';
import { PART_NAMES, PUBLIC_SURFACE } from './public-surface.ts';

const kebab = (name: string) => name.replace(/ID$/, 'Id').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('the public surface', () => {
  it('is what the README documents (run `npm run build` to regenerate its tables)', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(updateReadme(readme, PUBLIC_SURFACE)).toBe(readme);
  });

  it('lists exactly the custom properties the theme sets on :host', () => {
    const set = Object.keys(hostVariables(buildThemeTokens(null)));
    expect(PUBLIC_SURFACE.cssProperties.map((p) => p.name).sort()).toEqual(set.sort());
  });

  it('documents every custom property the widget reads, so a host can find the ones it may set', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'desk' ? [] : sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const read = new Set<string>();
    for (const file of sources('src')) {
      // `--bf-color-primary-${step}` builds the shade names; those are listed one by one.
      for (const [name] of readFileSync(file, 'utf8').matchAll(/--bf-[a-z0-9-]*[a-z0-9]/g)) read.add(name);
    }
    const documented = PUBLIC_SURFACE.cssProperties.map((p) => p.name);
    expect([...read].filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('lists every prefill name as an attribute', () => {
    const names = PUBLIC_SURFACE.attributes.map((a) => a.name);
    for (const name of PREFILL_NAMES) expect(names).toContain(kebab(name));
  });

  it('names parts as plain nouns, once each, and about twenty of them', () => {
    const names = PUBLIC_SURFACE.parts.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(PART_NAMES.size).toBeGreaterThanOrEqual(15);
    expect(PART_NAMES.size).toBeLessThanOrEqual(25);
  });

  it('prefixes every event with booking- and names its detail type', () => {
    for (const event of PUBLIC_SURFACE.events) {
      expect(event.name).toMatch(/^booking-[a-z-]+$/);
      expect(event.detailType).toMatch(/^Booking[A-Za-z]+Detail$/);
    }
  });

  it('escapes pipes in README cells, so a union type stays in one cell', () => {
    const row = readmeSection(PUBLIC_SURFACE, 'attributes')
      .split('\n')
      .find((line) => line.startsWith('| `lang`'));
    expect(row?.split(/(?<!\\)\|/)).toHaveLength(6);
  });

  it('refuses a README without the markers', () => {
    expect(() => updateReadme('# no markers', PUBLIC_SURFACE)).toThrow(/element-docs:attributes/);
    expect(README_SECTIONS).toEqual(['attributes', 'events', 'styling']);
  });

  it('declares the element in the manifest with every part, event, attribute and property', () => {
    const manifest = customElementsManifest(PUBLIC_SURFACE) as {
      modules: { declarations: { tagName: string; cssParts: { name: string }[]; events: unknown[] }[] }[];
    };
    const [declaration] = manifest.modules[0]!.declarations;
    expect(declaration!.tagName).toBe('booking-form');
    expect(declaration!.cssParts.map((p) => p.name)).toEqual([...PART_NAMES]);
    expect(declaration!.events).toHaveLength(PUBLIC_SURFACE.events.length);
  });
});
