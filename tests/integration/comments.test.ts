import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contents as articles, users } from '../../server/adapters/db/schema';
import { CommentPage } from '../../src/contract/content';
import { CONTENT_INPUT_TEXT as T } from '../../src/domain/text/content-input';
import { type Cast, json, publishArticle, saveDraft, signUpCast } from './helpers/articles.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

describe.each(ENGINES)('article comments on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let article: number;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    cast = await signUpCast(t);
    article = await publishArticle(t, cast.author.token);
  });

  const comment = async (token: string, content: string, on = article) => {
    const res = await t.request('POST', `/api/article/${on}/comment`, { token, json: { content } });
    expect(res.status).toBe(201);
    return (await json<{ id: number }>(res)).id;
  };
  const reply = async (
    token: string,
    parentId: number,
    content: string,
    mentionedUserId: number | null = null,
  ) => {
    const res = await t.request('POST', `/api/article/${article}/comment/${parentId}/reply`, {
      token,
      json: { content, mentionedUserId },
    });
    expect(res.status).toBe(201);
    return (await json<{ id: number }>(res)).id;
  };
  const list = async (page = 1, token?: string) =>
    v.parse(
      CommentPage,
      await json(await t.request('GET', `/api/article/${article}/comments?page=${page}&size=10`, { token })),
    );
  const commentCount = async () =>
    (await t.db.select().from(articles).where(eq(articles.id, article)))[0]?.commentCount;

  it('pages top-level comments by 10, oldest first, each with its replies and the viewer’s flags', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await comment(i % 2 ? cast.user.token : cast.editor.token, `댓글 ${i}`));
    const first = ids[0] as number;
    const r1 = await reply(cast.author.token, first, '답글', cast.editor.id);
    const r2 = await reply(cast.user.token, r1, '답글의 답글', cast.author.id);
    const one = await list(1, cast.user.token);
    expect(one.pageInfo).toEqual({ page: 1, totalPages: 2, totalElements: 12 });
    expect(one.data.map((c) => c.id)).toEqual(ids.slice(0, 10));
    expect(one.data[0]?.replies.map((r) => [r.id, r.parentCommentId, r.mentionedUserName])).toEqual([
      [r1, first, cast.editor.nickname],
      [r2, first, cast.author.nickname],
    ]);
    expect(one.data[1]).toMatchObject({ mine: true, content: '댓글 1', author: { authorLevel: 'LEVEL_1' } });
    expect(one.data[0]?.replies[1]?.mine).toBe(true);
    expect((await list(2)).data.map((c) => c.id)).toEqual(ids.slice(10));
    expect(await commentCount()).toBe(14);
  });

  it('requires sign-in and a visible, non-blank comment of at most 3000 characters', async () => {
    expect(
      (await t.request('POST', `/api/article/${article}/comment`, { json: { content: '안녕' } })).status,
    ).toBe(401);
    const blank = await t.request('POST', `/api/article/${article}/comment`, {
      token: cast.user.token,
      json: { content: ' \n ' },
    });
    expect(blank.status).toBe(400);
    expect((await json<{ errors: unknown[] }>(blank)).errors).toEqual([
      { field: 'content', reason: T.commentBlank },
    ]);
    const long = await t.request('POST', `/api/article/${article}/comment`, {
      token: cast.user.token,
      json: { content: '가'.repeat(3001) },
    });
    expect((await json<{ errors: unknown[] }>(long)).errors).toEqual([
      { field: 'content', reason: T.commentTooLong },
    ]);
    const draft = await saveDraft(t, cast.author.token);
    expect(
      (
        await t.request('POST', `/api/article/${draft}/comment`, {
          token: cast.author.token,
          json: { content: '메모' },
        })
      ).status,
    ).toBe(404);
    const other = await publishArticle(t, cast.editor.token);
    const elsewhere = await comment(cast.user.token, '다른 글', other);
    const crossReply = await t.request('POST', `/api/article/${article}/comment/${elsewhere}/reply`, {
      token: cast.user.token,
      json: { content: '답', mentionedUserId: null },
    });
    expect(crossReply.status).toBe(404);
  });

  it('lets only the owner edit and delete; a deleted comment keeps its place while it has replies', async () => {
    const mine = await comment(cast.user.token, '원래 댓글');
    const lonely = await comment(cast.user.token, '혼자인 댓글');
    await reply(cast.editor.token, mine, '답글');
    const path = `/api/article/${article}/comment/${mine}`;
    const edit = (token?: string) => t.request('PATCH', path, { token, json: { content: '고친 댓글' } });
    expect((await edit()).status).toBe(401);
    for (const other of [cast.author, cast.editor, cast.admin])
      expect((await edit(other.token)).status).toBe(403);
    expect((await edit(cast.user.token)).status).toBe(200);
    for (const other of [cast.author, cast.admin])
      expect((await t.request('DELETE', path, { token: other.token })).status).toBe(403);
    expect((await t.request('DELETE', path, { token: cast.user.token })).status).toBe(204);
    expect(
      (await t.request('DELETE', `/api/article/${article}/comment/${lonely}`, { token: cast.user.token }))
        .status,
    ).toBe(204);
    expect((await t.request('DELETE', path, { token: cast.user.token })).status).toBe(404);
    const afterEdit = await edit(cast.user.token);
    expect(afterEdit.status).toBe(400);
    const page = await list();
    expect(page.data.map((c) => [c.id, c.deleted, c.content, c.replies.length])).toEqual([
      [mine, true, '', 1],
    ]);
    expect(page.pageInfo.totalElements).toBe(1);
    expect(await commentCount()).toBe(1);
    const toDeleted = await t.request('POST', `/api/article/${article}/comment/${mine}/reply`, {
      token: cast.editor.token,
      json: { content: '늦은 답글', mentionedUserId: null },
    });
    expect(toDeleted.status).toBe(400);
  });

  it('drops a mention of oneself or of nobody', async () => {
    const top = await comment(cast.user.token, '질문');
    await reply(cast.user.token, top, '셀프 답글', cast.user.id);
    await reply(cast.editor.token, top, '없는 사람', 999_999);
    const replies = (await list()).data[0]?.replies ?? [];
    expect(replies.map((r) => r.mentionedUserName)).toEqual([null, null]);
  });

  it('toggles comment likes with counters, refusing one’s own with the spec’s message', async () => {
    const id = await comment(cast.user.token, '좋은 글입니다');
    const like = (token?: string) => t.request('PATCH', `/api/comment/${id}/like`, { token });
    expect((await like()).status).toBe(401);
    const own = await like(cast.user.token);
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({ message: 'Cannot Like Own Comment' });
    expect(await json(await like(cast.author.token))).toEqual({ liked: true, likeCount: 1 });
    expect(await json(await like(cast.admin.token))).toEqual({ liked: true, likeCount: 2 });
    expect((await list(1, cast.author.token)).data[0]).toMatchObject({ liked: true, likeCount: 2 });
    expect((await list(1)).data[0]?.liked).toBe(false);
    expect(await json(await like(cast.admin.token))).toEqual({ liked: false, likeCount: 1 });
    const [writer] = await t.db.select().from(users).where(eq(users.id, cast.user.id));
    expect(writer?.receivedCommentLikes).toBe(1);
    expect((await t.request('PATCH', '/api/comment/999999/like', { token: cast.admin.token })).status).toBe(
      404,
    );
  });
});
