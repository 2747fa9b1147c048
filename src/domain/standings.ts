/**
 * League tables from finished matches.
 *
 * Order: the ranking rule of the Korea Football Association's national school leagues (elementary,
 * middle and high school league operating rules: points, then head-to-head, then goal difference, then
 * goals scored, then fair-play points, then lots), as the regional associations' league notices repeat
 * it, e.g. the Seoul FA's 2022 middle-school league notice
 * http://seoulfa.or.kr/bbs/board.php?bo_table=proNotice&wr_id=1038 (docs/architecture.md quotes it):
 *
 *   1. points (win 3, draw 1, loss 0);
 *   2. among the teams level on points, the points of the matches between those teams only (also for
 *      three or more teams: a mini-table of their mutual matches);
 *   3. the goal difference of those mutual matches;
 *   4. goal difference over all matches;
 *   5. goals scored over all matches.
 *
 * Fair-play points and drawing lots are not in the data: teams still level after step 5 share their
 * rank and are listed by name, so the table never depends on the order the matches came in.
 */

/** One finished match between two teams, by team key (a name, unique in the table). */
export interface StandingMatch {
  readonly home: string;
  readonly away: string;
  readonly homeScore: number;
  readonly awayScore: number;
}

export interface StandingRow {
  readonly team: string;
  /** 1-based; teams level on every criterion share a rank. */
  readonly rank: number;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  readonly goalDifference: number;
  readonly points: number;
}

export const POINTS_FOR_WIN = 3;
export const POINTS_FOR_DRAW = 1;

type Tally = {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
};

const emptyTally = (): Tally => ({ played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 });

const pointsOf = (t: Tally) => POINTS_FOR_WIN * t.won + POINTS_FOR_DRAW * t.drawn;

const record = (tally: Tally, scored: number, conceded: number) => {
  tally.played += 1;
  tally.goalsFor += scored;
  tally.goalsAgainst += conceded;
  if (scored > conceded) tally.won += 1;
  else if (scored === conceded) tally.drawn += 1;
  else tally.lost += 1;
};

/** Tallies of `teams` from `matches`; with `within`, only matches between two teams of that set count. */
const tallies = (
  teams: Iterable<string>,
  matches: readonly StandingMatch[],
  within?: ReadonlySet<string>,
): Map<string, Tally> => {
  const table = new Map<string, Tally>();
  for (const team of teams) table.set(team, emptyTally());
  for (const m of matches) {
    if (within && !(within.has(m.home) && within.has(m.away))) continue;
    const home = table.get(m.home);
    const away = table.get(m.away);
    if (home) record(home, m.homeScore, m.awayScore);
    if (away) record(away, m.awayScore, m.homeScore);
  }
  return table;
};

/** The sort keys after points, highest first: head-to-head points and difference, difference, scored. */
export type TieBreakKeys = readonly [number, number, number, number];

const compareKeys = (a: TieBreakKeys, b: TieBreakKeys): number => {
  for (let i = 0; i < a.length; i++) {
    const diff = (b[i] as number) - (a[i] as number);
    if (diff !== 0) return diff;
  }
  return 0;
};

/** Code-unit order: Unicode encodes Hangul syllables in dictionary order, so this is the Korean order. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The table of `matches` (finished ones only: the caller filters), ordered as documented above.
 * `teams` adds teams that have not played yet (they sit at 0 points).
 */
export const standings = (
  matches: readonly StandingMatch[],
  teams: readonly string[] = [],
): StandingRow[] => {
  const names = new Set<string>(teams);
  for (const m of matches) {
    names.add(m.home);
    names.add(m.away);
  }
  const overall = tallies(names, matches);
  const byPoints = new Map<number, string[]>();
  for (const [team, tally] of overall) {
    const points = pointsOf(tally);
    byPoints.set(points, [...(byPoints.get(points) ?? []), team]);
  }
  const keys = new Map<string, TieBreakKeys>();
  for (const level of byPoints.values()) {
    // Head-to-head among the teams level on points: a mini-table of their mutual matches only.
    const mutual = tallies(level, matches, new Set(level));
    for (const team of level) {
      const h2h = mutual.get(team) ?? emptyTally();
      const all = overall.get(team) ?? emptyTally();
      keys.set(team, [
        pointsOf(h2h),
        h2h.goalsFor - h2h.goalsAgainst,
        all.goalsFor - all.goalsAgainst,
        all.goalsFor,
      ]);
    }
  }
  const points = (team: string) => pointsOf(overall.get(team) ?? emptyTally());
  const compare = (a: string, b: string) =>
    points(b) - points(a) || compareKeys(keys.get(a) as TieBreakKeys, keys.get(b) as TieBreakKeys);
  const ordered = [...names].sort((a, b) => compare(a, b) || byName(a, b));
  return ordered.map((team, index) => {
    const t = overall.get(team) ?? emptyTally();
    const firstLevel = ordered.findIndex((other) => compare(other, team) === 0);
    return {
      team,
      rank: (firstLevel === -1 ? index : firstLevel) + 1,
      played: t.played,
      won: t.won,
      drawn: t.drawn,
      lost: t.lost,
      goalsFor: t.goalsFor,
      goalsAgainst: t.goalsAgainst,
      goalDifference: t.goalsFor - t.goalsAgainst,
      points: pointsOf(t),
    };
  });
};
