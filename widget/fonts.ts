/**
 * Font registration at document level: `@font-face` inside a shadow root is ignored, so the widget
 * adds FontFace objects to `document.fonts`, once per family and weight for the whole page, and adds
 * nothing else to the host document. The browser downloads a face only when text uses it.
 */
import { FONT_WEIGHTS, fontFileName } from '../src/domain/theme.ts';

function alreadyRegistered(family: string, weight: string): boolean {
  let found = false;
  // FontFaceSet is set-like; forEach is its most widely supported iteration.
  document.fonts.forEach((face) => {
    if (face.family.replace(/["']/g, '') === family && face.weight === weight) found = true;
  });
  return found;
}

/** Registers the self-hosted faces of `family` from `apiBase`; other families are left to the system. */
export function registerFont(family: string, apiBase: string): void {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  for (const weight of FONT_WEIGHTS) {
    const file = fontFileName(family, weight);
    if (!file || alreadyRegistered(family, String(weight))) continue;
    const url = `${apiBase.replace(/\/+$/, '')}/fonts/${file}`;
    const face = new FontFace(family, `url("${url}") format("woff2")`, {
      weight: String(weight),
      style: 'normal',
      display: 'swap',
    });
    document.fonts.add(face);
  }
}
