import DOMPurify from 'dompurify';

/**
 * The browser's second pass over article HTML (DESIGN section 3), with the server's allow-list:
 * these tags only, `href` with http, https or mailto, `src` from our image host. Loaded lazily with
 * the article body, so the home page does not carry DOMPurify.
 */
const TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
];
const LOCAL_IMAGE_PREFIX = '/api/images/';
const SAFE_LINK = /^(https?:|mailto:)/i;
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const isOwnImage = (src: string, imageBase: string | null): boolean => {
  const rest = src.startsWith(LOCAL_IMAGE_PREFIX)
    ? src.slice(LOCAL_IMAGE_PREFIX.length)
    : imageBase && src.startsWith(imageBase)
      ? src.slice(imageBase.length)
      : null;
  return rest !== null && IMAGE_NAME.test(rest) && !rest.includes('..');
};

export const createArticleSanitizer = (imageBase: string | null = null) => {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_LINK.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    }
    if (node.nodeName === 'IMG' && !isOwnImage(node.getAttribute('src') ?? '', imageBase)) node.remove();
  });
  return (html: string): string =>
    purify.sanitize(html, {
      ALLOWED_TAGS: TAGS,
      ALLOWED_ATTR: ['href', 'src', 'alt', 'rel', 'target'],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/api\/images\/)/i,
    });
};

export type ArticleSanitizer = ReturnType<typeof createArticleSanitizer>;
