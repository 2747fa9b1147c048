import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlockCreated, BlockPage, Revealed } from '../../src/contract/blocks';
import { BLOCK_OPERATIONS } from '../../src/contract/blocks.operations';
import { NotificationPage } from '../../src/contract/notifications';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { BLOCK_TEXT } from '../../src/domain/text/blocks';
import { publishArticle } from './helpers/articles.fixtures';
import {
  at,
  boardDetail,
  commentsOf,
  expectError,
  FREE_BOARD,
  QNA_BOARD,
  writeComment,
  writePost,
  writeReply,
} from './helpers/boards.fixtures';
import { readEvents, subscribe } from './helpers/sse';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

/** Every word the blocked member writes carries it: none of it may reach the blocker. */
const MARK = '표식';

const block = (t: TestApp, token: string, sourceKind: string, sourceId: number) =>
  t.request('POST', BLOCK_OPERATIONS.create.path, { token, json: { sourceKind, sourceId } });

const getJson = async (t: TestApp, path: string, token?: string): Promise<unknown> => {
  const res = await t.request('GET', path, { token });
  expect(res.status, path).toBe(200);
  return res.json();
};

const notificationsOf = async (t: TestApp, user: TestUser) =>
  v.parse(NotificationPage, await getJson(t, '/api/notifications?page=1&size=50', user.token));

/** The items of a list answer (a page or a bare array), as records. */
const itemsOf = (answer: unknown): Record<string, unknown>[] =>
  (Array.isArray(answer) ? answer : (answer as { data: unknown[] }).data) as Record<string, unknown>[];

/**
 * Issue 22: a test that collects every response and live event the blocker can get after a blocked
 * member writes a post, an article, a Q&A post, a comment, a reply that mentions, likes, follows and
 * asks for a consultation, and finds none of it un-collapsed.
 */
describe.each(ENGINES)('what reaches a blocker from a member they blocked on %s', (engine) => {
  let t: TestApp;
  let blocker: TestUser;
  let blocked: TestUser;
  let control: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    blocker = await t.signUp({ nickname: '차단한엄마' });
    // An EDITOR, so they can write an article too.
    blocked = await t.signUp({ nickname: '괴롭히는이', role: 'EDITOR' });
    control = await t.signUp({ nickname: '평범한코치' });
  });

  it('collapses everything they write and delivers nothing they do, in answers and live events', async () => {
    const own = await writePost(t, FREE_BOARD, blocker.token, { title: '우리 아이 첫 경기' });
    const { id: ownComment } = await writeComment(t, FREE_BOARD, blocker.token, own, '응원 부탁드려요');
    const question = await writePost(t, QNA_BOARD, blocker.token, { title: '성장통 질문' });
    // Blocked by name from the profile, and on the anonymous board through one of their questions.
    const earlier = await writePost(t, QNA_BOARD, blocked.token, { title: `${MARK} 예전 질문` });
    expect((await block(t, blocker.token, 'user', blocked.id)).status).toBe(201);
    expect((await block(t, blocker.token, 'qna', earlier)).status).toBe(201);

    const abort = new AbortController();
    const stream = await subscribe(t, blocker.token, abort.signal);
    expect(stream.status).toBe(200);
    const reading = readEvents(stream.body as ReadableStream<Uint8Array>, 1);

    // What the blocked member does; every one of these succeeds as if nothing were different...
    const post = await writePost(t, FREE_BOARD, blocked.token, {
      title: `${MARK} 글 제목`,
      content: `<p>${MARK} 글 본문</p>`,
    });
    const article = await publishArticle(t, blocked.token, {
      title: `${MARK} 칼럼 제목`,
      content: `<p>${MARK} 칼럼 본문</p>`,
    });
    const qna = await writePost(t, QNA_BOARD, blocked.token, {
      title: `${MARK} 질문 제목`,
      content: `<p>${MARK} 질문 본문</p>`,
    });
    const { id: comment } = await writeComment(t, FREE_BOARD, blocked.token, own, `${MARK} 댓글`);
    const { id: reply } = await writeReply(
      t,
      FREE_BOARD,
      blocked.token,
      { id: own, commentId: ownComment },
      `${MARK} 멘션 답글`,
      blocker.id,
    );
    const { id: answer } = await writeComment(t, QNA_BOARD, blocked.token, question, `${MARK} 익명 답변`);
    for (const path of [
      at(FREE_BOARD.paths.like, { id: own }),
      at(FREE_BOARD.paths.likeComment, { commentId: ownComment }),
      at(QNA_BOARD.paths.like, { id: question }),
      `/api/user/${blocker.id}/follow`,
    ])
      expect((await t.request('PATCH', path, { token: blocked.token })).status, path).toBe(200);
    // ...but a consultation request, refused with a message that does not tell why.
    const asked = await t.request('POST', '/api/user/consultation', {
      token: blocked.token,
      json: { recipientId: blocker.id, consultationType: 'CONSULTING', message: `${MARK} 상담` },
    });
    await expectError(asked, 400, SERVER_MESSAGES.consultationUnavailable);

    // Then someone the blocker did not block comments: the first live event must be theirs.
    await writeComment(t, FREE_BOARD, control.token, own, '잘 보고 갑니다');
    const events = await reading;
    abort.abort();
    expect(events).toHaveLength(1);
    expect(events[0]?.data.type).toBe('COMMENT');
    expect(events[0]?.data.message).toContain(control.nickname);

    // Every answer the blocker can read.
    const lists: [string, number[]][] = [
      [FREE_BOARD.paths.list, [post]],
      [at(FREE_BOARD.paths.search, {}, { keyword: MARK }), [post]],
      [FREE_BOARD.paths.popular, []],
      ['/api/articles', [article]],
      [at('/api/articles/search', {}, { keyword: MARK }), [article]],
      ['/api/articles/popular', []],
      [at('/api/article/{id}/related', { id: article }), []],
      [QNA_BOARD.paths.list, [qna, earlier]],
      [at(QNA_BOARD.paths.search, {}, { keyword: MARK }), [qna, earlier]],
      [QNA_BOARD.paths.popular, []],
      [at('/api/user/{id}/board/posts', { id: blocked.id }), [post]],
      [at('/api/user/{id}/articles', { id: blocked.id }), [article]],
    ];
    const answers: unknown[] = [];
    for (const [path, theirs] of lists) {
      const answer = await getJson(t, path, blocker.token);
      answers.push(answer);
      const items = itemsOf(answer);
      for (const id of theirs)
        expect(
          items.find((c) => c.id === id),
          `${path} #${id}`,
        ).toMatchObject({ blocked: true, title: BLOCK_TEXT.placeholder });
      // Whatever of theirs a list holds (popular blocks, related lists) is collapsed.
      for (const item of items)
        if ([post, article, qna, earlier].includes(item.id as number)) expect(item.blocked).toBe(true);
    }
    for (const [board, id] of [
      [FREE_BOARD, post],
      [QNA_BOARD, qna],
    ] as const)
      answers.push(await boardDetail(t, board, id, blocker.token));
    answers.push(await getJson(t, at('/api/article/{id}', { id: article }), blocker.token));
    const thread = await commentsOf(t, FREE_BOARD, own, blocker.token);
    const qnaThread = await commentsOf(t, QNA_BOARD, question, blocker.token);
    answers.push(thread, qnaThread);
    const flat = [...thread.data, ...thread.data.flatMap((c) => c.replies)];
    for (const id of [comment, reply]) expect(flat.find((c) => c.id === id)).toMatchObject({ blocked: true });
    expect(qnaThread.data.find((c) => c.id === answer)).toMatchObject({ blocked: true, content: '' });
    // Their comments tab on their profile too.
    const theirComments = itemsOf(
      await getJson(t, at('/api/user/{id}/board/comments', { id: blocked.id }), blocker.token),
    );
    answers.push(theirComments);
    expect(theirComments.map((c) => c.id).sort()).toEqual([comment, reply].sort());
    for (const c of theirComments) expect(c).toMatchObject({ blocked: true, content: '' });
    const notifications = await notificationsOf(t, blocker);
    answers.push(notifications);
    // Only the control's comment: no comment, reply, mention, like or follow of the blocked member.
    expect(notifications.data.map((n) => n.type)).toEqual(['COMMENT']);
    expect(notifications.data[0]?.message).toContain(control.nickname);

    const everything = JSON.stringify(answers) + events.map((e) => e.raw).join('\n');
    expect(everything).not.toContain(MARK);

    // The same answers to anyone else do carry the words (so the test above could fail).
    const seen = JSON.stringify([
      await getJson(t, FREE_BOARD.paths.list, control.token),
      await commentsOf(t, FREE_BOARD, own, control.token),
      await commentsOf(t, QNA_BOARD, question, control.token),
      await getJson(t, QNA_BOARD.paths.list, control.token),
      await getJson(t, '/api/articles', control.token),
      await getJson(t, at('/api/user/{id}/board/comments', { id: blocked.id }), control.token),
    ]);
    for (const text of ['글 제목', '댓글', '멘션 답글', '익명 답변', '질문 제목', '칼럼 제목'])
      expect(seen).toContain(`${MARK} ${text}`);
    expect(seen).not.toContain('"blocked"');
  });

  it('tells the blocked member nothing: their answers and notifications are as before', async () => {
    const theirs = await writePost(t, FREE_BOARD, blocked.token, { title: '내 글' });
    const before = await boardDetail(t, FREE_BOARD, theirs, blocked.token);
    expect((await block(t, blocker.token, 'post', theirs)).status).toBe(201);
    const after = await boardDetail(t, FREE_BOARD, theirs, blocked.token);
    expect(after).toEqual({ ...before, views: after.views });
    expect((await notificationsOf(t, blocked)).data).toEqual([]);
    expect(JSON.stringify(await getJson(t, FREE_BOARD.paths.list, blocked.token))).not.toContain('"blocked"');
    // They may still follow and like: the answers look as usual.
    const follow = await t.request('PATCH', `/api/user/${blocker.id}/follow`, { token: blocked.token });
    expect(await follow.json()).toMatchObject({ following: true });
  });
});

/**
 * Issue 22 on the anonymous Q&A board: a block is made through a post or comment, works by the hidden
 * author id on the server, and tells neither side who is who.
 */
describe.each(ENGINES)('blocking on the anonymous Q&A board on %s', (engine) => {
  let t: TestApp;
  let asker: TestUser;
  let hidden: TestUser;
  let namer: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    asker = await t.signUp({ nickname: '질문한부모' });
    hidden = await t.signUp({ nickname: '숨은작성자' });
    namer = await t.signUp({ nickname: '이름으로차단' });
  });

  const qnaCards = async (user: TestUser) => itemsOf(await getJson(t, QNA_BOARD.paths.list, user.token));
  const blocksOf = async (user: TestUser) =>
    v.parse(BlockPage, await getJson(t, BLOCK_OPERATIONS.mine.path, user.token));

  it('collapses the hidden author’s anonymous posts and comments only, and never names them', async () => {
    const first = await writePost(t, QNA_BOARD, hidden.token, { title: '첫 익명 질문' });
    const second = await writePost(t, QNA_BOARD, hidden.token, { title: '둘째 익명 질문' });
    const named = await writePost(t, FREE_BOARD, hidden.token, { title: '이름 걸린 글' });
    const question = await writePost(t, QNA_BOARD, asker.token, { title: '궁금합니다' });

    const res = await block(t, asker.token, 'qna', first);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body as object)).toEqual(['id']);
    v.parse(BlockCreated, body);

    // The blocker's list: an anonymous entry with the question's title, nobody's name or id.
    const list = await blocksOf(asker);
    expect(list.data).toEqual([
      {
        id: (body as { id: number }).id,
        anonymous: true,
        user: null,
        excerpt: '첫 익명 질문',
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(hidden.nickname);

    // Both anonymous questions collapse (the hidden author id), the named post does not: collapsing
    // it would tell the blocker who wrote the questions.
    const cards = await qnaCards(asker);
    for (const id of [first, second])
      expect(cards.find((c) => c.id === id)).toMatchObject({ blocked: true, title: BLOCK_TEXT.placeholder });
    expect(cards.find((c) => c.id === question)).not.toHaveProperty('blocked');
    expect((await boardDetail(t, FREE_BOARD, named, asker.token)).blocked).toBeUndefined();
    expect(JSON.stringify(cards)).not.toContain(hidden.nickname);

    // An anonymous answer to the blocker's question notifies nothing and collapses in the thread.
    const { id: answer } = await writeComment(t, QNA_BOARD, hidden.token, question, '익명 답변입니다');
    expect((await notificationsOf(t, asker)).data).toEqual([]);
    const thread = await commentsOf(t, QNA_BOARD, question, asker.token);
    expect(thread.data.find((c) => c.id === answer)).toMatchObject({ blocked: true, content: '' });
    expect(JSON.stringify(thread)).not.toContain(hidden.nickname);

    // Through a comment handle too: a second anonymous entry, not merged with the first (merging
    // would say both are by one person).
    const other = await writePost(t, QNA_BOARD, namer.token, { title: '다른 질문' });
    const { id: handle } = await writeComment(t, QNA_BOARD, hidden.token, other, '다른 답변');
    expect((await block(t, asker.token, 'comment', handle)).status).toBe(201);
    expect((await blocksOf(asker)).data.map((b) => [b.anonymous, b.user, b.excerpt])).toEqual([
      [true, null, '다른 답변'],
      [true, null, '첫 익명 질문'],
    ]);

    // Show once on the anonymous board: the words, still no author.
    const once = await getJson(
      t,
      `${BLOCK_OPERATIONS.reveal.path}?sourceKind=qna&sourceId=${second}`,
      asker.token,
    );
    expect(v.parse(Revealed, once).title).toBe('둘째 익명 질문');

    // The hidden author sees nothing changed.
    const theirs = await qnaCards(hidden);
    expect(theirs.find((c) => c.id === first)).toMatchObject({ title: '첫 익명 질문', mine: true });
    expect(JSON.stringify(theirs)).not.toContain('"blocked"');
    expect((await notificationsOf(t, hidden)).data).toEqual([]);
  });

  it('a named block never reaches the anonymous board', async () => {
    const anonymous = await writePost(t, QNA_BOARD, hidden.token, { title: '익명 질문' });
    const named = await writePost(t, FREE_BOARD, hidden.token, { title: '이름 걸린 글' });
    const mine = await writePost(t, QNA_BOARD, namer.token, { title: '내 질문' });
    expect((await block(t, namer.token, 'user', hidden.id)).status).toBe(201);
    expect((await boardDetail(t, FREE_BOARD, named, namer.token)).blocked).toBe(true);
    expect((await qnaCards(namer)).find((c) => c.id === anonymous)).not.toHaveProperty('blocked');
    expect((await boardDetail(t, QNA_BOARD, anonymous, namer.token)).title).toBe('익명 질문');
    // Their anonymous answer reaches the named blocker as any anonymous answer does.
    await writeComment(t, QNA_BOARD, hidden.token, mine, '익명 답변');
    expect((await notificationsOf(t, namer)).data.map((n) => n.type)).toEqual(['COMMENT']);
  });

  it('refuses blocking oneself through one’s own anonymous comment', async () => {
    const question = await writePost(t, QNA_BOARD, asker.token);
    const { id } = await writeComment(t, QNA_BOARD, hidden.token, question, '내 답변');
    await expectError(await block(t, hidden.token, 'comment', id), 400, SERVER_MESSAGES.cannotBlockYourself);
  });
});
