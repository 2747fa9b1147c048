import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_TAGS } from '../../src/domain/catalog';
import { POPULARITY, popularityScore } from '../../src/domain/content/popularity';
import { escapeHtml } from '../../src/domain/content/search';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { ANONYMOUS_AUTHOR_TEXT } from '../../src/domain/text/content';
import {
  at,
  BOARDS,
  type BoardCast,
  boardCards,
  boardDetail,
  boardPage,
  bulkInsertPosts,
  expectError,
  QNA_BOARD,
  saveBoardDraft,
  signUpBoardCast,
  writeComment,
  writePost,
} from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = new Date('2026-03-02T03:00:00Z');

/** The order each sortType means (spec section 9), newest id first among equals. */
const SORT_KEYS = {
  LATEST: (p: { publishedAt: Date }) => p.publishedAt.getTime(),
  VIEWS: (p: { views: number }) => p.views,
  LIKE_COUNT: (p: { likeCount: number }) => p.likeCount,
  COMMENT_COUNT: (p: { commentCount: number }) => p.commentCount,
} as const;

describe.each(ENGINES)('board lists and pages on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let cast: BoardCast;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    now = START;
    cast = await signUpBoardCast(t);
  });

  describe.each(BOARDS)('$kind board', (board) => {
    const list = (query: Record<string, string | number>, token?: string) =>
      boardPage(t, at(board.paths.list, {}, query), token);

    it('orders by each sortType and pages by 10 with totalElements and totalPages', async () => {
      const posts = await bulkInsertPosts(t, board, cast.owner.id, 25);
      for (const [sortType, key] of Object.entries(SORT_KEYS) as [
        keyof typeof SORT_KEYS,
        (p: (typeof posts)[number]) => number,
      ][]) {
        const expected = [...posts].sort((a, b) => key(b) - key(a) || b.id - a.id);
        const walked: number[] = [];
        for (let page = 1; page <= 3; page++) {
          const res = await list({ sortType, page, size: 10 });
          expect(res.pageInfo).toEqual({ page, totalPages: 3, totalElements: 25 });
          expect(res.data).toHaveLength(page < 3 ? 10 : 5);
          walked.push(...res.data.map((c) => c.id));
        }
        expect(walked, sortType).toEqual(expected.map((p) => p.id));
      }
      const top = (await list({ sortType: 'VIEWS', size: 10 })).data[0];
      expect([top?.views, (await list({ sortType: 'LIKE_COUNT' })).data[0]?.likeCount]).toEqual([24, 24]);
      expect((await list({ sortType: 'COMMENT_COUNT' })).data[0]?.commentCount).toBe(24);
      const latest = (await list({ sortType: 'LATEST' })).data.map((c) => c.id);
      expect((await list({})).data.map((c) => c.id)).toEqual(latest);
      expect((await list({ sortType: '' })).data.map((c) => c.id)).toEqual(latest);
      expect(await list({ page: 4, size: 10 })).toEqual({
        data: [],
        pageInfo: { page: 4, totalPages: 3, totalElements: 25 },
      });
      expect((await list({ page: 2, size: 20 })).pageInfo).toEqual({
        page: 2,
        totalPages: 2,
        totalElements: 25,
      });
    });

    it('shows published posts only, as the board card of spec section 3, counters moving the order', async () => {
      const first = await writePost(t, board, cast.owner.token, { title: '첫 글 <b>굵게</b> & 더' });
      now = new Date(now.getTime() + MINUTE);
      const second = await writePost(t, board, cast.other.token, { title: '둘째 글' });
      await saveBoardDraft(t, board, cast.owner.token, { title: '쓰는 중' });

      const visitor = await list({ page: 1, size: 10 });
      expect(visitor.data.map((c) => c.id)).toEqual([second, first]);
      expect(visitor.pageInfo).toEqual({ page: 1, totalPages: 1, totalElements: 2 });
      const card = visitor.data[1];
      expect(card).toMatchObject({
        id: first,
        title: '첫 글 <b>굵게</b> & 더',
        highlightedTitle: escapeHtml('첫 글 <b>굵게</b> & 더'),
        highlightedContentPreview: '주말마다 아이와 볼 터치 연습을 합니다.',
        commentCount: 0,
        likeCount: 0,
        views: 0,
        likedBoard: false,
        mine: false,
        isDraft: false,
        publishedAt: START.toISOString(),
        createdAt: START.toISOString(),
        draftUrl: board.policy.paths.draft(first),
        editUrl: board.policy.paths.edit(first),
      });
      expect(card?.highlightedTitle).toBe('첫 글 &lt;b&gt;굵게&lt;/b&gt; &amp; 더');
      expect(card?.author).toEqual(
        board.policy.anonymous
          ? expect.objectContaining({ authorId: null, authorName: ANONYMOUS_AUTHOR_TEXT, anonymous: true })
          : expect.objectContaining({
              authorId: cast.owner.id,
              authorName: cast.owner.nickname,
              anonymous: false,
            }),
      );
      const mine = await list({}, cast.owner.token);
      expect(mine.data.map((c) => [c.id, c.mine])).toEqual([
        [second, false],
        [first, true],
      ]);

      expect(
        (await t.request('PATCH', at(board.paths.like, { id: first }), { token: cast.other.token })).status,
      ).toBe(200);
      expect((await list({ sortType: 'LIKE_COUNT' })).data.map((c) => c.id)).toEqual([first, second]);
      expect(
        (await list({ sortType: 'LIKE_COUNT' }, cast.other.token)).data.map((c) => c.likedBoard),
      ).toEqual([true, false]);
      await writeComment(t, board, cast.owner.token, second, '댓글');
      expect((await list({ sortType: 'COMMENT_COUNT' })).data.map((c) => c.id)).toEqual([second, first]);
      await boardDetail(t, board, first, undefined, { 'user-agent': 'Chrome' });
      // Views reach the database (and the list order) in batches: write the one counted now.
      await t.flushViews();
      expect((await list({ sortType: 'VIEWS' })).data.map((c) => [c.id, c.views])).toEqual([
        [first, 1],
        [second, 0],
      ]);
      expect((await list({ sortType: 'LATEST' })).data.map((c) => c.id)).toEqual([second, first]);
    });

    it('counts a view once per viewer per 24 hours, never the author’s own reads nor drafts', async () => {
      const id = await writePost(t, board, cast.owner.token);
      const views = async (headers: Record<string, string>, token?: string) =>
        (await boardDetail(t, board, id, token, headers)).views;
      const chrome = { 'user-agent': 'Chrome' };
      expect(await views(chrome)).toBe(1);
      expect(await views(chrome)).toBe(1);
      // Another browser string from the same address is the same visitor (view-counting.test.ts).
      expect(await views({ 'user-agent': 'Safari' })).toBe(1);
      expect(await views({}, cast.other.token)).toBe(2);
      expect(await views({}, cast.other.token)).toBe(2);
      expect(await boardDetail(t, board, id, cast.owner.token)).toMatchObject({ views: 2, mine: true });
      expect(await boardDetail(t, board, id, cast.admin.token)).toMatchObject({ views: 3, mine: false });
      now = new Date(now.getTime() + 25 * 60 * MINUTE);
      expect(await views(chrome)).toBe(4);

      const draft = await saveBoardDraft(t, board, cast.owner.token);
      const detail = (token?: string) => t.request('GET', at(board.paths.detail, { id: draft }), { token });
      await expectError(await detail(), 404, SERVER_MESSAGES.postNotFound);
      await expectError(await detail(cast.other.token), 404, SERVER_MESSAGES.postNotFound);
      expect(await boardDetail(t, board, draft, cast.owner.token)).toMatchObject({ isDraft: true, views: 0 });
      expect(await boardDetail(t, board, draft, cast.admin.token)).toMatchObject({ isDraft: true, views: 0 });
      await expectError(
        await t.request('GET', at(board.paths.detail, { id: 999_999 })),
        404,
        SERVER_MESSAGES.postNotFound,
      );
      // A post of the other board is not found under this board's path.
      const elsewhere = BOARDS.find((b) => b !== board);
      const foreign = await writePost(t, elsewhere ?? board, cast.owner.token);
      await expectError(
        await t.request('GET', at(board.paths.detail, { id: foreign })),
        404,
        SERVER_MESSAGES.postNotFound,
      );
    });

    it('ranks the weekly popular block by likes, comments and views over the last 7 days', async () => {
      const old = await writePost(t, board, cast.owner.token, { title: '지난 주 인기 글' });
      expect(
        (await t.request('PATCH', at(board.paths.like, { id: old }), { token: cast.other.token })).status,
      ).toBe(200);
      now = new Date(START.getTime() + 8 * DAY);
      const posts = await bulkInsertPosts(t, board, cast.owner.id, 9, new Date(now.getTime() - DAY));
      await saveBoardDraft(t, board, cast.owner.token);
      const ranked = (
        items: { id: number; likeCount: number; commentCount: number; views: number; publishedAt: Date }[],
      ) =>
        [...items]
          .sort(
            (a, b) =>
              popularityScore(b) - popularityScore(a) ||
              b.publishedAt.getTime() - a.publishedAt.getTime() ||
              b.id - a.id,
          )
          .slice(0, POPULARITY.limit)
          .map((p) => p.id);
      const popular = await boardCards(t, board.paths.popular);
      expect(popular.map((c) => c.id)).toEqual(ranked(posts));
      expect(popular.some((c) => c.id === old)).toBe(false);

      const fresh = await writePost(t, board, cast.other.token, { title: '이번 주 새 글' });
      for (const token of [cast.owner.token, cast.admin.token])
        expect((await t.request('PATCH', at(board.paths.like, { id: fresh }), { token })).status).toBe(200);
      for (let i = 0; i < 5; i++) await writeComment(t, board, cast.owner.token, fresh, `댓글 ${i}`);
      const again = await boardCards(t, board.paths.popular, cast.owner.token);
      const freshFacts = { id: fresh, likeCount: 2, commentCount: 5, views: 0, publishedAt: now };
      expect(again.map((c) => c.id)).toEqual(ranked([...posts, freshFacts]));
      expect(again.find((c) => c.id === fresh)).toMatchObject({
        likedBoard: true,
        likeCount: 2,
        commentCount: 5,
      });
      expect(again).toHaveLength(POPULARITY.limit);
    });
  });

  it('filters the Q&A list by each category of spec section 9; ALL or empty means every one', async () => {
    const byTag = new Map<string, number>();
    for (const tag of CONTENT_TAGS) {
      byTag.set(tag, await writePost(t, QNA_BOARD, cast.owner.token, { title: `${tag} 질문`, tags: [tag] }));
      now = new Date(now.getTime() + MINUTE);
    }
    for (const tag of CONTENT_TAGS) {
      const res = await boardPage(
        t,
        at(QNA_BOARD.paths.list, {}, { tag, sortType: 'LATEST', page: 1, size: 10 }),
      );
      expect(
        res.data.map((c) => [c.id, c.tags]),
        tag,
      ).toEqual([[byTag.get(tag), [tag]]]);
      expect(res.pageInfo).toEqual({ page: 1, totalPages: 1, totalElements: 1 });
    }
    const newestFirst = [...byTag.values()].reverse();
    for (const tag of ['ALL', '']) {
      const res = await boardPage(t, at(QNA_BOARD.paths.list, {}, { tag, page: 1, size: 10 }));
      expect(res.pageInfo).toEqual({ page: 1, totalPages: 2, totalElements: CONTENT_TAGS.length });
      expect(res.data.map((c) => c.id)).toEqual(newestFirst.slice(0, 10));
    }
    await saveBoardDraft(t, QNA_BOARD, cast.owner.token, { tags: ['MENTAL'] });
    expect((await boardPage(t, at(QNA_BOARD.paths.list, {}, { tag: 'MENTAL' }))).pageInfo.totalElements).toBe(
      1,
    );
    await expectError(
      await t.request('GET', at(QNA_BOARD.paths.list, {}, { tag: 'SOCCER' })),
      400,
      'Bad Request',
      [{ field: 'tag' }],
    );
  });
});
