import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, highlightedPreview, highlightSegments, keywordWords } from './search';

const RUNS = { numRuns: 300 } as const;

describe('highlight', () => {
  it('escapes first, then marks every word, case-insensitively', () => {
    expect(highlight('<b>축구</b> 교실 & Soccer', '축구 soccer')).toBe(
      '&lt;b&gt;<mark>축구</mark>&lt;/b&gt; 교실 &amp; <mark>Soccer</mark>',
    );
    expect(highlight('발목 부상', '발')).toBe('<mark>발</mark>목 부상');
    expect(highlight('그대로', '')).toBe('그대로');
  });

  it('merges overlapping matches into one mark', () => {
    expect(highlight('골키퍼', '골키 키퍼')).toBe('<mark>골키퍼</mark>');
  });

  it('reads back as the original text, marks on the matched words only', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 6 }), (text, keyword) => {
        const segments = highlightSegments(highlight(text, keyword));
        expect(segments.map((s) => s.text).join('')).toBe(text);
        const words = keywordWords(keyword).map((w) => w.toLowerCase());
        for (const s of segments.filter((x) => x.marked)) {
          expect(words.some((w) => s.text.toLowerCase().includes(w))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('never lets a hostile title become markup', () => {
    const hostile = '"><script>alert(1)</script><mark onclick=x>';
    const html = highlight(hostile, 'script');
    expect(html).not.toMatch(/<script|<mark [^>]/);
    expect(
      highlightSegments(html)
        .map((s) => s.text)
        .join(''),
    ).toBe(hostile);
    expect(escapeHtml(`'"`)).toBe('&#39;&quot;');
  });
});

describe('highlightedPreview', () => {
  it('shows the text around the first match on one line', () => {
    const text = `${'가'.repeat(60)} 유소년 축구 교실\n둘째 줄`;
    const preview = highlightedPreview(text, '축구');
    expect(preview.startsWith('…')).toBe(true);
    expect(preview).toContain('<mark>축구</mark>');
    expect(preview).not.toContain('\n');
  });

  it('starts at the beginning when the match is near it or only in the title', () => {
    expect(highlightedPreview('축구 이야기', '축구')).toBe('<mark>축구</mark> 이야기');
    expect(highlightedPreview('본문만', '제목어')).toBe('본문만');
  });
});
