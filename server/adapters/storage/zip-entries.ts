import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { EXPORT_IMAGES_FOLDER } from '../../../src/domain/exports';
import type { ArchiveEntry } from '../../ports/exports.port';

/**
 * Zips entries as they come with fflate's streaming `Zip`: each entry's bytes are made, compressed and
 * handed to `sink` before the next is made, so an archive of a large account never sits in memory whole.
 * Pictures are stored as they are (already compressed); the JSON files are deflated. Browser-safe (the
 * demo host zips with it too). Resolves with the archive's size in bytes.
 */
export const zipEntries = async (
  entries: AsyncIterable<ArchiveEntry>,
  sink: (chunk: Uint8Array) => Promise<void>,
): Promise<number> => {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let size = 0;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const flush = async () => {
    for (let chunk = pending.shift(); chunk; chunk = pending.shift()) {
      size += chunk.length;
      await sink(chunk);
    }
    if (failure) throw failure;
  };
  for await (const entry of entries) {
    const bytes = await entry.bytes();
    if (bytes === null) continue;
    const file = entry.path.startsWith(EXPORT_IMAGES_FOLDER)
      ? new ZipPassThrough(entry.path)
      : new ZipDeflate(entry.path, { level: 6 });
    zip.add(file);
    file.push(bytes, true);
    await flush();
  }
  zip.end();
  await flush();
  return size;
};
