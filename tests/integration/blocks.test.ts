import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlockCreated, BlockPage, Revealed } from '../../src/contract/blocks';
import { BLOCK_OPERATIONS } from '../../src/contract/blocks.operations';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { BLOCK_TEXT } from '../../src/domain/text/blocks';
import {
  at,
  boardDetail,
  boardPage,
  commentsOf,
  expectError,
  FREE_BOARD,
  QNA_BOARD,
  writeComment,
  writePost,
} from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const CREATE = BLOCK_OPERATIONS.create.path;
const MINE = BLOCK_OPERATIONS.mine.path;
const REVEAL = BLOCK_OPERATIONS.reveal.path;
const removePath = (id: number) => BLOCK_OPERATIONS.remove.path.replace('{id}', String(id));

describe.each(ENGINES)('blocking (차단): block, list, unblock on %s', (engine) => {
  let t: TestApp;
  let member: TestUser;
  let other: TestUser;
  let third: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    member = await t.signUp({ nickname: '차단하는회원' });
    other = await t.signUp({ nickname: '차단될회원' });
    third = await t.signUp({ nickname: '다른회원' });
  });

  const block = (token: string | undefined, sourceKind: string, sourceId: number) =>
    t.request('POST', CREATE, { token, json: { sourceKind, sourceId } });
  const list = async (user: TestUser) => {
    const res = await t.request('GET', MINE, { token: user.token });
    expect(res.status).toBe(200);
    return v.parse(BlockPage, await res.json());
  };

  it('asks a visitor to sign in for every block operation', async () => {
    expect((await block(undefined, 'user', other.id)).status).toBe(401);
    expect((await t.request('GET', MINE)).status).toBe(401);
    expect((await t.request('DELETE', removePath(1))).status).toBe(401);
    expect((await t.request('GET', `${REVEAL}?sourceKind=post&sourceId=1`)).status).toBe(401);
  });

  it('blocks a member from the profile, a post and a comment; lists and undoes the block', async () => {
    const res = await block(member.token, 'user', other.id);
    expect(res.status).toBe(201);
    const { id } = v.parse(BlockCreated, await res.json());
    // The same member again, from their post or comment, is the same block.
    const postId = await writePost(t, FREE_BOARD, other.token, { title: '그의 글' });
    const { id: commentId } = await writeComment(t, FREE_BOARD, other.token, postId, '그의 댓글');
    for (const [kind, sourceId] of [
      ['post', postId],
      ['comment', commentId],
    ] as const) {
      const again = await block(member.token, kind, sourceId);
      expect(again.status).toBe(201);
      expect(v.parse(BlockCreated, await again.json()).id).toBe(id);
    }
    const mine = await list(member);
    expect(mine.pageInfo.totalElements).toBe(1);
    expect(mine.data[0]).toMatchObject({
      id,
      anonymous: false,
      user: { id: other.id, nickname: '차단될회원', profileImageUrl: null },
    });
    // Nobody else sees it; the blocked member is not told.
    expect((await list(other)).data).toEqual([]);
    expect((await list(third)).data).toEqual([]);
    // Only the blocker undoes it.
    await expectError(
      await t.request('DELETE', removePath(id), { token: third.token }),
      404,
      'Block Not Found',
    );
    expect((await t.request('DELETE', removePath(id), { token: member.token })).status).toBe(204);
    expect((await list(member)).data).toEqual([]);
    await expectError(
      await t.request('DELETE', removePath(id), { token: member.token }),
      404,
      'Block Not Found',
    );
    // And blocks again from a comment.
    expect((await block(member.token, 'comment', commentId)).status).toBe(201);
    expect((await list(member)).data.map((b) => b.user?.id)).toEqual([other.id]);
  });

  it('refuses blocking oneself, by profile or through one’s own post, and a missing source', async () => {
    const body = await expectError(
      await block(member.token, 'user', member.id),
      400,
      SERVER_MESSAGES.cannotBlockYourself,
    );
    expect((body as { detailedMessage?: string }).detailedMessage).toBe(BLOCK_TEXT.self);
    const own = await writePost(t, FREE_BOARD, member.token);
    await expectError(await block(member.token, 'post', own), 400, SERVER_MESSAGES.cannotBlockYourself);
    const ownQna = await writePost(t, QNA_BOARD, member.token);
    await expectError(await block(member.token, 'qna', ownQna), 400, SERVER_MESSAGES.cannotBlockYourself);
    expect((await block(member.token, 'user', 999_999)).status).toBe(404);
    expect((await block(member.token, 'post', 999_999)).status).toBe(404);
    expect((await block(member.token, 'comment', 999_999)).status).toBe(404);
    await expectError(await block(member.token, 'nothing', 1), 400, 'Bad Request');
    expect((await list(member)).data).toEqual([]);
  });

  it('collapses a blocked member’s posts and comments for the blocker alone, and reads one once', async () => {
    const postId = await writePost(t, FREE_BOARD, other.token, {
      title: '접힐 제목',
      content: '<p>접힐 본문</p>',
    });
    const mineId = await writePost(t, FREE_BOARD, member.token, { title: '내 글' });
    const { id: commentId } = await writeComment(t, FREE_BOARD, other.token, mineId, '접힐 댓글');
    expect((await block(member.token, 'user', other.id)).status).toBe(201);

    const cards = (await boardPage(t, FREE_BOARD.paths.list, member.token)).data;
    const theirs = cards.find((c) => c.id === postId);
    expect(theirs).toMatchObject({ title: BLOCK_TEXT.placeholder, blocked: true });
    expect(JSON.stringify(theirs)).not.toContain('접힐');
    expect(cards.find((c) => c.id === mineId)).not.toHaveProperty('blocked');
    const detail = await boardDetail(t, FREE_BOARD, postId, member.token);
    expect(detail).toMatchObject({ title: BLOCK_TEXT.placeholder, content: '', blocked: true });
    const thread = await commentsOf(t, FREE_BOARD, mineId, member.token);
    expect(thread.data[0]).toMatchObject({ id: commentId, content: '', blocked: true });

    // Everyone else, and the blocked member, read as before.
    for (const token of [other.token, third.token, undefined]) {
      expect((await boardDetail(t, FREE_BOARD, postId, token)).title).toBe('접힐 제목');
      expect((await commentsOf(t, FREE_BOARD, mineId, token)).data[0]?.content).toBe('접힐 댓글');
      expect(JSON.stringify(await boardPage(t, FREE_BOARD.paths.list, token))).not.toContain('"blocked"');
    }

    // Show once: the words of one post or comment, on request.
    const once = await t.request('GET', `${REVEAL}?sourceKind=post&sourceId=${postId}`, {
      token: member.token,
    });
    expect(v.parse(Revealed, await once.json())).toEqual({ title: '접힐 제목', content: '<p>접힐 본문</p>' });
    const onceComment = await t.request('GET', `${REVEAL}?sourceKind=comment&sourceId=${commentId}`, {
      token: member.token,
    });
    expect(v.parse(Revealed, await onceComment.json())).toEqual({ title: null, content: '접힐 댓글' });
    // ...and it stays collapsed afterwards.
    expect((await boardDetail(t, FREE_BOARD, postId, member.token)).blocked).toBe(true);

    // Undone: back as it was.
    const [entry] = (await list(member)).data;
    await t.request('DELETE', removePath(entry?.id ?? 0), { token: member.token });
    expect((await boardDetail(t, FREE_BOARD, postId, member.token)).title).toBe('접힐 제목');
    expect((await commentsOf(t, FREE_BOARD, mineId, member.token)).data[0]).not.toHaveProperty('blocked');
  });

  it('refuses a consultation request to a member who blocked the sender, neutrally', async () => {
    expect((await block(member.token, 'user', other.id)).status).toBe(201);
    const ask = (token: string, recipientId: number) =>
      t.request('POST', '/api/user/consultation', {
        token,
        json: { recipientId, consultationType: 'CONSULTING', message: '상담 부탁드립니다' },
      });
    const refused = await ask(other.token, member.id);
    const body = await expectError(refused, 400, SERVER_MESSAGES.consultationUnavailable);
    const text = JSON.stringify(body);
    expect(text).not.toContain('차단');
    expect(text).not.toMatch(/block/i);
    expect((body as { detailedMessage?: string }).detailedMessage).toBe(BLOCK_TEXT.consultationUnavailable);
    // The blocker may still ask the member they blocked; a third member reaches the blocker.
    expect((await ask(third.token, member.id)).status).toBeLessThan(300);
    expect((await ask(member.token, other.id)).status).toBeLessThan(300);
  });

  it('keeps paging its list, newest first', async () => {
    const others = [other, third, await t.signUp({ nickname: '넷째' })];
    for (const user of others) expect((await block(member.token, 'user', user.id)).status).toBe(201);
    const res = await t.request('GET', `${MINE}?page=2&size=2`, { token: member.token });
    const page = v.parse(BlockPage, await res.json());
    expect(page.pageInfo.totalElements).toBe(3);
    expect(page.data.map((b) => b.user?.id)).toEqual([other.id]);
  });

  it('finds a search result collapsed too', async () => {
    const postId = await writePost(t, FREE_BOARD, other.token, { title: '유소년 드리블 훈련' });
    expect((await block(member.token, 'post', postId)).status).toBe(201);
    const found = await boardPage(t, at(FREE_BOARD.paths.search, {}, { keyword: '드리블' }), member.token);
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ id: postId, blocked: true, title: BLOCK_TEXT.placeholder });
    expect(JSON.stringify(found)).not.toContain('드리블');
  });
});
