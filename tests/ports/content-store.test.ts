import { expect, it } from 'vitest';
import type { ContentPage, ListRequest } from '../../server/ports/content.port';
import type { SortKey } from '../../src/domain/content/policy';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, fields, run, rowsOn, storesOn, T0 } from './helpers/rows';

/**
 * Seven published posts whose orders all differ: by publication (two share a minute), likes, comments
 * and views, with ties broken by id. Post 7's author has deleted the account; a draft post and an
 * article sit beside them and are in no post list.
 */
const MINUTES = [5, 1, 3, 3, 2, 7, 4];
const LIKES = [2, 0, 2, 5, 0, 2, 1];
const COMMENTS = [0, 3, 3, 1, 0, 0, 1];
const VIEWS = [10, 50, 10, 0, 50, 7, 3];
const ORDERS: Record<SortKey, number[]> = {
  latest: [6, 1, 7, 4, 3, 5, 2],
  likes: [4, 6, 3, 1, 7, 5, 2],
  comments: [3, 2, 7, 4, 6, 5, 1],
  views: [5, 2, 3, 1, 6, 7, 4],
};
const SORTS = Object.keys(ORDERS) as SortKey[];

const sevenPosts = async (host: PortHost) => {
  const { contents } = storesOn(host);
  const rows = rowsOn(host);
  const writer = await rows.user('글쓴이');
  const leaver = await rows.user('떠난사람');
  for (let i = 0; i < 7; i++) {
    const id = await run(
      contents.insert(
        'post',
        i === 6 ? leaver : writer,
        fields(`글 ${i + 1}`, `본문 ${i + 1}`),
        false,
        at(MINUTES[i] ?? 0),
      ),
    );
    await run(contents.moveLikes(id, LIKES[i] ?? 0));
    await run(contents.moveComments(id, COMMENTS[i] ?? 0));
    await rows.setViews(id, VIEWS[i] ?? 0);
  }
  await run(contents.insert('post', writer, fields('초안', '아직'), true, at(9)));
  await run(contents.insert('article', writer, fields('기사', '기사 본문'), false, at(9)));
  await rows.markDeleted(leaver);
  return { contents, writer, leaver };
};

const ids = (page: ContentPage | 'invalid-cursor') =>
  page === 'invalid-cursor' ? page : page.items.map((i) => i.id);
const request = (sort: SortKey, page: number, size: number, cursor?: string): ListRequest => ({
  kind: 'post',
  tag: null,
  sort,
  page,
  size,
  cursor,
});

describeOnHosts('ContentStore reads', (host) => {
  it('finds an item of its kind with every field, and whether a user liked it', async () => {
    const { contents, edges } = storesOn(host);
    const rows = rowsOn(host);
    const author = await rows.user('작가', 'EDITOR');
    const reader = await rows.user('독자');
    const id = await run(
      contents.insert('article', author, fields('제목', '발목 재활 이야기', ['TACTICS']), false, T0),
    );
    const record = {
      id,
      kind: 'article',
      authorId: author,
      title: '제목',
      content: '<p>발목 재활 이야기</p>',
      contentText: '발목 재활 이야기',
      contentSummary: '발목 재활 이야기',
      thumbnailUrl: null,
      tags: ['TACTICS'],
      isDraft: false,
      views: 0,
      likeCount: 0,
      commentCount: 0,
      createdAt: T0,
      modifiedAt: T0,
      publishedAt: T0,
      author: {
        id: author,
        nickname: '작가',
        profileImageUrl: null,
        job: null,
        role: 'EDITOR',
        receivedPostLikes: 0,
        receivedCommentLikes: 0,
        deleted: false,
      },
    };
    expect(await run(contents.find('article', id))).toEqual(record);
    expect(await run(contents.find('post', id))).toBeNull();
    expect(await run(contents.find('article', id + 1))).toBeNull();
    // A detail shows the body, never its plain text: both stores leave it out of this read.
    const seen = { ...record, contentText: '' };
    expect(await run(contents.findSeenBy('article', id, null))).toEqual({ item: seen, liked: false });
    expect(await run(contents.findSeenBy('article', id, reader))).toEqual({ item: seen, liked: false });
    await run(edges.toggle('contentLike', reader, id));
    expect(await run(contents.findSeenBy('article', id, reader))).toEqual({ item: seen, liked: true });
    expect(await run(contents.findSeenBy('post', id, reader))).toBeNull();
  });

  it('finds drafts and items of deleted accounts by id, marked as such', async () => {
    const { contents } = storesOn(host);
    const rows = rowsOn(host);
    const author = await rows.user('작가');
    const draft = await run(contents.insert('post', author, fields('초안', '쓰는 중'), true, T0));
    await rows.markDeleted(author);
    const found = await run(contents.find('post', draft));
    expect(found).toMatchObject({ isDraft: true, publishedAt: null, author: { deleted: true } });
  });

  it('pages every order by page number, ties by id, drafts and other kinds left out', async () => {
    const { contents } = await sevenPosts(host);
    for (const sort of SORTS) {
      const order = ORDERS[sort];
      for (const page of [1, 2, 3, 4]) {
        const answer = await run(contents.list(request(sort, page, 3)));
        expect(ids(answer), `${sort} page ${page}`).toEqual(order.slice((page - 1) * 3, page * 3));
        expect(answer).toMatchObject({ total: 7 });
      }
    }
    const first = await run(contents.list(request('latest', 1, 10)));
    if (first === 'invalid-cursor') throw new Error('no cursor was sent');
    // Cards carry no plain text; the deleted account's post is listed under its mark.
    expect(first.items.every((item) => item.contentText === '')).toBe(true);
    expect(first.items.find((item) => item.id === 7)?.author).toMatchObject({
      deleted: true,
      nickname: '떠난사람',
    });
  });

  it('continues every order by keyset cursor to the end, whatever page number comes with it', async () => {
    const { contents } = await sevenPosts(host);
    for (const sort of SORTS) {
      const seen: number[] = [];
      let cursor: string | undefined;
      for (let step = 0; step < 3; step++) {
        const answer = await run(contents.list(request(sort, cursor ? 9 : 1, 3, cursor)));
        if (answer === 'invalid-cursor') throw new Error(`${sort}: its own cursor refused`);
        seen.push(...answer.items.map((item) => item.id));
        expect(answer.total).toBe(7);
        expect(answer.nextCursor === null, `${sort} step ${step}`).toBe(step === 2);
        cursor = answer.nextCursor ?? undefined;
      }
      expect(seen, sort).toEqual(ORDERS[sort]);
    }
  });

  it('gives a cursor after a full last page, which then reads an empty page', async () => {
    const { contents } = await sevenPosts(host);
    const full = await run(contents.list(request('likes', 1, 7)));
    if (full === 'invalid-cursor' || full.nextCursor === null) throw new Error('a full page has a cursor');
    expect(await run(contents.list(request('likes', 2, 7, full.nextCursor)))).toEqual({
      items: [],
      total: 7,
      nextCursor: null,
    });
  });

  it('issues the same cursor on every host: the order, the last sort value and the last id', async () => {
    const { contents } = await sevenPosts(host);
    const decoded = async (sort: SortKey) => {
      const page = await run(contents.list(request(sort, 1, 3)));
      if (page === 'invalid-cursor' || page.nextCursor === null) throw new Error('a cursor was expected');
      return { cursor: page.nextCursor, value: JSON.parse(atob(page.nextCursor)) as unknown[] };
    };
    expect((await decoded('likes')).cursor).toBe(btoa('["likes",2,3]').replace(/=+$/, ''));
    // The time as the database prints it; its offset is the session's time zone, UTC on these hosts.
    const [sort, key, id] = (await decoded('latest')).value;
    expect([sort, id]).toEqual(['latest', 7]);
    expect(key).toBe('2025-03-01 03:04:00+00');
  });

  it('refuses a cursor it did not issue, or issued for another order', async () => {
    const { contents } = await sevenPosts(host);
    const latest = await run(contents.list(request('latest', 1, 3)));
    if (latest === 'invalid-cursor' || latest.nextCursor === null) throw new Error('a cursor was expected');
    const forged = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    for (const [sort, cursor] of [
      ['views', latest.nextCursor],
      ['latest', 'nope'],
      ['latest', forged(['latest', 'yesterday', 3])],
      ['likes', forged(['likes', 1.5, 3])],
      ['likes', forged(['likes', 2, 0])],
      ['likes', forged({ sort: 'likes' })],
    ] as const)
      expect(await run(contents.list(request(sort, 1, 3, cursor))), cursor).toBe('invalid-cursor');
    // A well-formed position nobody issued is still a position.
    expect(ids(await run(contents.list(request('likes', 1, 3, forged(['likes', 2, 4])))))).toEqual([3, 1, 7]);
  });

  it('lists a tag with its own total', async () => {
    const { contents } = storesOn(host);
    const author = await rowsOn(host).user('작가', 'EDITOR');
    const tagged = [['TACTICS'], ['TACTICS', 'MENTAL'], ['MENTAL'], []];
    for (const [i, tags] of tagged.entries())
      await run(contents.insert('article', author, fields(`기사 ${i}`, '본문', tags), false, at(i)));
    await run(contents.insert('article', author, fields('초안', '본문', ['TACTICS']), true, at(9)));
    const list = (tag: string | null) =>
      run(contents.list({ kind: 'article', tag, sort: 'latest', page: 1, size: 10 }));
    expect(await list('TACTICS')).toMatchObject({ total: 2, nextCursor: null });
    expect(ids(await list('TACTICS'))).toEqual([2, 1]);
    expect(ids(await list('MENTAL'))).toEqual([3, 2]);
    expect(await list(null)).toMatchObject({ total: 4 });
    expect(await list('NUTRITION')).toEqual({ items: [], total: 0, nextCursor: null });
  });
});
