import { css } from '@linaria/core';
import { FALLBACK_FONT_FACES } from './font-fallbacks';
import {
  color,
  FONT_FAMILY,
  fontSize,
  LOCAL_FONT_FAMILY,
  lineHeight,
  MOBILE_BOTTOM_BAR_HEIGHT,
  MOBILE_MAX_WIDTH,
  topBar,
  WEB_FONTS_READY_ATTRIBUTE,
} from './tokens';

/*
 * Pretendard itself is added after the first screen (theme/web-fonts.ts); what the document carries is
 * only the metric-matched local stand-ins it swaps with (theme/font-fallbacks.ts), a few hundred bytes.
 */
export const globalStyles = css`
  :global() {
    ${FALLBACK_FONT_FACES}

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html {
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
    }

    /*
     * The top bar is sticky and a phone's item page has a bar fixed at the bottom: whatever a page
     * scrolls to (the comments, a new comment, a list after paging) stops between them, not under
     * them.
     */
    html:has(header[data-top-bar]) {
      scroll-padding-top: ${topBar.height + 1}px;
    }
    html:has([data-fixed-bottom-bar]) {
      scroll-padding-bottom: ${MOBILE_BOTTOM_BAR_HEIGHT}px;
    }
    @media (max-width: ${MOBILE_MAX_WIDTH}px) {
      html:has(header[data-top-bar='simple']) {
        scroll-padding-top: ${topBar.mobileRowHeight + 1}px;
      }
      html:has(header[data-top-bar='standard']) {
        scroll-padding-top: ${topBar.mobileRowHeight + topBar.mobileNavHeight + 1}px;
      }
    }

    body {
      margin: 0;
      min-height: 100vh;
      font-family: ${LOCAL_FONT_FAMILY};
      font-size: ${fontSize.base};
      line-height: ${lineHeight.body};
      color: ${color.text};
      background: ${color.bg};
      /* Korean reads better when words are not split mid-syllable-block. */
      word-break: keep-all;
      overflow-wrap: anywhere;
      -webkit-font-smoothing: antialiased;
      -moz-osx-font-smoothing: grayscale;
    }

    html[${WEB_FONTS_READY_ATTRIBUTE}] body {
      font-family: ${FONT_FAMILY};
    }

    @media (max-width: ${MOBILE_MAX_WIDTH}px) {
      body {
        font-size: ${fontSize.md};
      }
    }

    h1,
    h2,
    h3,
    h4,
    p,
    ul,
    ol,
    figure,
    blockquote {
      margin: 0;
    }

    ul,
    ol {
      padding: 0;
      list-style: none;
    }

    img,
    svg,
    video {
      display: block;
      max-width: 100%;
    }

    button,
    input,
    select,
    textarea {
      font: inherit;
      color: inherit;
    }

    button {
      cursor: pointer;
    }

    a {
      color: inherit;
      text-decoration: none;
    }

    /* Mouse clicks stay clean; keyboard users always see where they are. */
    :focus:not(:focus-visible) {
      outline: none;
    }
    :focus-visible {
      outline: 2px solid ${color.focus};
      outline-offset: 2px;
    }

    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  }
`;
