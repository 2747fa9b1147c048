import { CONTENT_LIMITS } from './limits';
import { cutText, SUMMARY_LENGTH } from './text';

/**
 * Korean search shared by every kind: the keyword as the server searches it, and the highlights of
 * spec section 3 (`highlightedTitle`, `highlightedContentPreview`), built on the server by escaping
 * first and marking second, and read back by the browser into text segments (never as markup).
 */

/** NFC (so words typed on any system match), trimmed, single spaces. */
export const normalizeKeyword = (raw: string): string => raw.normalize('NFC').trim().replace(/\s+/g, ' ');

/** The words a keyword must all match (at most 8, so one request stays bounded). */
export const keywordWords = (keyword: string): string[] =>
  normalizeKeyword(keyword).split(' ').filter(Boolean).slice(0, 8);

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for an HTML text node or a quoted attribute value: the five characters that could end either
 * (or start a tag or an entity) become entities, so a title such as `"><script>` stays text. One
 * function for the search highlights and the server's page heads, shell and sitemap.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the words occur in `text` (case-insensitive), as merged [start, end) ranges. */
const matchRanges = (text: string, words: readonly string[]): [number, number][] => {
  const found: [number, number][] = [];
  for (const word of words) {
    for (const m of text.matchAll(new RegExp(escapeRegExp(word), 'giu'))) {
      if (m[0] !== '') found.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const ranges: [number, number][] = [];
  for (const [start, end] of found) {
    const last = ranges.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
};

export const MARK_OPEN = '<mark>';
export const MARK_CLOSE = '</mark>';

/** The text as HTML: escaped, with every occurrence of the keyword's words in `<mark>`. */
export const highlight = (text: string, keyword: string): string => {
  let html = '';
  let at = 0;
  for (const [start, end] of matchRanges(text, keywordWords(keyword))) {
    html += `${escapeHtml(text.slice(at, start))}${MARK_OPEN}${escapeHtml(text.slice(start, end))}${MARK_CLOSE}`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
};

/** Characters of context kept before the first match in a preview. */
const PREVIEW_LEAD = 20;

/**
 * The preview of a body for a search result: 100 characters on one line around the first match
 * (the start of the text when the words occur only in the title), marked.
 */
export const highlightedPreview = (text: string, keyword: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  const first = matchRanges(line, keywordWords(keyword))[0]?.[0] ?? 0;
  const from = first <= PREVIEW_LEAD ? 0 : first - PREVIEW_LEAD;
  // Start between characters: step back to a space when one is near, so a word is not cut.
  const space = line.lastIndexOf(' ', from);
  const start = from === 0 ? 0 : space >= 0 && from - space < 10 ? space + 1 : from;
  const body = cutText(line.slice(start), SUMMARY_LENGTH);
  return `${start > 0 ? '…' : ''}${highlight(body, keyword)}`;
};

/** A highlighted string read back as text runs, marked or not: what the browser renders. */
export interface HighlightSegment {
  readonly text: string;
  readonly marked: boolean;
}

const UNESCAPES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (html: string): string =>
  html.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e] ?? e);

/**
 * The inverse of `highlight`: text between `<mark>` tags is marked. Anything else that looks like a
 * tag stays literal text, so even a hostile string can only ever render as text.
 */
export const highlightSegments = (html: string): HighlightSegment[] => {
  const segments: HighlightSegment[] = [];
  const parts = html.split(/(<mark>|<\/mark>)/);
  let marked = false;
  for (const part of parts) {
    if (part === MARK_OPEN) marked = true;
    else if (part === MARK_CLOSE) marked = false;
    else if (part !== '') segments.push({ text: unescapeHtml(part), marked });
  }
  return segments;
};

/** Whether a keyword is within the limit the server accepts. */
export const isKeywordTooLong = (keyword: string): boolean =>
  [...normalizeKeyword(keyword)].length > CONTENT_LIMITS.keywordLength;
