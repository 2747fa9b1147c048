/**
 * The article HTML allow-list of DESIGN.md section 3, as plain data. The server (sanitize-html, on
 * every write) and the browser (DOMPurify, before rendering) both build their sanitizer from it, so
 * the two passes cannot drift apart.
 */
export const ALLOWED_TAGS: readonly string[] = [
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

/** Attributes kept per tag; every other attribute (event handlers, style, data-*) is dropped. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel', 'target'],
  // width and height are the server's (the stored picture's pixels, set on write), never the writer's.
  img: ['src', 'alt', 'width', 'height'],
};

/** Schemes a link may use; `javascript:` and `data:` never pass. */
export const ALLOWED_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/** Every kept link opens in a new tab without access to the opener. */
export const LINK_REL = 'noopener noreferrer nofollow';
export const LINK_TARGET = '_blank';

/** Images the server stores itself are served from here (same origin). */
export const LOCAL_IMAGE_PREFIX = '/api/images/';
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const LINK_SCHEME = new RegExp(`^(?:${ALLOWED_LINK_SCHEMES.join('|')}):`, 'i');
/** Whether a link's href uses an allowed scheme (leading and trailing spaces ignored). */
export const isAllowedLinkHref = (href: string): boolean => LINK_SCHEME.test(href.trim());

/** The configured image host as a prefix ending in exactly one slash, or null when there is none. */
export const imageBasePrefix = (imageBaseUrl: string | undefined): string | null =>
  imageBaseUrl ? `${imageBaseUrl.replace(/\/+$/, '')}/` : null;

/**
 * Whether an image `src` points at our own image host: `/api/images/<name>` or `<imageBase><name>`,
 * where the name is one plain file name (no path, no `..`).
 */
export const isAllowedImageSrc = (src: string, imageBase: string | null): boolean => {
  const rest = src.startsWith(LOCAL_IMAGE_PREFIX)
    ? src.slice(LOCAL_IMAGE_PREFIX.length)
    : imageBase && src.startsWith(imageBase)
      ? src.slice(imageBase.length)
      : null;
  return rest !== null && IMAGE_NAME.test(rest) && !rest.includes('..');
};
