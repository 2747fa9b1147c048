import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contents as articles, users } from '../../server/adapters/db/schema';
import { CONTENT_INPUT_TEXT as T } from '../../src/domain/text/content-input';
import {
  type Cast,
  json,
  makeArticleBody,
  publishArticle,
  saveDraft,
  signUpCast,
} from './helpers/articles.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

type Err = { message: string; errors?: { field: string; reason: string }[] };

describe.each(ENGINES)('article writing on %s', (engine) => {
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

  const status = async (method: string, path: string, token?: string, body?: unknown) =>
    (await t.request(method, path, { token, json: body })).status;
  const stored = async (id: number) => (await t.db.select().from(articles).where(eq(articles.id, id)))[0];

  it('lets EDITOR and ADMIN publish and save drafts; visitors 401, users 403', async () => {
    for (const path of ['/api/article', '/api/article/draft']) {
      expect(await status('POST', path, undefined, makeArticleBody())).toBe(401);
      expect(await status('POST', path, cast.user.token, makeArticleBody())).toBe(403);
      expect(await status('POST', path, cast.author.token, makeArticleBody())).toBe(201);
      expect(await status('POST', path, cast.admin.token, makeArticleBody())).toBe(201);
    }
  });

  it('derives text, a 100-character summary and search n-grams; refuses what is incomplete in Korean', async () => {
    const long = '가'.repeat(150);
    const id = await publishArticle(t, cast.author.token, {
      title: '  전술 노트 ',
      content: `<h2>소제목</h2><p>${long}</p>`,
    });
    const row = await stored(id);
    expect(row).toMatchObject({ title: '전술 노트', contentText: `소제목\n${long}`, isDraft: false });
    expect([...(row?.contentSummary ?? '')]).toHaveLength(100);
    expect(row?.contentSummary.startsWith('소제목 가가')).toBe(true);
    expect(row?.searchNgrams).toEqual(expect.arrayContaining(['전술', '노트', '소제', '가']));

    const emptyTitle = await t.request('POST', '/api/article', {
      token: cast.author.token,
      json: makeArticleBody({ title: '  ' }),
    });
    expect(emptyTitle.status).toBe(400);
    expect((await json<Err>(emptyTitle)).errors).toEqual([{ field: 'title', reason: T.titleRequired }]);
    const noText = await t.request('POST', '/api/article', {
      token: cast.author.token,
      json: makeArticleBody({ content: '<p> </p><script>alert(1)</script>' }),
    });
    expect((await json<Err>(noText)).errors).toEqual([{ field: 'content', reason: T.contentRequired }]);
    const badTag = await t.request('POST', '/api/article', {
      token: cast.author.token,
      json: { ...makeArticleBody(), tags: ['X'] },
    });
    expect((await json<Err>(badTag)).errors?.[0]?.reason).toBe(T.tagInvalid);
    const longTitle = await t.request('POST', '/api/article', {
      token: cast.author.token,
      json: makeArticleBody({ title: '가'.repeat(121) }),
    });
    expect((await json<Err>(longTitle)).errors).toEqual([{ field: 'title', reason: T.titleTooLong }]);
    const thumb = await t.request('POST', '/api/article', {
      token: cast.author.token,
      json: makeArticleBody({ thumbnailUrl: 'https://elsewhere.example/x.png' }),
    });
    expect((await json<Err>(thumb)).errors).toEqual([{ field: 'thumbnailUrl', reason: T.thumbnailInvalid }]);
    const ownThumb = await publishArticle(t, cast.author.token, { thumbnailUrl: '/api/images/abc.webp' });
    expect((await stored(ownThumb))?.thumbnailUrl).toBe('/api/images/abc.webp');
    expect(await saveDraft(t, cast.author.token, { title: '', content: '' })).toBeGreaterThan(0);
  });

  it('lets the author and ADMIN edit (PUT and PATCH), nobody else', async () => {
    const id = await publishArticle(t, cast.author.token);
    const edit = makeArticleBody({ title: '고친 제목' });
    for (const method of ['PUT', 'PATCH']) {
      expect(await status(method, `/api/article/${id}`, undefined, edit)).toBe(401);
      expect(await status(method, `/api/article/${id}`, cast.user.token, edit)).toBe(403);
      expect(await status(method, `/api/article/${id}`, cast.editor.token, edit)).toBe(403);
      expect(await status(method, `/api/article/${id}`, cast.author.token, edit)).toBe(200);
      expect(
        await status(
          method,
          `/api/article/${id}`,
          cast.admin.token,
          makeArticleBody({ title: '관리자 수정' }),
        ),
      ).toBe(200);
    }
    expect((await stored(id))?.title).toBe('관리자 수정');
    expect(
      await status('PUT', `/api/article/${id}`, cast.author.token, makeArticleBody({ content: '' })),
    ).toBe(400);
    expect(await status('PUT', '/api/article/999999', cast.author.token, edit)).toBe(404);
    const found = await json<{ data: { id: number }[] }>(
      await t.request('GET', '/api/articles/search?keyword=관리자'),
    );
    expect(found.data.map((a) => a.id)).toEqual([id]);
    expect(
      (await json<{ data: unknown[] }>(await t.request('GET', '/api/articles/search?keyword=고친'))).data,
    ).toEqual([]);
  });

  it('autosaves and publishes drafts for their author only', async () => {
    const draft = await saveDraft(t, cast.author.token, { title: '' });
    const path = `/api/article/draft/${draft}`;
    expect(
      await status(
        'PATCH',
        path,
        cast.author.token,
        makeArticleBody({ title: '', content: '<p>쓰는 중</p>' }),
      ),
    ).toBe(200);
    expect(await status('PATCH', path, cast.admin.token, makeArticleBody())).toBe(403);
    expect(await status('PATCH', path, cast.editor.token, makeArticleBody())).toBe(404);
    expect(await status('PATCH', path, undefined, makeArticleBody())).toBe(401);
    const untitled = await t.request('POST', `${path}/publish`, { token: cast.author.token });
    expect(untitled.status).toBe(400);
    expect((await json<Err>(untitled)).errors).toEqual([{ field: 'title', reason: T.titleRequired }]);
    expect(await status('POST', `${path}/publish`, cast.admin.token)).toBe(403);
    expect(await status('POST', `${path}/publish`, cast.user.token)).toBe(404);
    expect(
      await status('POST', `${path}/publish`, cast.author.token, makeArticleBody({ title: '완성' })),
    ).toBe(200);
    expect(await stored(draft)).toMatchObject({
      title: '완성',
      isDraft: false,
      publishedAt: expect.any(Date),
    });
    expect(await status('POST', `${path}/publish`, cast.author.token)).toBe(400);
    expect(await status('PATCH', path, cast.author.token, makeArticleBody())).toBe(400);
  });

  it('lets only the author delete: ADMIN gets 403 too', async () => {
    const id = await publishArticle(t, cast.author.token);
    expect(await status('DELETE', `/api/article/${id}`)).toBe(401);
    expect(await status('DELETE', `/api/article/${id}`, cast.user.token)).toBe(403);
    expect(await status('DELETE', `/api/article/${id}`, cast.editor.token)).toBe(403);
    expect(await status('DELETE', `/api/article/${id}`, cast.admin.token)).toBe(403);
    await t.request('PATCH', `/api/article/${id}/like`, { token: cast.user.token });
    const comment = await json<{ id: number }>(
      await t.request('POST', `/api/article/${id}/comment`, {
        token: cast.user.token,
        json: { content: '잘 봤습니다' },
      }),
    );
    await t.request('PATCH', `/api/comment/${comment.id}/like`, { token: cast.editor.token });
    expect(await status('DELETE', `/api/article/${id}`, cast.author.token)).toBe(204);
    expect(await status('GET', `/api/article/${id}`)).toBe(404);
    // Likes on the article and on its comments stop counting towards levels.
    const received = await t.db.select().from(users);
    expect(received.map((u) => u.receivedPostLikes + u.receivedCommentLikes)).toEqual([0, 0, 0, 0]);
    expect(await status('DELETE', `/api/article/${id}`, cast.author.token)).toBe(404);
  });

  it('toggles likes with the counters, refusing one’s own article with the spec’s message', async () => {
    const id = await publishArticle(t, cast.author.token);
    const like = (token?: string) => t.request('PATCH', `/api/article/${id}/like`, { token });
    expect((await like()).status).toBe(401);
    const own = await like(cast.author.token);
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({ message: 'Cannot Like Own Article' });
    expect(await json(await like(cast.user.token))).toEqual({ liked: true, likeCount: 1 });
    expect(await json(await like(cast.admin.token))).toEqual({ liked: true, likeCount: 2 });
    const detail = await json(await t.request('GET', `/api/article/${id}`, { token: cast.user.token }));
    expect(detail).toMatchObject({ liked: true, likeCount: 2 });
    expect(await json(await like(cast.user.token))).toEqual({ liked: false, likeCount: 1 });
    const [author] = await t.db.select().from(users).where(eq(users.id, cast.author.id));
    expect(author?.receivedPostLikes).toBe(1);
    const draft = await saveDraft(t, cast.author.token);
    expect(await status('PATCH', `/api/article/${draft}/like`, cast.user.token)).toBe(404);
  });
});
