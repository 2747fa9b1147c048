import { addDays, daysBetween } from '../../../src/domain/competition-dates';
import { finalWhistleOf, matchMinutes } from '../../../src/domain/match-status';
import { standings } from '../../../src/domain/standings';
import { emblemOf } from './emblems';
import { below, goals, type Random, seeded, shuffled } from './random';
import { AGE_PLANS, type AgePlan, CUP_VENUES, homeGroundOf, nationalPool } from './teams';
import type { FeedCup, FeedLeague, FeedMatch } from './types';

/*
 * A season of Korean youth football, a pure function of a seed and "today" (a Seoul calendar day).
 * Every competition lies on a fixed calendar counted from EPOCH and is drawn from the seed and its own
 * id only, so the season of any day holds the same competition, fixtures and results as the season of
 * the next: "today" only chooses which competitions are near enough to be listed.
 *
 * - Leagues: one per age group and half-year (26 weeks), six teams of one region playing home and
 *   away: ten rounds on ten of the half's weekends, each match on the Saturday or the Sunday at the
 *   home team's ground.
 * - Cups: one every four weeks per age group, the age groups' cups staggered three or four days apart,
 *   each over five days at its own pair of outdoor pitches with its own first kick-off: two groups of
 *   four (three matchdays), the semi-finals (group winners against the other group's runners-up) and
 *   the final and third-place match, knock-out draws settled on penalties.
 *
 * Each fixture carries the result it will have; what the feed shows at an instant is feed-at.ts.
 */

export const EPOCH = '2024-01-01';
const LEAGUE_DAYS = 182;
const LEAGUE_ROUNDS = 10;
const CUP_CYCLE_DAYS = 28;
export const CUP_DAYS = 5;
/** Listed from this many days before today to this many after. */
const WINDOW_BEFORE = 28;
const WINDOW_AFTER = 14;

/** Day of the cup cycle each age group's cups start on: 3 or 4 days apart, in this order. */
const CUP_OFFSET: Readonly<Record<string, number>> = {
  U11: 0,
  U14: 4,
  U17: 7,
  U20: 11,
  U12: 14,
  U15: 18,
  U18: 21,
  U22: 25,
};
const CUP_ORDER = Object.keys(CUP_OFFSET);
const CUP_FIRST_KICKOFFS = ['09:00', '09:30', '10:00', '10:30', '13:00'];
const LEAGUE_TIMES = {
  elementary: ['09:30', '10:00', '10:30', '11:00', '13:30', '14:00'],
  other: ['10:00', '11:00', '13:00', '14:00', '15:00', '16:00'],
};

export type Outcome = {
  readonly homeScore: number;
  readonly awayScore: number;
  readonly homePk: number | null;
  readonly awayPk: number | null;
};

type ResultFields = 'matchStatus' | 'homeScore' | 'awayScore' | 'homePk' | 'awayPk';

/** A match as the feed will list it, with the result it will have. */
export type Fixture = Omit<FeedMatch, ResultFields> & {
  readonly outcome: Outcome;
  /** Epoch ms from which the feed names it: a knock-out match once its teams are known. */
  readonly listedFrom: number | null;
};

export type DemoSeason = {
  readonly cups: readonly FeedCup[];
  readonly leagues: readonly FeedLeague[];
  readonly fixtures: readonly Fixture[];
};

const floorDiv = (a: number, b: number) => Math.floor(a / b);
const mod = (a: number, b: number) => ((a % b) + b) % b;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Single round robin by the circle method: `teams.length - 1` rounds of pairings. */
export const roundRobin = (teams: readonly string[]): [string, string][][] => {
  const list = [...teams];
  const rounds: [string, string][][] = [];
  for (let r = 0; r < list.length - 1; r++) {
    const pairs: [string, string][] = [];
    for (let i = 0; i < list.length / 2; i++) {
      const a = list[i] as string;
      const b = list[list.length - 1 - i] as string;
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop() as string);
  }
  return rounds;
};

const played = (random: Random, shootout: boolean): Outcome => {
  const homeScore = goals(random);
  const awayScore = goals(random);
  if (!shootout || homeScore !== awayScore) return { homeScore, awayScore, homePk: null, awayPk: null };
  const winner = 3 + below(random, 3);
  const loser = winner - 1 - below(random, 2);
  return random() < 0.5
    ? { homeScore, awayScore, homePk: winner, awayPk: loser }
    : { homeScore, awayScore, homePk: loser, awayPk: winner };
};

const fixtureOf = (
  fields: Omit<Fixture, 'homeTeamEmblem' | 'awayTeamEmblem' | 'listedFrom'> & {
    readonly listedFrom?: number | null;
  },
): Fixture => ({
  ...fields,
  listedFrom: fields.listedFrom ?? null,
  homeTeamEmblem: emblemOf(fields.homeTeam),
  awayTeamEmblem: emblemOf(fields.awayTeam),
});

/** 춘계, 하계, 추계 or 동계: the season word Korean cup names carry, from the month the cup starts. */
const seasonWord = (day: string) => {
  const month = Number(day.slice(5, 7));
  return month >= 3 && month <= 5
    ? '춘계'
    : month <= 8 && month >= 6
      ? '하계'
      : month >= 9 && month <= 11
        ? '추계'
        : '동계';
};

/** Leagues drawn once per seed, age group and edition: cups ask for them too (their teams' busy days). */
const leagues = new Map<string, ReturnType<typeof makeLeague>>();
const LEAGUE_CACHE_LIMIT = 256;
const leagueOf = (seed: string, plan: AgePlan, edition: number) => {
  const key = `${seed}:${plan.group}:${edition}`;
  const known = leagues.get(key);
  if (known) return known;
  if (leagues.size >= LEAGUE_CACHE_LIMIT) leagues.clear();
  const made = makeLeague(seed, plan, edition);
  leagues.set(key, made);
  return made;
};

const editionOf = (day: string) => floorDiv(daysBetween(EPOCH, day), LEAGUE_DAYS);

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

const lastWhistle = (fixtures: readonly Fixture[]): number =>
  Math.max(...fixtures.map((f) => finalWhistleOf(f.matchDate, f.uageGroup) ?? 0));

/** The winner and the loser of a knock-out match. */
const decided = (f: Fixture): [string, string] => {
  const { homeScore, awayScore, homePk, awayPk } = f.outcome;
  const homeWins = homeScore > awayScore || (homeScore === awayScore && (homePk ?? 0) > (awayPk ?? 0));
  return homeWins ? [f.homeTeam, f.awayTeam] : [f.awayTeam, f.homeTeam];
};

/** The group's first and second by the league table's rules (src/domain/standings.ts). */
const topTwo = (teams: readonly string[], fixtures: readonly Fixture[]): [string, string] => {
  const rows = standings(
    fixtures.map((f) => ({
      home: f.homeTeam,
      away: f.awayTeam,
      homeScore: f.outcome.homeScore,
      awayScore: f.outcome.awayScore,
    })),
    teams,
  );
  return [rows[0]?.team as string, rows[1]?.team as string];
};

/** Cup `cycle` of one age group: its own start day, venue and first kick-off. */
const cupOf = (seed: string, plan: AgePlan, cycle: number) => {
  const offset = CUP_OFFSET[plan.group] ?? 0;
  const serial = cycle * CUP_ORDER.length + CUP_ORDER.indexOf(plan.group);
  const start = addDays(EPOCH, cycle * CUP_CYCLE_DAYS + offset);
  const [main, second] = CUP_VENUES[mod(serial, CUP_VENUES.length)] as readonly [string, string];
  const cup: FeedCup = {
    cupId: `DC-${plan.group}-${cycle}`,
    cupName: `${start.slice(0, 4)} ${seasonWord(start)} ${plan.cups[mod(cycle, plan.cups.length)]}`,
    place: main,
    playSDate: start,
    playEDate: addDays(start, CUP_DAYS - 1),
    uageGroup: plan.group,
  };
  const random = seeded(`${seed}:${cup.cupId}`);
  // Teams with a league match during the cup stay home: a team plays once a day at most.
  const days = new Set(Array.from({ length: CUP_DAYS }, (_, d) => addDays(start, d)));
  const busy = new Set(
    [editionOf(start), editionOf(cup.playEDate)].flatMap((edition) =>
      leagueOf(seed, plan, edition)
        .fixtures.filter((f) => days.has(f.matchDate.slice(0, 10)))
        .flatMap((f) => [f.homeTeam, f.awayTeam]),
    ),
  );
  const teams = shuffled(
    random,
    nationalPool(plan.level).filter((team) => !busy.has(team)),
  ).slice(0, 8);
  const first = minutesOf(CUP_FIRST_KICKOFFS[mod(serial, CUP_FIRST_KICKOFFS.length)] as string);
  // A slot fits the match, the teams' warm-up and the pitch's turnover.
  const slot = Math.ceil((matchMinutes(plan.group) + 25) / 30) * 30;
  const at = (day: number, i: number) => `${addDays(start, day)} ${timeOf(first + i * slot)}`;
  const base = { cupId: cup.cupId, cupName: cup.cupName, uageGroup: plan.group };
  const groups = [
    { name: 'A', teams: teams.slice(0, 4), pitch: main },
    { name: 'B', teams: teams.slice(4, 8), pitch: second },
  ];
  const groupFixtures = groups.map((g) =>
    roundRobin(g.teams).flatMap((pairs, md) =>
      pairs.map(([homeTeam, awayTeam], i) =>
        fixtureOf({
          ...base,
          matchId: `${cup.cupId}-${g.name}${md + 1}${i + 1}`,
          matchDate: at(md, i),
          homeTeam,
          awayTeam,
          place: g.pitch,
          round: `${g.name}조 ${md + 1}차전`,
          outcome: played(random, false),
        }),
      ),
    ),
  );
  const [a, b] = groups.map((g, i) => topTwo(g.teams, groupFixtures[i] ?? [])) as [
    [string, string],
    [string, string],
  ];
  const groupsOver = lastWhistle(groupFixtures.flat());
  const semis = [
    [a[0], b[1]],
    [b[0], a[1]],
  ].map(([homeTeam, awayTeam], i) =>
    fixtureOf({
      ...base,
      matchId: `${cup.cupId}-SF${i + 1}`,
      matchDate: at(3, i),
      homeTeam: homeTeam as string,
      awayTeam: awayTeam as string,
      place: main,
      round: '준결승',
      outcome: played(random, true),
      listedFrom: groupsOver,
    }),
  );
  const [[w1, l1], [w2, l2]] = semis.map(decided) as [[string, string], [string, string]];
  const semisOver = lastWhistle(semis);
  const last = (
    [
      ['3P', l1, l2, '3·4위전'],
      ['F', w1, w2, '결승'],
    ] as const
  ).map(([id, homeTeam, awayTeam, round], i) =>
    fixtureOf({
      ...base,
      matchId: `${cup.cupId}-${id}`,
      matchDate: at(4, i),
      homeTeam,
      awayTeam,
      place: main,
      round,
      outcome: played(random, true),
      listedFrom: semisOver,
    }),
  );
  return { cup, fixtures: [...groupFixtures.flat(), ...semis, ...last] };
};

/**
 * The season around `today` ('YYYY-MM-DD', Seoul): every league and cup whose days come within four
 * weeks before or two weeks after it, with their fixtures and the results they will have.
 */
export const demoSeason = (seed: string, today: string): DemoSeason => {
  const from = addDays(today, -WINDOW_BEFORE);
  const to = addDays(today, WINDOW_AFTER);
  const cups: FeedCup[] = [];
  const leagues: FeedLeague[] = [];
  const fixtures: Fixture[] = [];
  for (const plan of AGE_PLANS) {
    for (let edition = editionOf(from); edition <= editionOf(to); edition++) {
      const made = leagueOf(seed, plan, edition);
      leagues.push(made.league);
      fixtures.push(...made.fixtures);
    }
    const offset = CUP_OFFSET[plan.group] ?? 0;
    const firstCycle = Math.ceil((daysBetween(EPOCH, from) - offset - (CUP_DAYS - 1)) / CUP_CYCLE_DAYS);
    const lastCycle = floorDiv(daysBetween(EPOCH, to) - offset, CUP_CYCLE_DAYS);
    for (let cycle = firstCycle; cycle <= lastCycle; cycle++) {
      const made = cupOf(seed, plan, cycle);
      cups.push(made.cup);
      fixtures.push(...made.fixtures);
    }
  }
  return { cups, leagues, fixtures };
};
