import type { Effect } from 'effect';
import type { ApiError } from '../errors';

/** Where an image goes: the article thumbnail or an image inside the body. */
export type ImageKind = 'thumbnail' | 'article';

/** Multipart image upload with progress; resolves with the stored image's URL. */
export interface ImageUpload {
  /** `onProgress` receives the sent fraction, 0..1. */
  upload(
    kind: ImageKind,
    file: Blob,
    onProgress: (fraction: number) => void,
  ): Effect.Effect<string, ApiError>;
}
