import type { CompetitionRecord, MatchRecord } from '../../ports/competitions.port';

/** A match as the API sends it: the feed's field names (spec section 3) and this server's ids. */
export const matchView = (m: MatchRecord) => ({
  id: m.id,
  competitionId: m.competitionId,
  matchDate: m.time ? `${m.day} ${m.time}` : m.day,
  matchStatus: m.status,
  homeTeam: m.homeTeam,
  awayTeam: m.awayTeam,
  homeTeamId: m.homeTeamId,
  awayTeamId: m.awayTeamId,
  homeTeamEmblem: m.homeEmblem,
  awayTeamEmblem: m.awayEmblem,
  homeScore: m.homeScore,
  awayScore: m.awayScore,
  homePk: m.homePk,
  awayPk: m.awayPk,
  cupId: m.kind === 'CUP' ? m.competitionSourceId : null,
  cupName: m.kind === 'CUP' ? m.competitionName : null,
  leagueId: m.kind === 'LEAGUE' ? m.competitionSourceId : null,
  leagueName: m.kind === 'LEAGUE' ? m.competitionName : null,
  place: m.place,
  round: m.round,
  uageGroup: m.ageGroup,
});

export type MatchView = ReturnType<typeof matchView>;

export const cupInfoView = (c: CompetitionRecord) => ({
  id: c.id,
  cupId: c.sourceId,
  cupName: c.name,
  place: c.place,
  playSDate: c.startDate,
  playEDate: c.endDate,
  uageGroup: c.ageGroup,
});

export const leagueInfoView = (c: CompetitionRecord) => ({
  id: c.id,
  leagueId: c.sourceId,
  leagueName: c.name,
  place: c.place,
  playSDate: c.startDate,
  playEDate: c.endDate,
  uageGroup: c.ageGroup,
});

export const competitionView = (c: CompetitionRecord) => ({
  id: c.id,
  kind: c.kind,
  sourceId: c.sourceId,
  name: c.name,
  place: c.place,
  playSDate: c.startDate,
  playEDate: c.endDate,
  uageGroup: c.ageGroup,
});
