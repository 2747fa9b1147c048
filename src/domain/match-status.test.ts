import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from './catalog';
import { finalWhistleOf, liveFirst, matchMinutes, matchStatusAt } from './match-status';

const at = (seoul: string) => new Date(`${seoul}:00+09:00`);

describe('matchStatusAt', () => {
  const match = { matchDate: '2026-11-29 09:00', uageGroup: 'U12' as const };

  it('is 예정 before kick-off, 진행중 until the final whistle, 종료 from then on', () => {
    expect(matchStatusAt(match, at('2026-11-29T08:37'))).toBe('예정');
    expect(matchStatusAt(match, at('2026-11-29T09:00'))).toBe('진행중');
    // U12: two halves of 25 minutes, a 10-minute break and 5 of stoppage time.
    expect(matchMinutes('U12')).toBe(65);
    expect(matchStatusAt(match, at('2026-11-29T10:04'))).toBe('진행중');
    expect(matchStatusAt(match, at('2026-11-29T10:05'))).toBe('종료');
    expect(matchStatusAt(match, at('2026-11-30T08:00'))).toBe('종료');
  });

  it('reads the kick-off as Seoul time whatever the instant’s zone', () => {
    expect(matchStatusAt(match, new Date('2026-11-28T23:59:59Z'))).toBe('예정');
    expect(matchStatusAt(match, new Date('2026-11-29T00:00:00Z'))).toBe('진행중');
  });

  it('never goes back: later instants have a status at least as far along', () => {
    const order = ['예정', '진행중', '종료'];
    fc.assert(
      fc.property(
        fc.constantFrom(...AGE_GROUPS),
        fc.integer({ min: -300, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        (uageGroup, a, gap) => {
          const m = { matchDate: '2026-11-29 13:00', uageGroup };
          const kickoff = at('2026-11-29T13:00').getTime();
          const first = matchStatusAt(m, new Date(kickoff + a * 60_000));
          const later = matchStatusAt(m, new Date(kickoff + (a + gap) * 60_000));
          expect(order.indexOf(later)).toBeGreaterThanOrEqual(order.indexOf(first));
          expect(finalWhistleOf(m.matchDate, uageGroup)).toBe(kickoff + matchMinutes(uageGroup) * 60_000);
        },
      ),
    );
  });

  it('refuses a match without a kick-off time', () => {
    expect(() => matchStatusAt({ matchDate: '2026-11-29', uageGroup: 'U12' }, new Date())).toThrow();
  });
});

describe('liveFirst', () => {
  it('puts live matches first and keeps each part in its order', () => {
    const list = [
      { id: 1, matchStatus: '종료' },
      { id: 2, matchStatus: '진행중' },
      { id: 3, matchStatus: '예정' },
      { id: 4, matchStatus: ' 진행중 ' },
      { id: 5, matchStatus: null },
    ];
    expect(liveFirst(list).map((m) => m.id)).toEqual([2, 4, 1, 3, 5]);
    expect(liveFirst([])).toEqual([]);
  });
});
