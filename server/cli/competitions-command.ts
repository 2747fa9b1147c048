import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Cause, Effect, Exit, Option } from 'effect';
import { importCompetitionRecords } from '../application/competitions/import-competitions.use-case';
import type { AppError } from '../application/errors';
import type { Config } from '../config';
import type { Db } from '../adapters/db/client';
import { outboundUserAgent } from '../adapters/feeds/user-agent';
import { fetchCompetitionFeed } from '../adapters/import/competition-feed';
import { readCompetitionFile } from '../adapters/import/competition-file';
import { importDepsOf } from '../adapters/import/import-deps';
import type { Logger } from '../adapters/log/logger';
import { OPERATOR_TEXT } from '../../src/domain/text/operator';

const T = OPERATOR_TEXT.competitions;
export const USAGE = T.usage;

/** Rejected rows shown at most; the count says how many there were. */
const SHOWN = 50;

type Saved = {
  competitions: { created: number; updated: number; unchanged: number };
  teams: { created: number; updated: number; unchanged: number };
  matches: { created: number; updated: number; unchanged: number };
};

const summary = (saved: Saved) =>
  (['competitions', 'teams', 'matches'] as const)
    .map((k) => T.counts(T.labels[k], saved[k].created, saved[k].updated, saved[k].unchanged))
    .join('\n');

/** A rejected row's `field` as the import answers it (`line N: name`, its documented wire form), in Korean. */
const WIRE_ROW = /^line (\d+): (.*)$/;
export const rowLabel = (field: string): string => {
  const match = WIRE_ROW.exec(field);
  return match ? T.row(Number(match[1]), match[2] as string) : field;
};

/** The lines to print for a finished import: the counts, or every rejected row and that nothing was stored. */
export const reportOf = (exit: Exit.Exit<Saved, AppError>): { code: number; output: string } => {
  if (Exit.isSuccess(exit)) return { code: 0, output: `${T.imported}\n${summary(exit.value)}` };
  const failure = Cause.findErrorOption(exit.cause);
  if (Option.isNone(failure)) throw Cause.squash(exit.cause);
  const errors = failure.value.errors ?? [];
  const lines = errors.slice(0, SHOWN).map((e) => `  ${rowLabel(e.field)}: ${e.reason}`);
  if (errors.length > SHOWN) lines.push(T.moreProblems(errors.length - SHOWN));
  return { code: 1, output: [failure.value.detailedMessage ?? T.rejected, ...lines].join('\n') };
};

/** `import <file>` or `fetch [url]`; returns the exit code and what to print. */
export const runCompetitionsCommand = async (
  deps: { db: Db; config: Config; logger: Logger },
  args: readonly string[],
): Promise<{ code: number; output: string }> => {
  const [command, target] = args;
  const importDeps = importDepsOf(deps);
  if (command === 'import' && target) {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readFile(target));
    } catch (error) {
      return { code: 2, output: T.unreadable(target, (error as Error).message) };
    }
    const read = readCompetitionFile(bytes, basename(target));
    if ('problem' in read)
      return {
        code: 1,
        output: `${T.fileNotRead}\n  ${T.row(read.problem.line, 'file')}: ${read.problem.reason}`,
      };
    return reportOf(await Effect.runPromiseExit(importCompetitionRecords(importDeps, read.records)));
  }
  if (command === 'fetch') {
    const url = target ?? deps.config.competitionFeedUrl;
    if (!url) return { code: 2, output: `${T.noUrl}\n${USAGE}` };
    const userAgent = outboundUserAgent(deps.config.publicUrl);
    return reportOf(await Effect.runPromiseExit(fetchCompetitionFeed(importDeps, url, userAgent)));
  }
  return { code: 2, output: USAGE };
};
