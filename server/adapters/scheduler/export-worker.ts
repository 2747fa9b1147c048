import { join } from 'node:path';
import { Effect } from 'effect';
import type { ExportDeps } from '../../application/exports/export-deps';
import { runExportJob } from '../../application/exports/build-export.use-case';
import type { Config } from '../../config';
import type { Db } from '../db/client';
import { exportsRepository } from '../db/exports.repository';
import { memberDataRepository } from '../db/member-data.repository';
import type { Logger } from '../log/logger';
import { localExportFiles } from '../storage/local-export-files';
import { localImageStore } from '../storage/local-image-store';
import type { ScheduledJob } from './scheduler';

/** How often the export job looks for waiting builds another process left and for expired archives. */
const EXPORT_JOB_INTERVAL_MS = 60_000;

/**
 * Runs `work` in the background when woken, one run at a time: a wake during a run asks for one more
 * run after it, so a request made while an archive is being built is never missed.
 */
export const backgroundRunner = (work: () => Promise<unknown>, onError: (error: unknown) => void) => {
  let running: Promise<void> | null = null;
  let again = false;
  const kick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await work();
        } catch (error) {
          onError(error);
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    /** Starts a run soon (never awaited by a request). */
    wake: () => {
      setTimeout(() => void kick(), 0).unref?.();
    },
    /** Runs now (or waits for the run in progress, then runs again). */
    run: kick,
    /** Resolves when no run is in progress. */
    idle: async () => {
      while (running) await running;
    },
  };
};

/**
 * The server's export deps: Drizzle stores, the archives in DATA_DIR/exports, the uploaded images in
 * DATA_DIR/images. `wake` builds in this process in the background; the scheduled job (exportJob)
 * builds what another process left waiting and deletes expired archives.
 */
export const serverExportDeps = (
  deps: { readonly db: Db; readonly config: Config; readonly clock: () => Date; readonly logger: Logger },
  extra: Pick<ExportDeps, 'consents' | 'blocks'> = {},
): ExportDeps & { readonly runner: ReturnType<typeof backgroundRunner> } => {
  let runner: ReturnType<typeof backgroundRunner> | undefined;
  const exportDeps: ExportDeps = {
    exports: exportsRepository(deps.db),
    files: localExportFiles(join(deps.config.dataDir, 'exports')),
    data: memberDataRepository(deps.db),
    images: localImageStore(join(deps.config.dataDir, 'images'), deps.config.imageBaseUrl),
    clock: deps.clock,
    wake: () => runner?.wake(),
    ...extra,
  };
  runner = backgroundRunner(
    () => Effect.runPromise(runExportJob(exportDeps)),
    (error) => deps.logger.error({ err: error }, 'export build failed'),
  );
  return { ...exportDeps, runner };
};

/** The scheduled export job: sweeps expired archives and builds any left waiting. */
export const exportJob = (
  deps: ExportDeps & { readonly runner: ReturnType<typeof backgroundRunner> },
): ScheduledJob => ({
  name: 'exports',
  intervalMs: EXPORT_JOB_INTERVAL_MS,
  run: () => deps.runner.run(),
});
