import { Effect } from 'effect';
import type { ArticleDetail, ArticleListItem, CommentPage } from '../../contract/articles';
import { queryKeys } from '../query-keys';
import type { ArticlesApi } from './articles-api.port';
import type { CommentsApi } from './comments-api.port';
import type { EditorCard, EditorsApi } from './editors-api.port';

/** Query options whose functions call the ports, aborting with the query's signal. */
type Fn<T> = ({ signal }: { signal: AbortSignal }) => Promise<T>;

export const popularArticlesQuery = (api: ArticlesApi) => ({
  queryKey: queryKeys.popularArticles(),
  queryFn: (({ signal }) => Effect.runPromise(api.popular(), { signal })) as Fn<readonly ArticleListItem[]>,
});

export const articleQuery = (api: ArticlesApi, id: number) => ({
  queryKey: queryKeys.article(id),
  queryFn: (({ signal }) => Effect.runPromise(api.detail(id), { signal })) as Fn<ArticleDetail>,
});

export const relatedArticlesQuery = (api: ArticlesApi, id: number) => ({
  queryKey: queryKeys.relatedArticles(id),
  queryFn: (({ signal }) => Effect.runPromise(api.related(id), { signal })) as Fn<readonly ArticleListItem[]>,
});

export const commentsQuery = (api: CommentsApi, articleId: number, page: number) => ({
  queryKey: queryKeys.articleComments(articleId, page),
  queryFn: (({ signal }) => Effect.runPromise(api.page(articleId, page), { signal })) as Fn<CommentPage>,
});

export const popularEditorsQuery = (api: EditorsApi) => ({
  queryKey: queryKeys.popularEditors(),
  queryFn: (({ signal }) => Effect.runPromise(api.popularEditors(), { signal })) as Fn<readonly EditorCard[]>,
});

/** Deleting an article is a mutation: the query client refreshes every query after it succeeds. */
export const deleteArticleMutation = (api: ArticlesApi, id: number) => ({
  mutationFn: (): Promise<void> => Effect.runPromise(api.remove(id)),
});
