import { describe, expect, it } from 'vitest';
import { rgbToHex } from './use-host-primary.ts';

describe('a computed colour as hex', () => {
  it('reads rgb() and opaque rgba(), in both syntaxes', () => {
    expect(rgbToHex('rgb(255, 215, 0)')).toBe('#ffd700');
    expect(rgbToHex('rgba(29, 78, 137, 1)')).toBe('#1d4e89');
    expect(rgbToHex('rgb(29 78 137 / 1)')).toBe('#1d4e89');
  });

  it('refuses what is not one solid colour', () => {
    expect(rgbToHex('rgba(0, 0, 0, 0)')).toBeNull();
    expect(rgbToHex('rgb(0 0 0 / 0.5)')).toBeNull();
    expect(rgbToHex('')).toBeNull();
    expect(rgbToHex('color(srgb 1 0 0)')).toBeNull();
  });
});
