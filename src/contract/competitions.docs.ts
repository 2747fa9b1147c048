import { COMPETITION_OPERATIONS } from './competitions.operations';
import { documented } from './operation';

/** The reference's text for these operations (server only: see Operation.summary). */
export const COMPETITION_DOCS = documented(COMPETITION_OPERATIONS, {
  cups: 'Ongoing cups (today in Asia/Seoul within playSDate..playEDate) and today’s cup matches, keyed by every age group.',
  leagues: 'Ongoing leagues and today’s league matches (Asia/Seoul), keyed by every age group.',
  news: 'Youth news from the configured feeds, newest first. `page` counts from 0; or pass `sliceInfo.nextCursor` as `cursor`.',
  matches:
    'Matches from `from` to `to` (days, at most 42 apart), by date and time, optionally of one age group, competition or team.',
  competitions: 'Cups and leagues, optionally of one kind and age group; latest first.',
  league:
    'A league: its table from finished matches (points, head-to-head points and goal difference, goal difference, goals scored) and its matches.',
  cup: 'A cup: group tables and matches, knockout rounds earliest first, and other matches.',
  import:
    'ADMIN: imports cups, leagues and matches from a JSON or CSV file (multipart field `file`, up to 5 MB) in the feed’s field names. Re-importing updates; a file with any invalid row imports nothing and answers 400 with one `errors` entry per problem (`field`: `line N: name`).',
});
