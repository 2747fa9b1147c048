import { Effect } from 'effect';
import * as v from 'valibot';
import type { ImageKind, ImageUpload } from '../../application/drafts/image-upload.port';
import { type ApiError, decodeError, networkError, timeoutError } from '../../application/errors';
import { ImageUploadResponse } from '../../contract/content';
import { IMAGE_OPERATIONS } from '../../contract/images.operations';
import { type Operation, operationPath } from '../../contract/operation';
import { errorFromResponse, parseResponseText, type SignOutDeps } from './error-response';

/** An image on a slow phone line takes longer than the 5 s of plain calls. */
export const UPLOAD_TIMEOUT_MS = 60_000;

const OPERATIONS: Record<ImageKind, Operation> = {
  thumbnail: IMAGE_OPERATIONS.thumbnail,
  profile: IMAGE_OPERATIONS.profileImage,
  article: IMAGE_OPERATIONS.articleImage,
  post: IMAGE_OPERATIONS.postImage,
  qna: IMAGE_OPERATIONS.qnaImage,
};

export interface HttpImageUploadDeps extends SignOutDeps {
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
  /** Tests pass a fake; the browser's XMLHttpRequest otherwise. */
  readonly createRequest?: () => XMLHttpRequest;
}

type Outcome = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly error: ApiError };

/**
 * Multipart upload (field `image`) over XMLHttpRequest, the one browser API that reports upload
 * progress. Same rules as the fetch client: Bearer token re-read per request, credentials, the
 * 400/401 logging and the 'Unauthorized' sign-out.
 */
export const createHttpImageUpload = (deps: HttpImageUploadDeps): ImageUpload => {
  const newRequest = deps.createRequest ?? (() => new XMLHttpRequest());
  const timeoutMs = deps.timeoutMs ?? UPLOAD_TIMEOUT_MS;

  const send = (kind: ImageKind, file: Blob, onProgress: (f: number) => void, signal: AbortSignal) =>
    new Promise<Outcome>((resolve) => {
      const xhr = newRequest();
      xhr.open('POST', `${deps.baseUrl ?? ''}${operationPath(OPERATIONS[kind])}`);
      xhr.withCredentials = true;
      xhr.timeout = timeoutMs;
      xhr.setRequestHeader('Accept', 'application/json');
      const token = deps.tokenStore.get();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        const data = parseResponseText(xhr.responseText);
        if (xhr.status < 200 || xhr.status >= 300) {
          resolve({ ok: false, error: errorFromResponse(deps, xhr.status, data) });
          return;
        }
        const parsed = v.safeParse(ImageUploadResponse, data);
        resolve(
          parsed.success ? { ok: true, url: parsed.output.url } : { ok: false, error: decodeError(['url']) },
        );
      };
      xhr.onerror = () => resolve({ ok: false, error: networkError() });
      xhr.onabort = () => resolve({ ok: false, error: networkError() });
      xhr.ontimeout = () => resolve({ ok: false, error: timeoutError() });
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      form.append('image', file, file instanceof File ? file.name : 'image');
      xhr.send(form);
    });

  return {
    upload: (kind, file, onProgress) =>
      Effect.flatMap(
        Effect.promise((signal) => send(kind, file, onProgress, signal)),
        (outcome): Effect.Effect<string, ApiError> =>
          outcome.ok ? Effect.succeed(outcome.url) : Effect.fail(outcome.error),
      ),
  };
};
