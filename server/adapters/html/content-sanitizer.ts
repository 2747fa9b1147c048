import { Effect } from 'effect';
import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_LINK_SCHEMES,
  ALLOWED_TAGS,
  imageBasePrefix,
  isAllowedImageSrc,
  LINK_REL,
  LINK_TARGET,
} from '../../../src/domain/article-html';
import type { ContentSanitizer } from '../../ports/content.port';
import type { ImageSizes } from '../../ports/images.port';
import { htmlToText, imageSources } from '../../../src/domain/content/text';

type Size = { readonly width: number; readonly height: number };

/** A picture's attributes without a size of the writer's: only the stored picture's is ever set. */
const withoutSize = ({ width: _width, height: _height, ...rest }: sanitizeHtml.Attributes) => rest;

const copyAttributes = (byTag: Readonly<Record<string, readonly string[]>>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(byTag).map(([tag, names]) => [tag, [...names]]));

/**
 * The allow-list of DESIGN.md section 3 (src/domain/article-html.ts), applied to every article body
 * written. Anything outside it is dropped: script and style with their content, other tags keep only
 * their text, every attribute but `href` (http, https, mailto) and `src` (our image host only)
 * disappears, so event handlers and `javascript:` links never reach storage. Links open in a new tab
 * without access to the opener.
 */
export const contentSanitizer = (
  imageBaseUrl: string | undefined,
  /** The stored pictures' sizes (`sized`); without it pictures keep no size. */
  sizes?: ImageSizes,
): ContentSanitizer => {
  const base = imageBasePrefix(imageBaseUrl);
  const isOwnImageUrl = (url: string): boolean => isAllowedImageSrc(url, base);
  const options: sanitizeHtml.IOptions = {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: copyAttributes(ALLOWED_ATTRIBUTES),
    allowedSchemes: [...ALLOWED_LINK_SCHEMES],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      img: (_tag, attribs) => ({ tagName: 'img', attribs: withoutSize(attribs) }),
      a: (_tag, attribs) => ({
        tagName: 'a',
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          rel: LINK_REL,
          target: LINK_TARGET,
        },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImageUrl(frame.attribs.src ?? ''),
  };
  return {
    clean: (html) => {
      const clean = sanitizeHtml(html, options);
      return { html: clean, text: htmlToText(clean) };
    },
    isOwnImageUrl,
    // The same allow-list again, each of our pictures given its stored size (unknown ones none).
    sized: (html) =>
      Effect.gen(function* () {
        const sources = [...new Set(imageSources(html))];
        if (!sizes || sources.length === 0) return html;
        const found = new Map<string, Size>();
        yield* Effect.forEach(
          sources,
          (src) =>
            Effect.map(sizes.sizeOf(src), (size) => {
              if (size) found.set(src, size);
            }),
          { concurrency: 4, discard: true },
        );
        if (found.size === 0) return html;
        return sanitizeHtml(html, {
          ...options,
          transformTags: {
            ...options.transformTags,
            img: (_tag, attribs) => {
              const size = found.get(attribs.src ?? '');
              const kept = withoutSize(attribs);
              return {
                tagName: 'img',
                attribs: size ? { ...kept, width: String(size.width), height: String(size.height) } : kept,
              };
            },
          },
        });
      }),
  };
};

const SHELL_BODY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS.filter((tag) => tag !== 'img'),
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  transformTags: { h1: 'h2' },
};

/**
 * The body as the first-screen shell paints it before the app runs (http/head/first-screen.ts): the
 * allow-list without pictures and without attributes. A picture of unknown size would move the text
 * under it as it loads, and the shell is inert, so its links need no address; the app's first render
 * replaces it with the whole body. Stored bodies were cleaned on write: this is the second pass before
 * render that every body gets.
 */
export const shellBody = (html: string): string => sanitizeHtml(html, SHELL_BODY_OPTIONS);
