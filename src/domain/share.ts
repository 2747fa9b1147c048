import { SHARE_TEXT } from './text';

export const SHARE_TEXT_LENGTH = 20;

export const DEFAULT_SHARE: { readonly title: string; readonly description: string } = {
  title: SHARE_TEXT.title,
  description: SHARE_TEXT.description,
};

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const fromCodePoint = (code: number, original: string): string =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : original;

/** Decodes the entities an editor writes (&amp; &lt; &gt; &quot; &apos; &nbsp; and numeric ones). */
const decodeEntities = (text: string): string =>
  text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return fromCodePoint(Number.parseInt(body.slice(2), 16), whole);
    if (body.startsWith('#')) return fromCodePoint(Number(body.slice(1)), whole);
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });

// Block boundaries become spaces so paragraphs do not run together; inline tags vanish.
const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|hr|figure|figcaption)\b[^>]*>/gi;

/** Plain text of an HTML body: no scripts, styles, tags or comments; entities decoded; spaces collapsed. */
export const plainText = (htmlOrText: string): string =>
  decodeEntities(
    String(htmlOrText ?? '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(BLOCK_TAG, ' ')
      .replace(/<\/?[a-zA-Z][^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The share text of spec section 2: the body's text cut to 20 characters plus '...'.
 * Characters are code points, so an emoji is never split; 20 or fewer get no ellipsis.
 */
export const shareText = (htmlOrText: string): string => {
  const chars = Array.from(plainText(htmlOrText));
  return chars.length <= SHARE_TEXT_LENGTH
    ? chars.join('')
    : `${chars.slice(0, SHARE_TEXT_LENGTH).join('')}...`;
};
