import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Only the resource modules of src/api know an endpoint: a `'/api/…'` literal anywhere else in the
// widget's source is a call that bypasses them (it happened: twelve of them, typed `unknown`). IRIs in
// comments and docs are fine, and so are the IRI builder of src/domain/iri.ts (IRIs, not calls) and
// the element's documented attributes (src/element/public-surface.ts: `location="/api/locations/2"`); test
// fixtures (`*.fixtures.ts`) are test code. The venue's desk (src/desk) is another application, built
// apart, whose pages call our API through its own client and name the catalogue's IRIs.
const ROOT = join(import.meta.dirname, '..');
const ALLOWED = new Set(['api', 'desk', 'domain/iri.ts', 'element/public-surface.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (ALLOWED.has(relative(ROOT, path))) return [];
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixtures)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code of a line without its comment: doc lines and trailing `//` comments are left out. */
const codeOf = (line: string) => {
  const trimmed = line.trim();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return '';
  return line.replace(/\s\/\/\s.*$/, '');
};

/** Each `'/api/…'` literal in the code of `text`, as `name:line: text`. */
const literalsIn = (name: string, text: string) =>
  text
    .split('\n')
    .flatMap((line, i) => (/['"`]\/api\//.test(codeOf(line)) ? [`${name}:${i + 1}: ${line.trim()}`] : []));

describe('endpoints', () => {
  it('are known only to the resource modules of src/api', () => {
    const found = sources(ROOT).flatMap((file) =>
      literalsIn(relative(ROOT, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('are found in code, and not in comments', () => {
    const sample = [
      '/** `/api/halls/1` in a doc comment is an IRI, not a call. */',
      "// '/api/locations' named in a comment",
      "const a = client.request('/api/halls');",
      'const b = `/api/booking/7/status`; // the booking',
      "const c = iri; // see '/api/halls/3'",
    ].join('\n');
    expect(literalsIn('sample', sample)).toEqual([
      "sample:3: const a = client.request('/api/halls');",
      'sample:4: const b = `/api/booking/7/status`; // the booking',
    ]);
  });
});
