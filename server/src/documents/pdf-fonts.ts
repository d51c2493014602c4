import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

// The offer PDF's fonts: Inter (the widget's house font) from @fontsource/inter, latin subset, which
// covers the five languages and €, £ and $. pdfkit (fontkit) reads the `.woff` files and embeds a
// subset of each, so the text stays selectable and searchable. Read once per process, and unpacked
// once: fontkit inflates a WOFF's tables in JavaScript for every document, which cost ~200 ms per PDF,
// so the files are turned into the plain TrueType fonts they wrap with node's zlib at first use.

const require = createRequire(import.meta.url);

/** The two weights a document uses, by the names it registers them under. */
export const FONTS = { regular: 'Inter', bold: 'Inter-Bold' } as const;

/**
 * The TrueType (sfnt) font a WOFF 1.0 file wraps: the same tables, each inflated when it was
 * compressed, behind an sfnt table directory (https://www.w3.org/TR/WOFF/).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const packed = woff.readUInt32BE(entry + 8);
    const size = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + packed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: packed < size ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's flavor (TrueType or CFF)
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const fontFile = (name: string) =>
  woffToSfnt(readFileSync(require.resolve(`@fontsource/inter/files/${name}.woff`)));

let files: { regular: Buffer; bold: Buffer } | null = null;

/** The two fonts as TrueType bytes (read and unpacked on first use). */
export function fontFiles(): { regular: Buffer; bold: Buffer } {
  files ??= { regular: fontFile('inter-latin-400-normal'), bold: fontFile('inter-latin-700-normal') };
  return files;
}

/** Registers both weights on `doc`. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fontFiles();
  doc.registerFont(FONTS.regular, regular);
  doc.registerFont(FONTS.bold, bold);
}

/**
 * Text as the font can draw it. Intl writes a narrow no-break space (U+202F) in French numbers and
 * percentages ("12 345,50 €", "21 %"), a glyph the latin subset lacks: it becomes a no-break space,
 * which also keeps the amount on one line.
 */
export function drawable(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}
