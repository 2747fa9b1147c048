import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { createMemoryDb } from './memory-db';
import { liveDemoCompetitionsRepository, seedMemoryCompetitions } from './memory-competitions';

describe('the demo host’s competitions', () => {
  it('let the demo feed catch up with the clock before a read, as the server’s job does', async () => {
    // Sunday 2026-11-29 in Seoul: the U22 cup's last group matchday, at 10:30 and 13:00.
    let now = new Date('2026-11-29T08:37:00+09:00');
    const db = createMemoryDb();
    await Effect.runPromise(seedMemoryCompetitions(db, now));
    const repo = liveDemoCompetitionsRepository(db, () => now, now);
    const today = async () =>
      (
        await Effect.runPromise(
          repo.matches({ from: '2026-11-29', to: '2026-11-29', kind: 'CUP', ageGroup: 'U22' }),
        )
      ).map((m) => [m.time, m.status, m.homeScore === null ? '-' : 'score']);
    expect(await today()).toEqual([
      ['10:30', '예정', '-'],
      ['10:30', '예정', '-'],
      ['13:00', '예정', '-'],
      ['13:00', '예정', '-'],
    ]);
    now = new Date('2026-11-29T11:00:00+09:00');
    expect(await today()).toEqual([
      ['10:30', '진행중', '-'],
      ['10:30', '진행중', '-'],
      ['13:00', '예정', '-'],
      ['13:00', '예정', '-'],
    ]);
    now = new Date('2026-11-29T23:00:00+09:00');
    expect(await today()).toEqual([
      ['10:30', '종료', 'score'],
      ['10:30', '종료', 'score'],
      ['13:00', '종료', 'score'],
      ['13:00', '종료', 'score'],
    ]);
    // The groups are over: the semi-finals are listed the next day, their teams now known.
    const next = await Effect.runPromise(
      repo.matches({ from: '2026-11-30', to: '2026-11-30', ageGroup: 'U22' }),
    );
    expect(next.filter((m) => m.round === '준결승')).toHaveLength(2);
  });
});
