import { Effect } from 'effect';
import { queryKeys } from '../query-keys';
import type { ArticleEditorApi, EditableArticle } from './article-editor-api.port';

/**
 * The article the editor opens. Never served from cache (gcTime 0, always stale): an editor must
 * start from what the server holds now, not from a copy taken before the last autosave.
 */
export const editableArticleQuery = (api: ArticleEditorApi, id: number) => ({
  queryKey: queryKeys.articleForEdit(id),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<EditableArticle> =>
    Effect.runPromise(api.loadForEdit(id), { signal }),
  staleTime: 0,
  gcTime: 0,
  retry: false,
  // The page shows its own 'not found' or 'no permission' state instead of the global alert.
  meta: { silent: true },
});
