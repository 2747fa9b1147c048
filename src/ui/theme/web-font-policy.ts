import { MOBILE_MAX_WIDTH } from './tokens';

/** Screens wider than a phone's (the layout's desktop breakpoint) get Pretendard after the first screen. */
export const WEB_FONTS_MEDIA = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

type FontWindow = {
  readonly matchMedia?: (query: string) => { readonly matches: boolean };
  /** `navigator.connection` (the Network Information API, not in TypeScript's DOM types). */
  readonly navigator?: object;
};

const savesData = (navigator: object | undefined): boolean =>
  (navigator as { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData === true;

/**
 * Whether this page loads Pretendard (theme/web-fonts.ts). A phone keeps its own Korean font (Apple SD
 * Gothic Neo, Noto Sans CJK KR, One UI's; the stack of tokens.ts, scaled to Pretendard's metrics by
 * theme/font-fallbacks.ts): Pretendard's slices for a page are about 380 KB, more than the page's code
 * and data together, on a mobile connection, and switching to them lays the whole page out again
 * (0.3 s of main thread on a mid-range phone, measured with Lighthouse's calibrated slowdown: the home
 * page's blocking time was 600-830 ms with the switch and about 210 ms without, transfer 608 -> 230 KB).
 * A reader who asked the browser to save data keeps the local font on any screen.
 */
export const wantsWebFonts = (
  win: FontWindow | undefined = typeof window === 'undefined' ? undefined : window,
) => {
  if (!win?.matchMedia) return false;
  if (savesData(win.navigator)) return false;
  return win.matchMedia(WEB_FONTS_MEDIA).matches;
};
