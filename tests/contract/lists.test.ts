import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ARTICLES, DEMO_POSTS } from '../../content/demo';
import type { ContentQuery } from '../../src/application/content/content-api.port';
import { CONTENT_INPUT_TEXT } from '../../src/domain/text/content-input';
import { ENGINES } from '../integration/helpers/test-app';
import { demoId, outcome, run, signInAs, signOut } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const query = (overrides: Partial<ContentQuery> = {}): ContentQuery => ({
  tag: 'ALL',
  sort: 'LATEST',
  keyword: '',
  scope: 'TITLE_CONTENT',
  ...overrides,
});

/** Reads only (and the views they count, alike on both sides): the seeded demo content. */
describe.each(ENGINES)('contract: lists, search and popular blocks on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('lists articles by tag and order, with the same page info, continuing by cursor alike', async () => {
    const [fake, real] = await sides.both(async (p) => {
      const articles = p.articlesApi;
      const first = await run(articles.page({ query: query({ sort: 'publishedAt' }), page: 1 }));
      const second = await run(
        articles.page({ query: query({ sort: 'publishedAt' }), page: 2, cursor: first.nextCursor ?? null }),
      );
      const third = await run(
        articles.page({ query: query({ sort: 'publishedAt' }), page: 3, cursor: second.nextCursor ?? null }),
      );
      const byViews = await run(
        articles.page({ query: query({ sort: 'views', tag: 'NUTRITION' }), page: 1 }),
      );
      const past = await run(articles.page({ query: query({ sort: 'publishedAt' }), page: 9 }));
      const badCursor = await outcome(
        articles.page({ query: query({ sort: 'views' }), page: 2, cursor: 'abc' }),
      );
      return {
        pages: [first, second, third].map((pg) => ({ ids: pg.data.map((a) => a.id), info: pg.pageInfo })),
        more: [first, second, third].map((pg) => pg.nextCursor !== null),
        firstCard: first.data[0],
        byViews: byViews.data.map((a) => [a.id, a.views]),
        byViewsInfo: byViews.pageInfo,
        past,
        badCursor,
      };
    });
    expect(fake).toEqual(real);
    expect(real.pages[0]?.info.totalElements).toBeGreaterThanOrEqual(30);
    expect(real.more).toEqual([true, true, true]);
    expect(new Set(real.pages.flatMap((pg) => pg.ids)).size).toBe(30);
    expect(real.past).toMatchObject({ data: [], nextCursor: null });
    expect(real.badCursor).toEqual({
      ok: false,
      tag: 'BadRequest',
      message: 'Bad Request',
      errors: [{ field: 'cursor', reason: CONTENT_INPUT_TEXT.cursorInvalid }],
    });
  });

  it('lists both boards in every order, the Q&A board by category, with identical cards', async () => {
    const [fake, real] = await sides.both(async (p) => {
      const out: Record<string, unknown> = {};
      for (const kind of ['post', 'qna'] as const) {
        for (const sort of ['LATEST', 'VIEWS', 'LIKE_COUNT', 'COMMENT_COUNT']) {
          const pg = await run(p.boardApis[kind].page({ query: query({ sort }), page: 1 }));
          out[`${kind} ${sort}`] = { ids: pg.data.map((c) => c.id), info: pg.pageInfo };
        }
        out[`${kind} page 3`] = await run(p.boardApis[kind].page({ query: query(), page: 3 }));
      }
      out.category = await run(p.boardApis.qna.page({ query: query({ tag: 'ADMISSION' }), page: 1 }));
      // The free board has no categories: a tag is ignored there.
      out.postTag = (
        await run(p.boardApis.post.page({ query: query({ tag: 'ADMISSION' }), page: 1 }))
      ).pageInfo;
      return out;
    });
    expect(fake).toEqual(real);
    expect(real['post LATEST']).toMatchObject({ info: { page: 1, totalPages: 3 } });
    expect(
      (real.category as { data: { tags: string[] }[] }).data.every((c) => c.tags[0] === 'ADMISSION'),
    ).toBe(true);
  });

  it('finds 1- and 2-syllable Korean words, needs every word, and highlights alike', async () => {
    const search = (p: Ports, kind: 'post' | 'qna', keyword: string, scope: ContentQuery['scope']) =>
      run(p.boardApis[kind].page({ query: query({ keyword, scope }), page: 1 }));
    const [fake, real] = await sides.both(async (p) => {
      const articles = async (keyword: string) =>
        (await run(p.articlesApi.page({ query: query({ sort: 'publishedAt', keyword }), page: 1 }))).pageInfo;
      return {
        articleFoot: await articles('발'),
        articleFootball: await articles('축구'),
        articleBoth: await articles('축구 발'),
        articleNarrow: await articles('발 오스굿'),
        articleNone: await articles('축구 존재하지않는말'),
        postGoalkeeper: await search(p, 'post', '골키퍼', 'TITLE_CONTENT'),
        postTitle: await search(p, 'post', '골키퍼', 'TITLE'),
        postContent: await search(p, 'post', '발', 'CONTENT'),
        postAuthor: await search(p, 'post', '감독', 'AUTHOR'),
        qnaWords: await search(p, 'qna', '축구 대학', 'TITLE_CONTENT'),
        qnaAuthor: await outcome(
          p.boardApis.qna.page({ query: query({ keyword: '익명', scope: 'AUTHOR' }), page: 1 }),
        ),
        empty: (await search(p, 'post', '   ', 'TITLE')).pageInfo,
        tooLong: await outcome(
          p.boardApis.post.page({ query: query({ keyword: '가'.repeat(51) }), page: 1 }),
        ),
      };
    });
    expect(fake).toEqual(real);
    expect(real.articleNarrow.totalElements).toBeGreaterThan(0);
    expect(real.articleNarrow.totalElements).toBeLessThan(real.articleFoot.totalElements);
    expect(real.articleFootball.totalElements).toBeGreaterThanOrEqual(real.articleBoth.totalElements);
    expect(real.articleBoth.totalElements).toBeGreaterThanOrEqual(20);
    expect(real.articleNone.totalElements).toBe(0);
    expect(real.postGoalkeeper.data.length).toBeGreaterThanOrEqual(2);
    expect(real.postTitle.data.every((c) => c.highlightedTitle.includes('<mark>골키퍼</mark>'))).toBe(true);
    expect(real.postContent.data[0]?.highlightedContentPreview).toContain('<mark>발</mark>');
    expect(real.postAuthor.data.length).toBeGreaterThan(0);
    expect(
      real.qnaWords.data.every(
        (c) => c.highlightedTitle.includes('<mark>') || c.highlightedContentPreview.includes('<mark>'),
      ),
    ).toBe(true);
    expect(real.qnaAuthor).toEqual({
      ok: false,
      tag: 'BadRequest',
      message: 'Bad Request',
      errors: [{ field: 'searchType', reason: CONTENT_INPUT_TEXT.searchScopeInvalid }],
    });
    expect(real.empty.totalElements).toBe(DEMO_POSTS.filter((p) => !p.draft).length);
    expect(real.tooLong).toMatchObject({ tag: 'BadRequest', errors: [{ field: 'keyword' }] });
  });

  it('ranks the popular blocks the same way (one popularity score)', async () => {
    const [fake, real] = await sides.both(async (p) => ({
      articles: (await run(p.articlesApi.popular())).map((a) => a.id),
      posts: (await run(p.boardApis.post.popular())).map((c) => c.id),
      qna: (await run(p.boardApis.qna.popular())).map((c) => c.id),
    }));
    expect(fake).toEqual(real);
    expect(real.articles).toHaveLength(9);
    expect(real.posts.length).toBeGreaterThanOrEqual(6);
    expect(real.qna.length).toBeGreaterThanOrEqual(6);
  });

  it('reads details and related articles; a draft is 404 to a visitor', async () => {
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      return {
        article: await run(p.articlesApi.detail(demoId('osgood'))),
        related: (await run(p.articlesApi.related(demoId('osgood')))).map((a) => a.id),
        post: await run(p.boardApis.post.detail(demoId('p-parents-sideline'))),
        wrongKind: await outcome(p.boardApis.qna.detail(demoId('p-parents-sideline'))),
        draft: await outcome(p.boardApis.post.detail(demoId('p-draft-cleats-care'))),
        articleDraft: await outcome(
          p.articlesApi.detail(demoId(DEMO_ARTICLES.find((a) => a.draft)?.key ?? '')),
        ),
      };
    });
    expect(fake).toEqual(real);
    expect(real.related.length).toBeGreaterThan(0);
    expect(real.wrongKind).toEqual({ ok: false, tag: 'NotFound', message: 'Post Not Found', errors: null });
    expect(real.draft).toEqual(real.wrongKind);
    expect(real.articleDraft).toEqual({
      ok: false,
      tag: 'NotFound',
      message: 'Article Not Found',
      errors: null,
    });
  });

  it('lists the popular editors with the viewer’s following flags', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user2');
      const signedIn = await run(p.editorsApi.popularEditors());
      signOut(p);
      return { signedIn, visitor: await run(p.editorsApi.popularEditors()) };
    });
    expect(fake).toEqual(real);
    expect(real.signedIn.some((e) => e.following)).toBe(true);
    expect(real.visitor.every((e) => !e.following)).toBe(true);
  });

  it('refuses bad list input alike: page 0, a page past the limit, an unknown order', async () => {
    const [fake, real] = await sides.both(async (p) => ({
      zero: await outcome(p.boardApis.post.page({ query: query(), page: 0 })),
      deep: await outcome(p.boardApis.qna.page({ query: query(), page: 1001 })),
      sort: await outcome(p.boardApis.post.page({ query: query({ sort: 'OLDEST' }), page: 1 })),
      articleSort: await outcome(p.articlesApi.page({ query: query({ sort: 'LATEST' }), page: 1 })),
      searchPage2: await run(
        p.boardApis.post.page({ query: query({ keyword: '축구', sort: 'VIEWS' }), page: 2 }),
      ),
    }));
    expect(fake).toEqual(real);
    expect(real.zero).toMatchObject({ tag: 'BadRequest', errors: [{ field: 'page' }] });
    expect(real.deep).toMatchObject({ tag: 'BadRequest', errors: [{ field: 'page' }] });
    expect(real.sort).toMatchObject({ tag: 'BadRequest', errors: [{ field: 'sortType' }] });
    expect(real.articleSort).toMatchObject({ tag: 'BadRequest', errors: [{ field: 'sortBy' }] });
  });

  it('counts one view per viewer, and none for the author’s own reads', async () => {
    const [fake, real] = await sides.both(async (p) => {
      const views = async () => (await run(p.boardApis.post.detail(demoId('p-jersey-number')))).views;
      await signInAs(p, 'user4');
      const own = [await views(), await views()];
      await signInAs(p, 'user5');
      const other = [await views(), await views()];
      return { own, other };
    });
    expect(fake).toEqual(real);
    expect(real.other).toEqual([(real.own[0] ?? 0) + 1, (real.own[0] ?? 0) + 1]);
    expect(real.own[1]).toBe(real.own[0]);
  });
});
