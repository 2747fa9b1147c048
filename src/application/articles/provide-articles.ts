import type { QueryClient } from '@tanstack/query-core';
import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { ArticleListItem } from '../../contract/articles';
import type { ArticlesApi, ContentQuery } from '../content/content-api.port';
import {
  createInfiniteListMachine,
  type ListSlice,
  type SliceRequest,
  sliceOfPage,
} from '../lists/infinite-list.machine';
import { queryKeys } from '../query-keys';
import type { ConsultationApi } from './consultation-api.port';
import type { EditorsApi } from './editors-api.port';

export interface ArticlePorts {
  readonly api: ArticlesApi;
  readonly editorsApi: EditorsApi;
  readonly consultationApi: ConsultationApi;
}

/**
 * The article home's infinite list, provided by the home page's chunk on first use, like every machine
 * only a page needs. Pages go through the query cache (stale 60 s), so coming back to the list is
 * instant.
 */
export const provideArticleListMachine = (api: ArticlesApi, queryClient: QueryClient) =>
  createInfiniteListMachine<ArticleListItem, ContentQuery>().provide({
    actors: {
      fetchSlice: fromPromise<ListSlice<ArticleListItem>, SliceRequest<ContentQuery>>(({ input }) =>
        queryClient
          .fetchQuery({
            queryKey: queryKeys.contentPage(api.kind, input.params, input.page, input.cursor),
            queryFn: ({ signal }) =>
              Effect.runPromise(api.page({ query: input.params, page: input.page, cursor: input.cursor }), {
                signal,
              }),
          })
          .then(sliceOfPage),
      ),
    },
  });

export type ArticleListMachine = ReturnType<typeof provideArticleListMachine>;

/** What the article pages use. */
export type ArticleServices = ArticlePorts;
