import { describe, expect, it } from 'vitest';
import { LEVEL_BAND_COLORS } from '../../domain/level';
import { readableTextOn } from './contrast';

describe('readableTextOn', () => {
  it('puts dark text on the light band colours and white on the dark ones', () => {
    expect(readableTextOn('#FFB300')).toBe('#191f28');
    expect(readableTextOn('#66BB6A')).toBe('#191f28');
    expect(readableTextOn('#5C6BC0')).toBe('#ffffff');
    expect(readableTextOn('#0b7a3b')).toBe('#ffffff');
  });

  it('gives every level band at least the WCAG AA large-text ratio of 3', () => {
    const lum = (hex: string) => {
      const c = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
      const [r, g, b] = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [
        number,
        number,
        number,
      ];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const band of LEVEL_BAND_COLORS) {
      const [a, b] = [lum(band), lum(readableTextOn(band))].sort((x, y) => y - x) as [number, number];
      expect((a + 0.05) / (b + 0.05)).toBeGreaterThanOrEqual(3);
    }
  });
});
