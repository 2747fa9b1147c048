import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMultiLineText,
  isSingleLineText,
  MULTI_LINE_TEXT,
  SINGLE_LINE_TEXT,
  toSingleLineText,
} from './text-input';

const RUNS = { numRuns: 500 } as const;

type Lines = 'single' | 'multi';
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

/** An independent reading of the rule, unit by unit: the patterns must agree with it on every string. */
const isAllowed = (text: string, lines: Lines): boolean => {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i += 1;
      continue;
    }
    if (unit >= 0xd800 && unit <= 0xdfff) return false;
    const control = unit <= 0x1f || (unit >= 0x7f && unit <= 0x9f);
    if (control && !(lines === 'multi' && LINE_BREAKS.has(unit))) return false;
  }
  return true;
};

const check: Record<Lines, (text: string) => boolean> = { single: isSingleLineText, multi: isMultiLineText };

/** A character outside every forbidden range: any code point but Cc (surrogate pairs included). */
const allowedChar = fc
  .oneof(
    fc.constantFrom('가', '축', 'a', ' ', '<', '😀', '\u00a0', '\u2028', '\ufeff', '\uffff'),
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.integer({ min: 0xa0, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0x10ffff }),
  )
  .map((c) => (typeof c === 'number' ? String.fromCodePoint(c) : c));
const allowedText = (lines: Lines) =>
  fc.string({
    unit: lines === 'multi' ? fc.oneof(allowedChar, fc.constantFrom('\t', '\n', '\r')) : allowedChar,
  });

/** One character the rule refuses: a C0 control (less tab and line ends in multi-line text), DEL, C1, a lone surrogate. */
const forbiddenChar = (lines: Lines) =>
  fc
    .oneof(
      fc.integer({ min: 0x00, max: 0x1f }),
      fc.constant(0x7f),
      fc.integer({ min: 0x80, max: 0x9f }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    )
    .filter((unit) => lines === 'single' || !LINE_BREAKS.has(unit))
    .map((unit) => String.fromCharCode(unit));

/** Any sequence of UTF-16 code units, lone surrogates and controls included. */
const anyUnits = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)),
    fc.constantFrom('\u0000', '\t', '\n', '\r', '\ud83d', '\ude00', '😀', '가'),
  ),
});

describe.each(['single', 'multi'] as const)('%s-line text', (lines) => {
  it('accepts any string without a forbidden character', () => {
    fc.assert(
      fc.property(allowedText(lines), (text) => {
        expect(check[lines](text)).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses any string with one forbidden character, wherever it is', () => {
    fc.assert(
      fc.property(allowedText(lines), forbiddenChar(lines), fc.nat(), (text, bad, at) => {
        const i = at % (text.length + 1);
        expect(check[lines](text.slice(0, i) + bad + text.slice(i))).toBe(false);
      }),
      RUNS,
    );
  });

  it('agrees with a unit-by-unit reading of the rule on any sequence of code units', () => {
    fc.assert(
      fc.property(anyUnits, (text) => {
        expect(check[lines](text)).toBe(isAllowed(text, lines));
      }),
      RUNS,
    );
  });
});

describe('the text rule', () => {
  it('has flagless patterns that mean the same read with the u flag, as JSON Schema validators may', () => {
    const unicode = {
      single: new RegExp(SINGLE_LINE_TEXT.source, 'u'),
      multi: new RegExp(MULTI_LINE_TEXT.source, 'u'),
    };
    expect([SINGLE_LINE_TEXT.flags, MULTI_LINE_TEXT.flags]).toEqual(['', '']);
    fc.assert(
      fc.property(anyUnits, (text) => {
        expect([unicode.single.test(text), unicode.multi.test(text)]).toEqual([
          isAllowed(text, 'single'),
          isAllowed(text, 'multi'),
        ]);
      }),
      RUNS,
    );
  });

  it.each([
    ['NUL', '축구\u0000', false, false],
    ['SOH', '\u0001', false, false],
    ['ESC', 'a\u001b[31m', false, false],
    ['DEL', 'a\u007f', false, false],
    ['NEL (C1)', 'a\u0085b', false, false],
    ['a lone high surrogate', 'a\ud800', false, false],
    ['a lone low surrogate', '\udc00a', false, false],
    ['a reversed pair', '\ude00\ud83d', false, false],
    ['tab', '이름\t직업', false, true],
    ['line feed', '첫 줄\n둘째 줄', false, true],
    ['CRLF', '첫 줄\r\n둘째 줄', false, true],
    ['an emoji (a surrogate pair)', '골 😀', true, true],
    ['Korean, no-break and line-separator spaces', '유소년\u00a0축구\u2028', true, true],
    ['nothing', '', true, true],
  ])('%s: single-line %s, multi-line %s', (_, text, single, multi) => {
    expect([isSingleLineText(text), isMultiLineText(text)]).toEqual([single, multi]);
  });

  it('cleans imported text onto one line: each forbidden character becomes a space, the rest stays', () => {
    fc.assert(
      fc.property(anyUnits, (text) => {
        const clean = toSingleLineText(text);
        expect(isSingleLineText(clean)).toBe(true);
        expect(clean.length).toBe(text.length);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(allowedText('single'), (text) => {
        expect(toSingleLineText(text)).toBe(text);
      }),
      RUNS,
    );
    expect(toSingleLineText('수원\u0000FC\tU12\ud800')).toBe('수원 FC U12 ');
  });
});
