import { Effect } from 'effect';
import { canWrite } from '../../../src/domain/content/permissions';
import { CONTENT_POLICIES } from '../../../src/domain/content/policy';
import { CONTENT_INPUT_TEXT as T } from '../../../src/domain/text/content-input';
import type { Viewer } from '../../../src/domain/viewer';
import type { ImageKind, ImageProcessor, ImageStore } from '../../ports/images.port';
import { BadRequest, Forbidden, NotFound } from '../errors';

export type ImageDeps = { readonly processor: ImageProcessor; readonly store: ImageStore };

/** Uploads over this size answer 413 (checked at the edge before the body is read in full). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const refuse = (reason: string) =>
  new BadRequest({ message: 'Bad Request', errors: [{ field: 'image', reason }] });

/** Article images and thumbnails are for writers (EDITOR, ADMIN); a profile picture for anyone signed in. */
export const uploadImage = (
  deps: ImageDeps,
  actor: NonNullable<Viewer>,
  kind: ImageKind,
  bytes: Uint8Array | null,
) =>
  Effect.gen(function* () {
    if (kind !== 'profile' && !canWrite(actor.role, CONTENT_POLICIES.article))
      return yield* new Forbidden({});
    if (bytes === null || bytes.length === 0) return yield* refuse(T.imageRequired);
    const image = yield* deps.processor.process(bytes, kind);
    if (image === 'unsupported') return yield* refuse(T.imageType);
    if (image === 'broken') return yield* refuse(T.imageBroken);
    return yield* deps.store.save(image);
  });

/** GET /api/images/{name}. */
export const readImage = (store: ImageStore, name: string) =>
  Effect.gen(function* () {
    const image = yield* store.read(name);
    if (!image) return yield* new NotFound({ message: 'Image Not Found' });
    return image;
  });
