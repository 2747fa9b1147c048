/**
 * Design tokens. Plain constants so Linaria can evaluate them at build time inside `css`/`styled`
 * templates; nothing here may touch the DOM or React.
 *
 * Keep this file in plain JavaScript syntax (no `as const`, no type annotations): wyw-in-js reads it
 * from disk and evaluates it with Babel, which has no TypeScript preset in this project.
 */

export const color = {
  brand: '#0b7a3b',
  brandHover: '#096631',
  brandPressed: '#07522a',
  brandSoft: '#e8f5ed',
  brandSoftHover: '#d5ecdf',
  brandText: '#086331',

  text: '#191f28',
  textSecondary: '#4e5968',
  textTertiary: '#646e7b',
  textDisabled: '#b0b8c1',
  textOnBrand: '#ffffff',

  bg: '#ffffff',
  bgSubtle: '#f9fafb',
  bgMuted: '#f2f4f6',
  bgHover: '#f2f4f6',
  border: '#e5e8eb',
  borderStrong: '#d1d6db',

  // 5.15:1 on white, 4.52:1 on dangerSoft (WCAG AA for text and for white text on it; #e42939 was 4.49:1).
  danger: '#d42233',
  dangerHover: '#b3192a',
  dangerSoft: '#fdecee',
  warning: '#f59f00',
  warningSoft: '#fff6e0',
  warningText: '#8a5a00',
  info: '#3182f6',
  infoSoft: '#e8f3ff',
  success: '#0b7a3b',
  successSoft: '#e8f5ed',

  focus: '#3182f6',
  backdrop: 'rgba(0, 0, 0, 0.48)',
  overlay: 'rgba(255, 255, 255, 0.72)',
  notificationDot: '#f04452',
};

/** 4px grid. */
export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
  xxxl: '32px',
  huge: '48px',
};

export const radius = {
  sm: '6px',
  md: '10px',
  lg: '14px',
  xl: '20px',
  pill: '999px',
  round: '50%',
};

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  base: '15px',
  lg: '16px',
  xl: '18px',
  xxl: '20px',
  title: '24px',
  display: '28px',
};

export const fontWeight = {
  regular: 400,
  semibold: 600,
  bold: 700,
};

export const lineHeight = {
  tight: 1.3,
  body: 1.6,
};

/**
 * The family of Pretendard's web font (the package's variable font, whose faces theme/web-fonts.ts
 * adds to the document after the first screen). The body names it only once the slices the page shows
 * have loaded (`html[data-fonts]`), so the switch lays the page out once instead of once per batch.
 */
export const WEB_FONT_FAMILY = 'Pretendard Variable';

/** The attribute theme/web-fonts.ts sets on `<html>` once the page's slices of Pretendard are in. */
export const WEB_FONTS_READY_ATTRIBUTE = 'data-fonts';

/**
 * Until then: an installed Pretendard, local Korean fonts scaled to its metrics (the families of
 * theme/font-fallbacks.ts), then the system fonts.
 */
export const LOCAL_FONT_FAMILY =
  "'Pretendard', 'Pretendard Fallback Apple', 'Pretendard Fallback Noto', 'Pretendard Fallback Malgun', -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', 'Segoe UI', Roboto, sans-serif";

/** The page's font once Pretendard is in: the web font, then the stack it was set in before. */
export const FONT_FAMILY = `'${WEB_FONT_FAMILY}', ${LOCAL_FONT_FAMILY}`;

export const shadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.06)',
  md: '0 4px 12px rgba(0, 0, 0, 0.08)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.14)',
  focusRing: `0 0 0 3px rgba(49, 130, 246, 0.35)`,
};

/** Stacking order, lowest first; fixed chrome above content, dialogs above chrome, toasts on top. */
export const zIndex = {
  base: 0,
  raised: 10,
  dropdown: 100,
  stickyHeader: 200,
  bottomBar: 210,
  scrollTop: 300,
  progress: 400,
  modal: 1000,
  overlay: 1100,
  toast: 1200,
};

export const duration = {
  fast: '120ms',
  normal: '200ms',
};

/** Spec section 9: mobile is a viewport 700px wide or less. */
export const MOBILE_MAX_WIDTH = 700;
export const CONTENT_MAX_WIDTH = 1080;
/** The competition pages and their bottom tab bar are narrower (spec: about 820px). */
export const NARROW_CONTENT_MAX_WIDTH = 820;

/**
 * The sticky top bar (px, without its 1px bottom border): one row on larger screens; on phones the
 * logo row and, on standard pages, the row of section links under it.
 */
export const topBar = {
  height: 64,
  mobileRowHeight: 56,
  mobileNavHeight: 44,
};

/** The phone's bar of like, comments and share, fixed to the bottom of an item's page (px). */
export const MOBILE_BOTTOM_BAR_HEIGHT = 56;

/** Media query strings for Linaria templates. */
export const media = {
  mobile: `@media (max-width: ${MOBILE_MAX_WIDTH}px)`,
  desktop: `@media (min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};
