import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as text from './index';

const RUNS = { numRuns: 200 } as const;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

// Source of every domain module outside this catalog, tests excluded (vite's glob, read at build time).
const sources = import.meta.glob(['../**/*.ts', '!../**/*.test.ts', '!./**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('Korean text catalog', () => {
  it('is the only place in src/domain with Korean text', () => {
    const files = Object.keys(sources);
    expect(files).toContain('../level.ts');
    expect(files.filter((f) => HANGUL.test(sources[f] ?? ''))).toEqual([]);
  });

  it('re-exports every area, validation included', () => {
    expect(text.VALIDATION_TEXT.required).toBe('필수 입력 항목입니다.');
    expect(text.LEVEL_NAMES).toHaveLength(10);
    expect(text.TIME_TEXT.justNow).toBe('방금 전');
    expect(text.COMMENT_TEXT.deleted).toBe('삭제된 댓글입니다.');
    expect(text.COMMENT_TEXT.blinded).toBe('관리자에 의해 가려진 댓글입니다.');
    expect(text.GENERIC_ERROR_TEXT).toBe('오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
    expect(text.SHARE_TEXT.title).toBe('킥오프');
    expect(text.COMPETITION_TEXT.finishedStatus).toBe('종료');
  });

  it('formats minutes and hours with the number first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 59 }), (n) => {
        expect(text.TIME_TEXT.minutesAgo(n)).toBe(`${n}분 전`);
        expect(text.TIME_TEXT.hoursAgo(n)).toBe(`${n}시간 전`);
      }),
      RUNS,
    );
  });
});
