import { Effect } from 'effect';
import {
  type ImportDeps,
  importCompetitionRecords,
  rejection,
} from '../../application/competitions/import-competitions.use-case';
import { cappedFetch } from '../feeds/capped-fetch';
import { readCompetitionFile } from './competition-file';

export const COMPETITION_FEED_MAX_BYTES = 5 * 1024 * 1024;
export const COMPETITION_FEED_TIMEOUT_MS = 30_000;

/** Fetches the configured competition file (JSON or CSV) and imports it like an upload. */
export const fetchCompetitionFeed = (deps: ImportDeps, url: string, userAgent: string) =>
  Effect.gen(function* () {
    const fetched = yield* Effect.promise((signal) =>
      cappedFetch(url, {
        signal,
        userAgent,
        timeoutMs: COMPETITION_FEED_TIMEOUT_MS,
        maxBytes: COMPETITION_FEED_MAX_BYTES,
        accept: 'application/json, text/csv;q=0.9, */*;q=0.1',
      }),
    );
    if (!fetched.ok) return yield* rejection([{ line: 0, field: 'url', reason: fetched.reason }]);
    const name = /json/i.test(fetched.contentType)
      ? 'feed.json'
      : /csv/i.test(fetched.contentType)
        ? 'feed.csv'
        : new URL(fetched.url).pathname;
    const read = readCompetitionFile(fetched.bytes, name);
    if ('problem' in read)
      return yield* rejection([{ line: read.problem.line, field: 'file', reason: read.problem.reason }]);
    return yield* importCompetitionRecords(deps, read.records);
  });
