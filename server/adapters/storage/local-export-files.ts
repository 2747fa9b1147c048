import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Effect } from 'effect';
import type { ExportFiles } from '../../ports/exports.port';
import { zipEntries } from './zip-entries';

/** Names this store issues: a UUID and .zip, so a request can never walk out of the folder. */
const NAME = /^[0-9a-f-]{36}\.zip$/;

/**
 * Member archives in a local directory (DATA_DIR/exports), beside the uploaded images but never under
 * the public image route: only the export download, which checks the owner, reads them.
 */
export const localExportFiles = (directory: string): ExportFiles => {
  let ready: Promise<unknown> | undefined;
  return {
    write: (entries) =>
      Effect.promise(async () => {
        ready ??= mkdir(directory, { recursive: true });
        await ready;
        const name = `${randomUUID()}.zip`;
        // Written aside and renamed, so a download never reads half an archive.
        const partial = join(directory, `.${name}.part`);
        const file = await open(partial, 'w');
        let sizeBytes: number;
        try {
          sizeBytes = await zipEntries(entries, async (chunk) => {
            await file.write(chunk);
          });
        } catch (error) {
          await file.close();
          await unlink(partial).catch(() => undefined);
          throw error;
        }
        await file.close();
        await rename(partial, join(directory, name));
        return { name, sizeBytes };
      }),
    open: (name) =>
      Effect.promise(async () => {
        if (!NAME.test(name)) return null;
        const path = join(directory, name);
        try {
          if (!(await stat(path)).isFile()) return null;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw error;
        }
        return Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
      }),
    remove: (name) =>
      Effect.promise(async () => {
        if (!NAME.test(name)) return;
        await unlink(join(directory, name)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
      }),
  };
};
