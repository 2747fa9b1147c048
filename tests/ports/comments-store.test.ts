import { Effect } from 'effect';
import { expect, it } from 'vitest';
import { commentsRepository } from '../../server/adapters/db/comments.repository';
import { memoryCommentStore } from '../../server/adapters/memory/memory-comments-store';
import { DELETED_MEMBER_NAME } from '../../src/domain/text/profile';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, socialRows } from './helpers/rows';

const run = <A>(effect: Effect.Effect<A>) => Effect.runPromise(effect);

/** A member, a board post of theirs and the comment store, on the case's host. */
const setUp = async (host: PortHost) => {
  const rows = socialRows(host);
  const author = await rows.user({
    nickname: 'writer',
    job: 'coach',
    role: 'EDITOR',
    receivedCommentLikes: 3,
  });
  const post = await rows.content({ authorId: author, kind: 'post' });
  const store = host.pick({ drizzle: commentsRepository, memory: memoryCommentStore });
  const say = (content: string, parentId: number | null = null, minute = 1) =>
    run(
      store.insert(
        { contentId: post, parentId, authorId: author, content, mentionedUserId: null },
        at(minute),
      ),
    );
  return { rows, author, post, store, say };
};

const ids = (items: readonly { id: number }[]) => items.map((c) => c.id);

describeOnHosts('CommentStore', (host) => {
  it('stores a comment and finds it with its item kind and author facts', async () => {
    const { rows, author, post, store } = await setUp(host);
    const friend = await rows.user({ nickname: 'friend' });
    const id = await run(
      store.insert(
        { contentId: post, parentId: null, authorId: author, content: 'hi', mentionedUserId: friend },
        at(5),
      ),
    );
    expect(await run(store.find(id))).toEqual({
      id,
      contentId: post,
      contentKind: 'post',
      parentId: null,
      authorId: author,
      content: 'hi',
      mentionedUserName: 'friend',
      deleted: false,
      blinded: false,
      likeCount: 0,
      createdAt: at(5),
      modifiedAt: at(5),
      author: {
        id: author,
        nickname: 'writer',
        profileImageUrl: null,
        job: 'coach',
        role: 'EDITOR',
        receivedPostLikes: 0,
        receivedCommentLikes: 3,
        deleted: false,
      },
    });
    expect(await run(store.find(id + 100))).toBeNull();
  });

  it('names a mentioned deleted account 탈퇴한 회원 and an absent mention null', async () => {
    const { rows, author, post, store, say } = await setUp(host);
    const gone = await rows.user({ nickname: '#deleted:2', deletedAt: at(0) });
    const mention = await run(
      store.insert(
        { contentId: post, parentId: null, authorId: author, content: '@x', mentionedUserId: gone },
        at(1),
      ),
    );
    expect((await run(store.find(mention)))?.mentionedUserName).toBe(DELETED_MEMBER_NAME);
    expect((await run(store.find(await say('plain'))))?.mentionedUserName).toBeNull();
  });

  it('refuses a comment on an item that does not exist', async () => {
    const { author, post, store } = await setUp(host);
    const insert = store.insert(
      { contentId: post + 1, parentId: null, authorId: author, content: 'x', mentionedUserId: null },
      at(1),
    );
    await expect(run(insert)).rejects.toThrow();
  });

  it('pages the top-level comments oldest first with the total, replies left out', async () => {
    const { rows, author, store, say, post } = await setUp(host);
    const first = await say('a');
    const second = await say('b');
    await say('reply', first);
    const third = await say('c');
    const other = await rows.content({ authorId: author, kind: 'post' });
    await run(
      store.insert(
        { contentId: other, parentId: null, authorId: author, content: 'x', mentionedUserId: null },
        at(1),
      ),
    );
    const page1 = await run(store.topLevel(post, { page: 1, size: 2 }));
    expect({ ids: ids(page1.items), total: page1.total }).toEqual({ ids: [first, second], total: 3 });
    const page2 = await run(store.topLevel(post, { page: 2, size: 2 }));
    expect({ ids: ids(page2.items), total: page2.total }).toEqual({ ids: [third], total: 3 });
    expect(await run(store.topLevel(post, { page: 3, size: 2 }))).toEqual({ items: [], total: 3 });
    expect(await run(store.topLevel(999, { page: 1, size: 2 }))).toEqual({ items: [], total: 0 });
  });

  it('drops a deleted comment without replies from the list, once', async () => {
    const { store, say, post } = await setUp(host);
    const kept = await say('kept');
    const gone = await say('gone');
    expect(await run(store.markDeleted(gone, at(9)))).toBe(true);
    expect(await run(store.markDeleted(gone, at(10)))).toBe(false);
    const list = await run(store.topLevel(post, { page: 1, size: 10 }));
    expect({ ids: ids(list.items), total: list.total }).toEqual({ ids: [kept], total: 1 });
    const found = await run(store.find(gone));
    expect({ deleted: found?.deleted, modifiedAt: found?.modifiedAt }).toEqual({
      deleted: true,
      modifiedAt: at(9),
    });
  });

  it('keeps a deleted comment listed while it has a live reply, and its live replies in order', async () => {
    const { store, say, post } = await setUp(host);
    const parent = await say('parent');
    const other = await say('other');
    const r1 = await say('r1', parent);
    const r2 = await say('r2', other);
    const r3 = await say('r3', parent);
    await run(store.markDeleted(parent, at(9)));
    const list = await run(store.topLevel(post, { page: 1, size: 10 }));
    expect(list.items.map((c) => [c.id, c.deleted])).toEqual([
      [parent, true],
      [other, false],
    ]);
    expect(ids(await run(store.replies([parent, other])))).toEqual([r1, r2, r3]);
    await run(store.markDeleted(r1, at(10)));
    expect(ids(await run(store.replies([parent])))).toEqual([r3]);
    await run(store.markDeleted(r3, at(11)));
    const after = await run(store.topLevel(post, { page: 1, size: 10 }));
    expect({ ids: ids(after.items), total: after.total }).toEqual({ ids: [other], total: 1 });
    expect(await run(store.replies([]))).toEqual([]);
  });

  it('counts a comment position among the listed top-level comments', async () => {
    const { store, say, post } = await setUp(host);
    const a = await say('a');
    const b = await say('b');
    const c = await say('c');
    await run(store.markDeleted(a, at(9)));
    expect(await run(store.position(post, b))).toBe(1);
    expect(await run(store.position(post, c))).toBe(2);
    expect(await run(store.position(post, a))).toBe(0);
  });

  it('blinds a comment once and keeps it listed, its replies too', async () => {
    const { store, say } = await setUp(host);
    const top = await say('top');
    const reply = await say('reply', top);
    expect(await run(store.markBlinded(reply, at(7)))).toBe(true);
    expect(await run(store.markBlinded(reply, at(8)))).toBe(false);
    expect(await run(store.markBlinded(top + 100, at(8)))).toBe(false);
    expect((await run(store.replies([top]))).map((c) => [c.id, c.blinded])).toEqual([[reply, true]]);
    const found = await run(store.find(reply));
    expect({ deleted: found?.deleted, modifiedAt: found?.modifiedAt }).toEqual({
      deleted: false,
      modifiedAt: at(1),
    });
  });

  it('lifts a blind once (a moderator’s restore), and nothing that was not blinded', async () => {
    const { store, say } = await setUp(host);
    const top = await say('top');
    expect(await run(store.unblind(top))).toBe(false);
    await run(store.markBlinded(top, at(7)));
    expect(await run(store.unblind(top))).toBe(true);
    expect(await run(store.unblind(top))).toBe(false);
    expect((await run(store.find(top)))?.blinded).toBe(false);
    expect(await run(store.markBlinded(top, at(8)))).toBe(true);
  });

  it('edits the text with its modification time, and moves likes never below zero', async () => {
    const { store, say } = await setUp(host);
    const id = await say('before');
    await run(store.updateContent(id, 'after', at(30)));
    const found = await run(store.find(id));
    expect([found?.content, found?.createdAt, found?.modifiedAt]).toEqual(['after', at(1), at(30)]);
    expect(await run(store.moveLikes(id, 1))).toBe(1);
    expect(await run(store.moveLikes(id, 2))).toBe(3);
    expect(await run(store.moveLikes(id, -5))).toBe(0);
    expect(await run(store.moveLikes(id + 100, 1))).toBe(0);
    expect((await run(store.find(id)))?.likeCount).toBe(0);
  });
});
