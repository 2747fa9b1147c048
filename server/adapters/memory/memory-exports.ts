import { Effect } from 'effect';
import { runExportJob } from '../../application/exports/build-export.use-case';
import type { ExportDeps } from '../../application/exports/export-deps';
import type { ImageStore } from '../../ports/images.port';
import { memoryExportFiles } from './memory-export-files';
import { memoryExportStore } from './memory-exports-store';
import type { MemoryDb } from './memory-db';
import { memoryMemberData } from './memory-member-data';

/**
 * Download my data on the memory host: the server's use cases on the memory stores; a request wakes
 * the same export job the server runs, on a timer of the tab (one run at a time).
 */
export const memoryExportDeps = (
  db: MemoryDb,
  images: Pick<ImageStore, 'read'>,
  clock: () => Date,
  extra: Pick<ExportDeps, 'consents' | 'blocks'> = {},
): ExportDeps & {
  readonly files: ReturnType<typeof memoryExportFiles>;
  readonly idle: () => Promise<void>;
} => {
  let running: Promise<void> = Promise.resolve();
  const deps = {
    exports: memoryExportStore(db),
    files: memoryExportFiles(),
    data: memoryMemberData(db),
    images,
    clock,
    ...extra,
    wake: () => {
      running = running.then(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              Effect.runPromise(runExportJob(deps)).then(
                () => resolve(),
                (error: unknown) => {
                  console.error('demo host: export failed', error);
                  resolve();
                },
              );
            }, 0),
          ),
      );
    },
    idle: () => running,
  };
  return deps;
};
