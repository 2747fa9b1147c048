import { Effect } from 'effect';
import type { ExportFiles } from '../../ports/exports.port';
import { zipEntries } from '../storage/zip-entries';

/** A version 4 UUID from getRandomValues (which, unlike randomUUID, exists on plain http too). */
const uuid = () => {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Archives in memory, zipped by the server's own code (zip-entries.ts): the demo host's ExportFiles. */
export const memoryExportFiles = (): ExportFiles & { readonly names: () => readonly string[] } => {
  const kept = new Map<string, Uint8Array>();
  return {
    write: (entries) =>
      Effect.promise(async () => {
        const chunks: Uint8Array[] = [];
        const sizeBytes = await zipEntries(entries, async (chunk) => {
          chunks.push(chunk);
        });
        const bytes = new Uint8Array(sizeBytes);
        let at = 0;
        for (const chunk of chunks) {
          bytes.set(chunk, at);
          at += chunk.length;
        }
        const name = `${uuid()}.zip`;
        kept.set(name, bytes);
        return { name, sizeBytes };
      }),
    open: (name) =>
      Effect.sync(() => {
        const bytes = kept.get(name);
        if (!bytes) return null;
        return new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes.slice());
            controller.close();
          },
        });
      }),
    remove: (name) =>
      Effect.sync(() => {
        kept.delete(name);
      }),
    names: () => [...kept.keys()],
  };
};
