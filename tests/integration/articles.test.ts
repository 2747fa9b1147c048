import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ArticleArray, ArticleDetail, ArticlePage } from '../../src/contract/articles';
import {
  bulkInsertArticles,
  type Cast,
  json,
  publishArticle,
  saveDraft,
  signUpCast,
} from './helpers/articles.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const page = async (t: TestApp, query: string, token?: string) => {
  const res = await t.request('GET', `/api/articles${query}`, { token });
  expect(res.status).toBe(200);
  return v.parse(ArticlePage, await res.json());
};

describe.each(ENGINES)('article reading on %s', (engine) => {
  let t: TestApp;
  let now = new Date('2026-03-01T03:00:00Z');
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    now = new Date('2026-03-01T03:00:00Z');
    cast = await signUpCast(t);
  });

  it('lists published articles by tag and sort with pageInfo from the counters, never drafts', async () => {
    const first = await publishArticle(t, cast.author.token, { title: '첫째', tags: ['TECHNIQUE'] });
    now = new Date(now.getTime() + 60_000);
    const second = await publishArticle(t, cast.editor.token, {
      title: '둘째',
      tags: ['TACTICS', 'TECHNIQUE'],
    });
    await saveDraft(t, cast.author.token, { title: '초안', tags: ['TACTICS'] });

    const all = await page(t, '?tag=&sortBy=publishedAt&page=1&size=10');
    expect(all.data.map((a) => a.id)).toEqual([second, first]);
    expect(all.pageInfo).toEqual({ page: 1, totalPages: 1, totalElements: 2 });
    expect(all.data[0]).toMatchObject({
      isDraft: false,
      author: { authorId: cast.editor.id, authorRole: 'EDITOR' },
    });
    expect((await page(t, '?tag=ALL')).pageInfo.totalElements).toBe(2);
    expect((await page(t, '?tag=ALL&sortBy=')).data.map((a) => a.id)).toEqual([second, first]);
    const tactics = await page(t, '?tag=TACTICS');
    expect(tactics.data.map((a) => a.id)).toEqual([second]);
    expect(tactics.pageInfo.totalElements).toBe(1);
    expect((await page(t, '?tag=NUTRITION')).data).toEqual([]);
    expect((await t.request('GET', '/api/articles?tag=SOCCER')).status).toBe(400);
    expect((await t.request('GET', '/api/articles?sortBy=likes')).status).toBe(400);
  });

  it('sorts by views and pages by number or by cursor without gaps or repeats', async () => {
    await bulkInsertArticles(t, cast.author.id, 25);
    const byViews = await page(t, '?sortBy=views&size=5');
    const views = byViews.data.map((a) => a.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    for (const sortBy of ['publishedAt', 'views']) {
      const numbered: number[] = [];
      for (let p = 1; p <= 3; p++)
        numbered.push(...(await page(t, `?sortBy=${sortBy}&page=${p}`)).data.map((a) => a.id));
      const walked: number[] = [];
      let cursor: string | null | undefined;
      do {
        const res = await page(t, `?sortBy=${sortBy}${cursor ? `&cursor=${cursor}` : ''}`);
        walked.push(...res.data.map((a) => a.id));
        expect(res.pageInfo.totalElements).toBe(25);
        cursor = res.nextCursor;
      } while (cursor);
      expect(walked).toEqual(numbered);
      expect(new Set(walked).size).toBe(25);
    }
    const past = await page(t, '?page=4');
    expect(past).toMatchObject({ data: [], pageInfo: { page: 4, totalPages: 3, totalElements: 25 } });
    const viewsCursor = (await page(t, '?sortBy=views')).nextCursor as string;
    expect((await t.request('GET', `/api/articles?cursor=${viewsCursor}`)).status).toBe(400);
    expect((await t.request('GET', '/api/articles?cursor=bm9wZQ')).status).toBe(400);
  });

  it('keeps per-tag counts right through publish, tag edits and delete', async () => {
    const draft = await saveDraft(t, cast.author.token, { tags: ['MENTAL'] });
    expect((await page(t, '?tag=MENTAL')).pageInfo.totalElements).toBe(0);
    expect(
      (await t.request('POST', `/api/article/draft/${draft}/publish`, { token: cast.author.token })).status,
    ).toBe(200);
    expect((await page(t, '?tag=MENTAL')).pageInfo.totalElements).toBe(1);
    const edit = { title: '바뀐 제목', content: '<p>본문</p>', tags: ['ETC'], thumbnailUrl: null };
    expect(
      (await t.request('PUT', `/api/article/${draft}`, { token: cast.author.token, json: edit })).status,
    ).toBe(200);
    expect((await page(t, '?tag=MENTAL')).pageInfo.totalElements).toBe(0);
    expect((await page(t, '?tag=ETC')).pageInfo.totalElements).toBe(1);
    expect((await t.request('DELETE', `/api/article/${draft}`, { token: cast.author.token })).status).toBe(
      204,
    );
    expect((await page(t, '?tag=ETC')).pageInfo.totalElements).toBe(0);
    expect((await page(t, '')).pageInfo.totalElements).toBe(0);
  });

  it('counts one view per viewer per 24 hours and tells the viewer what is theirs', async () => {
    const id = await publishArticle(t, cast.author.token);
    const view = async (headers: Record<string, string>, token?: string) =>
      v.parse(ArticleDetail, await json(await t.request('GET', `/api/article/${id}`, { headers, token })));
    const chrome = { 'user-agent': 'Chrome', 'x-forwarded-for': '10.0.0.1' };
    expect((await view(chrome)).views).toBe(1);
    expect((await view(chrome)).views).toBe(1);
    // Another browser string from the same address is the same visitor (view-counting.test.ts).
    expect((await view({ ...chrome, 'user-agent': 'Safari' })).views).toBe(1);
    const userView = await view({}, cast.user.token);
    expect(userView).toMatchObject({ views: 2, liked: false, mine: false, isDraft: false });
    expect((await view({}, cast.user.token)).views).toBe(2);
    // The author's own reads (the editor loads the article the same way) do not count.
    expect(await view({}, cast.author.token)).toMatchObject({ mine: true, views: 2 });
    now = new Date(now.getTime() + 25 * 3_600_000);
    expect((await view(chrome)).views).toBe(3);
    await Promise.all([1, 2, 3, 4, 5].map(() => view({}, cast.admin.token)));
    expect((await view({}, cast.admin.token)).views).toBe(4);
    expect((await t.request('GET', '/api/article/999999')).status).toBe(404);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a visitor cannot inflate views', async () => {
    const id = await publishArticle(t, cast.author.token);
    const views = async (forwardedFor: string) =>
      v.parse(
        ArticleDetail,
        await json(
          await t.request('GET', `/api/article/${id}`, {
            headers: { 'user-agent': 'Chrome', 'x-forwarded-for': forwardedFor },
          }),
        ),
      ).views;
    expect(await views('10.0.0.1')).toBe(1);
    expect(await views('10.0.0.2')).toBe(1);
    expect(await views('10.0.0.3')).toBe(1);
  });

  it('shows a draft only to its author and ADMIN (404 to everyone else)', async () => {
    const draft = await saveDraft(t, cast.author.token, { title: '' });
    const status = async (token?: string) =>
      (await t.request('GET', `/api/article/${draft}`, { token })).status;
    expect(await status()).toBe(404);
    expect(await status(cast.user.token)).toBe(404);
    expect(await status(cast.editor.token)).toBe(404);
    expect(await status(cast.author.token)).toBe(200);
    expect(await status(cast.admin.token)).toBe(200);
    expect((await t.request('GET', `/api/article/${draft}/comments`)).status).toBe(404);
  });

  it('lists the author’s other published articles newest first, at most 4', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      now = new Date(now.getTime() + 60_000);
      ids.push(await publishArticle(t, cast.author.token, { title: `글 ${i}` }));
    }
    await saveDraft(t, cast.author.token);
    await publishArticle(t, cast.editor.token);
    const res = await t.request('GET', `/api/article/${ids[0]}/related`);
    const related = v.parse(ArticleArray, await res.json());
    expect(related.map((a) => a.id)).toEqual([ids[5], ids[4], ids[3], ids[2]]);
    expect((await t.request('GET', '/api/article/999999/related')).status).toBe(404);
  });

  it('ranks popular articles by likes, comments and views, recent ones first', async () => {
    await bulkInsertArticles(t, cast.author.id, 12, new Date('2025-01-01T00:00:00Z'));
    const quiet = await publishArticle(t, cast.author.token, { title: '조용한 글' });
    const liked = await publishArticle(t, cast.author.token, { title: '인기 글' });
    await t.request('PATCH', `/api/article/${liked}/like`, { token: cast.user.token });
    await t.request('POST', `/api/article/${liked}/comment`, {
      token: cast.user.token,
      json: { content: '좋아요' },
    });
    const popular = v.parse(ArticleArray, await json(await t.request('GET', '/api/articles/popular')));
    expect(popular).toHaveLength(9);
    expect(popular.slice(0, 2).map((a) => a.id)).toEqual([liked, quiet]);
  });

  it('lists own drafts for writers only', async () => {
    const mine = await saveDraft(t, cast.author.token, { title: '내 초안' });
    await saveDraft(t, cast.editor.token);
    await publishArticle(t, cast.author.token);
    const res = await t.request('GET', '/api/articles/draft/all', { token: cast.author.token });
    expect(v.parse(ArticleArray, await res.json()).map((a) => [a.id, a.isDraft])).toEqual([[mine, true]]);
    expect((await t.request('GET', '/api/articles/draft/all')).status).toBe(401);
    expect((await t.request('GET', '/api/articles/draft/all', { token: cast.user.token })).status).toBe(403);
    expect((await t.request('GET', '/api/articles/draft/all', { token: cast.admin.token })).status).toBe(200);
  });
});
