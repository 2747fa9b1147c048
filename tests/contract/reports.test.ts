import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_DATA, DEMO_USERS, demoModerationPlan, demoRows } from '../../content/demo';
import { REPORT_TEXT } from '../../src/domain/text/reports';
import { ENGINES } from '../integration/helpers/test-app';
import { demoId, outcome, run, signInAs, signOut, timeless } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const ROWS = demoRows(DEMO_DATA, new Date());
const DEMO_REPORTS = demoModerationPlan(ROWS).reports.length;
const SHIN_GUARD = { kind: 'post', id: demoId('p-shin-guard') } as const;
/** A top-level demo comment on the post and four demo members who did not write it. */
const COMMENT = ROWS.comments.find((c) => c.contentId === SHIN_GUARD.id && c.parentId === null);
const reporters = DEMO_USERS.filter((u, i) => u.key.startsWith('user') && i + 1 !== COMMENT?.authorId).map(
  (u) => u.key,
);

describe.each(ENGINES)('contract: reports on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('files a member’s report of a comment, lists it to them, refuses a second and a visitor, and holds the comment at three', async () => {
    const commentId = COMMENT?.id ?? 0;
    const [first, second, third] = reporters;
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const visitor = await outcome(
        p.reportsApi.report({ targetKind: 'comment', targetId: commentId, reason: 'SPAM' }),
      );
      await signInAs(p, first ?? '');
      const filed = await outcome(
        p.reportsApi.report({
          targetKind: 'comment',
          targetId: commentId,
          reason: 'OTHER',
          detail: '광고 댓글',
        }),
      );
      const again = await outcome(
        p.reportsApi.report({ targetKind: 'comment', targetId: commentId, reason: 'SPAM' }),
      );
      const blank = await outcome(
        p.reportsApi.report({ targetKind: 'comment', targetId: commentId, reason: 'OTHER' }),
      );
      const mine = timeless(await run(p.reportsApi.mine(1, 10)));
      for (const key of [second, third]) {
        await signInAs(p, key ?? '');
        await run(p.reportsApi.report({ targetKind: 'comment', targetId: commentId, reason: 'ABUSE' }));
      }
      signOut(p);
      const page = await run(p.commentsApi.page(SHIN_GUARD, 1));
      const held = page.data.find((c) => c.id === commentId);
      return { visitor, filed, again, blank, mine, held };
    });
    expect(fake).toEqual(real);
    expect(real.visitor).toMatchObject({ ok: false, tag: 'Unauthorized' });
    // The demo's seeded reports (content/demo/moderation.ts) come first.
    expect(real.filed).toEqual({ ok: true, value: { id: DEMO_REPORTS + 1, status: 'OPEN' } });
    expect(real.again).toMatchObject({ ok: false, tag: 'Conflict', message: 'Already Reported' });
    expect(real.blank).toMatchObject({
      ok: false,
      tag: 'BadRequest',
      errors: [{ field: 'detail', reason: REPORT_TEXT.detailRequired }],
    });
    expect(real.mine.data).toEqual([
      {
        id: DEMO_REPORTS + 1,
        targetKind: 'comment',
        targetId: commentId,
        link: `/board/post/${SHIN_GUARD.id}`,
        excerpt: expect.any(String),
        reason: 'OTHER',
        detail: '광고 댓글',
        status: 'OPEN',
        createdAt: '<time>',
      },
    ]);
    expect(real.held).toMatchObject({ content: '', held: { reason: null } });
  });
});
