import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_SURFACE } from '../../src/element/public-surface.ts';

// What ships beside the widget for host developers' tools: the Custom Elements Manifest and typings.
const DIST = resolve('dist/widget');
type Declaration = {
  tagName: string;
  attributes: { name: string }[];
  events: { name: string; type: { text: string } }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
};

describe('the shipped custom-elements.json', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, 'custom-elements.json'), 'utf8'));
  const declaration: Declaration = manifest.modules[0].declarations[0];

  it('follows schema 2.x and declares <booking-form>', () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(declaration.tagName).toBe('booking-form');
    expect(manifest.modules[0].exports[0]).toMatchObject({
      kind: 'custom-element-definition',
      name: 'booking-form',
    });
  });

  it('lists the public surface: attributes, events, parts and custom properties', () => {
    expect(declaration.attributes.map((a) => a.name)).toEqual(PUBLIC_SURFACE.attributes.map((a) => a.name));
    expect(declaration.events.map((e) => e.name)).toEqual(PUBLIC_SURFACE.events.map((e) => e.name));
    expect(declaration.events.map((e) => e.type.text)).toContain('CustomEvent<BookingSubmittedDetail>');
    expect(declaration.cssParts.map((p) => p.name)).toEqual(PUBLIC_SURFACE.parts.map((p) => p.name));
    expect(declaration.cssProperties.map((p) => p.name)).toContain('--bf-color-primary');
    expect(declaration.cssProperties).toHaveLength(PUBLIC_SURFACE.cssProperties.length);
  });
});

describe('the shipped booking-form.d.ts', { timeout: 30_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'bf-typings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A host page's script compiled against the shipped file alone, the way a partner's project would.
  const compile = (snippet: string) => {
    writeFileSync(join(dir, 'booking-form.d.ts'), readFileSync(join(DIST, 'booking-form.d.ts')));
    writeFileSync(join(dir, 'host.ts'), `import type {} from './booking-form.d.ts';\n${snippet}\n`);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          allowImportingTsExtensions: true,
          lib: ['ES2022', 'DOM'],
          types: [],
        },
        files: ['host.ts'],
      }),
    );
    const tsc = resolve('node_modules/.bin/tsc');
    const result = spawnSync(tsc, ['-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  };

  it('types querySelector, the reflected properties and every booking-* event detail', () => {
    const result = compile(`
const form = document.querySelector('booking-form');
if (form) {
  const slug: string | undefined = form.partner;
  form.addEventListener('booking-ready', (e) => { const n: number = e.detail.locations; void n; });
  form.addEventListener('booking-step-change', (e) => { const s: number = e.detail.step + e.detail.previous; void s; });
  form.addEventListener('booking-submitted', (e) => { const id: number = e.detail.bookingId; void id; });
  form.addEventListener('booking-error', (e) => { const c: string = e.detail.code; void c; });
  void slug;
}
const created: import('./booking-form.d.ts').BookingFormElement = document.createElement('booking-form');
void created;`);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('rejects a wrong use of an event detail (the details are not `any`)', () => {
    const result = compile(`
document.querySelector('booking-form')?.addEventListener('booking-submitted', (e) => {
  const wrong: string = e.detail.bookingId;
  void wrong;
});`);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/not assignable to type 'string'/);
  });

  it('ships the same detail types as the widget emits', () => {
    const source = JSON.stringify(resolve('src/element/public-surface.ts'));
    const result = compile(`
import type * as Shipped from './booking-form.d.ts';
import type * as Source from ${source};
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<Shipped.BookingReadyDetail, Source.BookingReadyDetail>,
  Same<Shipped.BookingStepChangeDetail, Source.BookingStepChangeDetail>,
  Same<Shipped.BookingSubmittedDetail, Source.BookingSubmittedDetail>,
  Same<Shipped.BookingErrorDetail, Source.BookingErrorDetail>,
] = [true, true, true, true];
void checks;`);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });
});
