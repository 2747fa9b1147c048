import { matchStatusAt } from '../../../src/domain/match-status';
import { COMPETITION_TEXT } from '../../../src/domain/text/competition';
import type { DemoSeason, Fixture } from './season';
import type { DemoCompetitionFeed, FeedMatch } from './types';

/** The row the feed sends for a fixture at `now`: its status by the clock, its score only once finished. */
const rowAt = ({ outcome, listedFrom: _, ...fields }: Fixture, now: Date): FeedMatch => {
  const matchStatus = matchStatusAt(fields, now);
  const finished = matchStatus === COMPETITION_TEXT.finishedStatus;
  return {
    ...fields,
    matchStatus,
    homeScore: finished ? outcome.homeScore : null,
    awayScore: finished ? outcome.awayScore : null,
    homePk: finished ? outcome.homePk : null,
    awayPk: finished ? outcome.awayPk : null,
  };
};

/**
 * The association's feed as it reads at `now`: every competition of the season, every fixture whose
 * teams are known by then (a knock-out match appears once the round before it has ended), 예정 before
 * kick-off, 진행중 until the final whistle (src/domain/match-status.ts), 종료 with the score after.
 */
export const demoFeedAt = (season: DemoSeason, now: Date): DemoCompetitionFeed => ({
  cups: [...season.cups],
  leagues: [...season.leagues],
  matches: season.fixtures
    .filter((f) => f.listedFrom === null || f.listedFrom <= now.getTime())
    .map((f) => rowAt(f, now)),
});
