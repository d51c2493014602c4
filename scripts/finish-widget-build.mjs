// After `vite build`: writes the classic loader dist/widget/booking-form.js (served at /booking-form.js)
// that imports the hashed ES entry, writes .gz and .br siblings of every .js/.json/.css file for the
// server's precompressed static serving, and prints what a visitor downloads.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = 'dist/widget';
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('finish-widget-build: the manifest names no entry chunk');

// A classic script (so `<script async src>` works everywhere) that imports the ES entry relative to
// its own URL: the loader lives at /booking-form.js, the chunks at /widget/assets/ on the same origin.
// document.currentScript is set while a classic script (async included) first runs. No global is
// left behind: a second copy of the tag imports the same URL, which the module map already holds,
// and the entry defines the element only once.
const loader = `(()=>{var s=document.currentScript,u=new URL(${JSON.stringify(`./widget/${entry.file}`)},s&&s.src||location.href).href;import(u).catch(e=>console.error("booking-form: could not load "+u,e))})();\n`;
writeFileSync(join(DIST, 'booking-form.js'), loader);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const compressible = files(DIST).filter((path) => /\.(js|json|css)$/.test(path));
for (const path of compressible) {
  const body = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
}

const size = (path) => {
  const body = readFileSync(path);
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body).length,
  };
};
const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KiB`;
const line = (label, s) => console.log(`${label.padEnd(44)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`);
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

// Before step 1 is interactive: loader + entry (+ its static imports) + one locale (the largest).
const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
const locales = Object.keys(manifest).filter((key) => key.startsWith('locales/'));
const largestLocale = locales
  .map((key) => ({ key, ...size(join(DIST, manifest[key].file)) }))
  .sort((a, b) => b.gzip - a.gzip)[0];

console.log(
  `\n${'booking-form widget'.padEnd(44)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)} ${'brotli'.padStart(11)}`,
);
const loaderSize = size(join(DIST, 'booking-form.js'));
line('booking-form.js (loader)', loaderSize);
let total = loaderSize;
for (const key of initial) {
  const s = size(join(DIST, manifest[key].file));
  line(manifest[key].file, s);
  total = add(total, s);
}
if (largestLocale) {
  line(`${manifest[largestLocale.key].file} (largest locale)`, largestLocale);
  total = add(total, largestLocale);
}
line('= before step 1 is interactive', total);
for (const key of Object.keys(manifest).filter((k) => !initial.has(k) && !locales.includes(k))) {
  line(`${manifest[key].file} (lazy)`, size(join(DIST, manifest[key].file)));
}

const budgets = [
  ['loader', loaderSize.gzip, 2 * 1024],
  ['before step 1 is interactive', total.gzip, 110 * 1024],
];
let over = false;
for (const [name, actual, budget] of budgets) {
  const ok = actual <= budget;
  over ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${kb(actual).trim()} gzip of ${kb(budget).trim()}`);
}
console.log(
  `wrote ${relative('.', join(DIST, 'booking-form.js'))} and ${compressible.length * 2} precompressed files`,
);
if (over) process.exitCode = 1;
