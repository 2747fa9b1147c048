import { Effect } from 'effect';
import type { ContentRef } from '../../domain/content/policy';
import type { CommentsApi } from '../comments/comments-api.port';
import { queryKeys } from '../query-keys';
import type { ArticlesApi, ContentApi, ContentPageRequest } from './content-api.port';

/** Query options whose functions call the ports, aborting with the query's signal. */
type Fn<T> = ({ signal }: { signal: AbortSignal }) => Promise<T>;
const run =
  <T>(effect: () => Effect.Effect<T, unknown>): Fn<T> =>
  ({ signal }) =>
    Effect.runPromise(effect(), { signal });

export const contentPageQuery = <Card, Detail>(
  api: ContentApi<Card, Detail>,
  request: ContentPageRequest,
) => ({
  queryKey: queryKeys.contentPage(api.kind, request.query, request.page, request.cursor ?? null),
  queryFn: run(() => api.page(request)),
});

export const popularQuery = <Card, Detail>(api: ContentApi<Card, Detail>) => ({
  queryKey: queryKeys.popular(api.kind),
  queryFn: run(() => api.popular()),
});

export const detailQuery = <Card, Detail>(api: ContentApi<Card, Detail>, id: number) => ({
  queryKey: queryKeys.detail(api.kind, id),
  queryFn: run(() => api.detail(id)),
});

export const relatedQuery = (api: ArticlesApi, id: number) => ({
  queryKey: queryKeys.related(api.kind, id),
  queryFn: run(() => api.related(id)),
});

export const commentsQuery = (api: CommentsApi, ref: ContentRef, page: number) => ({
  queryKey: queryKeys.comments(ref, page),
  queryFn: run(() => api.page(ref, page)),
});

/** Deleting an item is a mutation: the query client refreshes every query after it succeeds. */
export const removeMutation = <Card, Detail>(api: ContentApi<Card, Detail>, id: number) => ({
  mutationFn: (): Promise<void> => Effect.runPromise(api.remove(id)),
});
