import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '../../../src/domain/catalog';
import { isOngoing } from '../../../src/domain/competition-dates';
import { readCompetitionRecords } from '../../../src/domain/competition-records';
import { seoulDateKey } from '../../../src/domain/relative-time';
import { dedupeNews, newsLinkKey } from '../../../src/domain/news';
import { DEMO_NEWS, demoCompetitionFeed } from './index';

/** Noon in Seoul on three days: a Wednesday, a Thursday (New Year's Eve) and a Sunday. */
const NOONS = ['2026-03-04T03:00:00Z', '2026-12-31T03:00:00Z', '2027-02-28T03:00:00Z'].map(
  (t) => new Date(t),
);

describe.each(NOONS)('demo competition feed at %s', (now) => {
  const today = seoulDateKey(now);
  const feed = demoCompetitionFeed(now);
  const records = [
    ...feed.cups.map((fields, i) => ({ line: i + 1, kind: 'cup' as const, fields })),
    ...feed.leagues.map((fields, i) => ({ line: 100 + i, kind: 'league' as const, fields })),
    ...feed.matches.map((fields, i) => ({ line: 1000 + i, kind: 'match' as const, fields })),
  ];

  it('passes the importer’s checks row by row', () => {
    const { import: data, rejected } = readCompetitionRecords(records);
    expect(rejected).toEqual([]);
    expect(data.matches).toHaveLength(feed.matches.length);
    const keys = new Set(data.competitions.map((c) => `${c.kind}:${c.ageGroup}:${c.sourceId}`));
    for (const m of data.matches)
      expect(keys.has(`${m.competition.kind}:${m.competition.ageGroup}:${m.competition.sourceId}`)).toBe(
        true,
      );
  });

  it('has an ongoing league in every age group and cups of some groups, not all', () => {
    for (const group of AGE_GROUPS)
      expect(feed.leagues.some((l) => l.uageGroup === group && isOngoing(l, today))).toBe(true);
    const running = new Set(feed.cups.filter((c) => isOngoing(c, today)).map((c) => c.uageGroup));
    expect(running.size).toBeGreaterThan(0);
    expect(running.size).toBeLessThan(AGE_GROUPS.length);
  });

  it('spreads matches around today: played with scores, some on penalties, upcoming ones without', () => {
    const day = (m: { matchDate: string }) => m.matchDate.slice(0, 10);
    const finished = feed.matches.filter((m) => m.matchStatus === '종료');
    expect(finished.every((m) => m.homeScore !== null && m.awayScore !== null && day(m) <= today)).toBe(true);
    expect(finished.filter((m) => m.homePk !== null).length).toBeGreaterThanOrEqual(1);
    expect(feed.matches.some((m) => day(m) > today && m.matchStatus === '예정')).toBe(true);
    expect(feed.matches.filter((m) => m.matchStatus === '예정').every((m) => m.homeScore === null)).toBe(
      true,
    );
  });

  it('is the same data every time for the same instant', () => {
    expect(demoCompetitionFeed(now)).toEqual(feed);
  });
});

describe('the newcomer’s walk (issue 26)', () => {
  // Sunday 2026-11-29: league rounds and a cup's last group matchday are played that day.
  const at = (seoulTime: string) => new Date(`2026-11-29T${seoulTime}:00+09:00`);
  const todays = (now: Date) =>
    demoCompetitionFeed(now).matches.filter((m) => m.matchDate.startsWith('2026-11-29'));

  it('shows no result of the day at 08:37: every match still 예정, no score', () => {
    const morning = todays(at('08:37'));
    expect(morning.length).toBeGreaterThan(0);
    expect(morning.every((m) => m.matchStatus === '예정' && m.homeScore === null)).toBe(true);
  });

  it('shows a match 진행중 without a score during it and 종료 with its score after', () => {
    const first = todays(at('08:37')).sort((a, b) => (a.matchDate < b.matchDate ? -1 : 1))[0];
    const kickoff = new Date(`${first?.matchDate.replace(' ', 'T')}:00+09:00`);
    const during = todays(new Date(kickoff.getTime() + 30 * 60_000)).find(
      (m) => m.matchId === first?.matchId,
    );
    expect(during).toMatchObject({ matchStatus: '진행중', homeScore: null, awayScore: null });
    const after = todays(at('23:59')).find((m) => m.matchId === first?.matchId);
    expect(after).toMatchObject({ matchStatus: '종료', homeScore: expect.any(Number) });
  });

  it('puts no team of another region into 경기 남부권 or 서울 동부권, and no cup indoors', () => {
    const feed = demoCompetitionFeed(at('12:00'));
    for (const region of ['경기 남부권', '서울 동부권']) {
      const ids = new Set(feed.leagues.filter((l) => l.leagueName.includes(region)).map((l) => l.leagueId));
      const teams = feed.matches
        .filter((m) => m.leagueId && ids.has(m.leagueId))
        .flatMap((m) => [m.homeTeam, m.awayTeam]);
      expect(teams.length).toBeGreaterThan(0);
      expect(teams.filter((t) => /^(부산|울산|대구|대전|광주)/.test(t))).toEqual([]);
    }
    expect(feed.cups.filter((c) => /체육관/.test(c.place))).toEqual([]);
    expect(new Set(feed.cups.map((c) => c.playSDate)).size).toBe(feed.cups.length);
  });
});

describe('demo news', () => {
  it('has more than three pages of distinct stories, newest first', () => {
    expect(DEMO_NEWS.length).toBeGreaterThan(30);
    expect(dedupeNews(DEMO_NEWS)).toHaveLength(DEMO_NEWS.length);
    expect(
      DEMO_NEWS.every(
        (n) => newsLinkKey(n.contentUrl) !== null && n.imageUrl.startsWith('data:image/svg+xml,'),
      ),
    ).toBe(true);
    const hours = DEMO_NEWS.map((n) => n.hoursAgo);
    expect([...hours].sort((a, b) => a - b)).toEqual(hours);
  });
});
