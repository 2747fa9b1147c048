import { Effect } from 'effect';
import type { ApiError } from '../../application/errors';
import type { CommentsApi } from '../../application/articles/comments-api.port';
import type { ArticleComment } from '../../contract/articles';
import type { FakeComment } from './fake-articles-data';
import { type FakeArticleContext, fakeFail } from './fake-article-context';

const PAGE_SIZE = 10;

/** The comments port on the fake article state: paged top-level comments with their replies. */
export const createFakeComments = (ctx: FakeArticleContext): CommentsApi => {
  const { state } = ctx;
  const view = (c: FakeComment, viewer: number | null) => ({
    id: c.id,
    content: c.deleted ? '' : c.content,
    author: ctx.author(c.authorId),
    likeCount: c.likedBy.size,
    liked: viewer !== null && c.likedBy.has(viewer),
    mentionedUserName: c.mentionedUserId === null ? null : (ctx.account(c.mentionedUserId)?.name ?? null),
    createdAt: c.createdAt,
    modifiedAt: c.modifiedAt,
    parentCommentId: c.parentCommentId,
    mine: viewer === c.authorId,
    deleted: c.deleted,
    blinded: false,
  });
  const write = (articleId: number, run: (viewer: number) => Effect.Effect<void, ApiError>) =>
    ctx.delay(
      Effect.suspend(() => {
        const viewer = ctx.viewerId();
        if (viewer === null) return ctx.unauthorized();
        if (!state.articles.some((a) => a.id === articleId)) return ctx.notFound();
        return run(viewer);
      }),
    );
  const add = (
    articleId: number,
    authorId: number,
    content: string,
    parentId: number | null,
    mention: number | null,
  ) => {
    const now = new Date().toISOString();
    state.comments.push({
      id: state.nextCommentId++,
      articleId,
      authorId,
      content,
      parentCommentId: parentId,
      mentionedUserId: mention,
      createdAt: now,
      modifiedAt: now,
      deleted: false,
      likedBy: new Set(),
    });
  };
  const own = (commentId: number, viewer: number) => {
    const c = state.comments.find((x) => x.id === commentId);
    if (!c || c.deleted) return ctx.notFound();
    return c.authorId === viewer ? Effect.succeed(c) : fakeFail(403, { message: 'Forbidden' });
  };
  const blank = () =>
    fakeFail(400, {
      message: 'Validation failed',
      errors: [{ field: 'content', reason: '댓글 내용을 입력해 주세요.' }],
    });

  return {
    page: (articleId, page) =>
      ctx.delay(
        Effect.sync(() => {
          const viewer = ctx.viewerId();
          const mine = state.comments.filter((c) => c.articleId === articleId);
          const top = mine.filter((c) => c.parentCommentId === null);
          const data: ArticleComment[] = top.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((c) => ({
            ...view(c, viewer),
            replies: mine.filter((r) => r.parentCommentId === c.id).map((r) => view(r, viewer)),
          }));
          return {
            data,
            pageInfo: { page, totalPages: Math.ceil(top.length / PAGE_SIZE), totalElements: top.length },
          };
        }),
      ),
    create: (articleId, content) =>
      write(articleId, (viewer) => {
        if (content.trim() === '') return blank();
        add(articleId, viewer, content, null, null);
        return Effect.void;
      }),
    edit: (articleId, commentId, content) =>
      write(articleId, (viewer) =>
        Effect.flatMap(own(commentId, viewer), (c) => {
          if (content.trim() === '') return blank();
          c.content = content;
          c.modifiedAt = new Date().toISOString();
          return Effect.void;
        }),
      ),
    reply: (articleId, parentId, content, mentionedUserId) =>
      write(articleId, (viewer) => {
        const parent = state.comments.find((c) => c.id === parentId && c.articleId === articleId);
        if (!parent) return ctx.notFound();
        if (content.trim() === '') return blank();
        add(articleId, viewer, content, parent.parentCommentId ?? parent.id, mentionedUserId);
        return Effect.void;
      }),
    // A comment with replies stays as the deleted text so its replies keep their place (DESIGN section 6).
    remove: (articleId, commentId) =>
      write(articleId, (viewer) =>
        Effect.flatMap(own(commentId, viewer), (c) => {
          if (state.comments.some((r) => r.parentCommentId === c.id)) c.deleted = true;
          else state.comments.splice(state.comments.indexOf(c), 1);
          return Effect.void;
        }),
      ),
  };
};
