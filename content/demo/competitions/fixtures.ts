import { finalWhistleOf } from '../../../src/domain/match-status';
import { emblemOf } from './emblems';
import { below, goals, type Random } from './random';
import type { FeedCup, FeedLeague, FeedMatch } from './types';

/** Day 0 of the demo's calendar (a Monday): leagues' halves and cups' cycles are counted from it. */
export const EPOCH = '2024-01-01';

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

export const floorDiv = (a: number, b: number) => Math.floor(a / b);
export const mod = (a: number, b: number) => ((a % b) + b) % b;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) =>
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

export const played = (random: Random, shootout: boolean): Outcome => {
  const homeScore = goals(random);
  const awayScore = goals(random);
  if (!shootout || homeScore !== awayScore) return { homeScore, awayScore, homePk: null, awayPk: null };
  const winner = 3 + below(random, 3);
  const loser = winner - 1 - below(random, 2);
  return random() < 0.5
    ? { homeScore, awayScore, homePk: winner, awayPk: loser }
    : { homeScore, awayScore, homePk: loser, awayPk: winner };
};

export const fixtureOf = (
  fields: Omit<Fixture, 'homeTeamEmblem' | 'awayTeamEmblem' | 'listedFrom'> & {
    readonly listedFrom?: number | null;
  },
): Fixture => ({
  ...fields,
  listedFrom: fields.listedFrom ?? null,
  homeTeamEmblem: emblemOf(fields.homeTeam),
  awayTeamEmblem: emblemOf(fields.awayTeam),
});

export const lastWhistle = (fixtures: readonly Fixture[]): number =>
  Math.max(...fixtures.map((f) => finalWhistleOf(f.matchDate, f.uageGroup) ?? 0));
