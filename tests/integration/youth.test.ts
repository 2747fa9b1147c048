import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCompetitionFeed } from '../../content/demo/competitions';
import { seedCompetitionDemo } from '../../server/adapters/db/seed/seed-competitions';
import { YOUTH_SCOPE } from '../../server/adapters/http/cache/cached-operations';
import { demoCompetitionsJob } from '../../server/adapters/scheduler/jobs';
import {
  CompetitionList,
  CupDetail,
  LeagueDetail,
  MatchList,
  NewsSlice,
  YouthCupResponse,
  YouthLeagueResponse,
} from '../../src/contract/competitions';
import { AGE_GROUPS } from '../../src/domain/catalog';
import { isOngoing } from '../../src/domain/competition-dates';
import { matchStatusAt } from '../../src/domain/match-status';
import { json } from './helpers/articles.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';
import { importFile, uploadAs } from './helpers/youth.fixtures';

/** 2026-03-04 in Seoul all day: 2026-03-03T15:00Z to 2026-03-04T14:59:59Z. */
const NOON_SEOUL = new Date('2026-03-04T03:00:00Z');
const TODAY = '2026-03-04';
const SUNDAY_NOON = new Date('2026-03-08T03:00:00Z');

describe.each(ENGINES)('youth competitions API on %s', (engine) => {
  let t: TestApp;
  let now = NOON_SEOUL;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    now = NOON_SEOUL;
  });

  const get = async <S extends v.GenericSchema>(path: string, schema: S) => {
    const res = await t.request('GET', path);
    expect(res.status, path).toBe(200);
    return v.parse(schema, await res.json());
  };

  it('answers ongoing cups and today’s cup matches for every age group, in the spec’s shape', async () => {
    await seedCompetitionDemo(t.db, now);
    const feed = demoCompetitionFeed(now);
    const cups = await get('/api/youth/cup', YouthCupResponse);
    expect(Object.keys(cups)).toEqual([...AGE_GROUPS]);
    // The demo's cups are staggered: some age groups have one running today, not all.
    const running = feed.cups.filter((c) => isOngoing(c, TODAY));
    expect(running.length).toBeGreaterThan(0);
    expect(running.length).toBeLessThan(AGE_GROUPS.length);
    const sorted = (rows: readonly { matchDate: string; homeTeam: string }[]) =>
      rows.map((m) => `${m.matchDate} ${m.homeTeam}`).sort();
    for (const group of AGE_GROUPS) {
      expect(cups[group].cupInfo.map((c) => c.cupId)).toEqual(
        running.filter((c) => c.uageGroup === group).map((c) => c.cupId),
      );
      const todays = feed.matches.filter(
        (m) => m.cupId && m.uageGroup === group && m.matchDate.startsWith(TODAY),
      );
      expect(sorted(cups[group].cupMatches)).toEqual(sorted(todays));
      expect(cups[group].cupMatches.every((m) => m.cupId !== null && m.leagueId === null)).toBe(true);
    }
    const matches = AGE_GROUPS.flatMap((g) => cups[g].cupMatches);
    expect(matches.length).toBeGreaterThan(0);
    // At noon the morning's matches are over with their scores; none started later has one.
    for (const m of matches) {
      expect(m.matchStatus).toBe(matchStatusAt(m, now));
      expect(m.homeScore === null).toBe(m.matchStatus !== '종료');
    }
    expect(matches.some((m) => m.matchStatus === '종료')).toBe(true);
    expect(matches[0]?.homeTeamEmblem).toMatch(/^data:image\/svg\+xml,/);
  });

  it('answers ongoing leagues and today’s league matches, played at weekends', async () => {
    await seedCompetitionDemo(t.db, now);
    const weekday = await get('/api/youth/league', YouthLeagueResponse);
    for (const group of AGE_GROUPS) {
      expect(weekday[group].leagueInfo).toHaveLength(1);
      // A Wednesday: no league plays.
      expect(weekday[group].leagueMatches).toEqual([]);
    }
    expect(weekday.U12.leagueInfo[0]?.leagueName).toContain('경기 남부권');
    await t.reset();
    now = SUNDAY_NOON;
    await seedCompetitionDemo(t.db, now);
    const sunday = await get('/api/youth/league', YouthLeagueResponse);
    const matches = AGE_GROUPS.flatMap((g) => sunday[g].leagueMatches);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => m.matchDate.startsWith('2026-03-08') && m.cupId === null)).toBe(true);
  });

  it('takes "today" in Asia/Seoul: the day turns at 15:00 UTC', async () => {
    // Two files: the cup first, then matches that refer to the stored cup.
    await importFile(
      t,
      'cupId,cupName,place,playSDate,playEDate,uageGroup\nEDGE,경계 대회,서울,2026-03-01,2026-03-01,U15\n',
      'cups.csv',
    );
    await importFile(
      t,
      [
        'matchDate,matchStatus,homeTeam,awayTeam,cupId,uageGroup',
        '2026-03-01 23:30,예정,가람FC,나래FC,EDGE,U15',
        '2026-03-02 00:30,예정,다솜FC,라온FC,EDGE,U15',
      ].join('\n'),
      'matches.csv',
    );
    now = new Date('2026-03-01T14:59:59Z'); // 23:59:59 on 1 March in Seoul
    const before = await get('/api/youth/cup', YouthCupResponse);
    expect(before.U15.cupInfo.map((c) => c.cupId)).toEqual(['EDGE']);
    expect(before.U15.cupMatches.map((m) => m.homeTeam)).toEqual(['가람FC']);
    now = new Date('2026-03-01T15:00:00Z'); // 00:00 on 2 March in Seoul, still 1 March in UTC
    const after = await get('/api/youth/cup', YouthCupResponse);
    expect(after.U15.cupInfo).toEqual([]);
    expect(after.U15.cupMatches.map((m) => m.homeTeam)).toEqual(['다솜FC']);
  });

  it('lists matches by days, age group, competition and team; refuses a bad range', async () => {
    await seedCompetitionDemo(t.db, now);
    const group = demoCompetitionFeed(now).cups.find((c) => isOngoing(c, TODAY))?.uageGroup ?? 'U11';
    const week = await get(`/api/youth/matches?from=2026-03-02&to=2026-03-08&ageGroup=${group}`, MatchList);
    expect(week.data.length).toBeGreaterThan(10);
    expect(week.data.every((m) => m.uageGroup === group)).toBe(true);
    const days = week.data.map((m) => m.matchDate);
    expect([...days].sort()).toEqual(days);
    const cupId = week.data.find((m) => m.cupId)?.competitionId as number;
    const ofCup = await get(
      `/api/youth/matches?from=2026-03-02&to=2026-03-08&competitionId=${cupId}`,
      MatchList,
    );
    expect(ofCup.data.length).toBeGreaterThan(0);
    expect(ofCup.data.every((m) => m.competitionId === cupId)).toBe(true);
    const teamId = week.data[0]?.homeTeamId as number;
    const ofTeam = await get(`/api/youth/matches?from=2026-01-01&to=2026-02-11&teamId=${teamId}`, MatchList);
    expect(ofTeam.data.every((m) => m.homeTeamId === teamId || m.awayTeamId === teamId)).toBe(true);
    for (const bad of [
      'from=2026-03-08&to=2026-03-02',
      'from=2026-01-01&to=2026-03-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01',
      'from=2026-03-01&to=2026-03-02&ageGroup=U13',
    ]) {
      const res = await t.request('GET', `/api/youth/matches?${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json()) as { errors: unknown[] }).toMatchObject({ errors: [expect.any(Object)] });
    }
  });

  it('serves a league’s table from finished matches and its fixtures; 404 for others', async () => {
    await seedCompetitionDemo(t.db, now);
    const leagues = await get('/api/youth/competitions?kind=LEAGUE&ageGroup=U12', CompetitionList);
    expect(leagues.data.map((c) => [c.kind, c.uageGroup])).toEqual([['LEAGUE', 'U12']]);
    const id = leagues.data[0]?.id as number;
    const detail = await get(`/api/youth/league/${id}`, LeagueDetail);
    expect(detail.standings).toHaveLength(6);
    expect(detail.matches).toHaveLength(30);
    const finished = detail.matches.filter((m) => m.matchStatus === '종료');
    expect(detail.standings.reduce((n, r) => n + r.played, 0)).toBe(2 * finished.length);
    expect(detail.standings.reduce((n, r) => n + r.goalsFor, 0)).toBe(
      finished.reduce((n, m) => n + (m.homeScore ?? 0) + (m.awayScore ?? 0), 0),
    );
    const points = detail.standings.map((r) => r.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(detail.standings[0]).toMatchObject({ rank: 1, teamId: expect.any(Number) });
    const cups = await get('/api/youth/competitions?kind=CUP', CompetitionList);
    expect((await t.request('GET', `/api/youth/league/${cups.data[0]?.id}`)).status).toBe(404);
    expect((await t.request('GET', '/api/youth/league/999999')).status).toBe(404);
    expect((await t.request('GET', '/api/youth/league/abc')).status).toBe(404);
  });

  it('serves a cup’s groups with tables and its knockout rounds, penalties included', async () => {
    await seedCompetitionDemo(t.db, now);
    const cups = await get('/api/youth/competitions?kind=CUP&ageGroup=U18', CompetitionList);
    const finished = cups.data.find((c) => c.playEDate < TODAY);
    expect(finished).toBeDefined();
    const detail = await get(`/api/youth/cup/${finished?.id}`, CupDetail);
    expect(detail.groups.map((g) => [g.name, g.standings.length, g.matches.length])).toEqual([
      ['A', 4, 6],
      ['B', 4, 6],
    ]);
    expect(detail.knockout.map((r) => [r.round, r.matches.length])).toEqual([
      ['준결승', 2],
      ['3·4위전', 1],
      ['결승', 1],
    ]);
    // The group winners meet the other group's runners-up; a level knock-out match goes to penalties.
    const [a, b] = detail.groups.map((g) => g.standings.map((r) => r.team));
    expect(detail.knockout[0]?.matches.map((m) => [m.homeTeam, m.awayTeam])).toEqual([
      [a?.[0], b?.[1]],
      [b?.[0], a?.[1]],
    ]);
    for (const m of detail.knockout.flatMap((r) => r.matches))
      expect(m.homePk !== null && m.homePk !== m.awayPk).toBe(m.homeScore === m.awayScore);
    const all = await get('/api/youth/competitions?kind=CUP', CompetitionList);
    const ongoing = all.data.find((c) => c.playSDate <= TODAY && TODAY <= c.playEDate);
    const current = await get(`/api/youth/cup/${ongoing?.id}`, CupDetail);
    const groupsOver = current.groups.every((g) => g.matches.every((m) => m.matchStatus === '종료'));
    expect(current.knockout.length > 0).toBe(groupsOver);
    const played = current.groups.flatMap((g) => g.matches).filter((m) => m.matchStatus === '종료').length;
    expect(current.groups.flatMap((g) => g.standings).reduce((n, r) => n + r.played, 0)).toBe(2 * played);
  });

  it('moves the demo’s matches from 예정 to 진행중 to 종료 as their results arrive (the demo job)', async () => {
    // Sunday 2026-11-29 in Seoul: the U22 cup's last group matchday at 10:30 and 13:00.
    now = new Date('2026-11-29T08:37:00+09:00');
    await seedCompetitionDemo(t.db, now);
    const job = demoCompetitionsJob({ db: t.db, logger: t.deps.logger, clock: () => now });
    const cupMatches = async () => {
      t.deps.bus?.announce([YOUTH_SCOPE]);
      return (await get('/api/youth/cup', YouthCupResponse)).U22.cupMatches;
    };
    const morning = await cupMatches();
    expect(morning.length).toBeGreaterThan(0);
    expect(morning.every((m) => m.matchStatus === '예정' && m.homeScore === null)).toBe(true);
    const standings = async () => {
      t.deps.bus?.announce([YOUTH_SCOPE]);
      const cup = (await get('/api/youth/cup', YouthCupResponse)).U22.cupInfo[0];
      const detail = await get(`/api/youth/cup/${cup?.id}`, CupDetail);
      return detail.groups.flatMap((g) => g.standings).reduce((n, r) => n + r.played, 0);
    };
    const before = await standings();
    await job.run(new AbortController().signal);
    now = new Date('2026-11-29T11:00:00+09:00');
    await job.run(new AbortController().signal);
    const live = await cupMatches();
    // Live matches come first on a match day.
    expect(live.map((m) => m.matchStatus)).toEqual(['진행중', '진행중', '예정', '예정']);
    expect(live.every((m) => m.homeScore === null)).toBe(true);
    expect(await standings()).toBe(before);
    now = new Date('2026-11-29T12:30:00+09:00');
    await job.run(new AbortController().signal);
    const later = await cupMatches();
    expect(later.filter((m) => m.matchStatus === '종료').every((m) => m.homeScore !== null)).toBe(true);
    expect(later.filter((m) => m.matchStatus === '종료')).toHaveLength(2);
    // Two matches more in the tables: four more played entries.
    expect(await standings()).toBe(before + 4);
  });

  it('leaves a database without the demo season alone (the demo job imports nothing into it)', async () => {
    await importFile(
      t,
      'cupId,cupName,place,playSDate,playEDate,uageGroup\nREAL,실제 대회,서울,2026-03-01,2026-03-05,U15\n',
      'cups.csv',
    );
    await demoCompetitionsJob({ db: t.db, logger: t.deps.logger, clock: () => now }).run(
      new AbortController().signal,
    );
    const all = await get('/api/youth/competitions', CompetitionList);
    expect(all.data.map((c) => c.sourceId)).toEqual(['REAL']);
  });

  it('pages the news from 0 and continues by cursor to the end', async () => {
    const { news } = await seedCompetitionDemo(t.db, now);
    const first = await get('/api/youth/news?page=0', NewsSlice);
    expect(first.data).toHaveLength(10);
    expect(first.sliceInfo.hasNext).toBe(true);
    const times = first.data.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await get('/api/youth/news?page=1', NewsSlice);
    const byCursor = await get(`/api/youth/news?cursor=${first.sliceInfo.nextCursor}`, NewsSlice);
    expect(byCursor.data).toEqual(second.data);
    const seen = new Set<number>();
    let cursor: string | null | undefined = null;
    for (let i = 0; i < 10; i++) {
      const slice: v.InferOutput<typeof NewsSlice> = await get(
        `/api/youth/news?size=7${cursor ? `&cursor=${cursor}` : ''}`,
        NewsSlice,
      );
      for (const n of slice.data) seen.add(n.id);
      if (!slice.sliceInfo.hasNext) break;
      cursor = slice.sliceInfo.nextCursor;
    }
    expect(seen.size).toBe(news);
    const last = await get(`/api/youth/news?page=${Math.floor(news / 10)}`, NewsSlice);
    expect(last.sliceInfo).toEqual({ hasNext: false, nextCursor: null });
    expect((await t.request('GET', '/api/youth/news?page=-1')).status).toBe(400);
    expect((await t.request('GET', '/api/youth/news?cursor=x')).status).toBe(400);
  });

  it('lets only an ADMIN upload a competition file', async () => {
    const user = await t.signUp();
    const admin = await t.signUp({ role: 'ADMIN' });
    const csv = 'cupId,cupName,playSDate,playEDate,uageGroup\nC1,한빛배,2026-03-01,2026-03-02,U12\n';
    expect((await uploadAs(t, undefined, csv, 'c.csv')).status).toBe(401);
    expect((await uploadAs(t, user.token, csv, 'c.csv')).status).toBe(403);
    const res = await uploadAs(t, admin.token, csv, 'c.csv');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      competitions: { created: 1, updated: 0, unchanged: 0 },
      teams: { created: 0, updated: 0, unchanged: 0 },
      matches: { created: 0, updated: 0, unchanged: 0 },
    });
    const empty = await t.request('POST', '/api/youth/import', {
      token: admin.token,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(empty.status).toBe(400);
  });
});
