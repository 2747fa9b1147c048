import { Effect } from 'effect';
import { CONTENT_LIMITS } from '../../../src/domain/content/limits';
import { canWrite } from '../../../src/domain/content/permissions';
import { CONTENT_POLICIES, policyOf } from '../../../src/domain/content/policy';
import { CONTENT_INPUT_TEXT as T } from '../../../src/domain/text/content-input';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import type { Viewer } from '../../../src/domain/viewer';
import type { ImageKind, ImageProcessor, ImageStore } from '../../ports/images.port';
import { BadRequest, Forbidden, NotFound } from '../errors';

export type ImageDeps = { readonly processor: ImageProcessor; readonly store: ImageStore };

/** Uploads over this size answer 413 (checked at the edge before the body is read in full). */
export const MAX_UPLOAD_BYTES = CONTENT_LIMITS.imageBytes;

const refuse = (reason: string) =>
  new BadRequest({ message: 'Bad Request', errors: [{ field: 'image', reason }] });

/**
 * Body images are for those who may write the kind (articles: EDITOR and ADMIN; boards: every member),
 * thumbnails for article writers, a profile picture for anyone signed in.
 */
const mayUpload = (actor: NonNullable<Viewer>, kind: ImageKind): boolean =>
  kind === 'profile' ||
  canWrite(actor.role, kind === 'thumbnail' ? CONTENT_POLICIES.article : policyOf(kind));

export const uploadImage = (
  deps: ImageDeps,
  actor: NonNullable<Viewer>,
  kind: ImageKind,
  bytes: Uint8Array | null,
) =>
  Effect.gen(function* () {
    if (!mayUpload(actor, kind)) return yield* new Forbidden({});
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
    if (!image) return yield* new NotFound({ message: SERVER_MESSAGES.imageNotFound });
    return image;
  });
