import sanitizeHtml from 'sanitize-html';
import type { ContentSanitizer } from '../../ports/articles.port';
import { htmlText } from './html-text';

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
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const LOCAL_IMAGE_PREFIX = '/api/images/';

/**
 * The allow-list of DESIGN.md section 3, applied to every article body written. Anything outside it is
 * dropped: script and style with their content, other tags keep only their text, every attribute but
 * `href` (http, https, mailto) and `src` (our image host only) disappears, so event handlers and
 * `javascript:` links never reach storage. Links open in a new tab without access to the opener.
 */
export const contentSanitizer = (imageBaseUrl: string | undefined): ContentSanitizer => {
  const base = imageBaseUrl ? `${imageBaseUrl.replace(/\/+$/, '')}/` : null;
  const isOwnImageUrl = (url: string): boolean => {
    const rest = url.startsWith(LOCAL_IMAGE_PREFIX)
      ? url.slice(LOCAL_IMAGE_PREFIX.length)
      : base && url.startsWith(base)
        ? url.slice(base.length)
        : null;
    return rest !== null && IMAGE_NAME.test(rest) && !rest.includes('..');
  };
  const options: sanitizeHtml.IOptions = {
    allowedTags: TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      a: (_tag, attribs) => ({
        tagName: 'a',
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          rel: 'noopener noreferrer nofollow',
          target: '_blank',
        },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImageUrl(frame.attribs.src ?? ''),
  };
  return {
    clean: (html) => {
      const clean = sanitizeHtml(html, options);
      return { html: clean, text: htmlText(clean) };
    },
    isOwnImageUrl,
  };
};
