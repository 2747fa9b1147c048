import { Effect } from 'effect';
import sharp from 'sharp';
import type { ImageKind, ImageProcessor } from '../../ports/images.port';
import { sniffImageType } from './image-type';

/** Widest stored image per use: article bodies may fill a wide screen, cards and avatars need less. */
const MAX_WIDTH: Record<ImageKind, number> = {
  article: 1920,
  post: 1920,
  qna: 1920,
  thumbnail: 1200,
  profile: 512,
};
/** Refuses decompression bombs: a small file that decodes to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes every upload to WebP (animated GIFs stay animated). Decoding and encoding again drops
 * anything hidden in the file, and sharp writes no metadata (EXIF with GPS, ICC, XMP) unless asked;
 * the EXIF orientation is applied first so photos stay upright.
 */
export const sharpImageProcessor = (): ImageProcessor => ({
  process: (bytes, kind) =>
    Effect.promise(async () => {
      const type = sniffImageType(bytes);
      if (type === null) return 'unsupported' as const;
      const animated = type === 'gif' || type === 'webp';
      try {
        let pipeline = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
        if (!animated) pipeline = pipeline.rotate();
        const output = await pipeline
          .resize({ width: MAX_WIDTH[kind], withoutEnlargement: true })
          .webp({ quality: 82, effort: 4 })
          .toBuffer();
        return { bytes: new Uint8Array(output), extension: 'webp', contentType: 'image/webp' };
      } catch {
        return 'broken' as const;
      }
    }),
});
