import { addDays, daysBetween } from '../../../src/domain/competition-dates';
import { CUP_CYCLE_DAYS, CUP_DAYS, CUP_OFFSET, cupOf } from './cups';
import { type DemoSeason, EPOCH, type Fixture, floorDiv } from './fixtures';
import { editionOf, leagueOf } from './leagues';
import { AGE_PLANS } from './teams';
import type { FeedCup, FeedLeague } from './types';

export type { DemoSeason, Fixture, Outcome } from './fixtures';

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

/** Listed from this many days before today to this many after. */
const WINDOW_BEFORE = 28;
const WINDOW_AFTER = 14;

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
