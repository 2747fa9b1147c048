import { describe, expect, it } from 'vitest';
import { type BracketMatch, cupBracket, cupStage } from './cup-stages';

describe('cupStage', () => {
  it('reads groups and knockout rounds the way Korean fixtures name them', () => {
    expect(cupStage('A조')).toEqual({ kind: 'group', group: 'A' });
    expect(cupStage('조별리그 b조 2차전')).toEqual({ kind: 'group', group: 'B' });
    expect(cupStage('예선 3조')).toEqual({ kind: 'group', group: '3' });
    expect(cupStage('16강')).toEqual({ kind: 'knockout', size: 16 });
    expect(cupStage('8강전')).toEqual({ kind: 'knockout', size: 8 });
    expect(cupStage('4강')).toEqual({ kind: 'knockout', size: 4 });
    expect(cupStage('준결승')).toEqual({ kind: 'knockout', size: 4 });
    expect(cupStage('3·4위전')).toEqual({ kind: 'knockout', size: 3 });
    expect(cupStage('3위 결정전')).toEqual({ kind: 'knockout', size: 3 });
    expect(cupStage('결승')).toEqual({ kind: 'knockout', size: 2 });
    expect(cupStage('친선전')).toEqual({ kind: 'other' });
    expect(cupStage(null)).toEqual({ kind: 'other' });
    // 조 inside a word is not a group.
    expect(cupStage('조정 경기')).toEqual({ kind: 'other' });
    expect(cupStage('나조 1차전')).toEqual({ kind: 'group', group: '나' });
    expect(cupStage('경기조')).toEqual({ kind: 'other' });
  });
});

const m = (round: string, homeTeam: string, awayTeam: string, score?: [number, number]): BracketMatch => ({
  round,
  homeTeam,
  awayTeam,
  result: score ? { homeScore: score[0], awayScore: score[1] } : null,
});

describe('cupBracket', () => {
  it('builds group tables from finished group matches and orders knockout rounds', () => {
    const bracket = cupBracket([
      m('결승', '가', '다'),
      m('B조', '다', '라', [0, 0]),
      m('A조', '가', '나', [2, 1]),
      m('준결승', '가', '라', [1, 1]),
      m('3·4위전', '나', '라'),
      m('준결승', '다', '나', [2, 0]),
      m('A조', '나', '가'),
      m('번외', '가', '라'),
    ]);
    expect(bracket.groups.map((g) => g.name)).toEqual(['A', 'B']);
    expect(bracket.groups[0]?.standings.map((r) => [r.team, r.points, r.played])).toEqual([
      ['가', 3, 1],
      ['나', 0, 1],
    ]);
    expect(bracket.groups[0]?.matches).toHaveLength(2);
    expect(bracket.knockout.map((r) => [r.round, r.matches.length])).toEqual([
      ['준결승', 2],
      ['3·4위전', 1],
      ['결승', 1],
    ]);
    expect(bracket.other).toHaveLength(1);
  });
});
