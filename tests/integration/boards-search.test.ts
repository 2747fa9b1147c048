import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { highlightSegments } from '../../src/domain/content/search';
import { CONTENT_INPUT_TEXT as T } from '../../src/domain/text/content-input';
import {
  at,
  BOARDS,
  type BoardCast,
  boardDetail,
  boardPage,
  expectError,
  FREE_BOARD,
  QNA_BOARD,
  saveBoardDraft,
  signUpBoardCast,
  writeComment,
  writePost,
} from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const START = new Date('2026-03-02T03:00:00Z');

describe.each(ENGINES)('board search on %s', (engine) => {
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
  const later = () => {
    now = new Date(now.getTime() + 60_000);
  };

  describe.each(BOARDS)('$kind board', (board) => {
    const search = (keyword: string, searchType?: string, extra: Record<string, string | number> = {}) =>
      boardPage(
        t,
        at(
          board.paths.search,
          {},
          { keyword, ...(searchType ? { searchType } : {}), page: 1, size: 10, ...extra },
        ),
      );
    const found = async (keyword: string, searchType?: string) =>
      (await search(keyword, searchType)).data.map((c) => c.id);
    let ankle: number;
    let pressing: number;
    let boots: number;
    beforeEach(async () => {
      ankle = await writePost(t, board, cast.owner.token, {
        title: '발목 부상 예방 훈련',
        content: '<p>유소년 축구 선수의 발 관리와 드리블 습관</p>',
      });
      later();
      pressing = await writePost(t, board, cast.other.token, {
        title: 'Pressing 전술 노트',
        content: '<p>압박 축구는 간격이 핵심입니다.</p>',
      });
      later();
      boots = await writePost(t, board, cast.admin.token, {
        title: '축구화 고르는 법',
        content: '<p>잔디에 맞는 스터드를 고르세요.</p>',
      });
      await saveBoardDraft(t, board, cast.owner.token, { title: '축구 초안', content: '<p>축구 발</p>' });
    });

    it('finds one- and two-syllable Korean words in each scope, newest first, never drafts', async () => {
      expect(await found('축구')).toEqual([boots, pressing, ankle]);
      expect(await found('축구', 'TITLE_CONTENT')).toEqual([boots, pressing, ankle]);
      expect(await found('축구', 'TITLE')).toEqual([boots]);
      expect(await found('축구', 'CONTENT')).toEqual([pressing, ankle]);
      expect(await found('발')).toEqual([ankle]);
      expect(await found('발', 'TITLE')).toEqual([ankle]);
      expect(await found('발', 'CONTENT')).toEqual([ankle]);
      expect(await found('법', 'TITLE')).toEqual([boots]);
      expect(await found('발목 훈련')).toEqual([ankle]);
      expect(await found('pressing')).toEqual([pressing]);
      expect(await found('압박 드리블')).toEqual([]);
      expect(await found('농구')).toEqual([]);
      const page = await search('축구');
      expect(page.pageInfo).toEqual({ page: 1, totalPages: 1, totalElements: 3 });
      // No keyword: the whole board, as the list gives it.
      expect(await found('')).toEqual([boots, pressing, ankle]);
      expect((await search('   ')).pageInfo.totalElements).toBe(3);
    });

    it('marks the words in highlightedTitle and highlightedContentPreview, escaping first', async () => {
      const byId = async (keyword: string, searchType: string) =>
        new Map((await search(keyword, searchType)).data.map((c) => [c.id, c]));
      const both = await byId('축구', 'TITLE_CONTENT');
      expect(both.get(boots)?.highlightedTitle).toBe('<mark>축구</mark>화 고르는 법');
      expect(both.get(ankle)?.highlightedTitle).toBe('발목 부상 예방 훈련');
      expect(both.get(ankle)?.highlightedContentPreview).toBe(
        '유소년 <mark>축구</mark> 선수의 발 관리와 드리블 습관',
      );
      expect(both.get(pressing)?.highlightedContentPreview).toBe(
        '압박 <mark>축구</mark>는 간격이 핵심입니다.',
      );
      const titleOnly = await byId('발', 'TITLE');
      expect(titleOnly.get(ankle)).toMatchObject({
        highlightedTitle: '<mark>발</mark>목 부상 예방 훈련',
        highlightedContentPreview: '유소년 축구 선수의 발 관리와 드리블 습관',
      });
      const textOnly = await byId('발', 'CONTENT');
      expect(textOnly.get(ankle)).toMatchObject({
        highlightedTitle: '발목 부상 예방 훈련',
        highlightedContentPreview: '유소년 축구 선수의 <mark>발</mark> 관리와 드리블 습관',
      });
      expect((await byId('PRESSING', 'TITLE')).get(pressing)?.highlightedTitle).toBe(
        '<mark>Pressing</mark> 전술 노트',
      );

      const html = await writePost(t, board, cast.owner.token, {
        title: '<b>굵게</b> & "따옴표" 질문',
        content: '<p>&lt;script&gt;alert(1)&lt;/script&gt; 코드는 위험합니다</p>',
      });
      const tagged = await byId('<b>', 'TITLE_CONTENT');
      expect([...tagged.keys()]).toEqual([html]);
      expect(tagged.get(html)?.highlightedTitle).toBe(
        '<mark>&lt;b&gt;</mark>굵게&lt;/b&gt; &amp; &quot;따옴표&quot; 질문',
      );
      const script = (await byId('<script>', 'CONTENT')).get(html);
      expect(script?.highlightedContentPreview).toBe(
        '<mark>&lt;script&gt;</mark>alert(1)&lt;/script&gt; 코드는 위험합니다',
      );
      expect(highlightSegments(script?.highlightedContentPreview ?? '')).toEqual([
        { text: '<script>', marked: true },
        { text: 'alert(1)</script> 코드는 위험합니다', marked: false },
      ]);
      for (const keyword of [
        '<img src=x onerror=alert(1)>',
        '"><script>alert(1)</script>',
        "' or 1=1 --",
        '%_\\',
      ])
        expect(await found(keyword), keyword).toEqual([]);
      // Outside a search the highlights are the escaped title and summary.
      const listed = (await boardPage(t, board.paths.list)).data.find((c) => c.id === html);
      expect(listed?.highlightedTitle).toBe('&lt;b&gt;굵게&lt;/b&gt; &amp; &quot;따옴표&quot; 질문');
      expect(listed?.highlightedContentPreview).toBe(
        '&lt;script&gt;alert(1)&lt;/script&gt; 코드는 위험합니다',
      );
    });

    it('orders results by each sortType and pages them by 10', async () => {
      // Two viewers of the ankle post (a visitor and a member), one of the boots post.
      await boardDetail(t, board, ankle);
      await boardDetail(t, board, ankle, cast.other.token);
      await boardDetail(t, board, boots);
      // Views reach the database (and the order by views) in batches: write those counted now.
      await t.flushViews();
      expect(
        (await t.request('PATCH', at(board.paths.like, { id: pressing }), { token: cast.owner.token }))
          .status,
      ).toBe(200);
      await writeComment(t, board, cast.owner.token, boots, '좋아요');
      await writeComment(t, board, cast.other.token, boots, '저도요');
      await writeComment(t, board, cast.other.token, ankle, '한 개');
      const ids = async (sortType: string) =>
        (await search('축구', undefined, { sortType })).data.map((c) => c.id);
      expect(await ids('LATEST')).toEqual([boots, pressing, ankle]);
      expect(await ids('VIEWS')).toEqual([ankle, boots, pressing]);
      expect(await ids('LIKE_COUNT')).toEqual([pressing, boots, ankle]);
      expect(await ids('COMMENT_COUNT')).toEqual([boots, ankle, pressing]);

      const many: number[] = [];
      for (let i = 0; i < 12; i++) {
        later();
        many.push(
          await writePost(t, board, cast.other.token, {
            title: `드리블 연습 ${i}`,
            content: '<p>기본기</p>',
          }),
        );
      }
      const one = await search('드리블', 'TITLE');
      expect(one.pageInfo).toEqual({ page: 1, totalPages: 2, totalElements: 12 });
      expect(one.data.map((c) => c.id)).toEqual([...many].reverse().slice(0, 10));
      const two = await search('드리블', 'TITLE', { page: 2 });
      expect(two.data.map((c) => c.id)).toEqual([many[1], many[0]]);
      expect(await search('드리블', 'TITLE', { page: 3 })).toEqual({
        data: [],
        pageInfo: { page: 3, totalPages: 2, totalElements: 12 },
      });
      expect((await search('드리블', 'TITLE_CONTENT')).pageInfo.totalElements).toBe(13);
    });
  });

  it('searches the free board by author nickname; the anonymous Q&A board refuses AUTHOR with 400', async () => {
    const mine = await writePost(t, FREE_BOARD, cast.owner.token, { title: '첫 글' });
    const theirs = await writePost(t, FREE_BOARD, cast.other.token, { title: '둘째 글' });
    const byAuthor = async (keyword: string) =>
      (await boardPage(t, at(FREE_BOARD.paths.search, {}, { keyword, searchType: 'AUTHOR' }))).data;
    expect((await byAuthor(cast.other.nickname)).map((c) => [c.id, c.author.authorName])).toEqual([
      [theirs, cast.other.nickname],
    ]);
    expect((await byAuthor(cast.owner.nickname.slice(0, 2))).map((c) => c.id)).toEqual([mine]);
    expect((await byAuthor('첫 글')).map((c) => c.id)).toEqual([]);
    const card = (await byAuthor(cast.owner.nickname))[0];
    expect(card?.highlightedTitle).toBe('첫 글');

    await writePost(t, QNA_BOARD, cast.owner.token, { title: cast.owner.nickname });
    for (const keyword of [cast.owner.nickname, ''])
      await expectError(
        await t.request('GET', at(QNA_BOARD.paths.search, {}, { keyword, searchType: 'AUTHOR' })),
        400,
        'Bad Request',
        [{ field: 'searchType', reason: T.searchScopeInvalid }],
      );
  });
});
