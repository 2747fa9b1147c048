import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from './catalog';
import { defaultAgeGroup, isMatchFinished, matchScoreText } from './competition';

const RUNS = { numRuns: 300 } as const;
const score = fc.integer({ min: 0, max: 20 });

describe('matchScoreText', () => {
  it('shows the score only when the match is finished', () => {
    expect(matchScoreText({ matchStatus: '종료', homeScore: 2, awayScore: 1 })).toBe('2-1');
    expect(matchScoreText({ matchStatus: '진행중', homeScore: 2, awayScore: 1 })).toBe('VS');
    expect(matchScoreText({ matchStatus: '예정', homeScore: null, awayScore: null })).toBe('VS');
    expect(matchScoreText({ matchStatus: null, homeScore: 0, awayScore: 0 })).toBe('VS');
    expect(matchScoreText({ matchStatus: '종료', homeScore: null, awayScore: 1 })).toBe('VS');
    expect(matchScoreText({ matchStatus: ' 종료 ', homeScore: '3', awayScore: '0' })).toBe('3-0');
  });

  it('adds the penalty shootout', () => {
    expect(matchScoreText({ matchStatus: '종료', homeScore: 1, awayScore: 1, homePk: 5, awayPk: 4 })).toBe(
      '1-1 (PK 5-4)',
    );
    expect(matchScoreText({ matchStatus: '종료', homeScore: 1, awayScore: 1, homePk: 0, awayPk: 0 })).toBe(
      '1-1',
    );
    expect(matchScoreText({ matchStatus: '종료', homeScore: 1, awayScore: 1, homePk: 3, awayPk: null })).toBe(
      '1-1',
    );
  });

  it('is VS unless finished, the score when finished', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant('종료'), fc.string()),
        score,
        score,
        fc.option(score, { nil: null }),
        fc.option(score, { nil: null }),
        (matchStatus, homeScore, awayScore, homePk, awayPk) => {
          const text = matchScoreText({ matchStatus, homeScore, awayScore, homePk, awayPk });
          if (!isMatchFinished({ matchStatus })) {
            expect(text).toBe('VS');
            return;
          }
          const shootout = homePk !== null && awayPk !== null && homePk + awayPk > 0;
          expect(text).toBe(`${homeScore}-${awayScore}${shootout ? ` (PK ${homePk}-${awayPk})` : ''}`);
        },
      ),
      RUNS,
    );
  });
});

describe('defaultAgeGroup', () => {
  it('picks the youngest group with data, else U11', () => {
    expect(defaultAgeGroup({})).toBe('U11');
    expect(defaultAgeGroup(null)).toBe('U11');
    expect(defaultAgeGroup({ U15: [{ id: 1 }], U12: [{ id: 2 }] })).toBe('U12');
    expect(defaultAgeGroup({ U12: [], U17: [1] })).toBe('U17');
    expect(defaultAgeGroup({ U14: { cupInfo: [], cupMatches: [1] }, U20: { cupInfo: [1] } })).toBe('U14');
    expect(defaultAgeGroup({ U14: { cupInfo: [], cupMatches: [] }, U99: [1] })).toBe('U11');
  });

  it('is the first group, in AGE_GROUPS order, whose list is not empty', () => {
    const sizes = fc.dictionary(fc.constantFrom(...AGE_GROUPS), fc.integer({ min: 0, max: 3 }));
    fc.assert(
      fc.property(sizes, (bySize) => {
        const data = Object.fromEntries(
          Object.entries(bySize).map(([g, n]) => [g, Array.from({ length: n }, (_, i) => i)]),
        );
        const expected = AGE_GROUPS.find((g) => (bySize[g] ?? 0) > 0) ?? 'U11';
        expect(defaultAgeGroup(data)).toBe(expected);
      }),
      RUNS,
    );
  });
});
