import { expect, it } from 'vitest';
import { blocksRepository } from '../../server/adapters/db/blocks.repository';
import { memoryBlockStore } from '../../server/adapters/memory/memory-blocks-store';
import type { NewBlock } from '../../server/ports/blocks.port';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, run, socialRows } from './helpers/rows';

const setUp = async (host: PortHost) => {
  const rows = socialRows(host);
  const store = host.pick({ drizzle: blocksRepository, memory: memoryBlockStore });
  const named = (blockerId: number, blockedId: number): NewBlock => ({
    blockerId,
    blockedId,
    scope: 'named',
    source: { kind: 'user', id: blockedId },
    excerpt: 'nick',
  });
  const anonymous = (blockerId: number, blockedId: number, qnaId: number): NewBlock => ({
    blockerId,
    blockedId,
    scope: 'anonymous',
    source: { kind: 'qna', id: qnaId },
    excerpt: `질문 ${qnaId}`,
  });
  return { rows, store, named, anonymous };
};

describeOnHosts('BlockStore', (host) => {
  it('keeps one named block per member and one anonymous block per source, and lists them newest first', async () => {
    const { rows, store, named, anonymous } = await setUp(host);
    const a = await rows.user();
    const b = await rows.user();
    const c = await rows.user();
    const first = await run(store.insert(named(a, b), at(1)));
    expect(first).toEqual({ id: expect.any(Number), created: true });
    // The same member again answers the block there is.
    expect(await run(store.insert({ ...named(a, b), source: { kind: 'post', id: 3 } }, at(2)))).toEqual({
      id: first.id,
      created: false,
    });
    // Two posts of one hidden author are two anonymous blocks; the same post again is the first.
    const q1 = await run(store.insert(anonymous(a, c, 11), at(3)));
    const q2 = await run(store.insert(anonymous(a, c, 12), at(4)));
    expect(q1.created && q2.created).toBe(true);
    expect(q2.id).not.toBe(q1.id);
    expect(await run(store.insert(anonymous(a, c, 11), at(5)))).toEqual({ id: q1.id, created: false });
    // A named block of the same member is a row of its own too.
    const nc = await run(store.insert(named(a, c), at(6)));
    expect(nc.created).toBe(true);
    expect(await run(store.count(a))).toBe(4);
    expect(await run(store.count(b))).toBe(0);

    const page = await run(store.page(a, { page: 1, size: 10 }));
    expect(page.total).toBe(4);
    expect(page.items.map((x) => x.id)).toEqual([nc.id, q2.id, q1.id, first.id]);
    expect(page.items[1]).toEqual({
      id: q2.id,
      blockerId: a,
      blockedId: c,
      scope: 'anonymous',
      excerpt: '질문 12',
      blocked: null,
      createdAt: at(4),
    });
    expect(page.items[3]).toMatchObject({
      scope: 'named',
      blocked: { profileImageUrl: null },
      excerpt: 'nick',
    });
    expect(page.items[3]?.blocked?.nickname).toEqual(expect.any(String));
    expect((await run(store.page(a, { page: 2, size: 3 }))).items.map((x) => x.id)).toEqual([first.id]);
  });

  it('answers who a member blocks by scope, and forgets a block once removed by its blocker only', async () => {
    const { rows, store, named, anonymous } = await setUp(host);
    const a = await rows.user();
    const b = await rows.user();
    const c = await rows.user();
    const nb = await run(store.insert(named(a, b), at(1)));
    const ac = await run(store.insert(anonymous(a, c, 5), at(2)));
    const blocked = await run(store.blockedBy(a));
    expect([...blocked.named]).toEqual([b]);
    expect([...blocked.anonymous]).toEqual([c]);
    expect(await run(store.blocks(a, b, 'named'))).toBe(true);
    expect(await run(store.blocks(a, b, 'anonymous'))).toBe(false);
    expect(await run(store.blocks(a, c, 'anonymous'))).toBe(true);
    expect(await run(store.blocks(a, c, 'named'))).toBe(false);
    expect(await run(store.blocks(b, a, 'named'))).toBe(false);

    expect(await run(store.remove(b, nb.id))).toBe(false);
    expect(await run(store.remove(a, nb.id))).toBe(true);
    expect(await run(store.remove(a, nb.id))).toBe(false);
    expect(await run(store.blocks(a, b, 'named'))).toBe(false);
    expect(await run(store.remove(a, ac.id))).toBe(true);
    const none = await run(store.blockedBy(a));
    expect(none.named.size + none.anonymous.size).toBe(0);
  });
});
