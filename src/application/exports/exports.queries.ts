import { Effect } from 'effect';
import { queryKeys } from '../query-keys';
import type { ExportsApi } from './exports-api.port';

/** How often the settings page asks again while an archive is being built. */
export const EXPORT_POLL_MS = 2000;

/** The member's latest request; asked again every EXPORT_POLL_MS while it is 준비 중. */
export const exportStateQuery = (api: ExportsApi) => ({
  queryKey: queryKeys.myExport(),
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.state(), { signal }),
  refetchInterval: (query: { state: { data?: { export: { status: string } | null } } }) =>
    query.state.data?.export?.status === 'PREPARING' ? EXPORT_POLL_MS : false,
});

export const requestExportMutation = (api: ExportsApi) => ({
  mutationFn: () => Effect.runPromise(api.request()),
});

export const downloadExportMutation = (api: ExportsApi) => ({
  mutationFn: (id: number) => Effect.runPromise(api.download(id)),
});
