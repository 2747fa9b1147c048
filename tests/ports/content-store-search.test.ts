import { Effect } from 'effect';
import { expect, it } from 'vitest';
import type { SearchRequest } from '../../server/ports/content.port';
import type { SearchScope } from '../../src/domain/catalog';
import { CONTENT_LIMITS } from '../../src/domain/content/limits';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, fields, run, rowsOn, storesOn } from './helpers/rows';

/**
 * Free-board posts whose words of one, two and three syllables land in titles, bodies or both. Beside
 * them: a draft, an article, and a post of a deleted account, which the text scopes still find and the
 * author scope does not.
 */
const board = async (host: PortHost) => {
  const { contents } = storesOn(host);
  const rows = rowsOn(host);
  const dad = await rows.user('축구아빠');
  const mom = await rows.user('골키퍼엄마');
  const gone = await rows.user('축구탈퇴');
  const post = (author: number, title: string, text: string, minute: number) =>
    run(contents.insert('post', author, fields(title, text), false, at(minute)));
  const ankle = await post(dad, '발목 부상 회복', '재활 운동을 꾸준히 했어요', 1);
  const boots = await post(mom, '축구화 추천', '발볼이 넓은 축구화를 찾습니다', 2);
  const keeper = await post(mom, '골키퍼 훈련', '골키퍼 장갑과 축구 훈련법', 3);
  const latin = await post(dad, 'Goalkeeper Tips', 'english GOALKEEPER notes', 4);
  const left = await post(gone, '축구 그만둡니다', '감사했습니다', 5);
  await run(contents.insert('post', dad, fields('축구 초안', '발 골키퍼'), true, at(6)));
  await run(contents.insert('article', dad, fields('축구 기사', '발 골키퍼'), false, at(7)));
  await rows.markDeleted(gone);
  await run(contents.moveLikes(ankle, 3));
  await run(contents.moveLikes(keeper, 1));
  return { contents, ankle, boots, keeper, latin, left };
};

const search = (keyword: string, scope: SearchScope, extra: Partial<SearchRequest> = {}): SearchRequest => ({
  kind: 'post',
  keyword,
  scope,
  sort: 'latest',
  page: 1,
  size: 10,
  ...extra,
});

describeOnHosts('ContentStore search', (host) => {
  it('finds words of one, two and three syllables in every scope, newest first', async () => {
    const { contents, ankle, boots, keeper, latin, left } = await board(host);
    const cases: [string, SearchScope, number[]][] = [
      ['발', 'TITLE_CONTENT', [boots, ankle]],
      ['발', 'TITLE', [ankle]],
      ['발', 'CONTENT', [boots]],
      ['축구', 'TITLE_CONTENT', [left, keeper, boots]],
      ['축구', 'TITLE', [left, boots]],
      ['축구', 'CONTENT', [keeper, boots]],
      ['골키퍼', 'TITLE_CONTENT', [keeper]],
      ['골키퍼', 'TITLE', [keeper]],
      ['골키퍼', 'CONTENT', [keeper]],
      ['축구화', 'CONTENT', [boots]],
      // Every word must occur; title and body together serve the first scope only.
      ['축구 훈련', 'TITLE_CONTENT', [keeper]],
      ['축구 훈련', 'TITLE', []],
      ['축구 발볼', 'CONTENT', [boots]],
      // Title and body are never read as one run of text.
      ['회복재활', 'TITLE_CONTENT', []],
      ['goalkeeper', 'TITLE', [latin]],
      ['GoalKeeper', 'CONTENT', [latin]],
      ['kee', 'TITLE_CONTENT', [latin]],
      ['농구', 'TITLE_CONTENT', []],
      ['빠', 'AUTHOR', [latin, ankle]],
      ['아빠', 'AUTHOR', [latin, ankle]],
      ['축구아빠', 'AUTHOR', [latin, ankle]],
      ['엄마 골키퍼', 'AUTHOR', [keeper, boots]],
      // A deleted account is found by no name, not even the one it had.
      ['축구', 'AUTHOR', [latin, ankle]],
      ['탈퇴', 'AUTHOR', []],
    ];
    for (const [keyword, scope, expected] of cases) {
      const page = await run(contents.search(search(keyword, scope)));
      expect(
        page.items.map((i) => i.id),
        `${keyword} in ${scope}`,
      ).toEqual(expected);
      expect(page.total, `${keyword} in ${scope}`).toBe(expected.length);
      expect(page.nextCursor).toBeNull();
    }
  });

  it('pages its matches in every order, and answers with the plain text for highlights', async () => {
    const { contents, ankle, boots, keeper, left } = await board(host);
    const byLikes = await run(contents.search(search('축구', 'TITLE_CONTENT', { sort: 'likes', size: 2 })));
    expect(byLikes.items.map((i) => i.id)).toEqual([keeper, left]);
    expect(byLikes.total).toBe(3);
    const second = await run(
      contents.search(search('축구', 'TITLE_CONTENT', { sort: 'likes', size: 2, page: 2 })),
    );
    expect(second.items.map((i) => i.id)).toEqual([boots]);
    const beyond = await run(contents.search(search('축구', 'TITLE_CONTENT', { page: 3, size: 2 })));
    expect(beyond).toEqual({ items: [], total: 3, nextCursor: null });
    const [found] = (await run(contents.search(search('재활', 'CONTENT', { sort: 'views' })))).items;
    expect(found).toMatchObject({ id: ankle, contentText: '재활 운동을 꾸준히 했어요', likeCount: 3 });
    const byComments = await run(contents.search(search('발', 'TITLE_CONTENT', { sort: 'comments' })));
    expect(byComments.items.map((i) => i.id)).toEqual([boots, ankle]);
  });

  it('counts matches up to the cap, and serves no page past it', async () => {
    const { contents } = storesOn(host);
    const author = await rowsOn(host).user('작성자');
    const cap = CONTENT_LIMITS.searchCountCap;
    await run(
      Effect.forEach(
        Array.from({ length: cap + 1 }, (_, i) => i),
        (i) => contents.insert('qna', author, fields(`질문 ${i}`, '공 차기'), false, at(i)),
      ),
    );
    const last = cap / 10;
    const page = await run(contents.search(search('공', 'CONTENT', { kind: 'qna', page: last })));
    expect(page.total).toBe(cap);
    // Newest first: the last page of the cap holds the 11th to 2nd oldest.
    expect(page.items.map((i) => i.id)).toEqual(Array.from({ length: 10 }, (_, i) => 11 - i));
    const past = await run(contents.search(search('공', 'CONTENT', { kind: 'qna', page: last + 1 })));
    expect(past).toEqual({ items: [], total: cap, nextCursor: null });
  }, 120_000);
});
