import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matches, notifications } from '../../server/adapters/db/schema';
import { seedCompetitionDemo } from '../../server/adapters/db/seed/seed-competitions';
import { demoCompetitionsJob, teamNoticesJob } from '../../server/adapters/scheduler/jobs';
import { createLogger } from '../../server/adapters/log/logger';
import { CompetitionList, LeagueDetail, MatchList, type YouthMatch } from '../../src/contract/competitions';
import { FollowedTeams, TeamDetail } from '../../src/contract/teams';
import { isMatchFinished } from '../../src/domain/competition';
import { kickoffOf, matchMinutes } from '../../src/domain/match-status';
import { paths } from '../../src/domain/paths';
import { matchScoreText } from '../../src/domain/competition';
import { builtDist, headOf } from './helpers/page-doc';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

/** 2026-03-04 (a Wednesday) at noon in Seoul. */
const NOON_SEOUL = new Date('2026-03-04T03:00:00Z');
const MINUTE = 60_000;

describe.each(ENGINES)('team pages, follows and calendars (issue 27) on %s', (engine) => {
  let t: TestApp;
  let now = NOON_SEOUL;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    now = NOON_SEOUL;
    await seedCompetitionDemo(t.db, now);
    member = await t.signUp({ nickname: '학부모' });
  });

  const get = async <S extends v.GenericSchema>(path: string, schema: S, token?: string) => {
    const res = await t.request('GET', path, { token });
    expect(res.status, path).toBe(200);
    return v.parse(schema, await res.json());
  };

  /** An ongoing league of the demo and its table. */
  const someLeague = async () => {
    const { data } = await get('/api/youth/competitions?kind=LEAGUE', CompetitionList);
    const league = data.find((c) => c.playSDate <= '2026-03-04' && c.playEDate >= '2026-03-04') ?? data[0];
    if (!league) throw new Error('no demo league');
    return get(`/api/youth/league/${league.id}`, LeagueDetail);
  };

  it('shows a team: emblem, region, age groups, upcoming matches, results and its standing rows', async () => {
    const league = await someLeague();
    const row = league.standings[0];
    if (!row) throw new Error('empty table');
    const team = await get(`/api/youth/team/${row.teamId}`, TeamDetail);
    expect(team.team).toEqual({ id: row.teamId, name: row.team, emblemUrl: row.teamEmblem });
    expect(team.ageGroups).toContain(league.league.uageGroup);
    if (league.league.place) expect(team.regions).toContain(league.league.place);
    const standing = team.standings.find((s) => s.competition.id === league.league.id);
    expect(standing).toEqual({
      competition: league.league,
      group: null,
      row,
      teams: league.standings.length,
    });
    // Every match of the team in the league appears once: still to play, or among the results.
    const inLeague = league.matches.filter((m) => m.homeTeamId === row.teamId || m.awayTeamId === row.teamId);
    const shown = [...team.upcoming, ...team.results];
    for (const m of inLeague) expect(shown.filter((s) => s.id === m.id)).toEqual([m]);
    expect(team.upcoming.every((m) => !isMatchFinished(m))).toBe(true);
    expect(team.results.every((m) => isMatchFinished(m))).toBe(true);
    // Upcoming earliest first, results latest first.
    const dates = (list: readonly YouthMatch[]) => list.map((m) => m.matchDate);
    expect(dates(team.upcoming)).toEqual([...dates(team.upcoming)].sort());
    expect(dates(team.results)).toEqual([...dates(team.results)].sort().reverse());
    expect(team.results.length + team.upcoming.length).toBeGreaterThan(0);

    const missing = await t.request('GET', '/api/youth/team/2147483647');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Team Not Found' });
    expect((await t.request('GET', '/api/youth/team/abc')).status).toBe(404);
  });

  it('lets a member follow and unfollow a team; a visitor may not', async () => {
    const league = await someLeague();
    const [first, second] = league.standings;
    if (!first || !second) throw new Error('table too small');
    const follow = (id: number, token?: string, method = 'PUT') =>
      t.request(method, `/api/youth/team/${id}/follow`, { token });
    expect((await follow(first.teamId)).status).toBe(401);
    expect((await t.request('GET', '/api/youth/teams/followed')).status).toBe(401);
    expect((await follow(2147483647, member.token)).status).toBe(404);
    expect((await follow(second.teamId, member.token)).status).toBe(204);
    now = new Date(now.getTime() + MINUTE);
    expect((await follow(first.teamId, member.token)).status).toBe(204);
    // Idempotent: a second follow keeps the first one's place.
    expect((await follow(second.teamId, member.token)).status).toBe(204);
    const followed = await get('/api/youth/teams/followed', FollowedTeams, member.token);
    expect(followed.data.map((team) => team.id)).toEqual([second.teamId, first.teamId]);
    expect(followed.data[0]).toEqual({ id: second.teamId, name: second.team, emblemUrl: second.teamEmblem });
    const other = await t.signUp();
    expect((await get('/api/youth/teams/followed', FollowedTeams, other.token)).data).toEqual([]);
    expect((await follow(second.teamId, member.token, 'DELETE')).status).toBe(204);
    expect((await follow(second.teamId, member.token, 'DELETE')).status).toBe(204);
    expect(
      (await get('/api/youth/teams/followed', FollowedTeams, member.token)).data.map((x) => x.id),
    ).toEqual([first.teamId]);
  });

  /** The events of an iCalendar text, read by ical.js (an independent parser). */
  const eventsOf = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    // The feed's own VTIMEZONE tells the parser what TZID=Asia/Seoul means.
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    return {
      calendar,
      events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)),
    };
  };

  /** 'YYYY-MM-DD HH:mm' of an event's start in its own zone (Seoul), or the day of an all-day one. */
  const startText = (e: ICAL.Event) => {
    const s = e.startDate;
    const day = `${s.year}-${String(s.month).padStart(2, '0')}-${String(s.day).padStart(2, '0')}`;
    return s.isDate ? day : `${day} ${String(s.hour).padStart(2, '0')}:${String(s.minute).padStart(2, '0')}`;
  };

  it('serves a team calendar whose events are the API’s matches, with ETag and Cache-Control', async () => {
    const league = await someLeague();
    const row = league.standings[1] ?? league.standings[0];
    if (!row) throw new Error('empty table');
    const team = await get(`/api/youth/team/${row.teamId}`, TeamDetail);
    const res = await t.request('GET', `/api/youth/team/${row.teamId}/calendar`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
    const etag = res.headers.get('ETag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const ics = await res.text();
    const { calendar, events } = eventsOf(ics);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${row.team} 경기 일정 · 킥오프`);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Seoul');

    const all = [...team.upcoming, ...team.results];
    expect(events).toHaveLength(all.length);
    const host = new URL(t.deps.config.publicUrl ?? `http://localhost:${t.deps.config.port}`).host;
    const byUid = new Map(events.map((e) => [e.uid, e]));
    for (const m of all) {
      const e = byUid.get(`match-${m.id}@${host}`);
      if (!e) throw new Error(`no event for match ${m.id}`);
      expect(startText(e)).toBe(m.matchDate);
      if (!e.startDate.isDate) {
        expect(e.startDate.zone?.tzid).toBe('Asia/Seoul');
        // The instant is Seoul time: 9 hours ahead of UTC.
        expect(e.startDate.toJSDate().getTime()).toBe(kickoffOf(m.matchDate));
        expect(e.endDate.toJSDate().getTime() - e.startDate.toJSDate().getTime()).toBe(
          matchMinutes(m.uageGroup) * MINUTE,
        );
      }
      expect(e.location ?? null).toBe(m.place);
      expect(e.summary).toBe(
        isMatchFinished(m) && m.homeScore !== null
          ? `${m.homeTeam} ${matchScoreText(m)} ${m.awayTeam} (종료)`
          : `${m.homeTeam} vs ${m.awayTeam}`,
      );
    }
    expect(team.results.length).toBeGreaterThan(0);

    // Same matches, same tag: 304 without a body; a changed match changes the tag.
    const again = await t.request('GET', `/api/youth/team/${row.teamId}/calendar`, {
      headers: { 'If-None-Match': etag as string },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    const upcoming = team.upcoming[0];
    if (upcoming) {
      await t.db.update(matches).set({ place: '바뀐 구장' }).where(eq(matches.id, upcoming.id));
      const changed = await t.request('GET', `/api/youth/team/${row.teamId}/calendar`, {
        headers: { 'If-None-Match': etag as string },
      });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('ETag')).not.toBe(etag);
      const e = eventsOf(await changed.text()).events.find((x) => x.uid === `match-${upcoming.id}@${host}`);
      expect(e?.location).toBe('바뀐 구장');
    }
    expect((await t.request('GET', '/api/youth/team/2147483647/calendar')).status).toBe(404);
  });

  it('serves an age group’s calendar holding every match the API lists for that group', async () => {
    const league = await someLeague();
    const group = league.league.uageGroup;
    const res = await t.request('GET', `/api/youth/calendar/${group}`);
    expect(res.status).toBe(200);
    const { events } = eventsOf(await res.text());
    const listed = await get(`/api/youth/matches?from=2026-03-01&to=2026-04-11&ageGroup=${group}`, MatchList);
    expect(listed.data.length).toBeGreaterThan(0);
    const uids = new Set(events.map((e) => e.uid));
    const host = new URL(t.deps.config.publicUrl ?? `http://localhost:${t.deps.config.port}`).host;
    for (const m of listed.data) expect(uids.has(`match-${m.id}@${host}`), String(m.id)).toBe(true);
    expect((await t.request('GET', '/api/youth/calendar/U99')).status).toBe(400);
  });
});

describe.each(ENGINES)('team notices (issue 27) on %s', (engine) => {
  let t: TestApp;
  let now = NOON_SEOUL;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());

  const signal = new AbortController().signal;
  /** A job as a freshly started process makes it: nothing kept from an earlier one but the database. */
  const runJob = () => teamNoticesJob({ ...t.deps }).run(signal);
  const noticesOf = async (userId: number, type: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), eq(notifications.type, type)));

  it('reminds, reports results and schedule changes once each, at the right time, across restarts', {
    timeout: 180_000,
  }, async () => {
    await t.reset();
    now = NOON_SEOUL;
    await seedCompetitionDemo(t.db, now);
    // The weekend's league matches: a team with two matches still to play, each with a kick-off time.
    const { data } = await v.parse(
      MatchList,
      await (await t.request('GET', '/api/youth/matches?from=2026-03-05&to=2026-04-15')).json(),
    );
    const timed = data.filter((m) => m.leagueId !== null && kickoffOf(m.matchDate) !== null);
    const teamId = timed
      .map((m) => m.homeTeamId)
      .find((id) => timed.filter((m) => m.homeTeamId === id || m.awayTeamId === id).length >= 2);
    if (teamId === undefined) throw new Error('no team with two timed matches');
    const [first, later] = timed.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId) as [
      YouthMatch,
      YouthMatch,
    ];
    const kickoff = kickoffOf(first.matchDate) as number;

    const parent = await t.signUp({ nickname: '팔로워' });
    expect((await t.request('PUT', `/api/youth/team/${teamId}/follow`, { token: parent.token })).status).toBe(
      204,
    );

    // 61 minutes before kick-off: too early. The first run only notes the schedules it sees.
    now = new Date(kickoff - 61 * MINUTE);
    await runJob();
    expect(await noticesOf(parent.id, 'TEAM_MATCH_REMINDER')).toHaveLength(0);
    expect(await noticesOf(parent.id, 'TEAM_MATCH_SCHEDULE')).toHaveLength(0);

    // 59 minutes before: the reminder, once, however many runs and restarts follow.
    now = new Date(kickoff - 59 * MINUTE);
    await runJob();
    await runJob();
    now = new Date(kickoff - 30 * MINUTE);
    await runJob();
    const reminders = await noticesOf(parent.id, 'TEAM_MATCH_REMINDER');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.message).toContain(`경기 1시간 전: ${first.homeTeam} vs ${first.awayTeam}`);
    expect(reminders[0]?.link).toBe(paths.competitionTeam(teamId));

    // The result arrives with the demo feed after the final whistle: one result notice.
    now = new Date(kickoff + (matchMinutes(first.uageGroup) + 5) * MINUTE);
    await demoCompetitionsJob({ db: t.db, logger: createLogger('silent'), clock: () => now }).run(signal);
    expect(await noticesOf(parent.id, 'TEAM_MATCH_RESULT')).toHaveLength(0);
    await runJob();
    await runJob();
    const results = await noticesOf(parent.id, 'TEAM_MATCH_RESULT');
    expect(results).toHaveLength(1);
    const [finished] = await t.db.select().from(matches).where(eq(matches.id, first.id));
    expect(finished?.status).toBe('종료');
    expect(results[0]?.message).toContain(
      `결과: ${first.homeTeam} ${finished?.homeScore}-${finished?.awayScore}`,
    );
    expect(results[0]?.message).toMatch(/ (승|무|패)$/);

    // An import moves the later match: its followers hear of it once.
    await t.db
      .update(matches)
      .set({ matchTime: '07:05', place: '새 경기장' })
      .where(eq(matches.id, later.id));
    await runJob();
    await runJob();
    const moved = await noticesOf(parent.id, 'TEAM_MATCH_SCHEDULE');
    expect(moved).toHaveLength(1);
    expect(moved[0]?.message).toContain(`${later.matchDate.slice(0, 10)} 07:05 · 새 경기장`);

    // A member who follows after the match ended is not sent its result.
    const late = await t.signUp();
    await t.request('PUT', `/api/youth/team/${teamId}/follow`, { token: late.token });
    await runJob();
    expect(await noticesOf(late.id, 'TEAM_MATCH_RESULT')).toHaveLength(0);
    // Still once each for the first follower.
    expect(await noticesOf(parent.id, 'TEAM_MATCH_REMINDER')).toHaveLength(1);
    expect(await noticesOf(parent.id, 'TEAM_MATCH_RESULT')).toHaveLength(1);
  });
});

describe.each(ENGINES)('a team page’s served head (issue 27) on %s', (engine) => {
  const BASE = 'https://kickoff.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      engine,
      clock: () => NOON_SEOUL,
      config: { staticDir: builtDist(), publicUrl: BASE },
    });
    await t.reset();
    await seedCompetitionDemo(t.db, NOON_SEOUL);
  });
  afterAll(() => t.close());

  it('names the team in the title and the preview, with its canonical address; 404 for no team', async () => {
    const { data } = v.parse(
      CompetitionList,
      await (await t.request('GET', '/api/youth/competitions?kind=LEAGUE')).json(),
    );
    const league = v.parse(
      LeagueDetail,
      await (await t.request('GET', `/api/youth/league/${data[0]?.id}`)).json(),
    );
    const row = league.standings[0];
    if (!row) throw new Error('empty table');
    const res = await t.request('GET', paths.competitionTeam(row.teamId));
    expect(res.status).toBe(200);
    const doc = headOf(await res.text());
    expect(doc.title).toBe(`${row.team} | 킥오프`);
    expect(doc.meta('og:title')).toBe(`${row.team} 팀 정보`);
    expect(doc.meta('description')).toContain(league.league.uageGroup);
    expect(doc.canonical).toBe(`${BASE}${paths.competitionTeam(row.teamId)}`);
    expect(doc.meta('og:image')).toMatch(/^https:\/\/kickoff\.example\//);
    expect(doc.shellText).toContain(row.team);
    const missing = await t.request('GET', paths.competitionTeam(2_147_483_647));
    expect(missing.status).toBe(404);
    expect(headOf(await missing.text()).meta('robots')).toContain('noindex');
  });
});
