import { Effect } from 'effect';
import type { ImageKind, ImageUpload } from '../../application/drafts/image-upload.port';
import type { Operation } from '../../contract/operation';
import { IMAGE_OPERATIONS } from '../../contract/images.operations';
import { CONTENT_LIMITS } from '../../domain/content/limits';
import { canWrite } from '../../domain/content/permissions';
import { CONTENT_POLICIES, policyOf } from '../../domain/content/policy';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import { CONTENT_INPUT_TEXT as T } from '../../domain/text/content-input';
import { badField, forbidden, refuse, type FakeServer } from './fake-server';

const OPERATIONS: Record<ImageKind, Operation> = {
  thumbnail: IMAGE_OPERATIONS.thumbnail,
  profile: IMAGE_OPERATIONS.profileImage,
  article: IMAGE_OPERATIONS.articleImage,
  post: IMAGE_OPERATIONS.postImage,
  qna: IMAGE_OPERATIONS.qnaImage,
};

/** JPEG, PNG, WebP or GIF by content, as the server sniffs it (the name and type may lie). */
const isImage = (b: Uint8Array): boolean =>
  (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
  (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) ||
  String.fromCharCode(...b.slice(0, 4)) === 'GIF8' ||
  (String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP');

/** Body images for the kind's writers, thumbnails for article writers, a profile picture for anyone. */
const mayUpload = (role: Parameters<typeof canWrite>[0], kind: ImageKind) =>
  kind === 'profile' || canWrite(role, kind === 'thumbnail' ? CONTENT_POLICIES.article : policyOf(kind));

const urlOf = (file: Blob, bytes: Uint8Array) =>
  typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : `data:${file.type || 'application/octet-stream'};base64,${btoa(String.fromCharCode(...bytes))}`;

/**
 * Uploads into the fake store: progress in five steps, then an object URL (a data URL where there is
 * none) that the store remembers, so a thumbnail or an inline image passes as "our own image".
 */
export const createFakeImageUpload = (fake: FakeServer): ImageUpload => ({
  upload: (kind, file, onProgress) =>
    Effect.gen(function* () {
      for (const step of [0.2, 0.4, 0.6, 0.8, 1]) {
        if (fake.latencyMs) yield* Effect.sleep(fake.latencyMs / 5);
        onProgress(step);
      }
      const bytes = new Uint8Array(yield* Effect.promise(() => file.arrayBuffer()));
      return yield* fake.call(OPERATIONS[kind], {}, ({ actor }) => {
        if (!actor || !mayUpload(actor.role, kind)) return forbidden();
        if (file.size > CONTENT_LIMITS.imageBytes)
          return refuse(413, SERVER_MESSAGES.payloadTooLarge, [{ field: 'image', reason: T.imageTooLarge }]);
        if (bytes.length === 0) return badField('image', T.imageRequired);
        if (!isImage(bytes)) return badField('image', T.imageType);
        const url = urlOf(file, bytes);
        fake.store.images.set(url, file);
        return { url };
      });
    }).pipe(Effect.map((answer) => (answer as unknown as { url: string }).url)),
});
