import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/adapters/db/schema';
import { ARTICLE_PATHS } from '../../src/contract/articles.operations';
import { commentDisplayText } from '../../src/domain/content/comments';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { CONTENT_INPUT_TEXT as T } from '../../src/domain/text/content-input';
import { makeArticleBody } from './helpers/articles.fixtures';
import {
  at,
  BOARDS,
  type BoardCast,
  boardDetail,
  boardPage,
  commentsOf,
  expectError,
  json,
  removeComment,
  saveBoardDraft,
  signUpBoardCast,
  writeComment,
  writePost,
  writeReply,
} from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const { unauthorized, forbidden, commentNotFound, postNotFound } = SERVER_MESSAGES;

describe.each(ENGINES)('board comments and likes on %s', (engine) => {
  let t: TestApp;
  let cast: BoardCast;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    cast = await signUpBoardCast(t);
  });

  describe.each(BOARDS)('$kind board', (board) => {
    let post: number;
    beforeEach(async () => {
      post = await writePost(t, board, cast.owner.token);
    });
    const comment = (token: string, content: string, on = post) => writeComment(t, board, token, on, content);
    const reply = (token: string, commentId: number, content: string, mention: number | null = null) =>
      writeReply(t, board, token, { id: post, commentId }, content, mention);
    const editComment = (commentId: number, token?: string, content = '고친 댓글') =>
      t.request('PATCH', at(board.paths.editComment, { commentId }), { token, json: { content } });
    const likeComment = (commentId: number, token?: string) =>
      t.request('PATCH', at(board.paths.likeComment, { commentId }), { token });

    it('pages top-level comments by 10 with their replies and mentions, telling the writer the page', async () => {
      await expectError(
        await t.request('POST', at(board.paths.comment, { id: post }), { json: { content: '안녕' } }),
        401,
        unauthorized,
      );
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) {
        const created = await comment(i % 2 ? cast.other.token : cast.admin.token, `댓글 ${i}`);
        expect(created.page).toBe(i < 10 ? 1 : 2);
        ids.push(created.id);
      }
      const first = ids[0] as number;
      const r1 = await reply(cast.owner.token, first, '답글', cast.other.id);
      const r2 = await reply(cast.other.token, r1.id, '답글의 답글', cast.owner.id);
      expect([r1.page, r2.page]).toEqual([1, 1]);
      await expectError(
        await t.request('POST', at(board.paths.reply, { id: post, commentId: first }), {
          json: { content: '답', mentionedUserId: null },
        }),
        401,
        unauthorized,
      );

      const one = await commentsOf(t, board, post, cast.other.token);
      expect(one.pageInfo).toEqual({ page: 1, totalPages: 2, totalElements: 12 });
      expect(one.data.map((c) => c.id)).toEqual(ids.slice(0, 10));
      // The anonymous board names nobody, not even in a mention.
      const named = (user: { nickname: string }) => (board.policy.anonymous ? null : user.nickname);
      expect(one.data[0]?.replies.map((r) => [r.id, r.parentCommentId, r.mentionedUserName, r.mine])).toEqual(
        [
          [r1.id, first, named(cast.other), false],
          [r2.id, first, named(cast.owner), true],
        ],
      );
      expect(one.data.map((c) => c.mine)).toEqual(ids.slice(0, 10).map((_, i) => i % 2 === 1));
      expect(one.data[1]).toMatchObject({ content: '댓글 1', parentCommentId: null, deleted: false });
      const two = await commentsOf(t, board, post, undefined, 2);
      expect(two.data.map((c) => c.id)).toEqual(ids.slice(10));
      expect(two.pageInfo).toEqual({ page: 2, totalPages: 2, totalElements: 12 });
      expect((await boardDetail(t, board, post)).commentCount).toBe(14);

      const elsewhere = await comment(
        cast.other.token,
        '다른 글',
        await writePost(t, board, cast.other.token),
      );
      await expectError(
        await t.request('POST', at(board.paths.reply, { id: post, commentId: elsewhere.id }), {
          token: cast.owner.token,
          json: { content: '답', mentionedUserId: null },
        }),
        404,
        commentNotFound,
      );
    });

    it('lets only the writer edit and delete a comment; a deleted one keeps its place while it has replies', async () => {
      const answered = (await comment(cast.other.token, '원래 댓글')).id;
      const lonely = (await comment(cast.other.token, '혼자인 댓글')).id;
      await reply(cast.owner.token, answered, '답글');

      await expectError(await editComment(answered), 401, unauthorized);
      for (const who of [cast.owner, cast.admin])
        await expectError(await editComment(answered, who.token), 403, forbidden);
      expect(await json(await editComment(answered, cast.other.token))).toEqual({ id: answered });
      expect((await commentsOf(t, board, post)).data[0]?.content).toBe('고친 댓글');

      await expectError(await removeComment(t, board, answered), 401, unauthorized);
      for (const who of [cast.owner, cast.admin])
        await expectError(await removeComment(t, board, answered, who.token), 403, forbidden);
      expect((await removeComment(t, board, answered, cast.other.token)).status).toBe(204);
      expect((await removeComment(t, board, lonely, cast.other.token)).status).toBe(204);
      await expectError(await removeComment(t, board, answered, cast.other.token), 404, commentNotFound);
      await expectError(await editComment(answered, cast.other.token), 400, 'Bad Request', [
        { field: 'commentId', reason: T.commentDeleted },
      ]);

      for (const viewer of [undefined, cast.other.token]) {
        const page = await commentsOf(t, board, post, viewer);
        expect(page.data.map((c) => [c.id, c.deleted, c.content, c.replies.length])).toEqual([
          [answered, true, '', 1],
        ]);
        expect(page.pageInfo.totalElements).toBe(1);
        expect(commentDisplayText(page.data[0] ?? { content: 'x' }, null).text).toBe(COMMENT_TEXT.deleted);
      }
      expect((await boardDetail(t, board, post)).commentCount).toBe(1);
      await expectError(
        await t.request('POST', at(board.paths.reply, { id: post, commentId: answered }), {
          token: cast.owner.token,
          json: { content: '늦은 답글', mentionedUserId: null },
        }),
        400,
        'Bad Request',
        [{ field: 'commentId', reason: T.replyParentInvalid }],
      );
      await expectError(await editComment(999_999, cast.other.token), 404, commentNotFound);
    });

    it('deletes a comment only the board’s way (free board: PATCH …/status; Q&A: DELETE)', async () => {
      const id = (await comment(cast.other.token, '지울 댓글')).id;
      const path = at(board.paths.removeComment, { commentId: id });
      if (board.policy.comments.deleteBy === 'status') {
        expect(path).toBe(`/api/board/post/comment/${id}/status`);
        // The status path is known, so another method is a 405 naming the one it takes.
        const wrongMethod = await t.request('DELETE', path, { token: cast.other.token });
        expect(wrongMethod.status).toBe(405);
        expect(wrongMethod.headers.get('allow')).toContain('PATCH');
        await expectError(
          await t.request('PATCH', path, { token: cast.other.token, json: { status: 'ACTIVE' } }),
          400,
          'Bad Request',
          [{ field: 'status' }],
        );
        await expectError(await t.request('PATCH', path, { token: cast.other.token }), 400, 'Bad Request');
      } else {
        expect(path).toBe(`/api/board/qna/comment/${id}`);
        expect(
          (
            await t.request('PATCH', `${path}/status`, {
              token: cast.other.token,
              json: { status: 'DELETED' },
            })
          ).status,
        ).toBe(404);
      }
      expect((await commentsOf(t, board, post)).data.map((c) => c.id)).toEqual([id]);
      expect((await removeComment(t, board, id, cast.other.token)).status).toBe(204);
      expect((await commentsOf(t, board, post)).data).toEqual([]);
      // A comment of the other board is not found through this board's paths.
      const otherBoard = BOARDS.find((b) => b !== board) ?? board;
      const foreignPost = await writePost(t, otherBoard, cast.owner.token);
      const foreign = (await writeComment(t, otherBoard, cast.other.token, foreignPost, '다른 게시판')).id;
      await expectError(await editComment(foreign, cast.other.token), 404, commentNotFound);
      await expectError(await removeComment(t, board, foreign, cast.other.token), 404, commentNotFound);
      await expectError(await likeComment(foreign, cast.owner.token), 404, commentNotFound);
    });

    it('lets only ADMIN blind a comment: everyone else then reads the blinded text, never on articles', async () => {
      const id = (await comment(cast.other.token, '광고 댓글')).id;
      await reply(cast.owner.token, id, '답글');
      const blind = (commentId: number, token?: string) =>
        t.request('PATCH', at(board.paths.blindComment ?? '', { commentId }), { token });
      await expectError(await blind(id), 401, unauthorized);
      for (const who of [cast.other, cast.owner])
        await expectError(await blind(id, who.token), 403, forbidden);
      expect((await blind(id, cast.admin.token)).status).toBe(204);
      expect((await blind(id, cast.admin.token)).status).toBe(204);

      for (const viewer of [undefined, cast.other, cast.owner]) {
        const top = (await commentsOf(t, board, post, viewer?.token)).data[0];
        expect(top).toMatchObject({ id, blinded: true, deleted: false, content: '' });
        expect(top?.replies).toHaveLength(1);
        expect(commentDisplayText(top ?? { content: 'x' }, viewer?.role ?? null).text).toBe(
          COMMENT_TEXT.blinded,
        );
      }
      const seenByAdmin = (await commentsOf(t, board, post, cast.admin.token)).data[0];
      expect(seenByAdmin).toMatchObject({ id, blinded: true, content: '광고 댓글' });
      expect(commentDisplayText(seenByAdmin ?? { content: 'x' }, 'ADMIN')).toEqual({
        text: '광고 댓글',
        placeholder: false,
        blindedMarker: true,
      });
      await expectError(await editComment(id, cast.other.token), 403, forbidden);
      await expectError(await likeComment(id, cast.owner.token), 404, commentNotFound);
      await expectError(
        await t.request('POST', at(board.paths.reply, { id: post, commentId: id }), {
          token: cast.owner.token,
          json: { content: '답', mentionedUserId: null },
        }),
        400,
        'Bad Request',
        [{ field: 'commentId', reason: T.replyParentInvalid }],
      );
      const gone = (await comment(cast.other.token, '지운 댓글')).id;
      expect((await removeComment(t, board, gone, cast.other.token)).status).toBe(204);
      await expectError(await blind(gone, cast.admin.token), 404, commentNotFound);

      // Article comments cannot be blinded: not through a board's path, and articles have no such path.
      const editor = await t.signUp({ role: 'EDITOR', nickname: '기자' });
      const article = await json<{ id: number }>(
        await t.request('POST', ARTICLE_PATHS.create, { token: editor.token, json: makeArticleBody() }),
      );
      const onArticle = await json<{ id: number }>(
        await t.request('POST', at(ARTICLE_PATHS.comment, { id: article.id }), {
          token: cast.other.token,
          json: { content: '기사 댓글' },
        }),
      );
      await expectError(await blind(onArticle.id, cast.admin.token), 404, commentNotFound);
      expect(ARTICLE_PATHS.blindComment).toBeUndefined();
      const articleBlind = `${at(ARTICLE_PATHS.editComment, { id: article.id, commentId: onArticle.id })}/blind`;
      expect((await t.request('PATCH', articleBlind, { token: cast.admin.token })).status).toBe(404);
      const onArticleNow = await t.request('GET', at(ARTICLE_PATHS.comments, { id: article.id }));
      expect((await json<{ data: { blinded: boolean }[] }>(onArticleNow)).data[0]?.blinded).toBe(false);
    });

    it('toggles post likes with likeCount and likedBoard, refusing the writer’s own with the kind’s message', async () => {
      const like = (id: number, token?: string) =>
        t.request('PATCH', at(board.paths.like, { id }), { token });
      await expectError(await like(post), 401, unauthorized);
      await expectError(await like(post, cast.owner.token), 400, board.policy.ownLikeMessage);
      expect(board.policy.ownLikeMessage).toBe(SERVER_MESSAGES.cannotLikeOwnPost);
      expect(await json(await like(post, cast.other.token))).toEqual({ liked: true, likeCount: 1 });
      expect(await json(await like(post, cast.admin.token))).toEqual({ liked: true, likeCount: 2 });
      expect(await boardDetail(t, board, post, cast.other.token)).toMatchObject({
        liked: true,
        likeCount: 2,
      });
      expect(await boardDetail(t, board, post)).toMatchObject({ liked: false, likeCount: 2 });
      const likedBoard = async (token?: string) =>
        (await boardPage(t, board.paths.list, token)).data.map((c) => [c.id, c.likedBoard, c.likeCount]);
      expect(await likedBoard(cast.other.token)).toEqual([[post, true, 2]]);
      expect(await likedBoard()).toEqual([[post, false, 2]]);
      expect(await likedBoard(cast.owner.token)).toEqual([[post, false, 2]]);
      expect(await json(await like(post, cast.other.token))).toEqual({ liked: false, likeCount: 1 });
      expect(await likedBoard(cast.other.token)).toEqual([[post, false, 1]]);
      const [writer] = await t.db.select().from(users).where(eq(users.id, cast.owner.id));
      expect(writer?.receivedPostLikes).toBe(1);
      const draft = await saveBoardDraft(t, board, cast.owner.token);
      await expectError(await like(draft, cast.other.token), 404, postNotFound);
      await expectError(await like(999_999, cast.other.token), 404, postNotFound);
    });

    it('toggles comment likes with their counts, refusing one’s own comment', async () => {
      const id = (await comment(cast.other.token, '좋은 질문입니다')).id;
      await expectError(await likeComment(id), 401, unauthorized);
      await expectError(await likeComment(id, cast.other.token), 400, SERVER_MESSAGES.cannotLikeOwnComment);
      expect(await json(await likeComment(id, cast.owner.token))).toEqual({ liked: true, likeCount: 1 });
      expect(await json(await likeComment(id, cast.admin.token))).toEqual({ liked: true, likeCount: 2 });
      expect((await commentsOf(t, board, post, cast.owner.token)).data[0]).toMatchObject({
        liked: true,
        likeCount: 2,
      });
      expect((await commentsOf(t, board, post)).data[0]).toMatchObject({ liked: false, likeCount: 2 });
      expect(await json(await likeComment(id, cast.owner.token))).toEqual({ liked: false, likeCount: 1 });
      const [writer] = await t.db.select().from(users).where(eq(users.id, cast.other.id));
      expect(writer?.receivedCommentLikes).toBe(1);
      await expectError(await likeComment(999_999, cast.owner.token), 404, commentNotFound);
    });
  });
});
