import { DEMO_NEWS, demoCompetitionFeed } from '../../../content/demo/competitions';
import type { Competition, NewsItem, YouthMatch } from '../../contract/competitions';
import type { AgeGroup } from '../../domain/catalog';
import { type RawRecord, competitionKeyText, readCompetitionRecords } from '../../domain/competition-records';

export interface FakeCompetitionState {
  readonly competitions: readonly Competition[];
  readonly matches: readonly YouthMatch[];
  readonly news: readonly NewsItem[];
}

/**
 * The demo feed around the Seoul day of `now`, read with the importer's own rules, with ids as the
 * server would give them: the fake backend answers the same data the seed stores.
 */
export const buildFakeCompetitionState = (now: Date, today: string): FakeCompetitionState => {
  const feed = demoCompetitionFeed(today);
  const records: RawRecord[] = [
    ...feed.cups.map((fields, i) => ({ line: i + 1, kind: 'cup' as const, fields })),
    ...feed.leagues.map((fields, i) => ({ line: 1000 + i, kind: 'league' as const, fields })),
    ...feed.matches.map((fields, i) => ({ line: 2000 + i, kind: 'match' as const, fields })),
  ];
  const { import: data, rejected } = readCompetitionRecords(records);
  if (rejected.length > 0) throw new Error(`demo competition data rejected: ${JSON.stringify(rejected[0])}`);
  const competitions: Competition[] = data.competitions.map((c, i) => ({
    id: i + 1,
    kind: c.kind,
    sourceId: c.sourceId,
    name: c.name,
    place: c.place,
    playSDate: c.startDate,
    playEDate: c.endDate,
    uageGroup: c.ageGroup,
  }));
  const byKey = new Map(
    competitions.map((c) => [
      competitionKeyText({ kind: c.kind, sourceId: c.sourceId, ageGroup: c.uageGroup as AgeGroup }),
      c,
    ]),
  );
  const teamIds = new Map(data.teams.map((t, i) => [t.name, i + 1]));
  const emblems = new Map(data.teams.map((t) => [t.name, t.emblem]));
  const matches: YouthMatch[] = data.matches
    .map((m, i) => {
      const c = byKey.get(competitionKeyText(m.competition)) as Competition;
      return {
        id: i + 1,
        competitionId: c.id,
        matchDate: m.time ? `${m.day} ${m.time}` : m.day,
        matchStatus: m.status,
        homeTeam: m.homeTeam,
        awayTeam: m.awayTeam,
        homeTeamId: teamIds.get(m.homeTeam) ?? 0,
        awayTeamId: teamIds.get(m.awayTeam) ?? 0,
        homeTeamEmblem: emblems.get(m.homeTeam) ?? null,
        awayTeamEmblem: emblems.get(m.awayTeam) ?? null,
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        homePk: m.homePk,
        awayPk: m.awayPk,
        cupId: c.kind === 'CUP' ? c.sourceId : null,
        cupName: c.kind === 'CUP' ? c.name : null,
        leagueId: c.kind === 'LEAGUE' ? c.sourceId : null,
        leagueName: c.kind === 'LEAGUE' ? c.name : null,
        place: m.place,
        round: m.round,
        uageGroup: c.uageGroup,
      };
    })
    .sort((a, b) => (a.matchDate < b.matchDate ? -1 : a.matchDate > b.matchDate ? 1 : a.id - b.id));
  const news: NewsItem[] = DEMO_NEWS.map((n, i) => ({
    id: DEMO_NEWS.length - i,
    title: n.title,
    imageUrl: n.imageUrl,
    contentUrl: n.contentUrl,
    source: n.source,
    createdAt: new Date(now.getTime() - n.hoursAgo * 3_600_000).toISOString(),
  }));
  return { competitions, matches, news };
};
