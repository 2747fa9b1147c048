import { Effect } from 'effect';
import {
  type CompetitionImport,
  canImportCompetitions,
  type RawRecord,
  type RejectedRecord,
  readCompetitionRecords,
  unresolvedMatches,
} from '../../../src/domain/competition-records';
import { COMPETITION_IMPORT_TEXT as T } from '../../../src/domain/text/competition-import';
import { OPERATOR_TEXT } from '../../../src/domain/text/operator';
import type { Viewer } from '../../../src/domain/viewer';
import type { CompetitionsRepository, RemoteImages, TeamToStore } from '../../ports/competitions.port';
import { BadRequest, Forbidden } from '../errors';

export type ImportDeps = { readonly repo: CompetitionsRepository; readonly images: RemoteImages };

/** The rejected rows as the error body's `errors`: field `line N: name`, the Korean reason. */
export const rejection = (rejected: readonly RejectedRecord[]) =>
  new BadRequest({
    message: 'Invalid Competition File',
    detailedMessage: OPERATOR_TEXT.competitions.rejectedRows(new Set(rejected.map((r) => r.line)).size),
    errors: rejected.map((r) => ({ field: `line ${r.line}: ${r.field}`, reason: r.reason })),
  });

/**
 * The emblem to store for each team: data: URIs as given; an http(s) emblem copied into our image store
 * (the Content-Security-Policy serves images only from our origin), once per source URL: a re-import of
 * the same URL keeps the stored copy.
 */
const resolveEmblems = (deps: ImportDeps, data: CompetitionImport) =>
  Effect.gen(function* () {
    const withEmblem = data.teams.filter((t) => t.emblem !== null);
    const stored = new Map(
      (yield* deps.repo.teamsByName(withEmblem.map((t) => t.name))).map((t) => [t.name, t]),
    );
    return yield* Effect.forEach(
      data.teams,
      (team): Effect.Effect<TeamToStore> => {
        const source = team.emblem;
        if (source === null) return Effect.succeed({ name: team.name, emblemSource: null, emblemUrl: null });
        if (source.startsWith('data:'))
          return Effect.succeed({ name: team.name, emblemSource: source, emblemUrl: source });
        const known = stored.get(team.name);
        if (known && known.emblemSource === source && known.emblemUrl !== null)
          return Effect.succeed({ name: team.name, emblemSource: source, emblemUrl: known.emblemUrl });
        return deps.images
          .copy(source, 'emblem')
          .pipe(Effect.map((url) => ({ name: team.name, emblemSource: source, emblemUrl: url })));
      },
      { concurrency: 4 },
    );
  });

/**
 * Checks every row, then stores all of it in one transaction, or nothing: the rejected rows come back
 * with their lines and reasons. Matches may refer to competitions stored by an earlier import.
 */
export const importCompetitionRecords = (deps: ImportDeps, records: readonly RawRecord[]) =>
  Effect.gen(function* () {
    if (records.length === 0) return yield* rejection([{ line: 1, field: 'file', reason: T.emptyFile }]);
    const { import: data, rejected } = readCompetitionRecords(records);
    const fileKeys = new Set(data.competitions.map((c) => `${c.kind}:${c.ageGroup}:${c.sourceId}`));
    const referenced = [
      ...new Set(
        data.matches
          .map((m) => `${m.competition.kind}:${m.competition.ageGroup}:${m.competition.sourceId}`)
          .filter((k) => !fileKeys.has(k)),
      ),
    ];
    const stored = yield* deps.repo.storedCompetitionKeys(referenced);
    const problems = [...rejected, ...unresolvedMatches(data, stored)].sort((a, b) => a.line - b.line);
    if (problems.length > 0) return yield* rejection(problems);
    const teams = yield* resolveEmblems(deps, data);
    return yield* deps.repo.save({ competitions: data.competitions, teams, matches: data.matches });
  });

/** POST /api/youth/import: ADMIN only. */
export const adminImportCompetitions = (
  deps: ImportDeps,
  actor: NonNullable<Viewer>,
  records: readonly RawRecord[],
) =>
  canImportCompetitions(actor)
    ? importCompetitionRecords(deps, records)
    : Effect.fail(new Forbidden({ message: 'Forbidden' }));
