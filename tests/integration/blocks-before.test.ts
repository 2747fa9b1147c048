import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOCK_OPERATIONS } from '../../src/contract/blocks.operations';
import { NotificationPage } from '../../src/contract/notifications';
import { at, FREE_BOARD, QNA_BOARD, writeComment, writePost } from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const block = async (t: TestApp, token: string, sourceKind: string, sourceId: number) => {
  const res = await t.request('POST', BLOCK_OPERATIONS.create.path, {
    token,
    json: { sourceKind, sourceId },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

const unblock = async (t: TestApp, user: TestUser, id: number) => {
  const res = await t.request('DELETE', at(BLOCK_OPERATIONS.remove.path, { id }), { token: user.token });
  expect(res.ok).toBe(true);
};

const getJson = async (t: TestApp, path: string, token: string): Promise<unknown> => {
  const res = await t.request('GET', path, { token });
  expect(res.status, path).toBe(200);
  return res.json();
};

const bell = async (t: TestApp, user: TestUser) => {
  const page = v.parse(NotificationPage, await getJson(t, '/api/notifications?page=1&size=50', user.token));
  return {
    messages: page.data.map((n) => n.message),
    unread: page.data.filter((n) => !n.read).length,
    total: page.pageInfo.totalElements,
  };
};

type Box = { data: { id: number; sender: { id: number | null } }[]; pageInfo: { totalElements: number } };
const received = async (t: TestApp, user: TestUser) =>
  (await getJson(t, `/api/user/${user.id}/consultations?box=received`, user.token)) as Box;

const ask = async (t: TestApp, from: TestUser, to: TestUser, message: string) => {
  const res = await t.request('POST', '/api/user/consultation', {
    token: from.token,
    json: { recipientId: to.id, consultationType: 'CONSULTING', message },
  });
  expect(res.status).toBeLessThan(300);
};

/**
 * Issue 22: what a member did before they were blocked. New notifications and requests from them are
 * never stored; those already there are hidden at read time from the blocker's bell list, its unread
 * count and their received consultations, and come back when the block is undone.
 */
describe.each(ENGINES)('what a blocked member did before the block on %s', (engine) => {
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
    blocked = await t.signUp({ nickname: '괴롭히는이' });
    control = await t.signUp({ nickname: '평범한코치' });
  });

  it('hides their earlier notifications from the bell list and its unread count', async () => {
    const own = await writePost(t, FREE_BOARD, blocker.token, { title: '우리 아이 첫 경기' });
    const question = await writePost(t, QNA_BOARD, blocker.token, { title: '성장통 질문' });
    await writeComment(t, FREE_BOARD, blocked.token, own, '괴롭히는 댓글');
    expect(
      (await t.request('PATCH', `/api/user/${blocker.id}/follow`, { token: blocked.token })).status,
    ).toBe(200);
    // Their anonymous answer: a named block must not hide it (it would say who wrote it).
    const { id: answer } = await writeComment(t, QNA_BOARD, blocked.token, question, '익명 답변');
    await writeComment(t, FREE_BOARD, control.token, own, '잘 보고 갑니다');
    const before = await bell(t, blocker);
    expect(before.total).toBe(4);
    expect(before.unread).toBe(4);
    expect(before.messages.filter((m) => m.includes(blocked.nickname))).toHaveLength(2);

    const named = await block(t, blocker.token, 'user', blocked.id);
    const after = await bell(t, blocker);
    expect(after.total).toBe(2);
    expect(after.unread).toBe(2);
    expect(JSON.stringify(after.messages)).not.toContain(blocked.nickname);
    expect(after.messages.some((m) => m.includes(control.nickname))).toBe(true);

    // An anonymous block through their answer hides the anonymous one too.
    await block(t, blocker.token, 'comment', answer);
    expect((await bell(t, blocker)).total).toBe(1);

    // Undone, the named block's rows are there again: hidden, never deleted.
    await unblock(t, blocker, named);
    expect((await bell(t, blocker)).total).toBe(3);
  });

  it('hides their earlier consultation requests from the blocker’s received list', async () => {
    await ask(t, blocked, blocker, '상담 부탁드립니다');
    await ask(t, control, blocker, '코치 상담입니다');
    const before = await received(t, blocker);
    expect(before.data.map((c) => c.sender.id).sort()).toEqual([blocked.id, control.id].sort());

    const id = await block(t, blocker.token, 'user', blocked.id);
    const after = await received(t, blocker);
    expect(after.data.map((c) => c.sender.id)).toEqual([control.id]);
    expect(after.pageInfo.totalElements).toBe(1);
    // The blocked member's sent box is as before: nothing tells them.
    const sent = (await getJson(t, `/api/user/${blocked.id}/consultations?box=sent`, blocked.token)) as Box;
    expect(sent.pageInfo.totalElements).toBe(1);

    await unblock(t, blocker, id);
    expect((await received(t, blocker)).pageInfo.totalElements).toBe(2);
  });
});
