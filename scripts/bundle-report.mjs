// What a visitor downloads for the widget, read from the build's manifest: the loader on its own,
// everything needed before step 1 is interactive (the entry, its static imports, one locale), and
// the lazy chunks. Used by the size-budget test and by `npm run bench`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Budgets in gzip bytes (issue 2 §5). */
export const BUDGETS = { loaderGzip: 2 * 1024, initialGzip: 110 * 1024 };

function sizes(buffers) {
  const all = buffers.map((b) => ({
    raw: b.length,
    gzip: gzipSync(b, { level: 9 }).length,
    brotli: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }));
  return all.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** Reads dist/widget and returns the byte report; throws when the build is missing. */
export function bundleReport(distDir = 'dist/widget') {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const loaderPath = join(distDir, 'booking-form.js');
  if (!existsSync(manifestPath) || !existsSync(loaderPath)) {
    throw new Error(`No widget build in ${distDir}: run npm run build:widget first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest names no entry chunk.');

  // The entry and every chunk it imports statically, transitively.
  const initialKeys = new Set();
  const visit = (key) => {
    if (initialKeys.has(key)) return;
    initialKeys.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entryKey);

  const read = (file) => readFileSync(join(distDir, file));
  const chunk = (key) => ({ key, file: manifest[key].file, ...sizes([read(manifest[key].file)]) });
  const initialChunks = [...initialKeys].map(chunk);
  const css = [...initialKeys].flatMap((key) => manifest[key].css ?? []);
  const localeChunks = Object.keys(manifest)
    .filter((key) => /locales\/[a-z]{2}-[A-Z]{2}\.json$/.test(key))
    .map(chunk)
    .sort((a, b) => b.gzip - a.gzip);
  const largestLocale = localeChunks[0] ?? null;
  const lazyChunks = Object.keys(manifest)
    .filter(
      (key) =>
        !initialKeys.has(key) &&
        !localeChunks.some((l) => l.key === key) &&
        manifest[key].file.endsWith('.js'),
    )
    .map(chunk);

  const loader = { file: 'booking-form.js', ...sizes([read('booking-form.js')]) };
  const initialFiles = [
    ...initialChunks.map((c) => c.file),
    ...css,
    ...(largestLocale ? [largestLocale.file] : []),
  ];
  const initial = { files: initialFiles, ...sizes([read('booking-form.js'), ...initialFiles.map(read)]) };
  const builtAt = statSync(loaderPath).mtime;
  return { loader, initial, initialChunks, localeChunks, lazyChunks, builtAt };
}

/** Formats bytes as KB with one decimal. */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
