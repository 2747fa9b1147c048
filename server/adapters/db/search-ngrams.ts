/**
 * Character n-grams for Korean search (DESIGN.md section 3). Trigram indexes cannot find words of one or
 * two syllables (발, 축구), so `articles.search_ngrams` holds every unigram and bigram inside each word
 * of the title and text, lower-cased. A query matches when the row's array contains all the query's
 * n-grams (`search_ngrams @> ARRAY[...]`, GIN-indexed); the text is then confirmed with a substring test.
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
