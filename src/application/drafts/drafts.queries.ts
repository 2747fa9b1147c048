import { Effect } from 'effect';
import { queryKeys } from '../query-keys';
import type { DraftsApi, DraftSummary, EditableContent } from './drafts-api.port';

/**
 * The item the editor opens. Never served from cache (gcTime 0, always stale): an editor must start
 * from what the server holds now, not from a copy taken before the last autosave.
 */
export const editableContentQuery = (api: DraftsApi, id: number) => ({
  queryKey: queryKeys.forEdit(api.kind, id),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<EditableContent> =>
    Effect.runPromise(api.loadForEdit(id), { signal }),
  staleTime: 0,
  gcTime: 0,
  retry: false,
  // The page shows its own 'not found' or 'no permission' state instead of the global alert.
  meta: { silent: true },
});

/** The signed-in writer's drafts of a kind (the write page offers to continue one). */
export const draftsQuery = (api: DraftsApi) => ({
  queryKey: queryKeys.drafts(api.kind),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<readonly DraftSummary[]> =>
    Effect.runPromise(api.listDrafts(), { signal }),
});

/** Deleting a draft is a mutation: the query client refreshes every query (the drafts lists) after it. */
export const removeDraftMutation = (api: DraftsApi) => ({
  mutationFn: (id: number): Promise<void> => Effect.runPromise(api.removeDraft(id)),
});
