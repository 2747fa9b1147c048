import type { AgeGroup } from './catalog';
import { isMatchFinished, matchScoreText } from './competition';
import { finalWhistleOf, kickoffOf } from './match-status';
import { TEAM_TEXT } from './text/teams';

/*
 * Teams (issue 27): a team's page splits its matches into upcoming ones and results, its followers see
 * its matches first, and its followers are told of schedule changes, kick-off reminders and results.
 * The server's notice job and the browser's pages both read these rules.
 */

/** How long before kick-off a follower is reminded, unless the server is told otherwise. */
export const TEAM_REMINDER_DEFAULT_LEAD_MINUTES = 60;

/** Days of matches a team page shows either side of today (a season). */
export const TEAM_PAGE_DAYS = 200;

/** Days either side of today the notice job looks at. */
export const TEAM_NOTICE_DAYS_BACK = 2;
export const TEAM_NOTICE_DAYS_AHEAD = 42;

export type TeamMatch = {
  readonly id: number;
  readonly matchDate: string;
  readonly matchStatus: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  readonly homePk: number | null;
  readonly awayPk: number | null;
  readonly place: string | null;
  readonly uageGroup: AgeGroup;
};

/** A finished match with both scores: its result is known. */
export const hasResult = (m: TeamMatch): boolean =>
  isMatchFinished(m) && m.homeScore !== null && m.awayScore !== null;

/** '3-1' or '1-1 (PK 5-4)' once finished, null before. */
export const resultText = (m: TeamMatch): string | null => (hasResult(m) ? matchScoreText(m) : null);

/** The win, draw or loss word (TEAM_TEXT) for `teamId` (a shoot-out decides a draw), '' before the result or for another team. */
export const outcomeFor = (m: TeamMatch, teamId: number): string => {
  if (!hasResult(m) || (m.homeTeamId !== teamId && m.awayTeamId !== teamId)) return '';
  const home = m.homeTeamId === teamId;
  let diff = (m.homeScore ?? 0) - (m.awayScore ?? 0);
  if (diff === 0 && m.homePk !== null && m.awayPk !== null) diff = m.homePk - m.awayPk;
  if (!home) diff = -diff;
  return diff > 0 ? TEAM_TEXT.win : diff < 0 ? TEAM_TEXT.loss : TEAM_TEXT.draw;
};

/** A team page's two lists: matches still to play (earliest first) and results (latest first). */
export const splitTeamMatches = <M extends TeamMatch>(
  matches: readonly M[],
): { upcoming: M[]; results: M[] } => ({
  upcoming: matches.filter((m) => !isMatchFinished(m)),
  results: matches.filter((m) => isMatchFinished(m)).reverse(),
});

/** Whether a match is one of these teams'. */
export const involvesTeam = (m: Pick<TeamMatch, 'homeTeamId' | 'awayTeamId'>, teams: ReadonlySet<number>) =>
  teams.has(m.homeTeamId) || teams.has(m.awayTeamId);

/** The followed teams' matches first, each part keeping the order it came in. */
export const followedFirst = <M extends Pick<TeamMatch, 'homeTeamId' | 'awayTeamId'>>(
  matches: readonly M[],
  followed: readonly number[],
): M[] => {
  if (followed.length === 0) return [...matches];
  const set = new Set(followed);
  return [...matches.filter((m) => involvesTeam(m, set)), ...matches.filter((m) => !involvesTeam(m, set))];
};

/** Any ids of `followed` first, the rest after, each part in its own order (age groups, teams in filters). */
export const followedIdsFirst = <T>(
  items: readonly T[],
  idOf: (t: T) => number,
  followed: readonly number[],
) => {
  const set = new Set(followed);
  return [...items.filter((t) => set.has(idOf(t))), ...items.filter((t) => !set.has(idOf(t)))];
};

/** What a schedule-change notice compares: the day, the time and the venue. */
export const scheduleKeyOf = (m: Pick<TeamMatch, 'matchDate' | 'place'>): string =>
  `${m.matchDate}|${m.place ?? ''}`;

export type TeamNoticeKind = 'REMINDER' | 'RESULT' | 'SCHEDULE';

/**
 * Whether a follower is due the kick-off reminder at `now`: from `leadMinutes` before kick-off until
 * kick-off (a reminder missed while the server was down is not sent late), only for a match not
 * finished and with a kick-off time.
 */
export const reminderDue = (m: TeamMatch, now: Date, leadMinutes: number): boolean => {
  const kickoff = kickoffOf(m.matchDate);
  if (kickoff === null || isMatchFinished(m)) return false;
  const t = now.getTime();
  return t >= kickoff - leadMinutes * 60_000 && t < kickoff;
};

/**
 * Whether a follower who followed at `followedAt` is due the result of a match: its result is known and
 * the match ended (or, without a kick-off time, its day began) after the follow, so following a team
 * does not bring its whole past season.
 */
export const resultDue = (m: TeamMatch, followedAt: Date): boolean => {
  if (!hasResult(m)) return false;
  const whistle = finalWhistleOf(m.matchDate, m.uageGroup) ?? kickoffOf(`${m.matchDate.slice(0, 10)} 23:59`);
  return whistle !== null && whistle > followedAt.getTime();
};

/** The notice texts, from the catalog; `team` names the followed team. */
export const teamNoticeText = {
  reminder: (m: TeamMatch, team: string, leadMinutes: number) =>
    TEAM_TEXT.reminder(team, m.homeTeam, m.awayTeam, leadMinutes),
  result: (m: TeamMatch, team: string, teamId: number) =>
    TEAM_TEXT.result(team, m.homeTeam, resultText(m) ?? '', m.awayTeam, outcomeFor(m, teamId)),
  schedule: (m: TeamMatch, team: string) =>
    TEAM_TEXT.scheduleChanged(team, m.homeTeam, m.awayTeam, m.matchDate, m.place),
};

/** A calendar event's summary: the teams, with the result once known. */
export const calendarSummary = (m: TeamMatch): string =>
  TEAM_TEXT.eventSummary(m.homeTeam, m.awayTeam, resultText(m));

/**
 * The card a team page groups a match under: its competition and age group (the page's cards and the
 * server's first-screen shell group by it).
 */
export const teamMatchGroupKey = (
  m: Pick<TeamMatch, 'uageGroup'> & { readonly cupName: string | null; readonly leagueName: string | null },
): string => `${m.cupName ?? m.leagueName ?? ''} · ${m.uageGroup}`;
