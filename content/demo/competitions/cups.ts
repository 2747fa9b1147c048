import { addDays } from '../../../src/domain/competition-dates';
import { matchMinutes } from '../../../src/domain/match-status';
import { standings } from '../../../src/domain/standings';
import {
  EPOCH,
  type Fixture,
  fixtureOf,
  lastWhistle,
  minutesOf,
  mod,
  played,
  roundRobin,
  timeOf,
} from './fixtures';
import { editionOf, leagueOf } from './leagues';
import { seeded, shuffled } from './random';
import { type AgePlan, nationalPool } from './teams';
import type { FeedCup } from './types';
import { CUP_VENUES } from './venues';

export const CUP_CYCLE_DAYS = 28;
export const CUP_DAYS = 5;
/** Day of the cup cycle each age group's cups start on: 3 or 4 days apart, in this order. */
export const CUP_OFFSET: Readonly<Record<string, number>> = {
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
export const cupOf = (seed: string, plan: AgePlan, cycle: number) => {
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
