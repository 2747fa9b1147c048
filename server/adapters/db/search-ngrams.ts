import type { ContentKind } from '../../../src/domain/content/policy';

/**
 * The keys of Korean search (DESIGN.md section 3). Trigram indexes cannot find words of one or two
 * syllables (발, 축구), so `contents.search_ngrams` holds every unigram and bigram inside each word of the
 * title and text, lower-cased (`searchNgrams`, written with the row). The GIN index `contents_search_idx`
 * is on `content_search_keys(...)` (migration 0006): for a published item, those n-grams, the trigrams of
 * its text (`content_trigrams`: every three characters inside the runs of `lower(title || ' ' || text)`
 * between ASCII characters other than letters and digits) and a marker of its kind (`publishedKey`); for
 * a draft, nothing. A query needs the marker, the bigrams of each word of one or two characters (the
 * unigram for one character), and the trigrams of each longer word, which PostgreSQL derives from the
 * word with the same function: a three-syllable word is then one exact key (골키퍼), where its bigrams
 * (골키, 키퍼) would also be in every text that has both apart. Every key is implied by the substring test
 * that confirms a match, so the index never drops a match.
 */
const WORD = /[\p{L}\p{N}]+/gu;

export const searchNgrams = (text: string): string[] => {
  const grams = new Set<string>();
  for (const word of text.normalize('NFC').toLowerCase().match(WORD) ?? []) {
    const chars = [...word];
    for (let i = 0; i < chars.length; i++) {
      grams.add(chars[i] as string);
      if (i + 1 < chars.length) grams.add(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return [...grams];
};

/** The n-grams a query needs: bigrams of each word (the unigram alone for one-character words). */
export const queryNgrams = (query: string): string[] => {
  const grams = new Set<string>();
  for (const word of query.normalize('NFC').toLowerCase().match(WORD) ?? []) {
    const chars = [...word];
    if (chars.length === 1) grams.add(chars[0] as string);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...grams];
};

/** The marker key of a kind's published items. No n-gram (1–2 characters) or trigram has five or more. */
export const publishedKey = (kind: ContentKind): string => `in:${kind}`;

/** Where `content_trigrams` splits a lower-cased text: ASCII characters other than letters and digits. */
const TRIGRAM_SEPARATORS = /[^0-9a-z\u0080-\u{10ffff}]+/u;
/** Characters no other character lower-cases into, and that have no case themselves. */
const CASELESS = /^[0-9\p{Script=Hangul}]+$/u;

/** One word of a keyword, as the search uses it (content-search.ts). */
export type KeywordWord = {
  readonly text: string;
  /** Found by a plain substring test, without lower-casing the text. */
  readonly caseless: boolean;
  /** Has a run of three or more characters: the index looks it up by `content_trigrams(text)`. */
  readonly trigrams: boolean;
  /** Otherwise the n-grams it needs in `search_ngrams`. */
  readonly grams: readonly string[];
};

export const keywordWord = (text: string): KeywordWord => {
  const trigrams = text
    .toLowerCase()
    .split(TRIGRAM_SEPARATORS)
    .some((run) => [...run].length >= 3);
  return { text, caseless: CASELESS.test(text), trigrams, grams: trigrams ? [] : queryNgrams(text) };
};
