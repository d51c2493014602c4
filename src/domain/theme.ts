/**
 * Partner theme rules of spec §9, pure: shades, contrast colour, dark variant, radius and font.
 * Colours are `#rrggbb` strings so they can go straight into CSS custom properties.
 */
import type { PartnerSettings } from './catalogue.types.ts';

/** A colour as 0–255 channels. */
export type Rgb = { r: number; g: number; b: number };

/** The ten shade steps: `10` is 10% of the main colour over white, `100` is the main colour. */
export const SHADE_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

/** One shade step. */
export type ShadeStep = (typeof SHADE_STEPS)[number];

/** Everything the widget derives from a partner's settings. */
export type ThemeTokens = {
  primary: string;
  shades: Record<ShadeStep, string>;
  onPrimary: string;
  primaryDark: string;
  onPrimaryDark: string;
  secondary: string;
  onSecondary: string;
  /** Focus ring and accents on white: the main colour when it reaches 3:1 on white, else near-black. */
  focus: string;
  /** Link and text accent on white: the first of main, dark, near-black that reaches 4.5:1. */
  link: string;
  radius: '4px' | '0px';
  fontName: string;
  fontFamily: string;
};

/** The house colours and font used before a partner loads or when its settings are unusable. */
export const HOUSE_THEME = { color: '#1d4e89', secondaryColor: '#f2a541', font: 'Inter' } as const;

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const NEAR_BLACK = '#1a1a1a';

/** Parses `#rgb` or `#rrggbb` (case-insensitive, `#` optional); anything else is null. */
export function parseHexColor(value: string | null | undefined): Rgb | null {
  const text = (value ?? '').trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(text) ? [...text].map((c) => c + c).join('') : text;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** Formats channels as lower-case `#rrggbb`, rounding halves up and clamping each channel. */
export function toHex({ r, g, b }: Rgb): string {
  // The epsilon keeps 255 * 0.1 (25.4999…) rounding to 26 like the exact 25.5 it stands for.
  const part = (v: number) =>
    Math.min(255, Math.max(0, Math.round(v + 1e-9)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes `weight` (0–1) of `color` with `1 - weight` of `other`. */
export function mix(color: Rgb, other: Rgb, weight: number): Rgb {
  return {
    r: color.r * weight + other.r * (1 - weight),
    g: color.g * weight + other.g * (1 - weight),
    b: color.b * weight + other.b * (1 - weight),
  };
}

/** The ten shades: step N is N% of the main colour mixed with white. */
export function primaryShades(color: Rgb): Record<ShadeStep, string> {
  const entries = SHADE_STEPS.map((step) => [step, toHex(mix(color, WHITE, step / 100))] as const);
  return Object.fromEntries(entries) as Record<ShadeStep, string>;
}

/** The dark variant: 20% darker, i.e. mixed with 20% black. */
export function darken(color: Rgb, amount = 0.2): Rgb {
  return mix(color, BLACK, 1 - amount);
}

/** WCAG 2.x relative luminance (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white text on `background`, whichever contrasts more (ties go to white). */
export function contrastText(background: Rgb): '#000000' | '#ffffff' {
  return contrastRatio(BLACK, background) > contrastRatio(WHITE, background) ? '#000000' : '#ffffff';
}

/** The CSS font stack for a family name; the name is quoted so spaces and digits are safe. */
export function fontStack(family: string): string {
  const safe = family.replace(/["\\]/g, '');
  return `"${safe}", system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif`;
}

/** The settings the theme reads; everything optional so a partial or missing partner still themes. */
export type ThemeSettings = Partial<
  Pick<PartnerSettings, 'color' | 'secondaryColor' | 'webformFont' | 'webformRoundedBoxes'>
>;

/** Builds the widget's tokens from partner settings, falling back to the house theme field by field. */
export function buildThemeTokens(settings: ThemeSettings | null | undefined): ThemeTokens {
  const primary = parseHexColor(settings?.color) ?? parseHexColor(HOUSE_THEME.color)!;
  const secondary = parseHexColor(settings?.secondaryColor) ?? parseHexColor(HOUSE_THEME.secondaryColor)!;
  const dark = darken(primary);
  const fontName = settings?.webformFont?.trim() || HOUSE_THEME.font;
  const link = [primary, dark].find((c) => contrastRatio(c, WHITE) >= 4.5);
  return {
    primary: toHex(primary),
    shades: primaryShades(primary),
    onPrimary: contrastText(primary),
    primaryDark: toHex(dark),
    onPrimaryDark: contrastText(dark),
    secondary: toHex(secondary),
    onSecondary: contrastText(secondary),
    focus: contrastRatio(primary, WHITE) >= 3 ? toHex(primary) : NEAR_BLACK,
    link: link ? toHex(link) : NEAR_BLACK,
    radius: settings?.webformRoundedBoxes === false ? '0px' : '4px',
    fontName,
    fontFamily: fontStack(fontName),
  };
}

/** Fonts the API serves at `/fonts/{slug}-{weight}.woff2`; other names are used only if installed. */
export const SELF_HOSTED_FONTS = ['Inter', 'Lora', 'Nunito'] as const;

/** The weights the widget uses and registers. */
export const FONT_WEIGHTS = [400, 700] as const;

/** The file of a self-hosted font, e.g. `lora-700.woff2`; null for a family we do not serve. */
export function fontFileName(family: string, weight: number): string | null {
  const known = SELF_HOSTED_FONTS.find((f) => f.toLowerCase() === family.trim().toLowerCase());
  return known ? `${known.toLowerCase().replace(/\s+/g, '-')}-${weight}.woff2` : null;
}
