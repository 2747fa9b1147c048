import { expect, it } from 'vitest';
import { competitionsRepository } from '../../server/adapters/db/competitions.repository';
import { teamFollowsRepository } from '../../server/adapters/db/team-follows.repository';
import { memoryCompetitionsRepository } from '../../server/adapters/memory/memory-competitions';
import { memoryTeamFollowStore } from '../../server/adapters/memory/memory-team-follows';
import type { ImportToStore } from '../../server/ports/competitions.port';
import type { CompetitionKey } from '../../src/domain/competition-records';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, run, socialRows } from './helpers/rows';

const league: CompetitionKey = { kind: 'LEAGUE', sourceId: 'l1', ageGroup: 'U12' };

const SEASON: ImportToStore = {
  competitions: [
    { ...league, line: 1, name: '주말리그', place: '서울', startDate: '2026-03-01', endDate: '2026-06-30' },
  ],
  teams: ['한빛초', '새솔초', '다온FC'].map((name) => ({ name, emblemSource: null, emblemUrl: null })),
  matches: [
    {
      line: 1,
      competition: league,
      sourceKey: 'm1',
      day: '2026-03-07',
      time: '10:00',
      status: '예정',
      homeTeam: '한빛초',
      awayTeam: '새솔초',
      homeScore: null,
      awayScore: null,
      homePk: null,
      awayPk: null,
      place: '보조구장',
      round: null,
    },
  ],
};

/** Two members, three teams (ids 1 to 3) and one match (id 1), then the store. */
const setUp = async (host: PortHost) => {
  const rows = socialRows(host);
  const a = await rows.user();
  const b = await rows.user();
  await run(
    host.pick({ drizzle: competitionsRepository, memory: memoryCompetitionsRepository }).save(SEASON),
  );
  const store = host.pick({ drizzle: teamFollowsRepository, memory: memoryTeamFollowStore });
  return { a, b, store };
};

describeOnHosts('TeamFollowStore', (host) => {
  it('keeps follows once each, earliest first, and lists followers and followed teams', async () => {
    const { a, b, store } = await setUp(host);
    await run(store.follow(a, 2, at(1)));
    await run(store.follow(a, 1, at(2)));
    await run(store.follow(a, 2, at(3)));
    await run(store.follow(b, 2, at(4)));
    expect(await run(store.followedBy(a))).toEqual([2, 1]);
    expect(await run(store.followedBy(b))).toEqual([2]);
    expect(await run(store.followedTeams())).toEqual([1, 2]);
    expect(await run(store.followersOf([2, 3]))).toEqual([
      { userId: a, teamId: 2, since: at(1) },
      { userId: b, teamId: 2, since: at(4) },
    ]);
    expect(await run(store.followersOf([]))).toEqual([]);
    await run(store.unfollow(a, 2));
    await run(store.unfollow(a, 2));
    expect(await run(store.followedBy(a))).toEqual([1]);
    expect(await run(store.followersOf([2]))).toEqual([{ userId: b, teamId: 2, since: at(4) }]);
  });

  it('records a notice once per member, match, kind and key, and the schedules last seen', async () => {
    const { a, b, store } = await setUp(host);
    const reminder = { userId: a, matchId: 1, kind: 'REMINDER', key: '2026-03-07 10:00' } as const;
    expect(await run(store.markSent(reminder, at(1)))).toBe(true);
    expect(await run(store.markSent(reminder, at(2)))).toBe(false);
    expect(await run(store.markSent({ ...reminder, key: '2026-03-07 11:00' }, at(3)))).toBe(true);
    expect(await run(store.markSent({ ...reminder, kind: 'RESULT', key: '' }, at(3)))).toBe(true);
    expect(await run(store.markSent({ ...reminder, userId: b }, at(3)))).toBe(true);
    expect(await run(store.schedulesSeen([1]))).toEqual(new Map());
    await run(store.saveScheduleSeen(1, '2026-03-07 10:00|보조구장'));
    await run(store.saveScheduleSeen(1, '2026-03-07 11:00|보조구장'));
    expect(await run(store.schedulesSeen([1, 2]))).toEqual(new Map([[1, '2026-03-07 11:00|보조구장']]));
    expect(await run(store.schedulesSeen([]))).toEqual(new Map());
  });
});
