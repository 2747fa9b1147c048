import { expect, it } from 'vitest';
import { exportsRepository } from '../../server/adapters/db/exports.repository';
import { memberDataRepository } from '../../server/adapters/db/member-data.repository';
import { memoryExportStore } from '../../server/adapters/memory/memory-exports-store';
import { memoryMemberData } from '../../server/adapters/memory/memory-member-data';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, run, socialRows } from './helpers/rows';

const setUp = (host: PortHost) => ({
  rows: socialRows(host),
  store: host.pick({ drizzle: exportsRepository, memory: memoryExportStore }),
  data: host.pick({ drizzle: memberDataRepository, memory: memoryMemberData }),
});

describeOnHosts('ExportStore', (host) => {
  it('keeps requests, the latest per member, and claims each waiting one once, oldest first', async () => {
    const { rows, store } = setUp(host);
    const a = await rows.user();
    const b = await rows.user();
    expect(await run(store.latest(a))).toBeNull();
    const first = await run(store.insert(a, at(1)));
    expect(first).toEqual({
      id: 1,
      userId: a,
      state: 'PENDING',
      requestedAt: at(1),
      claimedAt: null,
      readyAt: null,
      expiresAt: null,
      fileName: null,
      sizeBytes: null,
    });
    await run(store.insert(b, at(2)));
    const second = await run(store.insert(a, at(3)));
    expect((await run(store.latest(a)))?.id).toBe(second.id);
    expect(await run(store.byId(99))).toBeNull();

    const claimed = await run(store.claimNext(at(10), at(0)));
    expect(claimed).toMatchObject({ id: 1, state: 'BUILDING', claimedAt: at(10) });
    expect((await run(store.claimNext(at(10), at(0))))?.id).toBe(2);
    expect((await run(store.claimNext(at(10), at(0))))?.id).toBe(3);
    expect(await run(store.claimNext(at(10), at(0)))).toBeNull();
    // A claim older than the stale mark is claimed again (its process died).
    expect((await run(store.claimNext(at(30), at(10))))?.id).toBe(1);
  });

  it('moves a build to READY once, to FAILED, and sweeps expired archives', async () => {
    const { rows, store } = setUp(host);
    const a = await rows.user();
    const r = await run(store.insert(a, at(1)));
    // Only a BUILDING request becomes READY.
    const ready = { fileName: 'f.zip', sizeBytes: 123, readyAt: at(5), expiresAt: at(100) };
    expect(await run(store.markReady(r.id, ready))).toBe(false);
    await run(store.claimNext(at(2), at(0)));
    expect(await run(store.markReady(r.id, ready))).toBe(true);
    expect(await run(store.markReady(r.id, ready))).toBe(false);
    expect(await run(store.byId(r.id))).toMatchObject({ state: 'READY', ...ready });

    const failed = await run(store.insert(a, at(6)));
    await run(store.claimNext(at(7), at(0)));
    await run(store.markFailed(failed.id));
    expect((await run(store.byId(failed.id)))?.state).toBe('FAILED');

    expect(await run(store.expiredReady(at(99), 10))).toEqual([]);
    expect((await run(store.expiredReady(at(100), 10))).map((x) => x.id)).toEqual([r.id]);
    await run(store.markExpired(r.id));
    expect(await run(store.byId(r.id))).toMatchObject({ state: 'EXPIRED', fileName: null });
    expect(await run(store.expiredReady(at(200), 10))).toEqual([]);
  });
});

describeOnHosts('MemberData', (host) => {
  it('reads a member’s own items and drafts of every kind and names others by nickname only', async () => {
    const { rows, data } = setUp(host);
    const me = await rows.user({ nickname: '나' });
    const other = await rows.user({ nickname: '다른회원' });
    const asker = await rows.user({ nickname: '익명질문자' });
    const post = await rows.content({ kind: 'post', authorId: me, title: '내 글' });
    const draft = await rows.content({ kind: 'qna', authorId: me, title: '내 Q&A 초안', isDraft: true });
    const theirs = await rows.content({ kind: 'post', authorId: other, title: '남의 글' });
    const question = await rows.content({ kind: 'qna', authorId: asker, title: '남의 질문' });
    const mineQna = await rows.content({ kind: 'qna', authorId: me, title: '내 질문' });
    await rows.like(me, theirs, at(1));
    await rows.like(me, question, at(2));
    await rows.like(me, mineQna, at(3));
    await rows.follow(me, other);
    await rows.follow(asker, me);

    expect((await run(data.profile(me)))?.nickname).toBe('나');
    expect(await run(data.profile(999))).toBeNull();
    const contents = await run(data.contents(me));
    expect(contents.map((c) => [c.id, c.kind, c.draft])).toEqual([
      [post, 'post', false],
      [draft, 'qna', true],
      [mineQna, 'qna', false],
    ]);
    const likes = await run(data.likes(me));
    expect(likes).toEqual([
      {
        on: 'content',
        itemKind: 'post',
        itemId: theirs,
        title: '남의 글',
        author: '다른회원',
        likedAt: at(1),
      },
      // A Q&A author is never named, unless it is the member.
      { on: 'content', itemKind: 'qna', itemId: question, title: '남의 질문', author: null, likedAt: at(2) },
      { on: 'content', itemKind: 'qna', itemId: mineQna, title: '내 질문', author: '나', likedAt: at(3) },
    ]);
    const follows = await run(data.follows(me));
    expect(follows.following.map((f) => f.nickname)).toEqual(['다른회원']);
    expect(follows.followers.map((f) => f.nickname)).toEqual(['익명질문자']);
    expect(await run(data.comments(me))).toEqual([]);
    expect(await run(data.consultations(me))).toEqual({ sent: [], received: [] });
    expect(await run(data.notifications(me))).toEqual([]);
    expect(await run(data.reports(me))).toEqual([]);
  });
});
