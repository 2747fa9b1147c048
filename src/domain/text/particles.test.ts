import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_NOUN_TEXT } from './content';
import { LEVEL_NAMES } from './level';
import { NOTIFICATION_TEXT as N } from './notifications';
import { particleAfter, quotedWithParticle, withParticle } from './particles';

/** A Hangul syllable with (true) or without (false) a final consonant other than ㄹ. */
const syllable = (batchim: boolean) =>
  fc
    .integer({ min: 0, max: 18 * 21 - 1 })
    .map((lv) => String.fromCharCode(0xac00 + lv * 28 + (batchim ? 1 : 0)));

describe('particles', () => {
  it('chooses each pair by the last syllable', () => {
    expect(withParticle('관리하기', '을/를')).toBe('관리하기를');
    expect(withParticle('드리블', '을/를')).toBe('드리블을');
    expect(withParticle('코치', '이/가')).toBe('코치가');
    expect(withParticle('감독', '은/는')).toBe('감독은');
    expect(withParticle('사과', '와/과')).toBe('사과와');
    expect(withParticle('축구공', '와/과')).toBe('축구공과');
    expect(withParticle('닭', '으로/로')).toBe('닭으로');
    // ㄹ takes 로, not 으로.
    expect(withParticle('알', '으로/로')).toBe('알로');
  });

  it('puts the particle after the closing quote of a title, chosen by the title', () => {
    expect(quotedWithParticle('체력 관리하기', '을/를')).toBe('"체력 관리하기"를');
    expect(quotedWithParticle('슈팅 훈련', '을/를')).toBe('"슈팅 훈련"을');
  });

  it('agrees with the last syllable for any word', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.boolean(), (head, batchim) =>
        fc.assert(
          fc.property(syllable(batchim), (last) => {
            const word = `${head}${last}`;
            expect(particleAfter(word, '을/를')).toBe(batchim ? '을' : '를');
            expect(particleAfter(word, '이/가')).toBe(batchim ? '이' : '가');
            expect(particleAfter(word, '은/는')).toBe(batchim ? '은' : '는');
            expect(particleAfter(word, '와/과')).toBe(batchim ? '과' : '와');
            expect(particleAfter(word, '으로/로')).toBe(batchim ? '으로' : '로');
          }),
          { numRuns: 5 },
        ),
      ),
      { numRuns: 40 },
    );
  });
});

describe('notification messages', () => {
  it('announce every level with the particle its name takes', () => {
    const endings = ['(알)로', '(갓 태어난 병아리)로', '(조금 자란 병아리)로', '(사춘기 닭)으로'];
    endings.forEach((ending, i) => {
      expect(N.levelUp(i + 1, LEVEL_NAMES[i] ?? '')).toBe(`축하합니다! 레벨 ${i + 1} ${ending} 올랐습니다.`);
    });
    expect(N.levelUp(6, '불꽃')).toContain('(불꽃)으로 올랐습니다');
    expect(N.levelUp(7, '반쪽 불사조')).toContain('(반쪽 불사조)로 올랐습니다');
  });

  it('follow a quoted title only with a particle that never changes (에)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (title) => {
        expect(N.comment('가', CONTENT_NOUN_TEXT.article, title)).toContain(`"${title}"에 `);
        expect(N.contentLike('가', CONTENT_NOUN_TEXT.post, title)).toContain(`"${title}"에 `);
      }),
      { numRuns: 50 },
    );
  });
});
