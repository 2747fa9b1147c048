import { Effect } from 'effect';
import { canWrite } from '../../../src/domain/content/permissions';
import { CONTENT_POLICIES } from '../../../src/domain/content/policy';
import { ARTICLE_INPUT_TEXT as T } from '../../../src/domain/text/articles-server';
import type { Viewer } from '../../../src/domain/viewer';
import type { ArticleReader, ArticleSortKey } from '../../ports/articles.port';
import { BadRequest, Forbidden, NotFound } from '../errors';
import { toListItem } from './article-view';

export type Paging = { readonly page: number; readonly size: number };

/** Search results are counted up to this many (100 pages of 10): a common word costs no full count. */
export const SEARCH_COUNT_CAP = 1000;
const POPULAR_LIMIT = 9;
const POPULAR_POOL = 500;
const POPULAR_WINDOW_DAYS = 30;
const RELATED_LIMIT = 4;

const pageInfo = (page: number, size: number, total: number) => ({
  page,
  totalPages: Math.ceil(total / size),
  totalElements: total,
});

/** GET /api/articles: published articles of a tag ('' or ALL: every tag), by page or by cursor. */
export const listArticles = (
  reader: ArticleReader,
  q: Paging & { tag: string; sortBy: ArticleSortKey; cursor?: string | undefined },
) =>
  Effect.gen(function* () {
    const tag = q.tag === '' || q.tag === 'ALL' ? null : q.tag;
    const total = yield* reader.publishedCount(tag);
    const offset = (q.page - 1) * q.size;
    // Past the end there is nothing to read; answering at once also bounds the OFFSET to the row count.
    if (q.cursor === undefined && offset >= total) {
      return { data: [], pageInfo: pageInfo(q.page, q.size, total), nextCursor: null };
    }
    const result = yield* reader.list({ tag, sort: q.sortBy, limit: q.size, offset, cursor: q.cursor });
    if (result === 'invalid-cursor') {
      return yield* new BadRequest({
        message: 'Bad Request',
        errors: [{ field: 'cursor', reason: T.cursorInvalid }],
      });
    }
    return {
      data: result.items.map(toListItem),
      pageInfo: pageInfo(q.page, q.size, total),
      nextCursor: result.nextCursor,
    };
  });

/** GET /api/articles/search: title and text; an empty keyword lists everything. */
export const searchArticles = (
  reader: ArticleReader,
  q: Paging & { keyword: string; sortBy: ArticleSortKey },
) =>
  Effect.gen(function* () {
    const keyword = q.keyword.normalize('NFC').trim().replace(/\s+/g, ' ');
    if (keyword === '') return yield* listArticles(reader, { ...q, tag: '' });
    const total = yield* reader.searchCount(keyword, SEARCH_COUNT_CAP);
    const offset = (q.page - 1) * q.size;
    const items =
      offset >= total
        ? []
        : yield* reader.search({
            keyword,
            selective: total < SEARCH_COUNT_CAP,
            sort: q.sortBy,
            limit: q.size,
            offset,
          });
    return { data: items.map(toListItem), pageInfo: pageInfo(q.page, q.size, total) };
  });

/** GET /api/articles/popular: see the score in ArticleReader.popular's adapter. */
export const popularArticles = (reader: ArticleReader, now: Date) =>
  reader
    .popular(new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000), POPULAR_POOL, POPULAR_LIMIT)
    .pipe(Effect.map((items) => items.map(toListItem)));

/** GET /api/article/{id}/related: the author's other published articles, newest first. */
export const relatedArticles = (reader: ArticleReader, id: number) =>
  Effect.gen(function* () {
    const article = yield* reader.findById(id);
    if (!article) return yield* new NotFound({ message: 'Article Not Found' });
    const items = yield* reader.related(article.authorId, id, RELATED_LIMIT);
    return items.map(toListItem);
  });

/** GET /api/articles/draft/all: the signed-in writer's own drafts, last saved first. */
export const draftArticles = (reader: ArticleReader, actor: NonNullable<Viewer>) =>
  Effect.gen(function* () {
    if (!canWrite(actor.role, CONTENT_POLICIES.article)) return yield* new Forbidden({});
    const items = yield* reader.drafts(actor.id);
    return items.map(toListItem);
  });
