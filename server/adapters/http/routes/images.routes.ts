import { join } from 'node:path';
import { Effect, Exit } from 'effect';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ARTICLE_INPUT_TEXT as T } from '../../../../src/domain/text/articles-server';
import {
  MAX_UPLOAD_BYTES,
  readImage,
  uploadImage,
  type ImageDeps,
} from '../../../application/images/upload-image.use-case';
import type { ImageKind } from '../../../ports/images.port';
import { localImageStore } from '../../storage/local-image-store';
import { sharpImageProcessor } from '../../storage/sharp-image-processor';
import { requireActor } from '../auth.middleware';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { respond } from '../run';
import { signedIn } from './articles-area';

const tooLarge = () =>
  new HttpError(413, { message: 'Payload Too Large', errors: [{ field: 'image', reason: T.imageTooLarge }] });
/** The multipart envelope (boundaries, headers) on top of the file itself. */
const limit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw tooLarge();
  },
});

/** The uploaded file from field `image` (or `file`), or null when the form carries none. */
const uploadedBytes = async (c: Context<AppEnv>): Promise<Uint8Array | null> => {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return null;
  }
  const file = form.image ?? form.file;
  if (!(file instanceof File)) return null;
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
};

/** Multipart uploads (spec section 7 "Images", the thumbnail path spelt as the spec has it) and serving. */
export const imagesRoutes = (deps: AppDeps) => {
  const images: ImageDeps = {
    processor: sharpImageProcessor(),
    store: localImageStore(join(deps.config.dataDir, 'images'), deps.config.imageBaseUrl),
  };
  const upload = (kind: ImageKind) => async (c: Context<AppEnv>) =>
    respond(c, uploadImage(images, requireActor(c), kind, await uploadedBytes(c)));
  return new Hono<AppEnv>()
    .post('/image/thumbnatils', signedIn, limit, upload('thumbnail'))
    .post('/image/articles', signedIn, limit, upload('article'))
    .post('/image/profiles', signedIn, limit, upload('profile'))
    .get('/images/:name{[0-9a-z.-]+}', async (c) => {
      const exit = await Effect.runPromiseExit(readImage(images.store, c.req.param('name')));
      if (Exit.isFailure(exit)) return c.json({ message: 'Not Found' }, 404);
      // The name is a fresh UUID per upload: the content never changes, so caches may keep it for good.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('Content-Type', exit.value.contentType);
      return c.body(exit.value.bytes as Uint8Array<ArrayBuffer>);
    });
};
