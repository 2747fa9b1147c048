import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_OPERATIONS } from '../../src/contract/articles.operations';
import { createApp } from '../../server/adapters/http/app';
import { createResponseCache } from '../../server/adapters/http/cache/response-cache';
import { inProcessBus } from '../../server/adapters/bus/in-process-bus';
import type { AppEnv } from '../../server/adapters/http/env';
import { at, FREE_BOARD, QNA_BOARD } from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const NOW = new Date('2026-03-02T03:00:00Z');

type Viewer = 'visitor' | 'first' | 'second' | 'admin';
type Step =
  | {
      op: 'read';
      viewer: Viewer;
      path: 'qnaList' | 'qnaPopular' | 'postList' | 'qnaDetail' | 'postDetail' | 'related';
    }
  | { op: 'write'; viewer: Exclude<Viewer, 'visitor'>; board: 'qna' | 'post' }
  | { op: 'like'; viewer: Exclude<Viewer, 'visitor'>; board: 'qna' | 'post' };

const signedInViewer = fc.constantFrom<Exclude<Viewer, 'visitor'>>('first', 'second', 'admin');
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('read' as const),
      viewer: fc.constantFrom<Viewer>('visitor', 'first', 'second', 'admin'),
      path: fc.constantFrom('qnaList', 'qnaPopular', 'postList', 'qnaDetail', 'postDetail', 'related'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('write' as const),
      viewer: signedInViewer,
      board: fc.constantFrom('qna', 'post'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('like' as const),
      viewer: signedInViewer,
      board: fc.constantFrom('qna', 'post'),
    }),
  },
);

/** Views move with every reader (and lag in kept answers by design): everything else must be equal. */
const withoutViews = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v) => (key === 'views' ? undefined : v));

/**
 * Issue 13: a personal field (liked, likedBoard, mine, an anonymous author shown to ADMIN) never crosses
 * viewers. Random reads and writes by a visitor, two members and an ADMIN go to the app with the cache
 * (and, on PGlite, the session facts and likes kept through the change feed); every answer must equal,
 * views aside, what an app that keeps nothing answers the same viewer.
 */
describe.each(ENGINES)('cached answers and viewers on %s', (engine) => {
  let t: TestApp;
  let reference: Hono<AppEnv>;
  let users: Record<Exclude<Viewer, 'visitor'>, TestUser>;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => NOW });
    // The same database and view counter, with a cache that keeps nothing (a zero time to live) and
    // no change feed (session facts, likes and follows read on every request).
    const bus = inProcessBus();
    const { changes: _kept, ...readsEverything } = t.deps;
    reference = createApp({
      ...readsEverything,
      bus,
      responseCache: createResponseCache({ channel: bus, clock: () => NOW, ttlMs: 0 }),
    });
  });
  afterAll(() => t.close());

  const tokenOf = (viewer: Viewer) => (viewer === 'visitor' ? undefined : users[viewer].token);
  const get = async (app: Hono<AppEnv>, path: string, viewer: Viewer) => {
    const token = tokenOf(viewer);
    const res = await app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return { status: res.status, body: res.status === 200 ? await res.json() : null };
  };

  it('never shows one viewer what is another’s, whatever the reads and writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        await t.reset();
        users = {
          first: await t.signUp({ nickname: '첫째부모' }),
          second: await t.signUp({ nickname: '둘째부모' }),
          admin: await t.signUp({ role: 'ADMIN', nickname: '운영자' }),
        };
        const editor = await t.signUp({ role: 'EDITOR', nickname: '편집자' });
        const ids = {
          qna: [await post(QNA_BOARD.paths.create, users.first.token, 'qna')],
          post: [await post(FREE_BOARD.paths.create, users.second.token, 'post')],
          article: await post('/api/article', editor.token, 'article'),
        };
        await post('/api/article', editor.token, 'article');
        const paths = {
          qnaList: at(QNA_BOARD.paths.list, {}, { page: 1, size: 10 }),
          qnaPopular: QNA_BOARD.paths.popular,
          postList: at(FREE_BOARD.paths.list, {}, { page: 1, size: 10, sortType: 'LATEST' }),
          qnaDetail: at(QNA_BOARD.paths.detail, { id: ids.qna[0] as number }),
          postDetail: at(FREE_BOARD.paths.detail, { id: ids.post[0] as number }),
          related: at(ARTICLE_OPERATIONS.related.path, { id: ids.article }),
        };
        for (const s of steps) {
          const board = s.op === 'read' ? null : s.board === 'qna' ? QNA_BOARD : FREE_BOARD;
          if (s.op === 'write' && board)
            ids[s.board].push(await post(board.paths.create, users[s.viewer].token, s.board));
          else if (s.op === 'like' && board) {
            const like = at(board.paths.like, { id: ids[s.board][0] as number });
            // Liking one's own post is refused (400): a write that changes nothing.
            expect([200, 400]).toContain(
              (await t.request('PATCH', like, { token: users[s.viewer].token })).status,
            );
          } else if (s.op === 'read') {
            const path = paths[s.path];
            const [cached, truth] = [await get(t.app, path, s.viewer), await get(reference, path, s.viewer)];
            expect(cached.status).toBe(truth.status);
            expect(withoutViews(cached.body), `${s.viewer} ${path}`).toEqual(withoutViews(truth.body));
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 600_000);

  const post = async (path: string, token: string, kind: 'qna' | 'post' | 'article') => {
    const res = await t.request('POST', path, {
      token,
      json: {
        title: `${kind} 글`,
        content: '<p>본문</p>',
        tags: kind === 'qna' ? ['TECHNIQUE'] : kind === 'article' ? ['TACTICS'] : [],
        thumbnailUrl: null,
      },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
});
