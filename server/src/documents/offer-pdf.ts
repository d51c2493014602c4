import PDFDocument from 'pdfkit';
import { mailColors } from '../notifications/templates/brand-colors.ts';
import type { MissingTextHandler } from '../notifications/texts.ts';
import { type OfferContext, offerContext, offerTitle } from './offer-context.ts';
import type { OfferDocument } from './offer-document.ts';
import { prices } from './offer-prices.ts';
import { daysAndStays, letterhead, offerFacts, offerNote, terms } from './offer-sections.ts';
import { paperFor } from './paper.ts';
import { FONTS, registerFonts } from './pdf-fonts.ts';
import { type Palette, type Pen, put, widthOf } from './pdf-pen.ts';

// The offer as a PDF (issue 15): the document a venue and its client sign the deal on. Rendered with
// pdfkit from plain data (offer-document.ts), in the booking's language, on A4 or Letter (paper.ts),
// with Inter embedded (pdf-fonts.ts) so the text is selectable in every language, the title and
// language in the document's metadata, and "1 / N" at the foot of every page.

/** Page margin on every side; text never enters it. */
export const MARGIN = 48;
/** Room kept above the bottom margin for the page number line. */
const FOOTER = 22;

/** How to render: `onMissingText` hears of texts the locale lacks (tests fail on them). */
export type OfferPdfOptions = { onMissingText?: MissingTextHandler };

function paletteOf(view: OfferDocument): Palette {
  const colors = mailColors(view.brand);
  return {
    text: '#1b1f24',
    muted: '#59606b',
    rule: '#d3d7dd',
    accent: colors.link,
    band: colors.primary,
    secondary: view.brand.secondaryColor,
  };
}

/** The page number and the document's title at the foot of every page (pages are buffered until now). */
function footers(c: OfferContext, title: string): void {
  const { pen } = c;
  const { doc } = pen;
  const range = doc.bufferedPageRange();
  const y = pen.bottom + FOOTER - 10;
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the content box would make pdfkit start a new page: lift the limit meanwhile.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const number = `${index + 1} / ${range.count}`;
    const style = { size: 7.5, color: pen.palette.muted };
    put(pen, title, pen.left, y, widthOf(pen) - 60, style);
    put(pen, number, pen.right - 56, y, 56, { ...style, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

/** The offer PDF of `view`, as bytes. */
export function renderOfferPdf(view: OfferDocument, options: OfferPdfOptions = {}): Promise<Buffer> {
  const title = offerTitle(view, options.onMissingText);
  const doc = new PDFDocument({
    // No default font: pdfkit would parse Helvetica's metrics for every document, and we never use it.
    font: null as unknown as string,
    size: paperFor(view.brand.location.timeZone),
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    lang: view.locale,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: title,
      Author: view.brand.partnerName,
      Subject: view.booking.eventName || title,
      Creator: view.brand.location.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  doc.font(FONTS.regular);
  const pen: Pen = {
    doc,
    left: MARGIN,
    right: doc.page.width - MARGIN,
    top: MARGIN,
    bottom: doc.page.height - MARGIN - FOOTER,
    palette: paletteOf(view),
  };
  const c = offerContext(pen, view, options.onMissingText);
  doc.y = pen.top;
  letterhead(c);
  offerFacts(c);
  offerNote(c);
  daysAndStays(c);
  prices(c);
  terms(c);
  footers(c, title);
  doc.end();
  return done;
}
