import { Effect } from 'effect';
import type {
  ArticlesApi,
  BoardApi,
  BoardKind,
  ContentApi,
  ContentPageRequest,
} from '../../application/content/content-api.port';
import { ARTICLE_OPERATIONS } from '../../contract/articles.operations';
import { listQueryOf, searchQueryOf } from '../../contract/content-queries';
import { CONTENT_OPERATIONS } from '../../contract/content-tables';
import type { SearchScope } from '../../domain/catalog';
import { type ContentKind, policyOf } from '../../domain/content/policy';
import {
  contentDetail,
  listContent,
  popularContent,
  relatedContent,
  searchContent,
} from './fake-content-queries';
import { deleteContent } from './fake-content-writes';
import type { FakeServer } from './fake-server';

/** The query every list and search of the contract sends, whatever the kind calls its sort. */
type WireQuery = {
  readonly page: number;
  readonly size: number;
  readonly sortBy?: string;
  readonly sortType?: string;
  readonly tag?: string;
  readonly cursor?: string;
  readonly keyword?: string;
  readonly searchType?: SearchScope;
};
const sortOf = (q: WireQuery) => q.sortBy ?? q.sortType ?? '';

/** One kind's reading calls on the fake store, through the same operations the HTTP adapter calls. */
const contentApi = <Card, Detail>(fake: FakeServer, kind: ContentKind): ContentApi<Card, Detail> => {
  const ops = CONTENT_OPERATIONS[kind];
  const size = policyOf(kind).pageSize;
  const page = ({ query, page, cursor }: ContentPageRequest) =>
    query.keyword !== ''
      ? fake.call(
          ops.search,
          { query: searchQueryOf(kind, { ...query, page, size }) },
          ({ actor, query }) => {
            const q = query as WireQuery;
            return searchContent(fake, kind, actor, {
              ...q,
              keyword: q.keyword ?? '',
              sort: sortOf(q),
              scope: q.searchType,
            });
          },
        )
      : fake.call(
          ops.list,
          { query: listQueryOf(kind, { ...query, page, size, cursor }) },
          ({ actor, query }) => {
            const q = query as WireQuery;
            return listContent(fake, kind, actor, { ...q, sort: sortOf(q) });
          },
        );
  return {
    kind,
    page: (request) => page(request) as never,
    popular: () => fake.call(ops.popular, {}, ({ actor }) => popularContent(fake, kind, actor)) as never,
    detail: (id) =>
      fake.call(ops.detail, { params: { id } }, ({ actor, params }) =>
        contentDetail(fake, kind, actor, params.id),
      ) as never,
    remove: (id) =>
      Effect.asVoid(
        fake.call(ops.remove, { params: { id } }, ({ actor, params }) =>
          deleteContent(fake, kind, actor, params.id),
        ),
      ),
  };
};

export const createFakeArticlesApi = (fake: FakeServer): ArticlesApi => ({
  ...contentApi(fake, 'article'),
  related: (id) =>
    fake.call(ARTICLE_OPERATIONS.related, { params: { id } }, ({ actor, params }) =>
      relatedContent(fake, 'article', actor, params.id),
    ),
});

export const createFakeBoardApi = (fake: FakeServer, kind: BoardKind): BoardApi => contentApi(fake, kind);
