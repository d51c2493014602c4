import { drawable, FONTS } from './pdf-fonts.ts';

// The few layout moves the offer PDF makes, over pdfkit: text in a box, a row of cells that breaks to
// the next page as a whole, a rule. Every move measures first and starts a new page when what it draws
// would pass the content box's bottom, so no text ever runs off the page or into the footer.

/** The document's colours: partner colours where they read on white, greys for the rest. */
export type Palette = {
  text: string;
  muted: string;
  rule: string;
  /** Headings and the partner's name: the partner colour, darkened until it reads on white. */
  accent: string;
  /** The band at the top of the first page: the partner's main colour. */
  band: string;
  /** The thin line under the header: the partner's second colour. */
  secondary: string;
};

/** A document and its content box (page coordinates in points, y growing downwards). */
export type Pen = {
  doc: PDFKit.PDFDocument;
  left: number;
  right: number;
  top: number;
  /** The lowest y content may reach; the footer sits below it, inside the page margin. */
  bottom: number;
  palette: Palette;
};

/** How one piece of text is set. */
export type TextStyle = {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** A URL the text opens. */
  link?: string;
};

const LINE_GAP = 1.5;

/** The content box's width. */
export const widthOf = (pen: Pen): number => pen.right - pen.left;

function apply(pen: Pen, style: TextStyle): void {
  pen.doc
    .font(style.bold ? FONTS.bold : FONTS.regular)
    .fontSize(style.size ?? 9.5)
    .fillColor(style.color ?? pen.palette.text);
}

/** The height `text` takes in a box `width` wide. */
export function measure(pen: Pen, text: string, width: number, style: TextStyle = {}): number {
  if (text === '') return 0;
  apply(pen, style);
  return pen.doc.heightOfString(drawable(text), { width, lineGap: LINE_GAP });
}

/** Sets `text` in a box at (x, y), `width` wide; answers the height it took. */
export function put(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): number {
  if (text === '') return 0;
  apply(pen, style);
  pen.doc.text(drawable(text), x, y, {
    width,
    lineGap: LINE_GAP,
    align: style.align ?? 'left',
    ...(style.link ? { link: style.link, underline: false } : {}),
  });
  // pdfkit leaves y under the text it set (callers made room first, so it stayed on this page).
  return pen.doc.y - y;
}

/** Starts a new page when `height` more does not fit on this one; answers whether it did. */
export function room(pen: Pen, height: number): boolean {
  if (pen.doc.y + height <= pen.bottom) return false;
  pen.doc.addPage();
  pen.doc.y = pen.top;
  return true;
}

/** Moves down by `gap` points (never onto the next page: the next move checks for room). */
export function gap(pen: Pen, points: number): void {
  pen.doc.y = Math.min(pen.doc.y + points, pen.bottom);
}

/** A paragraph across the content box, flowing onto the next page when it is longer than what is left. */
export function paragraph(pen: Pen, text: string, style: TextStyle = {}): void {
  if (text === '') return;
  // One line at least must fit here; a longer text continues on the next page (pdfkit flows it).
  room(pen, measure(pen, 'X', widthOf(pen), style));
  apply(pen, style);
  pen.doc.text(drawable(text), pen.left, pen.doc.y, {
    width: widthOf(pen),
    lineGap: LINE_GAP,
    align: style.align ?? 'left',
    ...(style.link ? { link: style.link, underline: false } : {}),
  });
}

/** A horizontal rule across the content box at the current y. */
export function rule(pen: Pen, color = pen.palette.rule, thickness = 0.75): void {
  const y = pen.doc.y;
  pen.doc
    .save()
    .moveTo(pen.left, y)
    .lineTo(pen.right, y)
    .lineWidth(thickness)
    .strokeColor(color)
    .stroke()
    .restore();
}

/** One cell of a row: its text, style and an optional smaller line under it (a date, a note). */
export type Cell = { text: string; style?: TextStyle; under?: string };

/** A column: where it starts (from the content box's left) and how wide it is. */
export type Column = { x: number; width: number };

const UNDER_STYLE = (pen: Pen): TextStyle => ({ size: 8, color: pen.palette.muted });

function cellHeight(pen: Pen, cell: Cell, width: number): number {
  const under = cell.under ? measure(pen, cell.under, width, UNDER_STYLE(pen)) : 0;
  return measure(pen, cell.text, width, cell.style) + under;
}

/**
 * A row of cells side by side, kept together: when it does not fit, it starts the next page (and
 * `onNewPage` may draw a table's header there first). Answers the row's height.
 */
export function row(
  pen: Pen,
  columns: Column[],
  cells: Cell[],
  options: { spacing?: number; onNewPage?: () => void } = {},
): number {
  const height = Math.max(...cells.map((cell, i) => cellHeight(pen, cell, columns[i]!.width)));
  const spacing = options.spacing ?? 3;
  if (room(pen, height + spacing)) options.onNewPage?.();
  const y = pen.doc.y;
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    const x = pen.left + column.x;
    const used = put(pen, cell.text, x, y, column.width, cell.style);
    if (cell.under)
      put(pen, cell.under, x, y + used, column.width, { ...UNDER_STYLE(pen), align: cell.style?.align });
  });
  pen.doc.y = y + height + spacing;
  return height;
}
