import { Effect } from 'effect';
import type { ArticlesApi } from '../../application/articles/articles-api.port';
import type { UsersApi } from '../../application/ports/users-api.port';
import type { ArticleDetail, ArticleListItem } from '../../contract/articles';
import {
  type FakeArticleContext,
  type FakeArticlesOptions,
  fakeArticleContext,
  fakeFail,
} from './fake-article-context';
import { articleText, type FakeArticle } from './fake-articles-data';
import { createFakeComments } from './fake-comments';
import { createFakeSocial } from './fake-social';

const PAGE_SIZE = 10;
const POPULAR_COUNT = 9;
const RELATED_COUNT = 4;

const listItem = (ctx: FakeArticleContext, a: FakeArticle): ArticleListItem => ({
  id: a.id,
  title: a.title,
  tags: a.tags,
  author: ctx.author(a.authorId),
  content: a.content,
  contentSummary: Array.from(articleText(a)).slice(0, 100).join(''),
  thumbnailUrl: a.thumbnailUrl,
  isDraft: a.isDraft,
  views: a.views,
  likeCount: a.likedBy.size,
  commentCount: ctx.commentCount(a.id),
  createdAt: a.createdAt,
  modifiedAt: a.modifiedAt,
  publishedAt: a.publishedAt,
});

const detail = (ctx: FakeArticleContext, a: FakeArticle, viewer: number | null): ArticleDetail => {
  const { content, contentSummary: _summary, ...rest } = listItem(ctx, a);
  return { ...rest, content, liked: viewer !== null && a.likedBy.has(viewer), mine: viewer === a.authorId };
};

const byNewest = (x: FakeArticle, y: FakeArticle) => (y.publishedAt ?? '').localeCompare(x.publishedAt ?? '');
const byViews = (x: FakeArticle, y: FakeArticle) => y.views - x.views || byNewest(x, y);

const pageOf = <T>(items: readonly T[], page: number) => ({
  data: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
  pageInfo: { page, totalPages: Math.ceil(items.length / PAGE_SIZE), totalElements: items.length },
});

const createArticlesApi = (ctx: FakeArticleContext): ArticlesApi => {
  const published = () => ctx.state.articles.filter((a) => !a.isDraft);
  return {
    page: ({ params, page }) =>
      ctx.delay(
        Effect.sync(() => {
          const keyword = params.kind === 'search' ? params.keyword.trim().toLowerCase() : '';
          const found = published().filter((a) =>
            params.kind === 'search'
              ? a.title.toLowerCase().includes(keyword) || articleText(a).toLowerCase().includes(keyword)
              : params.tag === 'ALL' || a.tags.includes(params.tag),
          );
          const sorted = [...found].sort(params.sortBy === 'views' ? byViews : byNewest);
          return pageOf(
            sorted.map((a) => listItem(ctx, a)),
            page,
          );
        }),
      ),
    // Ranked by likes, comments and views (the server documents its own formula).
    popular: () =>
      ctx.delay(
        Effect.sync(() => {
          const score = (a: FakeArticle) => a.likedBy.size * 3 + ctx.commentCount(a.id) * 2 + a.views / 500;
          return [...published()]
            .sort((x, y) => score(y) - score(x))
            .slice(0, POPULAR_COUNT)
            .map((a) => listItem(ctx, a));
        }),
      ),
    detail: (id) =>
      ctx.delay(
        Effect.suspend(() => {
          const viewer = ctx.viewerId();
          const a = ctx.state.articles.find((x) => x.id === id && (!x.isDraft || x.authorId === viewer));
          return a ? Effect.succeed(detail(ctx, a, viewer)) : ctx.notFound();
        }),
      ),
    related: (id) =>
      ctx.delay(
        Effect.suspend(() => {
          const a = ctx.state.articles.find((x) => x.id === id);
          if (!a) return ctx.notFound();
          return Effect.succeed(
            published()
              .filter((x) => x.authorId === a.authorId && x.id !== id)
              .sort(byNewest)
              .slice(0, RELATED_COUNT)
              .map((x) => listItem(ctx, x)),
          );
        }),
      ),
    remove: (id) =>
      ctx.delay(
        Effect.suspend(() => {
          const viewer = ctx.viewerId();
          if (viewer === null) return ctx.unauthorized();
          const index = ctx.state.articles.findIndex((x) => x.id === id);
          if (index < 0) return ctx.notFound();
          if (ctx.state.articles[index]?.authorId !== viewer) return fakeFail(403, { message: 'Forbidden' });
          ctx.state.articles.splice(index, 1);
          return Effect.void;
        }),
      ),
  };
};

/** Every article port on in-memory demo content, for `npm run demo` and UI tests. */
export const createFakeArticles = (options: FakeArticlesOptions) => {
  const ctx = fakeArticleContext(options);
  const social = createFakeSocial(ctx);
  const usersApi: UsersApi = {
    user: (id) =>
      Effect.map(options.usersApi.user(id), (profile) => ({
        ...profile,
        following: ctx.isFollowing(ctx.viewerId(), id),
        followerCount: ctx.followerCount(id),
      })),
  };
  return {
    articlesApi: createArticlesApi(ctx),
    commentsApi: createFakeComments(ctx),
    ...social,
    usersApi,
    state: ctx.state,
  };
};
