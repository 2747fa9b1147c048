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
import { type ContentKind, policyOf } from '../../domain/content/policy';
import type { HttpClient } from './http-client';

/**
 * One kind's reading calls from its operation table. Each answer is parsed with the operation's own
 * response schema, so a kind's cards and details arrive in the shape its table declares.
 */
const contentApi = <Card, Detail>(http: HttpClient, kind: ContentKind): ContentApi<Card, Detail> => {
  const ops = CONTENT_OPERATIONS[kind];
  const size = policyOf(kind).pageSize;
  const page = ({ query, page, cursor }: ContentPageRequest) =>
    query.keyword !== ''
      ? http.call(ops.search, { query: searchQueryOf(kind, { ...query, page, size }) })
      : http.call(ops.list, { query: listQueryOf(kind, { ...query, page, size, cursor }) });
  return {
    kind,
    page: (request) => page(request) as never,
    popular: () => http.call(ops.popular) as never,
    detail: (id) => http.call(ops.detail, { params: { id } }) as never,
    remove: (id) => Effect.asVoid(http.call(ops.remove, { params: { id } })),
  };
};

export const createHttpArticlesApi = (http: HttpClient): ArticlesApi => ({
  ...contentApi(http, 'article'),
  related: (id) => http.call(ARTICLE_OPERATIONS.related, { params: { id } }),
});

export const createHttpBoardApi = (http: HttpClient, kind: BoardKind): BoardApi => contentApi(http, kind);
