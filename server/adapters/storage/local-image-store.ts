import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Effect } from 'effect';
import sharp from 'sharp';
import type { ImageSizes, ImageStore } from '../../ports/images.port';
import type { StoredImages } from '../../ports/profiles.port';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};
/** Names this store issues: a UUID and a known extension, so a request can never walk out of the folder. */
const NAME = /^[0-9a-f-]{36}\.(webp|png|jpg|gif)$/;

/**
 * Images in a local directory (DATA_DIR/images), served back by GET /api/images/{name}. URLs use
 * IMAGE_BASE_URL when configured (a CDN in front of that route), else the relative /api/images/ path.
 */
export const localImageStore = (
  directory: string,
  imageBaseUrl: string | undefined,
): ImageStore & StoredImages & ImageSizes => {
  const base = imageBaseUrl ? `${imageBaseUrl.replace(/\/+$/, '')}/` : '/api/images/';
  let ready: Promise<unknown> | undefined;
  /** Stored pictures never change (a new upload is a new name): each size is read once. */
  const sizes = new Map<string, { width: number; height: number }>();
  return {
    save: (image) =>
      Effect.promise(async () => {
        ready ??= mkdir(directory, { recursive: true });
        await ready;
        const name = `${randomUUID()}.${image.extension}`;
        // Written aside and renamed, so a reader never sees half a file.
        const partial = join(directory, `.${name}.part`);
        await writeFile(partial, image.bytes);
        await rename(partial, join(directory, name));
        return { url: `${base}${name}` };
      }),
    read: (name) =>
      Effect.promise(async () => {
        const match = NAME.exec(name);
        if (!match?.[1]) return null;
        try {
          const bytes = new Uint8Array(await readFile(join(directory, name)));
          return { bytes, contentType: CONTENT_TYPES[match[1]] ?? 'application/octet-stream' };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw error;
        }
      }),
    // The stored picture's pixels (an animated one's frame), from its header through sharp.
    sizeOf: (url) =>
      Effect.promise(async () => {
        if (!url.startsWith(base)) return null;
        const name = url.slice(base.length);
        if (!NAME.test(name)) return null;
        const known = sizes.get(name);
        if (known) return known;
        try {
          const meta = await sharp(join(directory, name)).metadata();
          if (!meta.width || !meta.height) return null;
          const size = { width: meta.width, height: meta.pageHeight ?? meta.height };
          if (sizes.size < 10_000) sizes.set(name, size);
          return size;
        } catch {
          return null;
        }
      }),
    // One of ours: a URL this store issued (under its base, a name it makes) whose file is still here.
    isStored: (url) =>
      Effect.promise(async () => {
        if (!url.startsWith(base)) return false;
        const name = url.slice(base.length);
        if (!NAME.test(name)) return false;
        try {
          return (await stat(join(directory, name))).isFile();
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
          throw error;
        }
      }),
  };
};
