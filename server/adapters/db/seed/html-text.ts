const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Plain text of trusted demo HTML: tags become spaces between blocks, entities are decoded. */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?[a-z0-9]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*/g, '\n')
    .trim();

/** The first `length` characters of the text on one line: the article card's summary. */
export const summaryOf = (text: string, length = 100): string =>
  [...text.replace(/\s+/g, ' ')].slice(0, length).join('');
