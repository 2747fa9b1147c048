import type { QueryClient } from '@tanstack/query-core';
import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { ArticleListItem } from '../../contract/articles';
import {
  createInfiniteListMachine,
  type ListSlice,
  type SliceRequest,
  sliceOfPage,
} from '../lists/infinite-list.machine';
import { queryKeys } from '../query-keys';
import type { ArticleListParams, ArticlesApi } from './articles-api.port';
import type { CommentsApi } from './comments-api.port';
import type { ConsultationApi } from './consultation-api.port';
import type { EditorsApi } from './editors-api.port';
import type { ReactionsApi } from './reactions-api.port';

export interface ArticlePorts {
  readonly articlesApi: ArticlesApi;
  readonly commentsApi: CommentsApi;
  readonly reactionsApi: ReactionsApi;
  readonly editorsApi: EditorsApi;
  readonly consultationApi: ConsultationApi;
}

/**
 * The machines the article home needs on its first render, provided in the composition root. The
 * like, follow, comment and consultation machines are provided where they are used, in the lazy
 * chunks of the article detail (provide-reactions.ts, provide-comment-thread.ts,
 * provide-consultation.ts), so the first load of / does not carry them.
 */
export const provideArticleMachines = (ports: ArticlePorts, queryClient: QueryClient) => ({
  // Pages go through the query cache (stale 60 s), so coming back to the list is instant.
  infiniteListMachine: createInfiniteListMachine<ArticleListItem, ArticleListParams>().provide({
    actors: {
      fetchSlice: fromPromise<ListSlice<ArticleListItem>, SliceRequest<ArticleListParams>>(({ input }) =>
        queryClient
          .fetchQuery({
            queryKey: queryKeys.articlePage(input.params, input.page, input.cursor),
            queryFn: ({ signal }) => Effect.runPromise(ports.articlesApi.page(input), { signal }),
          })
          .then(sliceOfPage),
      ),
    },
  }),
});

export type ArticleMachines = ReturnType<typeof provideArticleMachines>;

/** What the article pages need: the ports (for queries and the lazily provided machines) and the eager machines. */
export interface ArticleServices extends ArticlePorts {
  readonly queryClient: QueryClient;
  readonly machines: ArticleMachines;
}

/** Spec section 7: after any successful mutation every cached query refreshes. */
export const refreshAllQueries = (articles: ArticleServices) => () => {
  void articles.queryClient.invalidateQueries();
};
