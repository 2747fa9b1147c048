import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '../../../src/domain/catalog';
import { isOngoing } from '../../../src/domain/competition-dates';
import { readCompetitionRecords } from '../../../src/domain/competition-records';
import { dedupeNews, newsLinkKey } from '../../../src/domain/news';
import { DEMO_NEWS, demoCompetitionFeed } from './index';

const TODAYS = ['2026-03-04', '2026-12-31', '2027-02-28'];

describe.each(TODAYS)('demo competition feed for %s', (today) => {
  const feed = demoCompetitionFeed(today);
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

  it('has an ongoing league in every age group and an ongoing cup in all but U11', () => {
    for (const group of AGE_GROUPS) {
      expect(feed.leagues.some((l) => l.uageGroup === group && isOngoing(l, today))).toBe(true);
      expect(feed.cups.some((c) => c.uageGroup === group && isOngoing(c, today))).toBe(group !== 'U11');
    }
  });

  it('spreads matches around today: played with scores, some on penalties, today’s, upcoming', () => {
    const day = (m: { matchDate: string }) => m.matchDate.slice(0, 10);
    const finished = feed.matches.filter((m) => m.matchStatus === '종료');
    expect(finished.every((m) => m.homeScore !== null && m.awayScore !== null && day(m) <= today)).toBe(true);
    expect(finished.filter((m) => m.homePk !== null).length).toBeGreaterThanOrEqual(4);
    const todays = feed.matches.filter((m) => day(m) === today);
    expect(todays.some((m) => m.matchStatus === '종료')).toBe(true);
    expect(todays.some((m) => m.matchStatus === '예정')).toBe(true);
    expect(todays.some((m) => m.cupId && m.uageGroup === 'U12')).toBe(true);
    expect(todays.some((m) => m.leagueId && m.uageGroup === 'U11')).toBe(false);
    expect(feed.matches.some((m) => day(m) > today && m.matchStatus === '예정')).toBe(true);
  });

  it('is the same data every time for the same day', () => {
    expect(demoCompetitionFeed(today)).toEqual(feed);
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
