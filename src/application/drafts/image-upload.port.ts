import type { Effect } from 'effect';
import type { ContentKind } from '../../domain/content/policy';
import type { ApiError } from '../errors';

/** Where an image goes: an article thumbnail, a profile picture, or the body of a kind. */
export type ImageKind = 'thumbnail' | 'profile' | ContentKind;

/** Multipart image upload with progress; resolves with the stored image's URL. */
export interface ImageUpload {
  /** `onProgress` receives the sent fraction, 0..1. */
  upload(
    kind: ImageKind,
    file: Blob,
    onProgress: (fraction: number) => void,
  ): Effect.Effect<string, ApiError>;
}
