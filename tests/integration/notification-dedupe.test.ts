import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/adapters/db/schema';
import { NotificationPage } from '../../src/contract/notifications';
import { NOTIFICATION_REPEAT_WINDOW_MS } from '../../src/domain/notifications';
import { type Cast, publishArticle, signUpCast } from './helpers/articles.fixtures';
import { at, FREE_BOARD, json, writeComment, writePost } from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const START = new Date('2026-03-01T03:00:00Z');
const MINUTE = 60_000;

/**
 * Issue 14: toggling a like or a follow used to send the target one notification per "on". Now a like
 * (of an item or a comment) and a follow tell the recipient once per actor, target and kind within
 * NOTIFICATION_REPEAT_WINDOW_MS (a day); an unlike deletes nothing.
 */
describe.each(ENGINES)('deduplicated like and follow notifications on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let now = START;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    now = START;
    await t.reset();
    cast = await signUpCast(t);
  });

  const list = async (token: string) => {
    const res = await t.request('GET', '/api/notifications?size=50', { token });
    expect(res.status).toBe(200);
    return v.parse(NotificationPage, await res.json());
  };
  const patch = async (path: string, token: string) => {
    const res = await t.request('PATCH', path, { token });
    expect(res.status).toBe(200);
    return json(res);
  };
  const toggle = async (path: string, token: string, times: number) => {
    for (let i = 0; i < times; i += 1) {
      await patch(path, token);
      now = new Date(now.getTime() + 1000);
    }
  };

  it('liking and unliking an article 100 times sends its author one notification', async () => {
    const articleId = await publishArticle(t, cast.author.token, { title: '패스 훈련' });
    await toggle(`/api/article/${articleId}/like`, cast.user.token, 100);
    const page = await list(cast.author.token);
    expect(page.data.map((n) => [n.type, n.actor?.id])).toEqual([['CONTENT_LIKE', cast.user.id]]);
    expect(page.pageInfo.totalElements).toBe(1);
    // Another member's like of the same article, and the same member's like of another, still notify.
    await patch(`/api/article/${articleId}/like`, cast.editor.token);
    const other = await publishArticle(t, cast.author.token, { title: '슈팅 훈련' });
    await patch(`/api/article/${other}/like`, cast.user.token);
    expect((await list(cast.author.token)).pageInfo.totalElements).toBe(3);
  });

  it('the same holds for a board post and a comment', async () => {
    const postId = await writePost(t, FREE_BOARD, cast.author.token);
    await toggle(at(FREE_BOARD.paths.like, { id: postId }), cast.user.token, 100);
    const { id: commentId } = await writeComment(t, FREE_BOARD, cast.author.token, postId, '댓글입니다');
    await toggle(at(FREE_BOARD.paths.likeComment, { commentId }), cast.user.token, 100);
    expect((await list(cast.author.token)).data.map((n) => n.type)).toEqual(['COMMENT_LIKE', 'CONTENT_LIKE']);
  });

  it('following and unfollowing 100 times sends one notification', async () => {
    await toggle(`/api/user/${cast.author.id}/follow`, cast.user.token, 100);
    await toggle(`/api/user/${cast.author.id}/follow`, cast.editor.token, 3);
    const page = await list(cast.author.token);
    expect(page.data.map((n) => [n.type, n.actor?.id])).toEqual([
      ['FOLLOW', cast.editor.id],
      ['FOLLOW', cast.user.id],
    ]);
  });

  it('a like after the day window notifies again', async () => {
    const articleId = await publishArticle(t, cast.author.token);
    const like = `/api/article/${articleId}/like`;
    const first = now.getTime();
    await patch(like, cast.user.token);
    await patch(like, cast.user.token);
    now = new Date(first + NOTIFICATION_REPEAT_WINDOW_MS - MINUTE);
    await patch(like, cast.user.token);
    await patch(like, cast.user.token);
    expect((await list(cast.author.token)).pageInfo.totalElements).toBe(1);
    now = new Date(first + NOTIFICATION_REPEAT_WINDOW_MS);
    await patch(like, cast.user.token);
    expect((await list(cast.author.token)).data.map((n) => n.type)).toEqual(['CONTENT_LIKE', 'CONTENT_LIKE']);
    // The window runs from the latest notification sent, not from the latest like.
    await patch(like, cast.user.token);
    now = new Date(now.getTime() + NOTIFICATION_REPEAT_WINDOW_MS - MINUTE);
    await patch(like, cast.user.token);
    expect((await list(cast.author.token)).pageInfo.totalElements).toBe(2);

    await patch(`/api/user/${cast.author.id}/follow`, cast.user.token);
    await patch(`/api/user/${cast.author.id}/follow`, cast.user.token);
    now = new Date(now.getTime() + NOTIFICATION_REPEAT_WINDOW_MS + MINUTE);
    await patch(`/api/user/${cast.author.id}/follow`, cast.user.token);
    expect((await list(cast.author.token)).data.map((n) => n.type)).toEqual([
      'FOLLOW',
      'FOLLOW',
      'CONTENT_LIKE',
      'CONTENT_LIKE',
    ]);
  });

  it('an unlike does not delete a read notification, and a re-like does not send another', async () => {
    const articleId = await publishArticle(t, cast.author.token);
    const like = `/api/article/${articleId}/like`;
    expect(await patch(like, cast.user.token)).toMatchObject({ liked: true, likeCount: 1 });
    const [sent] = (await list(cast.author.token)).data;
    expect(sent).toMatchObject({ type: 'CONTENT_LIKE', read: false });
    const read = await t.request('PATCH', `/api/notifications/${sent?.id}/read`, {
      token: cast.author.token,
    });
    expect(read.status).toBe(204);
    expect(await patch(like, cast.user.token)).toMatchObject({ liked: false, likeCount: 0 });
    expect((await list(cast.author.token)).data).toEqual([{ ...sent, read: true }]);
    expect(await patch(like, cast.user.token)).toMatchObject({ liked: true, likeCount: 1 });
    expect((await list(cast.author.token)).data).toEqual([{ ...sent, read: true }]);
  });

  it('a like toggled across a level threshold announces the level once', async () => {
    const articleId = await publishArticle(t, cast.author.token);
    await t.db
      .update(users)
      .set({ receivedPostLikes: 9, receivedCommentLikes: 5 })
      .where(eq(users.id, cast.author.id));
    await toggle(`/api/article/${articleId}/like`, cast.user.token, 20);
    await toggle(`/api/article/${articleId}/like`, cast.editor.token, 20);
    expect((await list(cast.author.token)).data.map((n) => n.type)).toEqual([
      'CONTENT_LIKE',
      'LEVEL_UP',
      'CONTENT_LIKE',
    ]);
  });
});
