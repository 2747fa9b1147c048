import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH } from './tokens';
import { WEB_FONTS_MEDIA, wantsWebFonts } from './web-font-policy';

/** A window whose screen is `width` px wide, answering min-width queries as a browser would. */
const screen = (width: number, saveData?: boolean) => ({
  matchMedia: (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return { matches: min !== null && width >= Number(min[1]) };
  },
  navigator: { connection: saveData === undefined ? undefined : { saveData } },
});

describe('wantsWebFonts', () => {
  it('keeps the local font on a phone and loads Pretendard on wider screens', () => {
    expect(wantsWebFonts(screen(375))).toBe(false);
    expect(wantsWebFonts(screen(MOBILE_MAX_WIDTH))).toBe(false);
    expect(wantsWebFonts(screen(MOBILE_MAX_WIDTH + 1))).toBe(true);
    expect(wantsWebFonts(screen(1280))).toBe(true);
  });

  it('keeps the local font on any screen when the reader saves data', () => {
    expect(wantsWebFonts(screen(1280, true))).toBe(false);
    expect(wantsWebFonts(screen(1280, false))).toBe(true);
  });

  it('loads nothing where there is no window to ask', () => {
    expect(wantsWebFonts(undefined)).toBe(false);
    expect(wantsWebFonts({})).toBe(false);
  });

  it('asks the same breakpoint as the layout', () => {
    expect(WEB_FONTS_MEDIA).toBe(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);
  });
});
