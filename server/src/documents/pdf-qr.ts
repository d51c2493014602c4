import { create } from 'qrcode';

// A QR code drawn as vector squares (qrcode's module matrix), so it stays sharp at any zoom or print
// resolution and costs a few hundred bytes instead of an image.

/** Dark modules as runs per row: [row, first column, length]. */
export function qrRuns(text: string): { size: number; runs: [number, number, number][] } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const runs: [number, number, number][] = [];
  for (let r = 0; r < modules.size; r++) {
    let start = -1;
    for (let c = 0; c <= modules.size; c++) {
      const dark = c < modules.size && modules.get(r, c) === 1;
      if (dark && start < 0) start = c;
      if (!dark && start >= 0) {
        runs.push([r, start, c - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/**
 * Draws the QR code of `text` in a square of `side` points at (x, y), with the four-module quiet zone
 * scanners need inside the square, and makes the square a link to `text`.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const { size, runs } = qrRuns(text);
  const cell = side / (size + 8);
  const origin = { x: x + 4 * cell, y: y + 4 * cell };
  doc.save();
  // Runs overlap by a hair so no hairline gaps show between neighbouring squares when rasterised.
  for (const [r, c, length] of runs)
    doc.rect(origin.x + c * cell, origin.y + r * cell, length * cell + 0.01, cell + 0.01);
  doc.fillColor('#000000').fill();
  doc.restore();
  doc.link(x, y, side, side, text);
}
