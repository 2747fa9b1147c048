import { Effect } from 'effect';
import { AGE_GROUPS, type AgeGroup } from '../../../src/domain/catalog';
import { addDays } from '../../../src/domain/competition-dates';
import { matchMinutes } from '../../../src/domain/match-status';
import { paths } from '../../../src/domain/paths';
import { seoulDateKey } from '../../../src/domain/relative-time';
import { calendarSummary, splitTeamMatches, TEAM_PAGE_DAYS } from '../../../src/domain/teams';
import { TEAM_TEXT } from '../../../src/domain/text/teams';
import type { CompetitionsRepository, TeamRecord } from '../../ports/competitions.port';
import type { CalendarEvent, CalendarWriter, TeamFollowStore } from '../../ports/teams.port';
import { NotFound } from '../errors';
import { type MatchView, matchView } from './match-view';
import { cupDetail, leagueDetail } from './youth.use-case';

/** What the team reads, follows and calendars work with (issue 27). */
export type TeamDeps = {
  readonly competitions: CompetitionsRepository;
  readonly follows: TeamFollowStore;
  readonly calendar: CalendarWriter;
  /** The site's address ('https://kickoff.example'): event links, and the domain of event UIDs. */
  readonly siteUrl: string;
  readonly clock: () => Date;
};

const teamView = (t: TeamRecord) => ({ id: t.id, name: t.name, emblemUrl: t.emblemUrl });

const teamOf = (deps: TeamDeps, id: number) =>
  Effect.gen(function* () {
    const [team] = yield* deps.competitions.teamsByIds([id]);
    if (!team) return yield* new NotFound({ message: 'Team Not Found' });
    return team;
  });

/** The days a team page and a calendar cover: a season either side of today (Seoul). */
const seasonOf = (now: Date) => {
  const today = seoulDateKey(now);
  return { from: addDays(today, -TEAM_PAGE_DAYS), to: addDays(today, TEAM_PAGE_DAYS) };
};

const teamMatches = (deps: TeamDeps, teamId: number) =>
  deps.competitions
    .matches({ ...seasonOf(deps.clock()), teamId })
    .pipe(Effect.map((rows) => rows.map(matchView)));

/** The team's row in each league table and cup group it appears in. */
const standingsOf = (deps: TeamDeps, teamId: number, matches: readonly MatchView[]) =>
  Effect.gen(function* () {
    const ids = [...new Set(matches.map((m) => m.competitionId))];
    const rows = [];
    for (const id of ids) {
      const kind = matches.find((m) => m.competitionId === id)?.leagueId !== null ? 'LEAGUE' : 'CUP';
      if (kind === 'LEAGUE') {
        const league = yield* Effect.orElseSucceed(leagueDetail(deps.competitions, id), () => null);
        const row = league?.standings.find((r) => r.teamId === teamId);
        if (league && row)
          rows.push({ competition: league.league, group: null, row, teams: league.standings.length });
      } else {
        const cup = yield* Effect.orElseSucceed(cupDetail(deps.competitions, id), () => null);
        for (const group of cup?.groups ?? []) {
          const row = group.standings.find((r) => r.teamId === teamId);
          if (cup && row)
            rows.push({ competition: cup.cup, group: group.name, row, teams: group.standings.length });
        }
      }
    }
    return rows;
  });

/** GET /api/youth/team/{id}. */
export const teamDetail = (deps: TeamDeps, id: number) =>
  Effect.gen(function* () {
    const team = yield* teamOf(deps, id);
    const matches = yield* teamMatches(deps, id);
    const groups = new Set(matches.map((m) => m.uageGroup));
    const leagueIds = [...new Set(matches.filter((m) => m.leagueId !== null).map((m) => m.competitionId))];
    const regions = new Set<string>();
    for (const leagueId of leagueIds) {
      const league = yield* deps.competitions.byId(leagueId);
      if (league?.place) regions.add(league.place);
    }
    return {
      team: teamView(team),
      regions: [...regions],
      ageGroups: AGE_GROUPS.filter((g) => groups.has(g)),
      ...splitTeamMatches(matches),
      standings: yield* standingsOf(deps, id, matches),
    };
  });

/** GET /api/youth/teams/followed. */
export const followedTeams = (deps: TeamDeps, userId: number) =>
  Effect.gen(function* () {
    const ids = yield* deps.follows.followedBy(userId);
    const teams = new Map((yield* deps.competitions.teamsByIds(ids)).map((t) => [t.id, t]));
    return { data: ids.flatMap((id) => (teams.has(id) ? [teamView(teams.get(id) as TeamRecord)] : [])) };
  });

/** PUT /api/youth/team/{id}/follow. */
export const followTeam = (deps: TeamDeps, userId: number, id: number) =>
  Effect.gen(function* () {
    yield* teamOf(deps, id);
    yield* deps.follows.follow(userId, id, deps.clock());
  });

/** DELETE /api/youth/team/{id}/follow. */
export const unfollowTeam = (deps: TeamDeps, userId: number, id: number) => deps.follows.unfollow(userId, id);

const hostOf = (url: string) => {
  try {
    return new URL(url).host || 'kickoff.local';
  } catch {
    return 'kickoff.local';
  }
};

/** The UID of a match's event: stable across feeds (a team's, an age group's) and fetches. */
export const matchEventUid = (matchId: number, siteUrl: string) => `match-${matchId}@${hostOf(siteUrl)}`;

const eventOf = (deps: TeamDeps, m: MatchView): CalendarEvent => {
  const [day, time] = m.matchDate.split(' ') as [string, string | undefined];
  return {
    uid: matchEventUid(m.id, deps.siteUrl),
    summary: calendarSummary(m),
    description: TEAM_TEXT.eventDescription(m.cupName ?? m.leagueName ?? '', m.round),
    location: m.place,
    day,
    time: time ?? null,
    minutes: matchMinutes(m.uageGroup),
    url: `${deps.siteUrl}${paths.competitionMatch({ date: day, age: m.uageGroup, competition: m.competitionId })}`,
    ageGroup: m.uageGroup,
  };
};

/** GET /api/youth/team/{id}/calendar: the team's season as iCalendar text. */
export const teamCalendar = (deps: TeamDeps, id: number) =>
  Effect.gen(function* () {
    const team = yield* teamOf(deps, id);
    const matches = yield* teamMatches(deps, id);
    return deps.calendar.write({
      name: TEAM_TEXT.calendarName(team.name),
      url: `${deps.siteUrl}${paths.competitionTeam(id)}`,
      events: matches.map((m) => eventOf(deps, m)),
      stamp: deps.clock(),
    });
  });

/** GET /api/youth/calendar/{ageGroup}: every match of one age group in the season. */
export const ageGroupCalendar = (deps: TeamDeps, ageGroup: AgeGroup) =>
  Effect.gen(function* () {
    const matches = (yield* deps.competitions.matches({ ...seasonOf(deps.clock()), ageGroup })).map(
      matchView,
    );
    return deps.calendar.write({
      name: TEAM_TEXT.ageGroupCalendarName(ageGroup),
      url: `${deps.siteUrl}${paths.competitionMatch({ age: ageGroup })}`,
      events: matches.map((m) => eventOf(deps, m)),
      stamp: deps.clock(),
    });
  });
