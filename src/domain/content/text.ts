/**
 * Plain text of content HTML and the card summary, for every kind and both programs: the server
 * derives the stored text (search, summary, highlights) with it, the browser its share text and the
 * editor's "is there a body yet" check, the demo backend the same summaries the server stores.
 */

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

/** Decodes the entities an editor or a sanitizer writes (&amp; &lt; &gt; &quot; &apos; &nbsp; and numeric ones). */
export const decodeEntities = (text: string): string =>
  text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return fromCodePoint(Number.parseInt(body.slice(2), 16), whole);
    if (body.startsWith('#')) return fromCodePoint(Number(body.slice(1)), whole);
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });

// Block boundaries become line breaks so paragraphs do not run together; inline tags vanish.
const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|hr|figure|figcaption)\b[^>]*>/gi;

/**
 * The text of an HTML body, one line per block: no scripts, styles, tags or comments; entities
 * decoded; runs of spaces collapsed, blank lines dropped.
 */
export const htmlToText = (html: string): string =>
  decodeEntities(
    String(html ?? '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(BLOCK_TAG, '\n')
      .replace(/<\/?[a-zA-Z][^>]*>/g, ''),
  )
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();

/** The text of an HTML body on one line. */
export const plainText = (htmlOrText: string): string => htmlToText(htmlOrText).replace(/\s+/g, ' ');

let segmenter: Intl.Segmenter | undefined;
/**
 * The user-perceived characters of a text, one at a time: a caller that needs only the first few stops
 * early (segmenting a whole 200,000-character body up front took seconds).
 */
const graphemes = (text: string): Iterable<string> => {
  // One segmenter for every call (it keeps no state between segment() calls), made on first use.
  segmenter ??= new Intl.Segmenter('ko', { granularity: 'grapheme' });
  const graphemeSegmenter = segmenter;
  return {
    *[Symbol.iterator]() {
      for (const s of graphemeSegmenter.segment(text)) yield s.segment;
    },
  };
};

/**
 * The first `limit` code points of `text`, cut only between user-perceived characters: an emoji
 * sequence (👨‍👩‍👧, 🇰🇷) or a syllable typed as separate jamo is kept whole or left out whole.
 */
export const cutText = (text: string, limit: number): string => {
  let kept = '';
  let points = 0;
  for (const g of graphemes(text)) {
    const size = [...g].length;
    if (points + size > limit) break;
    kept += g;
    points += size;
  }
  return kept;
};

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim().normalize('NFC');

/** Cards show the first 100 characters of the text (spec section 3). */
export const SUMMARY_LENGTH = 100;

/**
 * The card summary of a body's plain text (`htmlToText`'s output): on one line, NFC, cut to 100 code
 * points between characters. The text is not read as HTML again, so words a writer typed that look
 * like markup or entities (`<script>`, `&amp;`) stay as typed.
 */
export const summaryOf = (text: string): string => cutText(oneLine(text), SUMMARY_LENGTH);

/** A quoted excerpt (a notification names the comment it is about) is this many characters at most. */
export const EXCERPT_LENGTH = 20;

/**
 * The start of a plain text on one line, to quote it: the summary's rule cut shorter, with '…' where
 * something was cut off.
 */
export const excerptOf = (text: string, limit = EXCERPT_LENGTH): string => {
  const line = oneLine(text);
  const cut = cutText(line, limit);
  return cut.length < line.length ? `${cut.trimEnd()}…` : cut;
};

/** Whether an editor body holds anything: text, or at least an image. */
export const hasBody = (html: string): boolean => plainText(html) !== '' || /<img\s/i.test(html);

/** Every `<img src>` of sanitized HTML, in order, entities decoded (the sanitizer writes `src` first). */
export const imageSources = (html: string): string[] =>
  [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/gi)].map((m) => decodeEntities(m[1] as string));
