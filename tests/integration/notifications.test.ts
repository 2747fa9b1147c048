import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/adapters/db/schema';
import { NotificationPage } from '../../src/contract/notifications';
import { CONTENT_NOUN_TEXT } from '../../src/domain/text/content';
import { NOTIFICATION_TEXT as T } from '../../src/domain/text/notifications';
import { type Cast, json, publishArticle, saveDraft, signUpCast } from './helpers/articles.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

describe.each(ENGINES)('notifications on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    cast = await signUpCast(t);
  });

  const list = async (token: string, query = '') => {
    const res = await t.request('GET', `/api/notifications${query}`, { token });
    expect(res.status).toBe(200);
    return v.parse(NotificationPage, await res.json());
  };
  const comment = async (token: string, articleId: number, content = '좋은 글이네요') =>
    (
      await json<{ id: number }>(
        await t.request('POST', `/api/article/${articleId}/comment`, { token, json: { content } }),
      )
    ).id;

  it('a comment notifies the article author, never the commenter', async () => {
    const articleId = await publishArticle(t, cast.author.token, { title: '패스 훈련' });
    await comment(cast.user.token, articleId);
    await comment(cast.author.token, articleId, '제 글에 제가 답니다');
    const page = await list(cast.author.token);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      type: 'COMMENT',
      message: T.comment(cast.user.nickname, CONTENT_NOUN_TEXT.article, '패스 훈련'),
      link: `/article/${articleId}`,
      read: false,
      actor: { id: cast.user.id, nickname: cast.user.nickname },
    });
    expect((await list(cast.user.token)).data).toHaveLength(0);
  });

  it('a reply notifies the parent’s author and the mentioned user, each quoting the comment it is about', async () => {
    const articleId = await publishArticle(t, cast.author.token);
    const parentId = await comment(
      cast.user.token,
      articleId,
      '드리블 연습은 매일 몇 분씩 하는 게 좋을까요?',
    );
    const res = await t.request('POST', `/api/article/${articleId}/comment/${parentId}/reply`, {
      token: cast.editor.token,
      json: {
        content: '하루 15분이면 충분합니다.\n대신 양발을 번갈아 쓰세요.',
        mentionedUserId: cast.admin.id,
      },
    });
    expect(res.status).toBe(201);
    // The parent's author reads which of their comments was answered; the mentioned user, in which reply.
    expect((await list(cast.user.token)).data.map((n) => [n.type, n.message])).toEqual([
      [
        'REPLY',
        `${cast.editor.nickname}님이 회원님의 댓글 "드리블 연습은 매일 몇 분씩 하는 게…"에 답글을 남겼습니다.`,
      ],
    ]);
    expect((await list(cast.admin.token)).data.map((n) => [n.type, n.message])).toEqual([
      [
        'MENTION',
        `${cast.editor.nickname}님이 답글 "하루 15분이면 충분합니다. 대신 양…"에서 회원님을 언급했습니다.`,
      ],
    ]);
  });

  it('likes notify the author; a like that crosses a threshold also brings a level-up', async () => {
    const articleId = await publishArticle(t, cast.author.token, { title: '슈팅' });
    await t.db
      .update(users)
      .set({ receivedPostLikes: 9, receivedCommentLikes: 5 })
      .where(eq(users.id, cast.author.id));
    expect(
      (await t.request('PATCH', `/api/article/${articleId}/like`, { token: cast.user.token })).status,
    ).toBe(200);
    const types = (await list(cast.author.token)).data.map((n) => n.type);
    expect(types).toEqual(['LEVEL_UP', 'CONTENT_LIKE']);
    const commentId = await comment(
      cast.author.token,
      articleId,
      '저학년은 공을  많이 만지는 게 먼저라고 봅니다.\n경기 수는 그다음이고요.',
    );
    await t.request('PATCH', `/api/comment/${commentId}/like`, { token: cast.user.token });
    const latest = (await list(cast.author.token)).data[0];
    // The message says which comment: its start, on one line, cut with '…'.
    expect(latest).toMatchObject({
      type: 'COMMENT_LIKE',
      message: `${cast.user.nickname}님이 회원님의 댓글 "저학년은 공을 많이 만지는 게 먼저라…"에 좋아요를 눌렀습니다.`,
    });
    // Unliking creates nothing.
    await t.request('PATCH', `/api/comment/${commentId}/like`, { token: cast.user.token });
    expect((await list(cast.author.token)).pageInfo.totalElements).toBe(3);
  });

  it('a follow, a consultation and a followed editor’s new article notify the right person', async () => {
    await t.request('PATCH', `/api/user/${cast.author.id}/follow`, { token: cast.user.token });
    const consultation = await t.request('POST', '/api/user/consultation', {
      token: cast.editor.token,
      json: { recipientId: cast.author.id, consultationType: 'CONSULTING', message: '상담 부탁드립니다' },
    });
    expect(consultation.status).toBe(204);
    expect((await list(cast.author.token)).data.map((n) => n.type)).toEqual(['CONSULTATION', 'FOLLOW']);
    const draftId = await saveDraft(t, cast.author.token, { title: '초안' });
    expect((await list(cast.user.token)).data).toHaveLength(0);
    await t.request('POST', `/api/article/draft/${draftId}/publish`, { token: cast.author.token });
    const articleId = await publishArticle(t, cast.author.token, { title: '새 글' });
    const mine = await list(cast.user.token);
    expect(mine.data.map((n) => n.message)).toEqual([
      T.newArticle(cast.author.nickname, '새 글'),
      T.newArticle(cast.author.nickname, '초안'),
    ]);
    expect(mine.data[0]?.link).toBe(`/article/${articleId}`);
    expect((await list(cast.editor.token)).data).toHaveLength(0);
  });

  it('pages newest first and keeps read flags per recipient', async () => {
    const articleId = await publishArticle(t, cast.author.token);
    for (let i = 0; i < 7; i += 1) await comment(cast.user.token, articleId, `댓글 ${i}`);
    const first = await list(cast.author.token);
    expect(first.data).toHaveLength(5);
    expect(first.pageInfo).toEqual({ page: 1, totalPages: 2, totalElements: 7 });
    const ids = first.data.map((n) => n.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect((await list(cast.author.token, '?page=2&size=5')).data).toHaveLength(2);

    const id = ids[0] as number;
    expect(
      (await t.request('PATCH', `/api/notifications/${id}/read`, { token: cast.user.token })).status,
    ).toBe(404);
    expect(
      (await t.request('PATCH', `/api/notifications/${id}/read`, { token: cast.author.token })).status,
    ).toBe(204);
    expect((await list(cast.author.token)).data.map((n) => n.read)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(
      (await t.request('PATCH', '/api/notifications/read-all', { token: cast.author.token })).status,
    ).toBe(204);
    const all = await list(cast.author.token, '?size=10');
    expect(all.data.every((n) => n.read)).toBe(true);
  });

  it('401 without a token on every notification route', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['PATCH', '/api/notifications/1/read'],
      ['PATCH', '/api/notifications/read-all'],
      ['GET', '/api/notifications/subscribe'],
    ] as const)
      expect((await t.request(method, path)).status).toBe(401);
  });
});
