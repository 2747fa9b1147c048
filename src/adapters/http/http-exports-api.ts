import { Effect } from 'effect';
import type { ExportFile, ExportsApi } from '../../application/exports/exports-api.port';
import { type ApiError, networkError, timeoutError } from '../../application/errors';
import { EXPORT_OPERATIONS as OPS } from '../../contract/exports.operations';
import { operationPath } from '../../contract/operation';
import { errorFromResponse, parseResponseText, type SignOutDeps } from './error-response';
import type { HttpClient } from './http-client';

/** An archive of a large account takes longer than a JSON answer to arrive. */
const DOWNLOAD_WAIT_MS = 120_000;

export interface HttpExportsDeps extends SignOutDeps {
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
}

type Outcome =
  | { readonly ok: true; readonly value: ExportFile }
  | { readonly ok: false; readonly error: ApiError };

/**
 * The state and the request go through the JSON client; the archive is a file answer, read as a Blob
 * under the same rules (the Bearer token re-read, credentials, a refusal read as the client reads it).
 */
export const createHttpExportsApi = (http: HttpClient, deps: HttpExportsDeps): ExportsApi => {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fetchFile = async (path: string, signal: AbortSignal): Promise<Outcome> => {
    const headers = new Headers({ Accept: 'application/zip, application/json' });
    const token = deps.tokenStore.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      const response = await doFetch(`${deps.baseUrl ?? ''}${path}`, {
        method: 'GET',
        headers,
        credentials: 'include',
        signal,
      });
      if (!response.ok)
        return {
          ok: false,
          error: errorFromResponse(deps, response.status, parseResponseText(await response.text())),
        };
      const disposition = response.headers.get('Content-Disposition') ?? '';
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
      return { ok: true, value: { blob: await response.blob(), fileName } };
    } catch {
      return { ok: false, error: networkError() };
    }
  };
  return {
    state: () => http.call(OPS.state),
    request: () => http.call(OPS.request),
    download: (id) =>
      Effect.flatMap(
        Effect.promise((signal) => fetchFile(operationPath(OPS.download, { id }), signal)),
        (outcome): Effect.Effect<ExportFile, ApiError> =>
          outcome.ok ? Effect.succeed(outcome.value) : Effect.fail(outcome.error),
      ).pipe(Effect.timeoutOrElse({ duration: DOWNLOAD_WAIT_MS, orElse: () => Effect.fail(timeoutError()) })),
  };
};
