import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePoints, coversAny, parseUnicodeRange } from './unicode-range';

describe('parseUnicodeRange', () => {
  it('reads single code points, intervals and wildcards, in either case, with or without spaces', () => {
    expect(parseUnicodeRange('U+AC00-AC4F, U+0030,u+4??')).toEqual([
      [0xac00, 0xac4f],
      [0x30, 0x30],
      [0x400, 0x4ff],
    ]);
    expect(parseUnicodeRange('')).toEqual([]);
  });
});

describe('coversAny', () => {
  // Pretendard's slices: Hangul syllables in one, Latin digits in another.
  const hangul = parseUnicodeRange('U+AC00-D7A3');
  const digits = parseUnicodeRange('U+0030-0039');

  it('finds the slice a text needs and skips the ones it does not', () => {
    expect(coversAny(hangul, codePoints('킥오프 2026'))).toBe(true);
    expect(coversAny(digits, codePoints('킥오프 2026'))).toBe(true);
    expect(coversAny(digits, codePoints('킥오프'))).toBe(false);
    expect(coversAny(hangul, codePoints(''))).toBe(false);
    expect(codePoints('가나가🇰🇷')).toEqual([0xac00, 0xb098, 0x1f1f0, 0x1f1f7]);
  });

  it('agrees with testing every code point against every interval', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(0x10ffff), fc.nat(0x1000)), { maxLength: 8 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        (intervals, text) => {
          const ranges = intervals.map(([first, width]) => [first, first + width] as const);
          const css = ranges.map(([a, b]) => `U+${a.toString(16)}-${b.toString(16)}`).join(', ');
          const codes = [...text].map((c) => c.codePointAt(0) ?? -1);
          const expected = codes.some((code) => ranges.some(([a, b]) => code >= a && code <= b));
          expect(coversAny(parseUnicodeRange(css), codePoints(text))).toBe(expected);
        },
      ),
    );
  });
});
