import { expect, it } from 'vitest';
import { reportsRepository } from '../../server/adapters/db/reports.repository';
import { memoryReportStore } from '../../server/adapters/memory/memory-reports-store';
import type { NewReport } from '../../server/ports/reports.port';
import type { ReportReason, ReportTarget } from '../../src/domain/reports';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, run, socialRows } from './helpers/rows';

const POST_7: ReportTarget = { kind: 'post', id: 7 };

const setUp = async (host: PortHost) => {
  const rows = socialRows(host);
  const store = host.pick({ drizzle: reportsRepository, memory: memoryReportStore });
  const report = (reporterId: number, target: ReportTarget, reason: ReportReason = 'SPAM'): NewReport => ({
    reporterId,
    target,
    reason,
    detail: reason === 'OTHER' ? '사유' : null,
    link: `/board/post/${target.id}`,
    excerpt: 'title',
    ownerId: 99,
  });
  return { rows, store, report };
};

describeOnHosts('ReportStore', (host) => {
  it('files one open report per reporter and target, and lists a reporter’s own newest first', async () => {
    const { rows, store, report } = await setUp(host);
    const a = await rows.user();
    const b = await rows.user();
    expect(await run(store.insert(report(a, POST_7), at(1)))).toEqual({ id: 1 });
    expect(await run(store.insert(report(a, POST_7, 'ABUSE'), at(2)))).toBe('duplicate');
    expect(await run(store.insert(report(a, { kind: 'qna', id: 7 }, 'OTHER'), at(3)))).toEqual({ id: 3 });
    expect(await run(store.insert(report(b, POST_7), at(4)))).toEqual({ id: 4 });
    const mine = await run(store.mine(a, { page: 1, size: 10 }));
    expect(mine.total).toBe(2);
    expect(mine.items.map((r) => r.id)).toEqual([3, 1]);
    expect(mine.items[0]).toEqual({
      id: 3,
      reporterId: a,
      target: { kind: 'qna', id: 7 },
      reason: 'OTHER',
      detail: '사유',
      link: '/board/post/7',
      excerpt: 'title',
      status: 'OPEN',
      createdAt: at(3),
      ownerId: 99,
      decision: null,
    });
    expect((await run(store.mine(a, { page: 2, size: 1 }))).items.map((r) => r.id)).toEqual([1]);
    expect(await run(store.mine(b, { page: 1, size: 10 }))).toMatchObject({ total: 1 });
  });

  it('counts distinct reporters whose accounts are old enough, and the most cited reason', async () => {
    const { rows, store, report } = await setUp(host);
    const old1 = await rows.user({ createdAt: at(-3000) });
    const old2 = await rows.user({ createdAt: at(-2000) });
    const young = await rows.user({ createdAt: at(0) });
    await run(store.insert(report(old1, POST_7, 'ABUSE'), at(1)));
    await run(store.insert(report(young, POST_7, 'SPAM'), at(2)));
    await run(store.insert(report(old2, POST_7, 'SPAM'), at(3)));
    await run(store.insert(report(old2, { kind: 'comment', id: 7 }, 'SEXUAL'), at(4)));
    expect(await run(store.establishedReporters(POST_7, at(-1000)))).toBe(2);
    expect(await run(store.establishedReporters(POST_7, at(-2500)))).toBe(1);
    expect(await run(store.establishedReporters(POST_7, at(0)))).toBe(3);
    expect(await run(store.establishedReporters({ kind: 'article', id: 7 }, at(0)))).toBe(0);
    expect(await run(store.leadingReason(POST_7))).toBe('SPAM');
    expect(await run(store.leadingReason({ kind: 'comment', id: 7 }))).toBe('SEXUAL');
    expect(await run(store.leadingReason({ kind: 'user', id: 7 }))).toBeNull();
  });

  it('breaks a tie of reasons by the earliest cited', async () => {
    const { rows, store, report } = await setUp(host);
    const a = await rows.user();
    const b = await rows.user();
    await run(store.insert(report(a, POST_7, 'PRIVACY'), at(1)));
    await run(store.insert(report(b, POST_7, 'ABUSE'), at(2)));
    expect(await run(store.leadingReason(POST_7))).toBe('PRIVACY');
  });

  it('holds a target once and finds the holds among targets of one kind', async () => {
    const { store } = await setUp(host);
    expect(await run(store.hold(POST_7, 'ABUSE', at(5)))).toBe(true);
    expect(await run(store.hold(POST_7, 'SPAM', at(6)))).toBe(false);
    expect(await run(store.hold({ kind: 'comment', id: 8 }, 'SPAM', at(7)))).toBe(true);
    const posts = await run(store.heldAmong('post', [6, 7, 8]));
    expect([...posts]).toEqual([
      [7, { target: POST_7, reason: 'ABUSE', createdAt: at(5), source: 'REPORT', note: null }],
    ]);
    expect([...(await run(store.heldAmong('qna', [7])))]).toEqual([]);
    expect([...(await run(store.heldAmong('comment', [8]))).keys()]).toEqual([8]);
    expect([...(await run(store.heldAmong('post', [])))]).toEqual([]);
  });

  it('lets a moderator replace a hold with their own and release it', async () => {
    const { store } = await setUp(host);
    await run(store.hold(POST_7, 'SPAM', at(1)));
    await run(
      store.setHold(POST_7, { reason: 'PRIVACY', source: 'MODERATOR', note: '전화번호 노출' }, at(2)),
    );
    expect([...(await run(store.heldAmong('post', [7])))]).toEqual([
      [
        7,
        { target: POST_7, reason: 'PRIVACY', createdAt: at(2), source: 'MODERATOR', note: '전화번호 노출' },
      ],
    ]);
    await run(
      store.setHold({ kind: 'qna', id: 3 }, { reason: 'RIGHTS', source: 'TAKEDOWN', note: null }, at(3)),
    );
    expect(await run(store.release(POST_7))).toBe(true);
    expect(await run(store.release(POST_7))).toBe(false);
    expect([...(await run(store.heldAmong('post', [7])))]).toEqual([]);
    expect([...(await run(store.heldAmong('qna', [3]))).keys()]).toEqual([3]);
  });

  it('groups the queue by target, closes a target’s open reports and keeps the author’s history', async () => {
    const { rows, store, report } = await setUp(host);
    const a = await rows.user();
    const b = await rows.user();
    const comment = { kind: 'comment', id: 5 } as const;
    await run(store.insert(report(a, POST_7, 'ABUSE'), at(1)));
    await run(store.insert(report(a, comment), at(2)));
    await run(store.insert(report(b, POST_7, 'SPAM'), at(3)));
    const open = await run(store.queue('open', { page: 1, size: 10 }));
    expect(open).toEqual({
      items: [
        { target: POST_7, count: 2, latestId: 3 },
        { target: comment, count: 1, latestId: 2 },
      ],
      total: 2,
    });
    expect((await run(store.queue('open', { page: 2, size: 1 }))).items.map((g) => g.target)).toEqual([
      comment,
    ]);
    const onPost = await run(store.onTargets('open', [POST_7]));
    expect(onPost.map((r) => [r.reporterId, r.reason])).toEqual([
      [a, 'ABUSE'],
      [b, 'SPAM'],
    ]);
    expect([...(await run(store.close(POST_7, 'ACTIONED', 'HIDE', at(4))))].sort()).toEqual([a, b].sort());
    expect(await run(store.close(POST_7, 'ACTIONED', 'HIDE', at(5)))).toEqual([]);
    expect((await run(store.queue('open', { page: 1, size: 10 }))).items.map((g) => g.target)).toEqual([
      comment,
    ]);
    const closed = await run(store.onTargets('closed', [POST_7, comment]));
    expect(closed.map((r) => [r.status, r.decision])).toEqual([
      ['ACTIONED', 'HIDE'],
      ['ACTIONED', 'HIDE'],
    ]);
    expect(await run(store.queue('closed', { page: 1, size: 10 }))).toEqual({
      items: [{ target: POST_7, count: 2, latestId: 3 }],
      total: 1,
    });
    // A reporter may report the target again once their report is closed.
    expect(await run(store.insert(report(a, POST_7), at(6)))).toEqual({ id: 4 });
    await run(
      store.recordDecision({ target: POST_7, ownerId: 99, decision: 'HIDE', note: 'n', actorId: b }, at(7)),
    );
    await run(
      store.recordDecision({ target: comment, ownerId: 99, decision: 'WARN', note: 'n', actorId: b }, at(8)),
    );
    await run(
      store.recordDecision(
        { target: comment, ownerId: 98, decision: 'DISMISS', note: null, actorId: b },
        at(9),
      ),
    );
    const history = await run(store.history([99, 98, 97]));
    expect(history.get(99)).toEqual({ reports: 4, hidden: 1, warned: 1 });
    // A dismissal is no mark on the author.
    expect(history.has(98)).toBe(false);
    expect(history.has(97)).toBe(false);
  });
});
