import { Effect } from 'effect';
import {
  type ExportFacts,
  exportFileName,
  exportStatus,
  nextExportAllowedAt,
} from '../../../src/domain/exports';
import { seoulDateKey } from '../../../src/domain/relative-time';
import { EXPORT_TEXT } from '../../../src/domain/text/exports';
import type { Viewer } from '../../../src/domain/viewer';
import type { ExportRecord } from '../../ports/exports.port';
import { Forbidden, NotFound, TooManyRequests } from '../errors';
import type { ExportDeps } from './export-deps';

type Actor = NonNullable<Viewer>;

/** The member's view of a request (the wire's ExportView). */
export const exportView = (record: ExportRecord, now: Date) => ({
  id: record.id,
  status: exportStatus(record, now),
  requestedAt: record.requestedAt.toISOString(),
  readyAt: record.readyAt?.toISOString() ?? null,
  expiresAt: record.expiresAt?.toISOString() ?? null,
  sizeBytes: record.sizeBytes,
});

const stateOf = (latest: ExportFacts | null, now: Date) => {
  const next = nextExportAllowedAt(latest, now);
  return { nextAllowedAt: next?.toISOString() ?? null };
};

/** GET: the member's latest request (null: none yet) and when they may ask again. */
export const myExport = (deps: ExportDeps, actor: Actor) =>
  Effect.gen(function* () {
    const now = deps.clock();
    const latest = yield* deps.exports.latest(actor.id);
    return { export: latest ? exportView(latest, now) : null, ...stateOf(latest, now) };
  });

/**
 * POST: asks for a new archive, one a day (a failed build frees the member at once); the build runs in
 * the background and the answer says 준비 중.
 */
export const requestExport = (deps: ExportDeps, actor: Actor) =>
  Effect.gen(function* () {
    const now = deps.clock();
    const latest = yield* deps.exports.latest(actor.id);
    const allowedAt = nextExportAllowedAt(latest, now);
    if (allowedAt !== null)
      return yield* new TooManyRequests({
        detailedMessage: EXPORT_TEXT.tooSoon,
        retryAfterSeconds: (allowedAt.getTime() - now.getTime()) / 1000,
      });
    const record = yield* deps.exports.insert(actor.id, now);
    deps.wake();
    return { export: exportView(record, now), ...stateOf(record, now) };
  });

/**
 * The archive's bytes for its owner only: 403 for another member's request, 404 when there is none,
 * it is not ready, it expired or its file is gone.
 */
export const openExport = (deps: ExportDeps, actor: Actor, id: number) =>
  Effect.gen(function* () {
    const record = yield* deps.exports.byId(id);
    if (!record) return yield* new NotFound({});
    if (record.userId !== actor.id) return yield* new Forbidden({});
    const now = deps.clock();
    if (exportStatus(record, now) !== 'READY' || !record.fileName || !record.readyAt)
      return yield* new NotFound({});
    const body = yield* deps.files.open(record.fileName);
    if (!body) return yield* new NotFound({});
    return { body, fileName: exportFileName(seoulDateKey(record.readyAt)), sizeBytes: record.sizeBytes };
  });
