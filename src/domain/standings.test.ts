import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StandingMatch, type StandingRow, standings } from './standings';

const RUNS = { numRuns: 300 } as const;
const TEAMS = ['가온FC', '나래FC', '다솜FC', '라온FC', '마루FC', '바다FC'];

const match = (home: string, away: string, homeScore: number, awayScore: number): StandingMatch => ({
  home,
  away,
  homeScore,
  awayScore,
});

/** Random finished matches between distinct teams of a small pool. */
const matchesArb = fc.array(
  fc
    .tuple(
      fc.constantFrom(...TEAMS),
      fc.constantFrom(...TEAMS),
      fc.integer({ min: 0, max: 6 }),
      fc.integer({ min: 0, max: 6 }),
    )
    .filter(([home, away]) => home !== away)
    .map(([home, away, h, a]) => match(home, away, h, a)),
  { maxLength: 30 },
);

const order = (rows: readonly StandingRow[]) => rows.map((r) => r.team);

/** Reference computation of one team's head-to-head keys against the teams in `level`. */
const mutualKeys = (matches: readonly StandingMatch[], team: string, level: readonly string[]) => {
  let points = 0;
  let diff = 0;
  for (const m of matches) {
    if (!level.includes(m.home) || !level.includes(m.away)) continue;
    if (m.home !== team && m.away !== team) continue;
    const scored = m.home === team ? m.homeScore : m.awayScore;
    const conceded = m.home === team ? m.awayScore : m.homeScore;
    points += scored > conceded ? 3 : scored === conceded ? 1 : 0;
    diff += scored - conceded;
  }
  return [points, diff] as const;
};

describe('standings: properties', () => {
  it('awards 3 points a win and 1 a draw, and every match counts once for each side', () => {
    fc.assert(
      fc.property(matchesArb, (matches) => {
        const rows = standings(matches);
        for (const r of rows) {
          expect(r.points).toBe(3 * r.won + r.drawn);
          expect(r.played).toBe(r.won + r.drawn + r.lost);
          expect(r.goalDifference).toBe(r.goalsFor - r.goalsAgainst);
        }
        expect(rows.reduce((n, r) => n + r.played, 0)).toBe(2 * matches.length);
      }),
      RUNS,
    );
  });

  it('has as many goals scored as conceded', () => {
    fc.assert(
      fc.property(matchesArb, (matches) => {
        const rows = standings(matches);
        const scored = rows.reduce((n, r) => n + r.goalsFor, 0);
        const conceded = rows.reduce((n, r) => n + r.goalsAgainst, 0);
        expect(scored).toBe(conceded);
      }),
      RUNS,
    );
  });

  it('gives the same table for every order of the same matches', () => {
    fc.assert(
      fc.property(
        matchesArb.chain((matches) =>
          fc.tuple(fc.constant(matches), fc.shuffledSubarray(matches, { minLength: matches.length })),
        ),
        ([matches, shuffled]) => {
          expect(standings(shuffled)).toEqual(standings(matches));
        },
      ),
      RUNS,
    );
  });

  it('orders by points, then head-to-head points and difference, then difference, then goals scored', () => {
    fc.assert(
      fc.property(matchesArb, (matches) => {
        const rows = standings(matches);
        for (let i = 1; i < rows.length; i++) {
          const upper = rows[i - 1] as StandingRow;
          const lower = rows[i] as StandingRow;
          expect(upper.points).toBeGreaterThanOrEqual(lower.points);
          if (upper.points !== lower.points) {
            expect(lower.rank).toBe(i + 1);
            continue;
          }
          const level = rows.filter((r) => r.points === upper.points).map((r) => r.team);
          const keysOf = (r: StandingRow) => [
            ...mutualKeys(matches, r.team, level),
            r.goalDifference,
            r.goalsFor,
          ];
          const a = keysOf(upper);
          const b = keysOf(lower);
          const first = a.findIndex((x, k) => x !== b[k]);
          if (first === -1) {
            // Level on every criterion: same rank, listed by name.
            expect(lower.rank).toBe(upper.rank);
            expect(upper.team < lower.team).toBe(true);
          } else {
            expect(a[first]).toBeGreaterThan(b[first] as number);
            expect(lower.rank).toBe(i + 1);
          }
        }
      }),
      RUNS,
    );
  });
});

describe('standings: constructed ties', () => {
  it('puts the winner of the mutual match first when two teams are level on points', () => {
    // 가온 and 나래 both have 6 points; 나래 has the better goal difference, but 가온 won their match.
    const matches = [
      match('가온FC', '나래FC', 1, 0),
      match('가온FC', '다솜FC', 0, 1),
      match('가온FC', '라온FC', 1, 0),
      match('나래FC', '다솜FC', 5, 0),
      match('나래FC', '라온FC', 4, 0),
      match('다솜FC', '라온FC', 0, 0),
    ];
    const rows = standings(matches);
    expect(order(rows).slice(0, 2)).toEqual(['가온FC', '나래FC']);
    expect(rows[0]).toMatchObject({ points: 6, goalDifference: 1, rank: 1 });
    expect(rows[1]).toMatchObject({ points: 6, goalDifference: 8, rank: 2 });
  });

  it('breaks a three-team tie by the mini-table of their mutual matches', () => {
    // 가온, 나래, 다솜 each beat one of the others and beat 라온: all on 6 points. Mutual matches:
    // 가온 3-0 나래, 나래 2-0 다솜, 다솜 1-0 가온: head-to-head points 3 each, differences 가온 +2,
    // 나래 -1, 다솜 -1. 나래 and 다솜 stay level, so the overall difference decides (다솜 +3, 나래 0).
    const matches = [
      match('가온FC', '나래FC', 3, 0),
      match('나래FC', '다솜FC', 2, 0),
      match('다솜FC', '가온FC', 1, 0),
      match('가온FC', '라온FC', 1, 0),
      match('나래FC', '라온FC', 1, 0),
      match('다솜FC', '라온FC', 4, 0),
    ];
    const rows = standings(matches);
    expect(order(rows)).toEqual(['가온FC', '다솜FC', '나래FC', '라온FC']);
    expect(rows.map((r) => r.points)).toEqual([6, 6, 6, 0]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it('falls back to goal difference, then goals scored, when head-to-head is level', () => {
    // 가온 and 나래 drew each other; both then beat 다솜 and 라온, with different margins and totals.
    const byDifference = standings([
      match('가온FC', '나래FC', 1, 1),
      match('가온FC', '다솜FC', 2, 0),
      match('나래FC', '다솜FC', 4, 0),
    ]);
    expect(order(byDifference).slice(0, 2)).toEqual(['나래FC', '가온FC']);
    const byScored = standings([
      match('가온FC', '나래FC', 2, 2),
      match('가온FC', '다솜FC', 3, 1),
      match('나래FC', '라온FC', 2, 0),
    ]);
    expect(order(byScored).slice(0, 2)).toEqual(['가온FC', '나래FC']);
    expect(byScored[0]?.goalDifference).toBe(byScored[1]?.goalDifference);
  });

  it('lets teams level on everything share a rank, listed by name; includes teams yet to play', () => {
    const rows = standings([match('나래FC', '가온FC', 1, 1)], ['다솜FC']);
    expect(order(rows)).toEqual(['가온FC', '나래FC', '다솜FC']);
    expect(rows.map((r) => r.rank)).toEqual([1, 1, 3]);
    expect(rows[2]).toMatchObject({ played: 0, points: 0 });
  });
});
