/** The entities sanitize-html writes when it escapes text (it decodes everything else on input). */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

const BLOCK_END = /<(br|\/p|\/h[1-6]|\/li|\/blockquote|\/pre)\s*\/?>/gi;

/** Plain text of sanitized HTML: block ends become line breaks, entities are decoded, blanks collapsed. */
export const htmlText = (html: string): string =>
  html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?[a-z0-9]+);/gi, (whole, name: string) => {
      const known = ENTITIES[name.toLowerCase()];
      if (known !== undefined) return known;
      const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#([0-9]+)$/.exec(name)?.[1];
      if (code === undefined) return whole;
      const point = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(code, 16) : Number(code);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n\s*/g, '\n')
    .trim();
