import { Effect } from 'effect';
import { expect, it } from 'vitest';
import { competitionsRepository } from '../../server/adapters/db/competitions.repository';
import { newsRepository } from '../../server/adapters/db/news.repository';
import { seedCompetitionDemo } from '../../server/adapters/db/seed/seed-competitions';
import {
  memoryCompetitionsRepository,
  seedMemoryCompetitions,
} from '../../server/adapters/memory/memory-competitions';
import { createMemoryDb } from '../../server/adapters/memory/memory-db';
import { memoryNewsRepository } from '../../server/adapters/memory/memory-news';
import type { CompetitionsRepository, ImportToStore, TeamRecord } from '../../server/ports/competitions.port';
import type { NewsRepository } from '../../server/ports/news.port';
import type { CompetitionEntry, CompetitionKey, MatchEntry } from '../../src/domain/competition-records';
import { seoulDateKey } from '../../src/domain/relative-time';
import { describeOnHosts } from './helpers/port-hosts';

const run = Effect.runPromise;

const cup: CompetitionKey = { kind: 'CUP', sourceId: 'c1', ageGroup: 'U12' };
const league: CompetitionKey = { kind: 'LEAGUE', sourceId: 'l1', ageGroup: 'U11' };

const competition = (
  key: CompetitionKey,
  name: string,
  startDate: string,
  endDate: string,
): CompetitionEntry => ({
  ...key,
  line: 1,
  name,
  place: null,
  startDate,
  endDate,
});

const match = (
  sourceKey: string,
  key: CompetitionKey,
  day: string,
  time: string | null,
  home: string,
  away: string,
): MatchEntry => ({
  line: 1,
  competition: key,
  sourceKey,
  day,
  time,
  status: 'SCHEDULED',
  homeTeam: home,
  awayTeam: away,
  homeScore: null,
  awayScore: null,
  homePk: null,
  awayPk: null,
  place: '보조구장',
  round: null,
});

const FIRST: ImportToStore = {
  competitions: [
    competition(cup, '봄 컵', '2026-03-01', '2026-03-10'),
    competition(league, '주말리그', '2026-02-01', '2026-06-30'),
  ],
  teams: [
    { name: '한빛초', emblemSource: 'data:image/png;base64,AA==', emblemUrl: 'data:image/png;base64,AA==' },
    { name: '새솔초', emblemSource: null, emblemUrl: null },
    { name: '다온FC', emblemSource: null, emblemUrl: null },
  ],
  matches: [
    match('m1', cup, '2026-03-02', '10:00', '한빛초', '새솔초'),
    match('m2', cup, '2026-03-02', null, '새솔초', '다온FC'),
    match('m3', league, '2026-03-01', '09:00', '다온FC', '한빛초'),
    match('m4', cup, '2026-03-02', '09:30', '다온FC', '새솔초'),
  ],
};

const byId = (teams: readonly TeamRecord[]) =>
  [...teams]
    .map(({ id, name, emblemSource, emblemUrl }) => ({ id, name, emblemSource, emblemUrl }))
    .sort((a, b) => a.id - b.id);

describeOnHosts('competitions repository', (host) => {
  const repo = () => host.pick({ drizzle: competitionsRepository, memory: memoryCompetitionsRepository });

  it('stores an import and reads competitions, matches and teams in their orders', async () => {
    expect(await run(repo().save(FIRST))).toEqual({
      competitions: { created: 2, updated: 0, unchanged: 0 },
      teams: { created: 3, updated: 0, unchanged: 0 },
      matches: { created: 4, updated: 0, unchanged: 0 },
    });
    const spring = {
      id: 1,
      ...cup,
      name: '봄 컵',
      place: null,
      startDate: '2026-03-01',
      endDate: '2026-03-10',
    };
    expect(await run(repo().byId(1))).toEqual(spring);
    expect(await run(repo().byId(9))).toBeNull();
    expect(await run(repo().ongoing('CUP', '2026-03-10'))).toEqual([spring]);
    expect(await run(repo().ongoing('CUP', '2026-03-11'))).toEqual([]);
    expect((await run(repo().list({}, 10))).map((c) => c.id)).toEqual([1, 2]);
    expect((await run(repo().list({ kind: 'LEAGUE' }, 10))).map((c) => c.id)).toEqual([2]);
    expect(await run(repo().list({ ageGroup: 'U20' }, 10))).toEqual([]);
    expect((await run(repo().list({}, 1))).map((c) => c.id)).toEqual([1]);
    // By day, unknown time first, then time, then id.
    expect((await run(repo().competitionMatches(1))).map((m) => m.id)).toEqual([2, 4, 1]);
    const all = await run(repo().matches({ from: '2026-03-01', to: '2026-03-02' }));
    expect(all.map((m) => m.id)).toEqual([3, 2, 4, 1]);
    expect(all[3]).toEqual({
      id: 1,
      competitionId: 1,
      kind: 'CUP',
      competitionSourceId: 'c1',
      competitionName: '봄 컵',
      ageGroup: 'U12',
      day: '2026-03-02',
      time: '10:00',
      status: 'SCHEDULED',
      homeTeamId: 1,
      homeTeam: '한빛초',
      homeEmblem: 'data:image/png;base64,AA==',
      awayTeamId: 2,
      awayTeam: '새솔초',
      awayEmblem: null,
      homeScore: null,
      awayScore: null,
      homePk: null,
      awayPk: null,
      place: '보조구장',
      round: null,
    });
    const ids = (filter: Parameters<ReturnType<typeof repo>['matches']>[0]) =>
      run(repo().matches(filter)).then((rows) => rows.map((m) => m.id));
    expect(await ids({ from: '2026-03-02', to: '2026-03-02' })).toEqual([2, 4, 1]);
    expect(await ids({ from: '2026-03-01', to: '2026-03-02', kind: 'LEAGUE' })).toEqual([3]);
    expect(await ids({ from: '2026-03-01', to: '2026-03-02', ageGroup: 'U12' })).toEqual([2, 4, 1]);
    expect(await ids({ from: '2026-03-01', to: '2026-03-02', competitionId: 2 })).toEqual([3]);
    expect(await ids({ from: '2026-03-01', to: '2026-03-02', teamId: 1 })).toEqual([3, 1]);
    expect(byId(await run(repo().teamsByIds([3, 1, 3, 8])))).toEqual([
      {
        id: 1,
        name: '한빛초',
        emblemSource: 'data:image/png;base64,AA==',
        emblemUrl: 'data:image/png;base64,AA==',
      },
      { id: 3, name: '다온FC', emblemSource: null, emblemUrl: null },
    ]);
    expect(await run(repo().teamsByIds([]))).toEqual([]);
    expect(byId(await run(repo().teamsByName(['새솔초', '없는팀'])))).toEqual([
      { id: 2, name: '새솔초', emblemSource: null, emblemUrl: null },
    ]);
    expect(await run(repo().storedCompetitionKeys(['CUP:U12:c1', 'CUP:U11:c1', 'LEAGUE:U11:l1']))).toEqual(
      new Set(['CUP:U12:c1', 'LEAGUE:U11:l1']),
    );
    expect(await run(repo().storedCompetitionKeys([]))).toEqual(new Set());
  });

  it('changes only rows whose values differ, keeps an emblem the import does not give, and draws ids as it goes', async () => {
    await run(repo().save(FIRST));
    expect(await run(repo().save(FIRST))).toEqual({
      competitions: { created: 0, updated: 0, unchanged: 2 },
      teams: { created: 0, updated: 0, unchanged: 3 },
      matches: { created: 0, updated: 0, unchanged: 4 },
    });
    const later = { kind: 'CUP' as const, sourceId: 'c2', ageGroup: 'U15' as const };
    const second: ImportToStore = {
      competitions: [
        competition(cup, '봄 컵 (연기)', '2026-03-01', '2026-03-12'),
        competition(later, '여름 컵', '2026-07-01', '2026-07-05'),
      ],
      teams: [
        { name: '한빛초', emblemSource: null, emblemUrl: null },
        { name: '새솔초', emblemSource: 'https://x/e.png', emblemUrl: '/api/images/e.webp' },
        { name: '해누리초', emblemSource: null, emblemUrl: null },
      ],
      matches: [
        {
          ...match('m1', cup, '2026-03-02', '10:00', '한빛초', '새솔초'),
          status: 'FINISHED',
          homeScore: 2,
          awayScore: 2,
          homePk: 4,
          awayPk: 3,
        },
        match('m5', later, '2026-07-01', '11:00', '해누리초', '한빛초'),
        match('m3', league, '2026-03-01', '09:00', '다온FC', '한빛초'),
      ],
    };
    expect(await run(repo().save(second))).toEqual({
      competitions: { created: 1, updated: 1, unchanged: 0 },
      teams: { created: 1, updated: 1, unchanged: 1 },
      matches: { created: 1, updated: 1, unchanged: 1 },
    });
    // Ids drawn by the first save's rows and the second save's upserts: 2 + 2 + 2 competitions.
    expect(await run(repo().list({ ageGroup: 'U15' }, 5))).toMatchObject([{ id: 6, name: '여름 컵' }]);
    expect(await run(repo().byId(1))).toMatchObject({ name: '봄 컵 (연기)', endDate: '2026-03-12' });
    expect(byId(await run(repo().teamsByName(['한빛초', '새솔초', '해누리초'])))).toEqual([
      {
        id: 1,
        name: '한빛초',
        emblemSource: 'data:image/png;base64,AA==',
        emblemUrl: 'data:image/png;base64,AA==',
      },
      { id: 2, name: '새솔초', emblemSource: 'https://x/e.png', emblemUrl: '/api/images/e.webp' },
      { id: 9, name: '해누리초', emblemSource: null, emblemUrl: null },
    ]);
    const [m5] = await run(repo().matches({ from: '2026-07-01', to: '2026-07-01' }));
    expect(m5).toMatchObject({
      id: 10,
      competitionId: 6,
      homeTeamId: 9,
      homeEmblem: null,
      awayTeam: '한빛초',
    });
    expect((await run(repo().competitionMatches(1))).find((m) => m.id === 1)).toMatchObject({
      status: 'FINISHED',
      homeScore: 2,
      homePk: 4,
      awayEmblem: '/api/images/e.webp',
    });
  });

  it('stores nothing of an import that fails part way', async () => {
    const broken: ImportToStore = {
      ...FIRST,
      matches: [...FIRST.matches, match('m9', cup, '2026-03-03', null, '한빛초', '모르는팀')],
    };
    await expect(run(repo().save(broken))).rejects.toThrow(/unresolved reference/);
    expect(await run(repo().list({}, 10))).toEqual([]);
    expect(await run(repo().teamsByName(['한빛초']))).toEqual([]);
    expect(await run(repo().matches({ from: '2026-01-01', to: '2026-12-31' }))).toEqual([]);
  });
});

/** Everything the competitions and news ports answer about a seeded database. */
const portReading = async (repo: CompetitionsRepository, news: NewsRepository, now: Date) => {
  const today = seoulDateKey(now);
  const competitions = await run(repo.list({}, 10_000));
  const matches = await run(repo.matches({ from: '2000-01-01', to: '2100-12-31' }));
  const teamIds = [...new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
  return {
    ongoingCups: await run(repo.ongoing('CUP', today)),
    ongoingLeagues: await run(repo.ongoing('LEAGUE', today)),
    competitions,
    perCompetition: await Promise.all(competitions.map((c) => run(repo.competitionMatches(c.id)))),
    today: await run(repo.matches({ from: today, to: today })),
    matches,
    teams: byId(await run(repo.teamsByIds(teamIds))),
    news: await run(news.slice(null, 0, 10_000)),
  };
};

describeOnHosts('competition demo seed', (host) => {
  const NOW = new Date('2026-05-16T03:00:00Z');

  it('loads the same cups, leagues, matches, teams and news as the server’s first start', async () => {
    const seeded = await host.pick({
      drizzle: (db) => seedCompetitionDemo(db, NOW),
      memory: (mdb) => run(seedMemoryCompetitions(mdb, NOW)),
    });
    const reading = await portReading(
      host.pick({ drizzle: competitionsRepository, memory: memoryCompetitionsRepository }),
      host.pick({ drizzle: newsRepository, memory: memoryNewsRepository }),
      NOW,
    );
    expect(reading.ongoingCups.length).toBeGreaterThan(0);
    expect(reading.ongoingLeagues.length).toBeGreaterThan(0);
    expect(reading.today.length).toBeGreaterThan(0);
    expect(reading.news.length).toBe(seeded.news);
    expect(reading.matches.length).toBe(seeded.matches);
    // The memory seed, read through the memory ports, tells the same story down to the ids.
    const memory = createMemoryDb();
    expect(await run(seedMemoryCompetitions(memory, NOW))).toEqual(seeded);
    expect(
      await portReading(memoryCompetitionsRepository(memory), memoryNewsRepository(memory), NOW),
    ).toEqual(reading);
  });
});
