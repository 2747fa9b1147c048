import { Effect } from 'effect';
import { LOCAL_IMAGE_PREFIX } from '../../../src/domain/article-html';
import type { ImageProcessor, ImageSizes, ImageStore, ProcessedImage } from '../../ports/images.port';
import type { StoredImages } from '../../ports/profiles.port';
import { type SniffedType, sniffImageType } from '../storage/image-type';
import { toBase64 } from './base64url';
import { imageSize, type PixelSize } from './image-header';

const FORMATS: Record<SniffedType, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
};
/** sharp's limitInputPixels on the server: a picture over it is refused as broken there too. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The names the server's store issues (a UUID and a known extension), so routes read them alike. */
const NAME = /^[0-9a-f-]{36}\.(webp|png|jpg|gif)$/;

/**
 * The browser's ImageProcessor: the type sniffed from the bytes by the server's own rule and the
 * header read for its size, then the bytes kept as they came. Re-encoding as the server does (sharp:
 * WebP, capped width, EXIF stripped and applied) needs a decoder and an encoder the demo does not
 * ship, and the pictures never leave the reader's tab, so their metadata reaches no one.
 */
export const browserImageProcessor = (): ImageProcessor => ({
  process: (bytes) =>
    Effect.sync(() => {
      const type = sniffImageType(bytes);
      if (type === null) return 'unsupported' as const;
      const size = imageSize(type, bytes);
      if (!size || size.width * size.height > MAX_INPUT_PIXELS) return 'broken' as const;
      return { bytes: bytes.slice(), ...FORMATS[type] };
    }),
});

/** A version 4 UUID from getRandomValues, which, unlike randomUUID, also exists on plain http. */
const uuid = () => {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

type Kept = { readonly bytes: Uint8Array; readonly contentType: string; readonly size: PixelSize | null };

/**
 * Pictures kept in memory under the server's URLs (`/api/images/<uuid>.<ext>` unless `base` says
 * otherwise), so the server's rules take them as they take its own: the content sanitizer keeps only
 * such sources and thumbnails, and a profile picture must be a stored one. A page cannot load those
 * paths from a tab's memory, so `displayUrl` gives each its `blob:` URL (a data: URL where there are
 * none) for the demo's edge to show, and `read` answers its bytes as GET /api/images/{name} would.
 */
export const memoryImages = (
  options: {
    readonly base?: string;
    /** Told of every stored picture (the demo keeps a copy where its service worker serves it). */
    readonly onSave?: (url: string, bytes: Uint8Array, contentType: string) => void;
  } = {},
) => {
  const base = options.base ?? LOCAL_IMAGE_PREFIX;
  const kept = new Map<string, Kept>();
  const shown = new Map<string, string>();
  const nameOf = (url: string) => {
    const name = url.startsWith(base) ? url.slice(base.length) : null;
    return name !== null && NAME.test(name) ? name : null;
  };
  const keptAt = (url: string) => {
    const name = nameOf(url);
    return name === null ? undefined : kept.get(name);
  };

  const store: ImageStore & ImageSizes & StoredImages = {
    save: (image: ProcessedImage) =>
      Effect.sync(() => {
        const name = `${uuid()}.${image.extension}`;
        const type = sniffImageType(image.bytes);
        const size = type === null ? null : imageSize(type, image.bytes);
        kept.set(name, { bytes: image.bytes.slice(), contentType: image.contentType, size });
        options.onSave?.(`${base}${name}`, image.bytes, image.contentType);
        return { url: `${base}${name}` };
      }),
    read: (name) =>
      Effect.sync(() => {
        const image = NAME.test(name) ? kept.get(name) : undefined;
        return image ? { bytes: image.bytes.slice(), contentType: image.contentType } : null;
      }),
    sizeOf: (url) => Effect.sync(() => keptAt(url)?.size ?? null),
    isStored: (url) => Effect.sync(() => keptAt(url) !== undefined),
  };

  /** What an `<img>` can load for a stored picture's URL; null for any other URL. */
  const displayUrl = (url: string): string | null => {
    const image = keptAt(url);
    if (!image) return null;
    let shownAt = shown.get(url);
    if (shownAt === undefined) {
      shownAt =
        typeof URL.createObjectURL === 'function'
          ? URL.createObjectURL(new Blob([image.bytes as BlobPart], { type: image.contentType }))
          : `data:${image.contentType};base64,${toBase64(image.bytes)}`;
      shown.set(url, shownAt);
    }
    return shownAt;
  };

  return { processor: browserImageProcessor(), store, sizes: store, stored: store, displayUrl };
};

export type MemoryImages = ReturnType<typeof memoryImages>;
