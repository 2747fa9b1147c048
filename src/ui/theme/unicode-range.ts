/** A CSS `unicode-range` as inclusive [first, last] code point intervals ('U+AC00-AC4F, U+0030, U+4??'). */
export const parseUnicodeRange = (range: string): readonly (readonly [number, number])[] =>
  range
    .split(',')
    .map((part) => part.trim().replace(/^u\+/i, ''))
    .filter((part) => /^[0-9a-f?]+(-[0-9a-f]+)?$/i.test(part))
    .map((part) => {
      const [first = '', last] = part.split('-');
      if (last !== undefined) return [Number.parseInt(first, 16), Number.parseInt(last, 16)] as const;
      // A wildcard stands for every digit: U+4?? is U+400 to U+4FF.
      return [
        Number.parseInt(first.replaceAll('?', '0'), 16),
        Number.parseInt(first.replaceAll('?', 'f'), 16),
      ] as const;
    });

/** The code points of a text, each once, in ascending order (what coversAny searches). */
export const codePoints = (text: string): readonly number[] =>
  [...new Set(Array.from(text, (character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);

/**
 * Whether any of the code points (ascending, as codePoints returns them) falls in the ranges: a binary
 * search per interval, so checking Pretendard's 92 slices against a long page's few hundred distinct
 * characters stays well under a millisecond.
 */
export const coversAny = (
  ranges: readonly (readonly [number, number])[],
  codes: readonly number[],
): boolean =>
  ranges.some(([first, last]) => {
    let low = 0;
    let high = codes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((codes[middle] ?? 0) < first) low = middle + 1;
      else high = middle;
    }
    return low < codes.length && (codes[low] ?? 0) <= last;
  });
