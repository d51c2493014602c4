import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

// A PDF read back by a reader that is not ours: Debian's poppler-utils (pdftotext, pdfinfo, pdffonts),
// installed by scripts/ensure-poppler.mjs from the server suite's global setup.

/** One word as pdftotext -bbox places it (points, y growing downwards from the page's top). */
export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** One page: its size and its words. */
export type PdfPage = { width: number; height: number; words: PdfWord[] };

/** A PDF written to a temporary file, with the poppler tools run on it. */
export type ReadPdf = {
  /** pdftotext of the whole document (`layout`: columns kept, one table row per line). */
  text: (options?: { layout?: boolean; page?: number }) => string;
  /** pdfinfo's fields, e.g. `Title`, `Pages`, `Page size`. */
  info: () => Record<string, string>;
  /** The URIs of the document's link annotations (pdfinfo -url). */
  urls: () => string[];
  /** pdffonts' table rows: name, type, whether embedded. */
  fonts: () => { name: string; embedded: boolean }[];
  /** Every page with its words' boxes (pdftotext -bbox). */
  pages: () => PdfPage[];
  /** The raw bytes, for what poppler does not print (the catalog's /Lang). */
  bytes: Buffer;
  path: string;
};

const run = (tool: string, args: string[]) =>
  execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const number = (tag: string, name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)?.[1]);

const fromXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Parses pdftotext -bbox output into pages and words. */
export function parseBbox(html: string): PdfPage[] {
  return html
    .split('<page ')
    .slice(1)
    .map((chunk) => ({
      width: number(chunk, 'width'),
      height: number(chunk, 'height'),
      words: [...chunk.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)].map(([, attributes = '', text = '']) => ({
        text: fromXml(text),
        xMin: number(attributes, 'xMin'),
        yMin: number(attributes, 'yMin'),
        xMax: number(attributes, 'xMax'),
        yMax: number(attributes, 'yMax'),
      })),
    }));
}

/** A scratch directory for PDFs; `close` removes it. */
export function pdfReader(): { read: (pdf: Buffer, name?: string) => ReadPdf; close: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'booking-form-pdf-'));
  let count = 0;
  return {
    close: () => rmSync(dir, { recursive: true, force: true }),
    read: (pdf, name = `document-${++count}`) => {
      const path = join(dir, `${name}.pdf`);
      writeFileSync(path, pdf);
      return {
        bytes: pdf,
        path,
        text: ({ layout = false, page } = {}) =>
          run('pdftotext', [
            '-enc',
            'UTF-8',
            ...(layout ? ['-layout'] : []),
            ...(page ? ['-f', String(page), '-l', String(page)] : []),
            path,
            '-',
          ]),
        info: () =>
          Object.fromEntries(
            run('pdfinfo', ['-enc', 'UTF-8', path])
              .split('\n')
              .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
              .filter((match): match is RegExpExecArray => match !== null)
              .map(([, key = '', value = '']) => [key.trim(), value.trim()]),
          ),
        urls: () =>
          run('pdfinfo', ['-url', path])
            .split('\n')
            .slice(1)
            .map((line) => line.trim().split(/\s+/).slice(2).join(' '))
            .filter(Boolean),
        fonts: () =>
          run('pdffonts', [path])
            .split('\n')
            .slice(2)
            .filter((line) => line.trim())
            .map((line) => {
              const columns = line.trim().split(/\s+/);
              // name, type (one or two words), encoding, emb, sub, uni, object, id
              return { name: columns[0]!, embedded: columns.at(-5) === 'yes' };
            }),
        pages: () => parseBbox(run('pdftotext', ['-bbox', path, '-'])),
      };
    },
  };
}

/**
 * Whether the page's words hold "n / N" in a row (pdftotext's plain text joins "1 / 3" into "1/3",
 * so the words are read from their boxes).
 */
export function pageNumbered(page: PdfPage, n: number, count: number): boolean {
  const words = page.words.map((w) => w.text);
  return words.some(
    (word, i) => word === String(n) && words[i + 1] === '/' && words[i + 2] === String(count),
  );
}

/** Text with every run of white space (no-break spaces included) as one space, for comparisons. */
export const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * How many glyphs the PDF's text draws as .notdef (glyph 0, a blank or a box): a character the embedded
 * font lacks. pdftotext cannot tell (it reads the characters, not the glyphs), so this reads the page
 * content streams: every TJ string is a run of two-byte glyph ids.
 */
export function notdefGlyphs(pdf: Buffer): number {
  const raw = pdf.toString('latin1');
  let count = 0;
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // not a compressed stream (or not a content stream)
    }
    for (const [, array = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      for (const [, hex = ''] of array.matchAll(/<([0-9a-fA-F]*)>/g))
        for (let i = 0; i < hex.length; i += 4) if (hex.slice(i, i + 4) === '0000') count++;
  }
  return count;
}
