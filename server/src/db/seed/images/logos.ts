import type { MediaFile } from '../document.ts';
import { escapeXml, svgDocument } from './svg.ts';

/** Colours a mark is drawn in. */
export type Palette = { primary: string; secondary: string };

function waveMark(p: Palette, size: number): string {
  const s = size / 64;
  return [
    `<rect width="${64 * s}" height="${64 * s}" rx="${14 * s}" fill="${p.primary}"/>`,
    `<path d="M${14 * s} ${16 * s}v${26 * s}M${30 * s} ${16 * s}v${26 * s}M${14 * s} ${29 * s}h${16 * s}" stroke="#fff" stroke-width="${5 * s}" stroke-linecap="round" fill="none"/>`,
    `<circle cx="${45 * s}" cy="${22 * s}" r="${6 * s}" fill="${p.secondary}"/>`,
    `<path d="M${8 * s} ${50 * s}q${8 * s} -${7 * s} ${16 * s} 0t${16 * s} 0t${16 * s} 0t${8 * s} -${2 * s}" stroke="${p.secondary}" stroke-width="${4 * s}" stroke-linecap="round" fill="none"/>`,
  ].join('');
}

function mountainMark(p: Palette, size: number): string {
  const s = size / 64;
  return [
    `<rect width="${64 * s}" height="${64 * s}" fill="${p.primary}"/>`,
    `<path d="M${6 * s} ${46 * s}L${24 * s} ${18 * s}L${34 * s} ${32 * s}L${42 * s} ${22 * s}L${58 * s} ${46 * s}Z" fill="#fff"/>`,
    `<path d="M${24 * s} ${18 * s}L${29 * s} ${26 * s}L${24 * s} ${24 * s}L${19 * s} ${26 * s}Z" fill="${p.secondary}"/>`,
    `<rect x="${6 * s}" y="${50 * s}" width="${52 * s}" height="${4 * s}" fill="${p.secondary}"/>`,
  ].join('');
}

/** The styles of mark we draw: a wave and harbour light, or a mountain over a fjord. */
export type MarkStyle = 'wave' | 'mountain';

function mark(style: MarkStyle, palette: Palette, size: number): string {
  return style === 'wave' ? waveMark(palette, size) : mountainMark(palette, size);
}

/**
 * A horizontal logo: the mark and the partner's name set in a system serif or sans. It is drawn
 * reversed (light lettering) because the widget shows it in its header on the partner's main colour.
 */
export function logo(
  filename: string,
  name: string,
  tagline: string,
  style: MarkStyle,
  palette: Palette,
  fontFamily: string,
): MediaFile {
  const body = [
    mark(style, palette, 64),
    `<text x="80" y="38" font-family="${fontFamily}" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`,
    `<text x="81" y="58" font-family="${fontFamily}" font-size="13" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${escapeXml(tagline.toUpperCase())}</text>`,
  ].join('');
  return { filename, contentType: 'image/svg+xml', body: svgDocument(320, 64, body, name) };
}

/** A square favicon of the mark alone. */
export function favicon(filename: string, name: string, style: MarkStyle, palette: Palette): MediaFile {
  return {
    filename,
    contentType: 'image/svg+xml',
    body: svgDocument(64, 64, mark(style, palette, 64), name),
  };
}
