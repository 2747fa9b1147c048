import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/adapters/http/app';
import { ARTICLE_PATHS } from '../../src/contract/articles.operations';
import { type Cast, publishArticle, saveDraft, signUpCast } from './helpers/articles.fixtures';
import { at, QNA_BOARD, writeComment, writePost } from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';
import { uploadAs } from './helpers/youth.fixtures';

const NOW = new Date('2026-03-02T03:00:00Z');
const LIST = '/api/articles?tag=&sortBy=publishedAt&page=1&size=10';
const POPULAR = '/api/articles/popular';
const QNA_LIST = at(QNA_BOARD.paths.list, {}, { page: 1, size: 10 });
const MATCHES = '/api/youth/matches?from=2026-03-01&to=2026-03-05';

const feed = (status: string, homeScore: number | null) =>
  JSON.stringify({
    cups: [
      {
        cupId: 'C-HB-2026',
        cupName: '한빛배 유소년 축구대회',
        place: '경주',
        playSDate: '2026-03-01',
        playEDate: '2026-03-05',
        uageGroup: 'U12',
      },
    ],
    matches: [
      {
        matchId: 'M1',
        matchDate: '2026-03-02 10:00',
        matchStatus: status,
        homeTeam: '서울 한빛초',
        awayTeam: '부산 바다초',
        homeScore,
        awayScore: homeScore === null ? null : 0,
        cupId: 'C-HB-2026',
        round: '결승',
        uageGroup: 'U12',
      },
    ],
  });

/**
 * Issue 13: anonymous reads come from the response cache, and after every kind of write the next
 * anonymous read shows it; signed-in reads come from it only where the answer is the same for every
 * viewer (article cards), and are otherwise made per request from the same kept records.
 */
describe.each(ENGINES)('the response cache on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => NOW });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    cast = await signUpCast(t);
  });

  /**
   * An anonymous read, twice: the same ETag both times (the first test shows such answers are kept;
   * a write must make the next one new).
   */
  const cached = async (path: string) => {
    const first = await t.request('GET', path);
    const second = await t.request('GET', path);
    expect(first.status).toBe(200);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    return second.json() as Promise<Record<string, unknown> & { data?: Record<string, unknown>[] }>;
  };
  const signedIn = async (path: string, token: string) => {
    const res = await t.request('GET', path, { token });
    expect(res.status).toBe(200);
    return res;
  };
  /** Moves a title behind the server's back: no write announces it. */
  const retitleQuietly = (id: number, title: string) =>
    t.db.execute(sql`update contents set title = ${title} where id = ${id}`);

  it('serves a kept answer, so a change no write announced stays unseen, to visitors and members alike', async () => {
    const id = await publishArticle(t, cast.author.token, { title: '처음 제목' });
    const detail = at(ARTICLE_PATHS.detail, { id });
    expect((await cached(LIST)).data?.[0]?.title).toBe('처음 제목');
    expect(await (await signedIn(detail, cast.user.token)).json()).toMatchObject({ title: '처음 제목' });
    await retitleQuietly(id, '몰래 바꾼 제목');
    expect((await cached(LIST)).data?.[0]?.title).toBe('처음 제목');
    // The member's list is made from the kept page (without the shared answer's ETag: a blocked author's
    // cards collapse for them, issue 22); the member's detail is made from the kept item.
    const list = await signedIn(LIST, cast.user.token);
    expect((await list.json()).data[0].title).toBe('처음 제목');
    expect(await (await signedIn(detail, cast.user.token)).json()).toMatchObject({ title: '처음 제목' });
    // A write of the kind, by anyone, makes both new.
    await publishArticle(t, cast.editor.token, { title: '다른 글' });
    expect(await (await signedIn(detail, cast.user.token)).json()).toMatchObject({ title: '몰래 바꾼 제목' });
  });

  it('after an article edit, publish, like, comment and delete the next anonymous read shows it', async () => {
    const id = await publishArticle(t, cast.author.token, { title: '첫 글' });
    const detail = at(ARTICLE_PATHS.detail, { id });
    await cached(LIST);
    await cached(detail);
    await cached(POPULAR);
    const edit = { title: '고친 제목', content: '<p>고친 본문</p>', tags: ['ETC'], thumbnailUrl: null };
    expect((await t.request('PATCH', detail, { token: cast.author.token, json: edit })).status).toBe(200);
    expect((await cached(LIST)).data?.[0]?.title).toBe('고친 제목');
    expect(await cached(detail)).toMatchObject({ title: '고친 제목', content: '<p>고친 본문</p>' });

    const draft = await saveDraft(t, cast.editor.token, { title: '초안' });
    const publish = at(ARTICLE_PATHS.publish, { id: draft });
    expect((await t.request('POST', publish, { token: cast.editor.token })).status).toBe(200);
    expect((await cached(LIST)).data?.map((a) => a.title)).toEqual(['초안', '고친 제목']);

    expect(
      (await t.request('PATCH', at(ARTICLE_PATHS.like, { id }), { token: cast.user.token })).status,
    ).toBe(200);
    expect(await cached(detail)).toMatchObject({ likeCount: 1 });
    const popular = (await cached(POPULAR)) as unknown as { id: number; likeCount: number }[];
    expect(popular.find((a) => a.id === id)).toMatchObject({ likeCount: 1 });

    const comment = at(ARTICLE_PATHS.comment, { id });
    expect(
      (await t.request('POST', comment, { token: cast.user.token, json: { content: '좋아요' } })).status,
    ).toBe(201);
    expect(await cached(detail)).toMatchObject({ commentCount: 1 });
    expect((await cached(LIST)).data?.find((a) => a.id === id)).toMatchObject({ commentCount: 1 });

    expect((await t.request('DELETE', detail, { token: cast.author.token })).status).toBe(204);
    expect((await t.request('GET', detail)).status).toBe(404);
    expect((await cached(LIST)).data?.map((a) => a.id)).toEqual([draft]);
    expect((await cached(`/api/article/${draft}/related`)) as unknown).toEqual([]);
  });

  it('keeps a search like a list page: a write of the kind makes the next one new; a member’s board search is their own', async () => {
    const search = (keyword: string) => at(ARTICLE_PATHS.search, {}, { keyword, page: 1, size: 10 });
    const id = await publishArticle(t, cast.author.token, { title: '유소년 축구 캠프' });
    expect((await cached(search('축구'))).data?.map((a) => a.id)).toEqual([id]);
    await retitleQuietly(id, '유소년 농구 캠프');
    expect((await cached(search('축구'))).data?.map((a) => a.title)).toEqual(['유소년 축구 캠프']);
    const second = await publishArticle(t, cast.author.token, { title: '겨울 축구 교실' });
    // The publish made every article answer stale: the quiet retitle shows too.
    expect((await cached(search('축구'))).data?.map((a) => a.id)).toEqual([second]);
    const board = at(QNA_BOARD.paths.search, {}, { keyword: '질문', page: 1, size: 10 });
    await cached(board);
    const res = await t.request('GET', board, { token: cast.user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBeNull();
  });

  it('after a board post, a comment and a blind the next anonymous read shows it', async () => {
    const owner = await t.signUp({ nickname: '질문하는부모' });
    await cached(QNA_LIST);
    const id = await writePost(t, QNA_BOARD, owner.token, { title: '첫 질문' });
    expect((await cached(QNA_LIST)).data?.map((p) => p.title)).toEqual(['첫 질문']);
    const { id: commentId } = await writeComment(t, QNA_BOARD, cast.user.token, id, '답변입니다');
    const detail = at(QNA_BOARD.paths.detail, { id });
    expect(await cached(detail)).toMatchObject({ commentCount: 1 });
    const comments = at(QNA_BOARD.paths.comments, { id }, { page: 1, size: 10 });
    const blind = at(QNA_BOARD.paths.blindComment ?? '', { commentId });
    expect((await t.request('PATCH', blind, { token: cast.admin.token })).status).toBe(204);
    const after = (await (await t.request('GET', comments)).json()) as { data: { content: string }[] };
    expect(after.data[0]?.content).not.toBe('답변입니다');
    expect(await cached(detail)).toMatchObject({ commentCount: 1, title: '첫 질문' });
  });

  it('after an import of matches the next anonymous read shows the new score', async () => {
    expect((await uploadAs(t, cast.admin.token, feed('예정', null), 'feed.json')).status).toBe(200);
    const before = JSON.stringify(await cached(MATCHES));
    expect(before).toContain('"homeScore":null');
    expect((await uploadAs(t, cast.admin.token, feed('종료', 3), 'feed.json')).status).toBe(200);
    const after = JSON.stringify(await cached(MATCHES));
    expect(after).toContain('"homeScore":3');
    expect(after).toContain('종료');
  });

  it('counts a new visitor’s view on a kept detail and shows it, without reading the database', async () => {
    const id = await publishArticle(t, cast.author.token, { title: '처음 제목' });
    const detail = at(ARTICLE_PATHS.detail, { id });
    const proxied = createApp({ ...t.deps, config: { ...t.deps.config, trustProxy: true } });
    const visit = async (address: string) =>
      (await proxied.request(detail, { headers: { 'x-forwarded-for': address } })).json();
    expect(await visit('203.0.113.1')).toMatchObject({ title: '처음 제목', views: 1 });
    await retitleQuietly(id, '몰래 바꾼 제목');
    // Kept: the old title, and each new visitor's view added to it; a known one adds nothing.
    expect(await visit('203.0.113.2')).toMatchObject({ title: '처음 제목', views: 2 });
    expect(await visit('203.0.113.1')).toMatchObject({ title: '처음 제목', views: 2 });
    expect(await visit('203.0.113.3')).toMatchObject({ title: '처음 제목', views: 3 });
    expect(await (await signedIn(detail, cast.author.token)).json()).toMatchObject({ views: 3 });
  });

  it('answers If-None-Match with 304 until a write, per encoding, with a strong ETag', async () => {
    // Over 1 KB, so that it is sent compressed to a client that accepts it.
    await publishArticle(t, cast.author.token, { content: `<p>${'드리블 연습 '.repeat(200)}</p>` });
    const first = await t.request('GET', LIST);
    const etag = first.headers.get('ETag') as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.headers.get('Vary')).toBe('Accept-Encoding, Authorization');
    const again = await t.request('GET', LIST, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    // Brotli is another representation: its own tag, and 304 for it.
    const br = await t.request('GET', LIST, { headers: { 'Accept-Encoding': 'br' } });
    const brTag = br.headers.get('ETag') as string;
    expect([br.headers.get('Content-Encoding'), brTag]).toEqual(['br', `${etag.slice(0, -1)}-br"`]);
    const brAgain = await t.request('GET', LIST, {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': brTag },
    });
    expect(brAgain.status).toBe(304);
    await publishArticle(t, cast.author.token, { title: '새 글' });
    const changed = await t.request('GET', LIST, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
  });

  it('never answers a request with Authorization from the cache, nor keeps its answer', async () => {
    const id = await publishArticle(t, cast.author.token, { title: '처음 제목' });
    const detail = at(ARTICLE_PATHS.detail, { id });
    // The author's own answer (mine) is not kept: a visitor's read makes one of its own.
    const signed = await signedIn(detail, cast.author.token);
    expect(signed.headers.get('ETag')).toBeNull();
    expect(await signed.json()).toMatchObject({ title: '처음 제목', mine: true });
    const anonymous = await cached(detail);
    expect(anonymous).toMatchObject({ title: '처음 제목', liked: false, mine: false });
    const etag = (await t.request('GET', detail)).headers.get('ETag') as string;
    // A signed-in reader sending the anonymous tag gets a full answer of their own, never a 304.
    const conditional = await t.request('GET', detail, {
      token: cast.author.token,
      headers: { 'If-None-Match': etag },
    });
    expect(conditional.status).toBe(200);
    expect(await conditional.json()).toMatchObject({ mine: true });
    // A bad token is refused even where an anonymous answer is kept.
    expect((await t.request('GET', detail, { token: 'not-a-token' })).status).toBe(401);
  });
});
