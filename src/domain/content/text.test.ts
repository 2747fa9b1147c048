import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutText, EXCERPT_LENGTH, excerptOf, hasBody, htmlToText, SUMMARY_LENGTH, summaryOf } from './text';

const RUNS = { numRuns: 300 } as const;
const graphemesOf = (text: string) =>
  Array.from(new Intl.Segmenter('ko', { granularity: 'grapheme' }).segment(text), (s) => s.segment);

describe('htmlToText', () => {
  it('keeps one line per block, decodes entities and drops tags, scripts and comments', () => {
    expect(htmlToText('<h2>제목</h2><p>첫 문단 &amp; <b>굵게</b></p><p>둘째<br>줄</p>')).toBe(
      '제목\n첫 문단 & 굵게\n둘째\n줄',
    );
    expect(htmlToText('<script>alert(1)</script><!-- x --><p>  본문   </p>')).toBe('본문');
    expect(htmlToText('&lt;b&gt; &#x1F600; &unknown;')).toBe('<b> 😀 &unknown;');
  });
});

describe('summaryOf', () => {
  it('is the first 100 characters of the text on one line', () => {
    expect(summaryOf(htmlToText('<p>가나</p><p>다</p>'))).toBe('가나 다');
    // Text that looks like markup was typed as text: it is not parsed a second time.
    expect(summaryOf(htmlToText('<p>&lt;script&gt;x&lt;/script&gt; &amp;amp; 코드</p>'))).toBe(
      '<script>x</script> &amp; 코드',
    );
    expect(summaryOf('가'.repeat(150))).toBe('가'.repeat(100));
  });

  it('never splits an emoji sequence or a syllable typed as jamo', () => {
    const family = '👨‍👩‍👧';
    const summary = summaryOf(`${'가'.repeat(98)}${family}`);
    expect(summary).toBe('가'.repeat(98));
    // ᄒ+ᅡ+ᆫ decomposed: NFC makes it one code point, so it fits whole.
    expect(summaryOf(`${'가'.repeat(99)}\u1112\u1161\u11ab`)).toBe(`${'가'.repeat(99)}한`);
  });

  it('is a prefix of the text, at most 100 code points, cut between characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 160 }), (raw) => {
        const text = raw.replace(/\s+/g, ' ').trim().normalize('NFC');
        const summary = summaryOf(text);
        expect([...summary].length).toBeLessThanOrEqual(SUMMARY_LENGTH);
        expect(text.startsWith(summary)).toBe(true);
        const rest = graphemesOf(text.slice(summary.length));
        if (rest.length > 0) expect([...summary].length + [...(rest[0] ?? '')].length).toBeGreaterThan(100);
      }),
      RUNS,
    );
  });
});

describe('excerptOf', () => {
  it('quotes a short text whole, on one line', () => {
    expect(excerptOf('  좋은 글\n감사합니다  ')).toBe('좋은 글 감사합니다');
  });

  it('cuts a long text to its first characters and marks the cut', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 80 }), (text) => {
        const line = text.replace(/\s+/g, ' ').trim().normalize('NFC');
        const excerpt = excerptOf(text);
        if ([...line].length <= EXCERPT_LENGTH) expect(excerpt).toBe(line);
        else {
          expect(excerpt.endsWith('…')).toBe(true);
          expect([...excerpt].length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
          expect(line.startsWith(excerpt.slice(0, -1))).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe('cutText', () => {
  it('keeps whole characters only', () => {
    expect(cutText('🇰🇷🇰🇷', 3)).toBe('🇰🇷');
    expect(cutText('abc', 10)).toBe('abc');
  });
});

describe('hasBody', () => {
  it('counts text or an image as a body', () => {
    expect(hasBody('<p> </p>')).toBe(false);
    expect(hasBody('<p><img src="/api/images/a.webp"></p>')).toBe(true);
    expect(hasBody('<p>글</p>')).toBe(true);
  });
});
