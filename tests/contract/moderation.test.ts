import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_DATA, demoModerationPlan, demoRows } from '../../content/demo';
import { paths } from '../../src/domain/paths';
import { ENGINES } from '../integration/helpers/test-app';
import { demoId, outcome, run, signInAs, signOut, timeless } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const ROWS = demoRows(DEMO_DATA, new Date());
const POST = demoId('p-shin-guard');
/** A top-level demo comment on the post, and a demo member who did not write it. */
const COMMENT = ROWS.comments.find((c) => c.contentId === POST && c.parentId === null);
const AUTHOR_KEY = ROWS.users.find((u) => u.id === COMMENT?.authorId)?.user.key ?? '';
const REPORTER_KEY =
  ROWS.users.find((u) => u.user.key.startsWith('user') && u.id !== COMMENT?.authorId)?.user.key ?? '';

describe.each(ENGINES)('contract: the moderation queue and 임시조치 on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('shows the demo’s open reports and its 권리침해 신고 to the ADMIN, the same on both sides', async () => {
    const plan = demoModerationPlan(ROWS);
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'admin');
      const queue = timeless(await run(p.moderationApi.queue('open', 1, 20)));
      const cases = timeless(await run(p.moderationApi.cases(1, 20)));
      return { queue, cases };
    });
    expect(fake).toEqual(real);
    expect(real.queue.data.map((g) => [g.targetKind, g.targetId, g.count])).toEqual(
      expect.arrayContaining([
        ['comment', plan.reports[0]?.target.id, 2],
        ['qna', plan.reports[2]?.target.id, 1],
      ]),
    );
    expect(real.queue.data.every((g) => g.hold === null)).toBe(true);
    expect(real.cases.data).toEqual([
      expect.objectContaining({
        status: 'REQUESTED',
        targetId: plan.takedowns[0]?.target.id,
        pastDue: false,
      }),
    ]);
  });

  it('refuses a visitor and a member the console, hides a reported comment for the ADMIN and restores it', async () => {
    const commentId = COMMENT?.id ?? 0;
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const visitor = await outcome(p.moderationApi.queue('open', 1, 20));
      await signInAs(p, REPORTER_KEY);
      const member = await outcome(p.moderationApi.queue('open', 1, 20));
      const memberDecides = await outcome(
        p.moderationApi.decide({ targetKind: 'comment', targetId: commentId, decision: 'DISMISS' }),
      );
      await run(p.reportsApi.report({ targetKind: 'comment', targetId: commentId, reason: 'ABUSE' }));
      await signInAs(p, 'admin');
      const open = timeless(await run(p.moderationApi.queue('open', 1, 20)));
      const noNote = await outcome(
        p.moderationApi.decide({ targetKind: 'comment', targetId: commentId, decision: 'HIDE' }),
      );
      await run(
        p.moderationApi.decide({
          targetKind: 'comment',
          targetId: commentId,
          decision: 'HIDE',
          reason: 'ABUSE',
          note: '욕설',
        }),
      );
      signOut(p);
      const hidden = (await run(p.commentsApi.page({ kind: 'post', id: POST }, 1))).data.find(
        (c) => c.id === commentId,
      );
      await signInAs(p, 'admin');
      const closed = timeless(await run(p.moderationApi.queue('closed', 1, 20)));
      await run(p.moderationApi.decide({ targetKind: 'comment', targetId: commentId, decision: 'RESTORE' }));
      signOut(p);
      const restored = (await run(p.commentsApi.page({ kind: 'post', id: POST }, 1))).data.find(
        (c) => c.id === commentId,
      );
      return { visitor, member, memberDecides, open, noNote, hidden, closed, restored };
    });
    expect(fake).toEqual(real);
    expect(real.visitor).toMatchObject({ ok: false, tag: 'Unauthorized' });
    expect(real.member).toMatchObject({ ok: false, tag: 'Forbidden' });
    expect(real.memberDecides).toMatchObject({ ok: false, tag: 'Forbidden' });
    expect(real.open.data.find((g) => g.targetKind === 'comment' && g.targetId === commentId)).toMatchObject({
      count: 1,
      reasons: [{ reason: 'ABUSE', count: 1 }],
      status: 'OPEN',
      link: `${paths.postDetail(POST)}#comment-${commentId}`,
    });
    expect(real.noNote).toMatchObject({ ok: false, tag: 'BadRequest' });
    expect(real.hidden).toMatchObject({ held: { reason: null } });
    expect(real.closed.data[0]).toMatchObject({
      targetKind: 'comment',
      targetId: commentId,
      decision: 'HIDE',
      hold: { source: 'MODERATOR', reason: 'ABUSE', note: '욕설' },
    });
    expect(real.restored?.held).toBeUndefined();
  });

  it('takes a visitor’s 권리침해 신고, applies 임시조치, takes the author’s 이의제기 and restores', async () => {
    const commentId = COMMENT?.id ?? 0;
    const url = `https://kickoff.example${paths.postDetail(POST)}#comment-${commentId}`;
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const badUrl = await outcome(
        p.moderationApi.request({
          name: '김신청',
          email: 'req@example.com',
          url: 'https://x.example/a',
          reason: '침해',
        }),
      );
      const filed = await run(
        p.moderationApi.request({
          name: '김신청',
          email: 'req@example.com',
          url,
          reason: '제 이름이 적혀 있습니다',
        }),
      );
      await signInAs(p, 'admin');
      const requested = timeless(await run(p.moderationApi.cases(1, 20)));
      await run(p.moderationApi.step(filed.id, { step: 'apply', days: 30, note: '명예훼손 주장' }));
      const refused = await outcome(p.moderationApi.step(filed.id, { step: 'reject' }));
      await signInAs(p, REPORTER_KEY);
      const stranger = await outcome(p.moderationApi.myCase(filed.id));
      await signInAs(p, AUTHOR_KEY);
      const mine = timeless(await run(p.moderationApi.myCase(filed.id)));
      await run(p.moderationApi.object(filed.id, { text: '사실을 적었습니다' }));
      await signInAs(p, 'admin');
      const objected = timeless(await run(p.moderationApi.cases(1, 20)));
      await run(p.moderationApi.step(filed.id, { step: 'restore' }));
      const restored = timeless(await run(p.moderationApi.cases(1, 20)));
      return { badUrl, requested, refused, stranger, mine, objected, restored, id: filed.id };
    });
    expect(fake).toEqual(real);
    expect(real.badUrl).toMatchObject({ ok: false, tag: 'BadRequest' });
    const find = (page: typeof real.requested) => page.data.find((c) => c.id === real.id);
    expect(find(real.requested)).toMatchObject({
      status: 'REQUESTED',
      targetKind: 'comment',
      targetId: commentId,
      dueAt: null,
    });
    expect(real.refused).toMatchObject({ ok: false, tag: 'Conflict' });
    expect(real.stranger).toMatchObject({ ok: false, tag: 'NotFound' });
    expect(real.mine).toMatchObject({ status: 'HIDDEN', note: '명예훼손 주장', dueAt: '<time>' });
    expect(find(real.objected)).toMatchObject({
      status: 'OBJECTED',
      objection: '사실을 적었습니다',
      pastDue: false,
    });
    expect(find(real.restored)).toMatchObject({ status: 'RESTORED' });
  });
});
