import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_DATA, DEMO_USERS, demoRows } from '../../content/demo';
import { BLOCK_TEXT } from '../../src/domain/text/blocks';
import { ENGINES } from '../integration/helpers/test-app';
import { demoId, outcome, run, signInAs, signOut, timeless } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const ROWS = demoRows(DEMO_DATA, new Date());
const SHIN_GUARD = { kind: 'post', id: demoId('p-shin-guard') } as const;
const KNEE = { kind: 'qna', id: demoId('q-knee-pain') } as const;
/** A top-level demo comment on the post, its author, and a demo member who wrote neither. */
const COMMENT = ROWS.comments.find((c) => c.contentId === SHIN_GUARD.id && c.parentId === null);
const keyOf = (id: number) => DEMO_USERS[id - 1]?.key ?? '';
const blocker = DEMO_USERS.find(
  (u, i) =>
    u.key.startsWith('user') &&
    i + 1 !== COMMENT?.authorId &&
    i + 1 !== ROWS.contents.find((c) => c.id === KNEE.id)?.authorId,
)?.key;

describe.each(ENGINES)('contract: blocks on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('blocks a comment’s author, collapses the comment, reads it once, lists and undoes the block; refuses a visitor and oneself', async () => {
    const commentId = COMMENT?.id ?? 0;
    const authorId = COMMENT?.authorId ?? 0;
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const visitor = await outcome(p.blocksApi.block({ sourceKind: 'comment', sourceId: commentId }));
      const visitorList = await outcome(p.blocksApi.mine(1, 20));
      await signInAs(p, blocker ?? '');
      const made = await run(p.blocksApi.block({ sourceKind: 'comment', sourceId: commentId }));
      const collapsed = (await run(p.commentsApi.page(SHIN_GUARD, 1))).data.find((c) => c.id === commentId);
      const once = await run(p.blocksApi.reveal({ sourceKind: 'comment', sourceId: commentId }));
      const list = timeless(await run(p.blocksApi.mine(1, 20)));
      // On the anonymous board: through the post, never naming its author.
      await run(p.blocksApi.block({ sourceKind: 'qna', sourceId: KNEE.id }));
      const anonymous = timeless(await run(p.blocksApi.mine(1, 20))).data[0];
      const knee = await run(p.boardApis.qna.detail(KNEE.id));
      await run(p.blocksApi.unblock(made.id));
      const gone = await outcome(p.blocksApi.unblock(made.id));
      const back = (await run(p.commentsApi.page(SHIN_GUARD, 1))).data.find((c) => c.id === commentId);
      await signInAs(p, keyOf(authorId));
      const self = await outcome(p.blocksApi.block({ sourceKind: 'comment', sourceId: commentId }));
      signOut(p);
      return { visitor, visitorList, made, collapsed, once, list, anonymous, knee, gone, back, self };
    });
    expect(fake).toEqual(real);
    expect(real.visitor).toMatchObject({ ok: false, tag: 'Unauthorized' });
    expect(real.visitorList).toMatchObject({ ok: false, tag: 'Unauthorized' });
    expect(real.collapsed).toMatchObject({ content: '', blocked: true });
    expect(real.once).toEqual({ title: null, content: COMMENT?.content });
    expect(real.list.data).toEqual([
      {
        id: real.made.id,
        anonymous: false,
        user: {
          id: authorId,
          nickname: DEMO_USERS[authorId - 1]?.nickname,
          profileImageUrl: null,
        },
        excerpt: expect.any(String),
        createdAt: '<time>',
      },
    ]);
    expect(real.anonymous).toMatchObject({ anonymous: true, user: null });
    expect(real.knee).toMatchObject({ title: BLOCK_TEXT.placeholder, content: '', blocked: true });
    expect(real.gone).toMatchObject({ ok: false, tag: 'NotFound', message: 'Block Not Found' });
    expect(real.back?.content).toBe(COMMENT?.content);
    expect(real.back).not.toHaveProperty('blocked');
    expect(real.self).toMatchObject({ ok: false, tag: 'BadRequest', message: 'Cannot Block Yourself' });
  });
});
