import { Effect } from 'effect';
import type { RemoteImages } from '../../ports/competitions.port';
import type { ImageProcessor, ImageStore } from '../../ports/images.port';
import type { Logger } from '../log/logger';
import { cappedFetch, type FetchOptions } from './capped-fetch';

export const REMOTE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const REMOTE_IMAGE_TIMEOUT_MS = 8_000;

/**
 * Copies a remote picture (a news item's image, a team emblem) into our own image store: fetched with
 * a deadline and a size cap, type sniffed and re-encoded like an upload, so pages load images only from
 * our origin (the Content-Security-Policy allows no other) and no reader's browser calls the source.
 */
export const remoteImages = (deps: {
  readonly processor: ImageProcessor;
  readonly store: ImageStore;
  readonly logger: Pick<Logger, 'warn'>;
  readonly fetch: Pick<FetchOptions, 'userAgent'> & Partial<FetchOptions>;
}): RemoteImages => ({
  copy: (url, use) =>
    Effect.gen(function* () {
      const fetched = yield* Effect.promise((signal) =>
        cappedFetch(url, {
          signal,
          timeoutMs: REMOTE_IMAGE_TIMEOUT_MS,
          maxBytes: REMOTE_IMAGE_MAX_BYTES,
          accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
          ...deps.fetch,
        }),
      );
      if (!fetched.ok) {
        deps.logger.warn({ url, reason: fetched.reason }, 'remote image not copied');
        return null;
      }
      const image = yield* deps.processor.process(fetched.bytes, use === 'emblem' ? 'profile' : 'thumbnail');
      if (image === 'unsupported' || image === 'broken') {
        deps.logger.warn({ url, reason: image }, 'remote image not copied');
        return null;
      }
      return (yield* deps.store.save(image)).url;
    }),
});
