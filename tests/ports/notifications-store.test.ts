import { Effect } from 'effect';
import { expect, it } from 'vitest';
import { notificationsRepository } from '../../server/adapters/db/notifications.repository';
import { blocksRepository } from '../../server/adapters/db/blocks.repository';
import { memoryBlockStore } from '../../server/adapters/memory/memory-blocks-store';
import { memoryNotificationStore } from '../../server/adapters/memory/memory-notifications-store';
import type { NewNotification, NotificationStore } from '../../server/ports/notifications.port';
import { type RepeatKey, repeatKeyOf, repeatWindowStart } from '../../src/domain/notifications';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, socialRows } from './helpers/rows';

const run = <A>(effect: Effect.Effect<A>) => Effect.runPromise(effect);

const setUp = async (host: PortHost) => {
  const rows = socialRows(host);
  const reader = await rows.user({ nickname: 'reader' });
  const actor = await rows.user({ nickname: 'actor', profileImageUrl: '/images/a.png' });
  const store: NotificationStore = host.pick({
    drizzle: notificationsRepository,
    memory: memoryNotificationStore,
  });
  const like = (minute: number, over: Partial<NewNotification> = {}): NewNotification => ({
    recipientId: reader,
    type: 'CONTENT_LIKE',
    actorId: actor,
    content: { kind: 'article', id: 7 },
    commentId: null,
    message: 'actor님이 글을 좋아합니다.',
    link: '/articles/7',
    now: at(minute),
    ...over,
  });
  const send = (minute: number, over: Partial<NewNotification> = {}) => run(store.insert(like(minute, over)));
  return { rows, reader, actor, store, like, send };
};

const keyOf = (n: NewNotification): RepeatKey => {
  const key = repeatKeyOf({
    ...n,
    contentKind: n.content?.kind ?? null,
    contentId: n.content?.id ?? null,
  });
  if (!key) throw new Error(`${n.type} does not repeat`);
  return key;
};

const ids = (items: readonly { id: number }[]) => items.map((n) => n.id);

describeOnHosts('NotificationStore', (host) => {
  it('returns the stored notification with its actor and its time as ISO text', async () => {
    const { reader, actor, send } = await setUp(host);
    expect(await send(5)).toEqual({
      id: 1,
      recipientId: reader,
      type: 'CONTENT_LIKE',
      contentKind: 'article',
      message: 'actor님이 글을 좋아합니다.',
      link: '/articles/7',
      read: false,
      createdAt: '2025-03-01T03:05:00.000Z',
      actor: { id: actor, nickname: 'actor', profileImageUrl: '/images/a.png' },
    });
    const level = await send(6, { type: 'LEVEL_UP', actorId: null, content: null, message: 'Lv.2' });
    expect([level.id, level.actor, level.contentKind]).toEqual([2, null, null]);
  });

  it('shows no actor for a deleted account', async () => {
    const { rows, send } = await setUp(host);
    const gone = await rows.user({ nickname: '#deleted:3', deletedAt: at(0) });
    expect((await send(1, { actorId: gone })).actor).toBeNull();
  });

  it('refuses a notification to an account that does not exist', async () => {
    const { send } = await setUp(host);
    await expect(send(1, { recipientId: 99 })).rejects.toThrow();
    // The refused row used up its id, as an identity column's value is taken before the check.
    expect((await send(2)).id).toBe(2);
  });

  it('notifies every follower of the actor, in follower order', async () => {
    const { rows, reader, actor, store, like } = await setUp(host);
    const later = await rows.user();
    await rows.follow(later, actor);
    await rows.follow(reader, actor);
    await rows.follow(actor, reader);
    const { recipientId: _, ...news } = like(3, { type: 'NEW_ARTICLE', message: 'actor님의 새 글' });
    const sent = await run(store.insertForFollowers(actor, news));
    expect(sent.map((n) => [n.id, n.recipientId, n.type, n.actor?.id])).toEqual([
      [1, reader, 'NEW_ARTICLE', actor],
      [2, later, 'NEW_ARTICLE', actor],
    ]);
    expect(await run(store.insertForFollowers(later, news))).toEqual([]);
  });

  it('pages a recipient notifications newest first with their count', async () => {
    const { rows, actor, store, send } = await setUp(host);
    for (const minute of [1, 2, 3, 4, 5]) await send(minute);
    await send(6, { recipientId: actor });
    await rows.user();
    const page1 = await run(store.page(1, { page: 1, size: 2 }));
    expect({ ids: ids(page1.items), total: page1.total }).toEqual({ ids: [5, 4], total: 5 });
    const page3 = await run(store.page(1, { page: 3, size: 2 }));
    expect({ ids: ids(page3.items), total: page3.total }).toEqual({ ids: [1], total: 5 });
    expect(await run(store.page(1, { page: 4, size: 2 }))).toEqual({ items: [], total: 5 });
    expect(await run(store.page(3, { page: 1, size: 2 }))).toEqual({ items: [], total: 0 });
  });

  it('hides, at read time, what an actor the recipient blocked since did, by the scope of its content', async () => {
    const { rows, reader, actor, store, send } = await setUp(host);
    const blocks = host.pick({ drizzle: blocksRepository, memory: memoryBlockStore });
    const other = await rows.user({ nickname: 'other' });
    await send(1); // 1: a like of a named article
    await send(2, { type: 'FOLLOW', content: null, link: '/users/2' }); // 2: no content (named)
    await send(3, { content: { kind: 'qna', id: 9 }, link: '/qna/9' }); // 3: about an anonymous question
    await send(4, { actorId: other }); // 4: someone else
    await send(5, { actorId: null, type: 'LEVEL_UP', content: null }); // 5: no actor
    const seen = async () => {
      const page = await run(store.page(reader, { page: 1, size: 10 }));
      return { ids: ids(page.items), total: page.total, replay: ids(await run(store.after(reader, 0, 10))) };
    };
    expect(await seen()).toEqual({ ids: [5, 4, 3, 2, 1], total: 5, replay: [1, 2, 3, 4, 5] });
    // A named block hides the named ones, not the one about anonymous content (scopes never cross).
    const named = await run(
      blocks.insert(
        {
          blockerId: reader,
          blockedId: actor,
          scope: 'named',
          source: { kind: 'user', id: actor },
          excerpt: '',
        },
        at(10),
      ),
    );
    expect(await seen()).toEqual({ ids: [5, 4, 3], total: 3, replay: [3, 4, 5] });
    // The block is the recipient's: the actor's own notifications are untouched.
    await send(11, { recipientId: actor, actorId: reader });
    expect((await run(store.page(actor, { page: 1, size: 10 }))).total).toBe(1);
    // An anonymous block hides the anonymous one only; undoing the named one brings its rows back.
    await run(
      blocks.insert(
        {
          blockerId: reader,
          blockedId: actor,
          scope: 'anonymous',
          source: { kind: 'qna', id: 9 },
          excerpt: 'q',
        },
        at(12),
      ),
    );
    expect(await seen()).toEqual({ ids: [5, 4], total: 2, replay: [4, 5] });
    expect(await run(blocks.remove(reader, named.id))).toBe(true);
    expect(await seen()).toEqual({ ids: [5, 4, 2, 1], total: 4, replay: [1, 2, 4, 5] });
  });

  it('replays the notifications after an id, oldest first, up to the limit', async () => {
    const { actor, store, send } = await setUp(host);
    for (const minute of [1, 2, 3]) await send(minute);
    await send(4, { recipientId: actor });
    await send(5);
    expect(ids(await run(store.after(1, 1, 10)))).toEqual([2, 3, 5]);
    expect(ids(await run(store.after(1, 1, 2)))).toEqual([2, 3]);
    expect(await run(store.after(1, 5, 10))).toEqual([]);
  });

  it('marks one of the recipient notifications read, and then all of them', async () => {
    const { actor, store, send } = await setUp(host);
    await send(1);
    await send(2);
    await send(3, { recipientId: actor });
    expect(await run(store.markRead(1, 1))).toBe(true);
    expect(await run(store.markRead(1, 1))).toBe(true);
    expect(await run(store.markRead(2, 2))).toBe(false);
    expect(await run(store.markRead(1, 99))).toBe(false);
    const read = async (recipientId: number) =>
      (await run(store.page(recipientId, { page: 1, size: 10 }))).items.map((n) => [n.id, n.read]);
    expect(await read(1)).toEqual([
      [2, false],
      [1, true],
    ]);
    await run(store.markAllRead(1));
    expect(await read(1)).toEqual([
      [2, true],
      [1, true],
    ]);
    expect(await read(2)).toEqual([[3, false]]);
  });

  it('finds a repeat within the window only for the same recipient, kind, actor and target', async () => {
    const { rows, like, send, store } = await setUp(host);
    const other = await rows.user();
    await send(0);
    await send(10, { type: 'FOLLOW', content: null, message: 'actor님이 팔로우합니다.' });
    const sent = (n: NewNotification, now: Date) => run(store.sentSince(keyOf(n), repeatWindowStart(now)));
    const day = 24 * 60;
    expect(await sent(like(60), at(60))).toBe(true);
    expect(await sent(like(day - 1), at(day - 1))).toBe(true);
    expect(await sent(like(day), at(day))).toBe(false);
    expect(await sent(like(60, { content: { kind: 'article', id: 8 } }), at(60))).toBe(false);
    expect(await sent(like(60, { content: { kind: 'post', id: 7 } }), at(60))).toBe(false);
    expect(await sent(like(60, { actorId: other }), at(60))).toBe(false);
    expect(await sent(like(60, { recipientId: other }), at(60))).toBe(false);
    const follow = like(60, { type: 'FOLLOW', content: null, message: 'another text' });
    expect(await sent(follow, at(day + 9))).toBe(true);
    expect(await sent({ ...follow, type: 'COMMENT_LIKE' }, at(60))).toBe(false);
  });

  it('tells level-ups apart by their message, with no actor or target', async () => {
    const { like, send, store } = await setUp(host);
    const level = (message: string) => like(5, { type: 'LEVEL_UP', actorId: null, content: null, message });
    await send(1, { type: 'LEVEL_UP', actorId: null, content: null, message: 'Lv.2' });
    const sent = (n: NewNotification) => run(store.sentSince(keyOf(n), repeatWindowStart(at(5))));
    expect(await sent(level('Lv.2'))).toBe(true);
    expect(await sent(level('Lv.3'))).toBe(false);
    expect(await sent({ ...level('Lv.2'), actorId: 2 })).toBe(false);
  });
});
