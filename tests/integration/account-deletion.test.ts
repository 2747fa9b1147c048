import { eq, or } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contents, follows, notifications, userIdentities, users } from '../../server/adapters/db/schema';
import { ArticleDetail, ArticlePage } from '../../src/contract/articles';
import { BoardPage, BoardPostDetail } from '../../src/contract/boards';
import { CommentPage } from '../../src/contract/content';
import { EditorCardArray } from '../../src/contract/social';
import { SERVER_MESSAGE_TEXT } from '../../src/domain/text/errors';
import { DELETED_MEMBER_NAME } from '../../src/domain/text/profile';
import { publishArticle, saveDraft } from './helpers/articles.fixtures';
import { at, FREE_BOARD, writePost } from './helpers/boards.fixtures';
import { ARTICLE_PATHS, commentOn } from './helpers/profile.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const GONE = {
  authorId: null,
  authorName: DELETED_MEMBER_NAME,
  authorProfileImageUrl: null,
  authorJob: null,
  authorLevel: null,
  authorRole: null,
};

describe.each(ENGINES)('account deletion (회원 탈퇴) on %s', (engine) => {
  let t: TestApp;
  let editor: TestUser;
  let reader: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    editor = await t.signUp({ role: 'EDITOR', nickname: '떠날편집자', email: 'leaving@example.com' });
    reader = await t.signUp({ nickname: '남는독자' });
  });

  const remove = (token: string, body?: unknown) =>
    t.request('DELETE', '/api/user/profile', { token, json: body });
  const get = async <T>(schema: v.GenericSchema<unknown, T>, path: string, token?: string) => {
    const res = await t.request('GET', path, { token });
    expect(res.status).toBe(200);
    return v.parse(schema, await res.json());
  };

  it('asks for the password first and changes nothing when it is wrong or missing', async () => {
    const wrong = await remove(editor.token, { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: 'Wrong Password',
      errors: [{ field: 'password', reason: SERVER_MESSAGE_TEXT['Wrong Password'] }],
    });
    const missing = await remove(editor.token, {});
    expect(missing.status).toBe(400);
    expect((await t.request('GET', `/api/user/${editor.id}`)).status).toBe(200);
    expect((await t.request('GET', '/api/user/profile', { token: editor.token })).status).toBe(200);
  });

  it('keeps the content, shown as by 탈퇴한 회원, and erases the person', async () => {
    await t.db
      .update(users)
      .set({
        job: '전직 코치',
        introduction: '소개',
        phoneNumber: '010-0000-0000',
        profileImageUrl: '/p.webp',
      })
      .where(eq(users.id, editor.id));
    const article = await publishArticle(t, editor.token, { title: '남는 기사' });
    await saveDraft(t, editor.token, { title: '사라질 초안' });
    const post = await writePost(t, FREE_BOARD, editor.token, { title: '남는 글' });
    const comment = await commentOn(t, ARTICLE_PATHS, editor.token, article, '남는 댓글');
    await commentOn(t, ARTICLE_PATHS, reader.token, article, '독자 답글', comment);
    await t.request('PATCH', `/api/user/${editor.id}/follow`, { token: reader.token });
    await t.request('PATCH', `/api/user/${reader.id}/follow`, { token: editor.token });
    await t.db.insert(userIdentities).values({ provider: 'kakao', subject: 'k-1', userId: editor.id });

    expect((await remove(editor.token, { password: editor.password })).status).toBe(204);

    // Content stays, its author is nobody.
    const detail = await get(ArticleDetail, at(ARTICLE_PATHS.detail, { id: article }));
    expect(detail).toMatchObject({ title: '남는 기사', author: GONE });
    const list = await get(ArticlePage, '/api/articles');
    expect(list.data.map((a) => [a.title, a.author])).toEqual([['남는 기사', expect.objectContaining(GONE)]]);
    expect((await get(BoardPostDetail, at(FREE_BOARD.paths.detail, { id: post }))).author).toMatchObject(
      GONE,
    );
    expect((await get(BoardPage, '/api/board/posts')).data[0]?.author).toMatchObject(GONE);
    const thread = await get(CommentPage, at(ARTICLE_PATHS.comments, { id: article }));
    expect(thread.data[0]).toMatchObject({ content: '남는 댓글', author: GONE });
    expect(thread.data[0]?.replies[0]?.author).toMatchObject({ authorName: '남는독자' });
    expect(await get(EditorCardArray, '/api/user/popular-editors')).toEqual([]);
    const search = await get(BoardPage, '/api/board/posts/search?keyword=deleted&searchType=AUTHOR');
    expect(search.data).toEqual([]);

    // The person is gone: no profile, no lists, no session, nothing personal left.
    const profile = await t.request('GET', `/api/user/${editor.id}`);
    expect(profile.status).toBe(404);
    expect(await profile.json()).toEqual({ message: 'User Not Found' });
    expect((await t.request('GET', `/api/user/${editor.id}/articles`)).status).toBe(404);
    const session = await t.request('GET', '/api/user/profile', { token: editor.token });
    expect(session.status).toBe(401);
    expect(await session.json()).toEqual({ message: 'Unauthorized' });
    const [row] = await t.db.select().from(users).where(eq(users.id, editor.id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      phoneNumber: null,
      job: null,
      introduction: null,
      profileImageUrl: null,
      homepageUrl: null,
      followerCount: 0,
      followingCount: 0,
    });
    expect(row?.nickname).not.toBe('떠날편집자');
    expect(row?.deletedAt).not.toBeNull();
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, editor.id))).toEqual([]);
    const edges = await t.db
      .select()
      .from(follows)
      .where(or(eq(follows.followerId, editor.id), eq(follows.followeeId, editor.id)));
    expect(edges).toEqual([]);
    const [left] = await t.db.select().from(users).where(eq(users.id, reader.id));
    expect([left?.followerCount, left?.followingCount]).toEqual([0, 0]);
    expect(await t.db.select().from(notifications).where(eq(notifications.recipientId, editor.id))).toEqual(
      [],
    );
    const kept = await t.db.select().from(contents).where(eq(contents.authorId, editor.id));
    expect(kept.map((c) => [c.title, c.isDraft]).sort()).toEqual([
      ['남는 글', false],
      ['남는 기사', false],
    ]);

    // Nobody can reach it any more; its email and name are free again.
    const follow = await t.request('PATCH', `/api/user/${editor.id}/follow`, { token: reader.token });
    expect(follow.status).toBe(404);
    const consult = await t.request('POST', '/api/user/consultation', {
      token: reader.token,
      json: { recipientId: editor.id, consultationType: 'CONSULTING', message: '안녕하세요' },
    });
    expect(consult.status).toBe(404);
    const signIn = await t.request('POST', '/api/auth/sign-in', {
      json: { email: 'leaving@example.com', password: editor.password },
    });
    expect(signIn.status).toBe(401);
    const again = await t.signUp({ email: 'leaving@example.com', nickname: '떠날편집자' });
    expect(again.id).not.toBe(editor.id);
    expect((await remove(editor.token, { password: editor.password })).status).toBe(401);
  });

  it('names a deleted member in a reply’s mention and a notification as nobody', async () => {
    const post = await writePost(t, FREE_BOARD, reader.token, { title: '질문 있어요' });
    const top = await commentOn(t, FREE_BOARD.paths, editor.token, post, '제 의견');
    const reply = await t.request('POST', at(FREE_BOARD.paths.reply, { id: post, commentId: top }), {
      token: reader.token,
      json: { content: '감사합니다', mentionedUserId: editor.id },
    });
    expect(reply.status).toBe(201);
    expect((await remove(editor.token, { password: editor.password })).status).toBe(204);
    const thread = await get(CommentPage, at(FREE_BOARD.paths.comments, { id: post }));
    expect(thread.data[0]?.replies[0]?.mentionedUserName).toBe(DELETED_MEMBER_NAME);
    const alarms = (await (
      await t.request('GET', '/api/notifications?page=1&size=5', { token: reader.token })
    ).json()) as { data: { actor?: unknown; message: string }[] };
    expect(alarms.data.length).toBeGreaterThan(0);
    for (const n of alarms.data) {
      expect(n.actor ?? null).toBeNull();
      expect(n.message.startsWith(`${DELETED_MEMBER_NAME}님이`)).toBe(true);
      expect(n.message).not.toContain('떠날편집자');
    }
  });

  it('deletes a social account that never set a password without asking for one', async () => {
    await t.db.update(users).set({ passwordHash: null, provider: 'KAKAO' }).where(eq(users.id, reader.id));
    // The body carries no password (an empty object): there is none to confirm with.
    expect((await remove(reader.token, {})).status).toBe(204);
    expect((await t.request('GET', `/api/user/${reader.id}`)).status).toBe(404);
  });
});
