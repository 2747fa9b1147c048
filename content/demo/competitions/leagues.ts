import { addDays, daysBetween } from '../../../src/domain/competition-dates';
import { EPOCH, fixtureOf, floorDiv, played, roundRobin } from './fixtures';
import { below, seeded, shuffled } from './random';
import type { AgePlan } from './teams';
import type { FeedLeague } from './types';
import { homeGroundOf } from './venues';

export const LEAGUE_DAYS = 182;
const LEAGUE_ROUNDS = 10;
const LEAGUE_TIMES = {
  elementary: ['09:30', '10:00', '10:30', '11:00', '13:30', '14:00'],
  other: ['10:00', '11:00', '13:00', '14:00', '15:00', '16:00'],
};

/** Leagues drawn once per seed, age group and edition: cups ask for them too (their teams' busy days). */
const leagues = new Map<string, ReturnType<typeof makeLeague>>();
const LEAGUE_CACHE_LIMIT = 256;
export const leagueOf = (seed: string, plan: AgePlan, edition: number) => {
  const key = `${seed}:${plan.group}:${edition}`;
  const known = leagues.get(key);
  if (known) return known;
  if (leagues.size >= LEAGUE_CACHE_LIMIT) leagues.clear();
  const made = makeLeague(seed, plan, edition);
  leagues.set(key, made);
  return made;
};

export const editionOf = (day: string) => floorDiv(daysBetween(EPOCH, day), LEAGUE_DAYS);

/** League `edition` (26 weeks from EPOCH + 182 × edition) of one age group. */
const makeLeague = (seed: string, plan: AgePlan, edition: number) => {
  const start = addDays(EPOCH, edition * LEAGUE_DAYS);
  const end = addDays(start, LEAGUE_DAYS - 1);
  const middle = addDays(start, LEAGUE_DAYS / 2);
  const half = Number(middle.slice(5, 7)) <= 6 ? '전반기' : '후반기';
  const league: FeedLeague = {
    leagueId: `DL-${plan.group}-${edition}`,
    leagueName: `${middle.slice(0, 4)} ${plan.league} ${plan.region.name} ${half}`,
    place: plan.region.name,
    playSDate: start,
    playEDate: end,
    uageGroup: plan.group,
  };
  const random = seeded(`${seed}:${league.leagueId}`);
  const teams = shuffled(random, plan.region.teams).slice(0, 6);
  const first = roundRobin(teams);
  const rounds = [...first, ...first.map((pairs) => pairs.map(([h, a]) => [a, h] as [string, string]))];
  // Ten of the half's 26 weekends (start is a Monday: its Saturday is 5 days on).
  const weekends = shuffled(
    random,
    Array.from({ length: LEAGUE_DAYS / 7 }, (_, w) => w),
  )
    .slice(0, LEAGUE_ROUNDS)
    .sort((a, b) => a - b);
  const times = plan.level === 'elementary' ? LEAGUE_TIMES.elementary : LEAGUE_TIMES.other;
  const fixtures = rounds.flatMap((pairs, r) => {
    const saturday = addDays(start, 7 * (weekends[r] ?? 0) + 5);
    return pairs.map(([homeTeam, awayTeam], i) => {
      const day = addDays(saturday, below(random, 2));
      return fixtureOf({
        matchId: `${league.leagueId}-R${r + 1}-${i + 1}`,
        matchDate: `${day} ${times[below(random, times.length)]}`,
        homeTeam,
        awayTeam,
        leagueId: league.leagueId,
        leagueName: league.leagueName,
        place: homeGroundOf(homeTeam),
        round: `${r + 1}라운드`,
        uageGroup: plan.group,
        outcome: played(random, false),
      });
    });
  });
  return { league, fixtures };
};
