import type { Effect } from 'effect';
import type { ContentKind } from '../../src/domain/content/policy';

/** Where an image goes: an article thumbnail, a profile picture, or the body of a content kind. */
export type ImageKind = 'thumbnail' | 'profile' | ContentKind;

/** An upload after sniffing and re-encoding: metadata gone, width capped. */
export type ProcessedImage = {
  readonly bytes: Uint8Array;
  readonly extension: string;
  readonly contentType: string;
};

/** Reads the real type from the bytes and re-encodes; 'unsupported' or 'broken' instead of throwing. */
export interface ImageProcessor {
  process(bytes: Uint8Array, kind: ImageKind): Effect.Effect<ProcessedImage | 'unsupported' | 'broken'>;
}

/** A stored picture's size in pixels, by its public URL: null when it is not one of ours or is gone. */
export interface ImageSizes {
  sizeOf(url: string): Effect.Effect<{ readonly width: number; readonly height: number } | null>;
}

/** Where images live (a local directory by default); `save` returns the public URL. */
export interface ImageStore {
  save(image: ProcessedImage): Effect.Effect<{ readonly url: string }>;
  read(name: string): Effect.Effect<{ readonly bytes: Uint8Array; readonly contentType: string } | null>;
}
