import type { Effect } from 'effect';
import type { ExportState } from '../../contract/exports';
import type { ApiError } from '../errors';

/** The archive's bytes and the name the server gives it. */
export type ExportFile = { readonly blob: Blob; readonly fileName: string | null };

/**
 * Download my data (내 정보 다운로드, issue 23) from account settings. Only the settings page calls it,
 * so its HTTP adapter loads on first use.
 */
export interface ExportsApi {
  /** GET: the member's latest request and when they may ask again. */
  state(): Effect.Effect<ExportState, ApiError>;
  /** POST: asks for a new archive (429 RateLimited: one a day). */
  request(): Effect.Effect<ExportState, ApiError>;
  /** The archive of a READY request (403 someone else's, 404 expired or gone). */
  download(id: number): Effect.Effect<ExportFile, ApiError>;
}

/** The methods a lazily loaded adapter stands in for (src/adapters/lazy-adapters.ts `lazyPort`). */
export const EXPORTS_METHODS = [
  'state',
  'request',
  'download',
] as const satisfies readonly (keyof ExportsApi)[];
