// Writes what is generated from the element's public surface (src/element/public-surface.ts): the
// README's Attributes, Events and Styling hooks tables, and, once `vite build` has made dist/widget/,
// the Custom Elements Manifest and the typings shipped beside the widget. Run by `npm run build`
// (node --import tsx scripts/element-docs.mjs); `--check` only reports a stale README and exits 1.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { customElementsManifest, typings, updateReadme } from '../src/element/element-docs.ts';
import { PUBLIC_SURFACE } from '../src/element/public-surface.ts';

const README = 'README.md';
const DIST = 'dist/widget';
const check = process.argv.includes('--check');

const readme = readFileSync(README, 'utf8');
const updated = updateReadme(readme, PUBLIC_SURFACE);
if (updated !== readme) {
  if (check) {
    console.error('element-docs: README.md is not up to date; run `npm run build` (or this script)');
    process.exit(1);
  }
  writeFileSync(README, updated);
  console.log('element-docs: updated the README tables');
}

if (!check && existsSync(DIST)) {
  writeFileSync(
    join(DIST, 'custom-elements.json'),
    `${JSON.stringify(customElementsManifest(PUBLIC_SURFACE), null, 2)}\n`,
  );
  writeFileSync(join(DIST, 'booking-form.d.ts'), typings(PUBLIC_SURFACE));
  console.log(`element-docs: wrote ${DIST}/custom-elements.json and ${DIST}/booking-form.d.ts`);
}
