import { Effect, Exit } from 'effect';
import type { Context } from 'hono';
import { IMAGE_OPERATIONS as OPS } from '../../../../src/contract/images.operations';
import { CONTENT_INPUT_TEXT as T } from '../../../../src/domain/text/content-input';
import { MAX_UPLOAD_BYTES, readImage } from '../../../application/images/upload-image.use-case';
import { imageBindings } from '../../../bindings/youth.bindings';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { routesOf, serveBound, serveRaw } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';

/** The answer to an upload over the limit (the operations' `maxBodyBytes`, or a file over MAX_UPLOAD_BYTES). */
const tooLarge = () =>
  new HttpError(413, {
    message: 'Payload Too Large',
    detailedMessage: T.imageTooLarge,
    errors: [{ field: 'image', reason: T.imageTooLarge }],
  });

/**
 * The uploaded file from field `image` (or `file`), or null when the form carries none. The body is read
 * under the operation's limit as it streams, then parsed by the platform's multipart parser.
 */
const uploadedBytes = async (
  c: Context<AppEnv>,
  rawBody: () => Promise<Buffer>,
): Promise<Uint8Array | null> => {
  const bytes = await rawBody();
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'Content-Type': c.req.header('Content-Type') ?? '' },
    }).formData();
  } catch {
    return null;
  }
  const file = form.get('image') ?? form.get('file');
  if (!(file instanceof File)) return null;
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
};

/** Multipart uploads (spec section 7 "Images", the thumbnail path spelt as the spec has it) and serving. */
export const imagesRoutes = (deps: AppDeps) => {
  const rules = ruleDepsOf(deps);
  const host = {
    upload: ({ c, rawBody }: { c: Context<AppEnv>; rawBody: () => Promise<Buffer> }) =>
      uploadedBytes(c, rawBody),
  };
  return routesOf([
    ...imageBindings(rules).map((binding) => serveBound(binding, host, { tooLarge })),
    serveRaw(OPS.image, async ({ c, params }) => {
      const exit = await Effect.runPromiseExit(readImage(rules.images.store, params.name));
      if (Exit.isFailure(exit)) return c.json({ message: 'Not Found' }, 404);
      // The name is a fresh UUID per upload: the content never changes, so caches may keep it for good.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('Content-Type', exit.value.contentType);
      return c.body(exit.value.bytes as Uint8Array<ArrayBuffer>);
    }),
  ]);
};
