import DOMPurify from 'dompurify';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_LINK_SCHEMES,
  ALLOWED_TAGS,
  isAllowedImageSrc,
  isAllowedLinkHref,
  LINK_REL,
  LINK_TARGET,
  LOCAL_IMAGE_PREFIX,
} from '../../../domain/article-html';

/**
 * The browser's second pass over article HTML (DESIGN section 3), with the server's allow-list from
 * src/domain/article-html.ts: these tags only, `href` with http, https or mailto, `src` from our image
 * host. Loaded lazily with the article body, so the home page does not carry DOMPurify.
 */
// DOMPurify takes one attribute list for all tags: the union of the per-tag lists.
const ATTRIBUTES = [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())];
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALLOWED_URI = new RegExp(
  `^(?:${ALLOWED_LINK_SCHEMES.map((scheme) => `${scheme}:`).join('|')}|${escapeRegExp(LOCAL_IMAGE_PREFIX)})`,
  'i',
);

export const createContentSanitizer = (imageBase: string | null = null) => {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (!isAllowedLinkHref(node.getAttribute('href') ?? '')) node.removeAttribute('href');
      node.setAttribute('rel', LINK_REL);
      node.setAttribute('target', LINK_TARGET);
    }
    if (node.nodeName === 'IMG' && !isAllowedImageSrc(node.getAttribute('src') ?? '', imageBase))
      node.remove();
  });
  return (html: string): string =>
    purify.sanitize(html, {
      ALLOWED_TAGS: [...ALLOWED_TAGS],
      ALLOWED_ATTR: ATTRIBUTES,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOWED_URI_REGEXP: ALLOWED_URI,
    });
};

export type ContentSanitizer = ReturnType<typeof createContentSanitizer>;
