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
    expect([...posts]).toEqual([[7, { target: POST_7, reason: 'ABUSE', createdAt: at(5) }]]);
    expect([...(await run(store.heldAmong('qna', [7])))]).toEqual([]);
    expect([...(await run(store.heldAmong('comment', [8]))).keys()]).toEqual([8]);
    expect([...(await run(store.heldAmong('post', [])))]).toEqual([]);
  });
});
