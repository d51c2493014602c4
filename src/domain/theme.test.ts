import { describe, expect, it } from 'vitest';
import {
  buildThemeTokens,
  contrastRatio,
  contrastText,
  darken,
  fontFileName,
  parseHexColor,
  primaryShades,
  relativeLuminance,
  toHex,
} from './theme.ts';

const rgb = (hex: string) => {
  const value = parseHexColor(hex);
  if (!value) throw new Error(`bad colour ${hex}`);
  return value;
};

describe('primary shades', () => {
  it('mixes the main colour with white in 10% steps, 100 being the colour itself', () => {
    const shades = primaryShades(rgb('#ff0000'));
    expect(shades[10]).toBe('#ffe6e6'); // 255*0.9 + 0 = 229.5 -> 230
    expect(shades[50]).toBe('#ff8080'); // 127.5 -> 128
    expect(shades[90]).toBe('#ff1a1a'); // 25.5 -> 26
    expect(shades[100]).toBe('#ff0000');
    expect(Object.keys(shades)).toHaveLength(10);
  });

  it('gets lighter with every step down', () => {
    const shades = primaryShades(rgb('#1d4e89'));
    const lum = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((s) => relativeLuminance(rgb(shades[s as 10])));
    for (let i = 1; i < lum.length; i++) expect(lum[i]!).toBeLessThan(lum[i - 1]!);
  });
});

describe('dark variant', () => {
  it('is 20% darker', () => {
    expect(toHex(darken(rgb('#ff0000')))).toBe('#cc0000');
    expect(toHex(darken(rgb('#808080')))).toBe('#666666'); // 128*0.8 = 102.4
  });
});

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#767676'), rgb('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#ffffff'), rgb('#ffffff'))).toBe(1);
  });

  it('puts white on dark and black on light colours', () => {
    expect(contrastText(rgb('#1d4e89'))).toBe('#ffffff');
    expect(contrastText(rgb('#ffcc00'))).toBe('#000000');
    // Mid grey #777: black gives 4.68:1, white only 4.48:1.
    expect(contrastText(rgb('#777777'))).toBe('#000000');
    expect(contrastText(rgb('#757575'))).toBe('#ffffff');
  });
});

describe('theme tokens from partner settings', () => {
  it('uses the partner colours, font and rounded boxes', () => {
    const tokens = buildThemeTokens({
      color: '#0B3D5C',
      secondaryColor: '#E8A33D',
      webformFont: 'Lora',
      webformRoundedBoxes: true,
    });
    expect(tokens.primary).toBe('#0b3d5c');
    expect(tokens.shades[100]).toBe('#0b3d5c');
    expect(tokens.onPrimary).toBe('#ffffff');
    expect(tokens.secondary).toBe('#e8a33d');
    expect(tokens.onSecondary).toBe('#000000');
    expect(tokens.radius).toBe('4px');
    expect(tokens.fontName).toBe('Lora');
    expect(tokens.fontFamily.startsWith('"Lora", ')).toBe(true);
  });

  it('squares the boxes when rounded boxes are off, and falls back to the house font', () => {
    const tokens = buildThemeTokens({ color: '#336699', webformRoundedBoxes: false, webformFont: null });
    expect(tokens.radius).toBe('0px');
    expect(tokens.fontName).toBe('Inter');
  });

  it('rounds boxes by default and survives unusable colours', () => {
    const tokens = buildThemeTokens({ color: 'not a colour' });
    expect(tokens.radius).toBe('4px');
    expect(tokens.primary).toBe('#1d4e89');
  });

  it('never uses a link or focus colour that fails on white', () => {
    const tokens = buildThemeTokens({ color: '#ffe066' });
    expect(contrastRatio(rgb(tokens.link), rgb('#ffffff'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(tokens.focus), rgb('#ffffff'))).toBeGreaterThanOrEqual(3);
  });
});

describe('self-hosted font files', () => {
  it('names the files the API serves, lower-case and dashed', () => {
    expect(fontFileName('Lora', 700)).toBe('lora-700.woff2');
    expect(fontFileName(' nunito ', 400)).toBe('nunito-400.woff2');
  });

  it('has no file for fonts we do not serve', () => {
    expect(fontFileName('Comic Sans MS', 400)).toBeNull();
  });
});
