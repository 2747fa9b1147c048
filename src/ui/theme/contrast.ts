// tokens.ts colours text (#191f28) and textOnBrand (#ffffff), copied so this runtime helper does not
// pull the whole token table into the entry chunk.
const DARK = '#191f28';
const LIGHT = '#ffffff';

/** Relative luminance of a '#rrggbb' colour (WCAG 2 definition). */
const luminance = (hex: string): number => {
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

const ratio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * White or the body text colour, whichever reads better on `background`: the level band colours
 * are fixed by the spec, and white on the light ones (amber, green, sky) fails WCAG AA contrast.
 */
export const readableTextOn = (background: string): string =>
  ratio(LIGHT, background) >= ratio(DARK, background) ? LIGHT : DARK;
