import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../content/demo';
import { fakeToken } from '../../src/adapters/fake/fake-accounts';
import { createFakeBackend } from '../../src/adapters/fake/fake-backend';
import { createRecordingNavigator } from '../../src/adapters/fake/fake-browser';
import { createHttpClient } from '../../src/adapters/http/http-client';
import { createHttpCommentsApi } from '../../src/adapters/http/http-comments-api';
import { createHttpBoardApi } from '../../src/adapters/http/http-content-api';
import { createHttpDraftsApi } from '../../src/adapters/http/http-drafts-api';
import { createHttpReactionsApi } from '../../src/adapters/http/http-reactions-api';
import type { BoardKind } from '../../src/application/content/content-api.port';
import type { TokenStore } from '../../src/application/ports/token-store.port';
import {
  BoardCardArray,
  BoardListQuery,
  BoardPage,
  BoardPostDetail,
  BoardSearchQuery,
} from '../../src/contract/boards';
import { contentOperations } from '../../src/contract/content.operations';
import { registerContentKind } from '../../src/contract/content-kind-registry';
import { CONTENT_POLICIES, type ContentKind, type ContentPolicy } from '../../src/domain/content/policy';
import { CONTENT_PAGES } from '../../src/domain/content/policy-pages';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';

/**
 * Issue 21: a content kind is one policy row. A fourth, test-only kind (notices) is registered here, a
 * policy row, its parts and the operation table its paths make, and nothing else: no use case, store,
 * binding, route or adapter is written for it. Its list, detail, comments, likes and search then answer
 * on the demo host (the server's use cases on the memory stores) through the app's own HTTP adapters.
 */
const NOTICE = 'notice' as ContentKind;

const notice: ContentPolicy = {
  ...CONTENT_POLICIES.post,
  kind: NOTICE,
  board: null,
  searchScopes: ['TITLE_CONTENT', 'TITLE', 'CONTENT'],
  notFoundMessage: SERVER_MESSAGES.postNotFound,
  paths: {
    detail: (id) => `/notice/${id}`,
    draft: (id) => `/notice/draft/${id}`,
    edit: (id) => `/notice/edit/${id}`,
    write: () => '/notice/write',
  },
};

const api = (path: string) => `/api/notice${path}`;

const operations = contentOperations({
  policy: notice,
  tag: 'notices',
  // The board card and detail shapes of the wire (the row's `card: 'board'`).
  schemas: {
    listQuery: BoardListQuery,
    searchQuery: BoardSearchQuery,
    page: BoardPage,
    cards: BoardCardArray,
    detail: BoardPostDetail,
  },
  publishByPatch: true,
  paths: {
    list: api('/posts'),
    search: api('/posts/search'),
    popular: api('/popular/weekly'),
    drafts: api('/posts/draft/all'),
    detail: api('/post/{id}'),
    create: api('/post'),
    createDraft: api('/post/draft'),
    edit: api('/post/{id}'),
    autosave: api('/post/draft/{id}'),
    publish: api('/post/draft/{id}/publish'),
    remove: api('/post/{id}'),
    like: api('/post/{id}/like'),
    comments: api('/post/{id}/comments'),
    comment: api('/post/{id}/comment'),
    reply: api('/post/{id}/comment/{commentId}/reply'),
    editComment: api('/comment/{commentId}'),
    removeComment: api('/comment/{commentId}/status'),
    blindComment: api('/comment/{commentId}/blind'),
    likeComment: api('/comment/{commentId}/like'),
  },
});

const idOf = (key: string) => DEMO_USERS.findIndex((u) => u.key === key) + 1;

const member = () => {
  let token: string | null = null;
  const tokens: TokenStore = {
    get: () => token,
    set: (t) => {
      token = t;
    },
    remove: () => {
      token = null;
    },
  };
  return {
    tokens,
    as: (key: string) =>
      tokens.set(fakeToken({ id: idOf(key), role: DEMO_USERS[idOf(key) - 1]?.role ?? 'USER' })),
  };
};

describe('a fourth, test-only content kind, registered as a row', () => {
  let undo: () => void;
  let ports: ReturnType<typeof portsOf>;
  const session = member();

  const portsOf = () => {
    // Built after the registration, as a host is: its bindings are made from the tables then.
    const backend = createFakeBackend({ tokenStore: session.tokens });
    const http = createHttpClient({
      tokenStore: session.tokens,
      navigator: createRecordingNavigator(),
      authEvents: { onUnauthorized: () => () => undefined, emitUnauthorized: () => undefined },
      fetch: backend.fetch,
      timeoutMs: 60_000,
    });
    return {
      backend,
      board: createHttpBoardApi(http, NOTICE as BoardKind),
      drafts: createHttpDraftsApi(http, NOTICE),
      comments: createHttpCommentsApi(http),
      reactions: createHttpReactionsApi(http),
      freeBoard: createHttpBoardApi(http, 'post'),
    };
  };

  beforeAll(() => {
    undo = registerContentKind({
      policy: notice,
      pages: { ...CONTENT_PAGES.post, card: 'board' },
      profileLists: { public: true, visibility: { authored: null, liked: null, comments: null } },
      operations,
    });
    ports = portsOf();
  });
  afterAll(() => undo());

  const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);
  const doc = (title: string, body: string) => ({
    title,
    content: `<p>${body}</p>`,
    tags: [],
    thumbnailUrl: null,
  });

  it('lists, shows, comments on, likes and finds its items, and keeps them out of the other kinds', async () => {
    session.as('user1');
    const id = await run(
      ports.drafts.create(doc('주말 훈련장 변경 공지', '이번 주 토요일 훈련은 보조구장에서 합니다.')),
    );

    const page = await run(
      ports.board.page({
        query: { tag: 'ALL', sort: 'LATEST', keyword: '', scope: 'TITLE_CONTENT' },
        page: 1,
      }),
    );
    expect(page.data.map((card) => card.id)).toEqual([id]);
    expect(page.data[0]?.mine).toBe(true);
    const free = await run(
      ports.freeBoard.page({
        query: { tag: 'ALL', sort: 'LATEST', keyword: '', scope: 'TITLE_CONTENT' },
        page: 1,
      }),
    );
    expect(free.data.map((card) => card.id)).not.toContain(id);

    const detail = await run(ports.board.detail(id));
    expect(detail).toMatchObject({
      id,
      title: '주말 훈련장 변경 공지',
      content: '<p>이번 주 토요일 훈련은 보조구장에서 합니다.</p>',
    });

    session.as('user2');
    const created = await run(ports.comments.create({ kind: NOTICE, id }, '확인했습니다!'));
    const comments = await run(ports.comments.page({ kind: NOTICE, id }, created.page));
    expect(comments.data.map((c) => c.content)).toContain('확인했습니다!');
    const liked = await run(ports.reactions.like({ on: 'content', ref: { kind: NOTICE, id } }));
    expect(liked).toEqual({ liked: true, likeCount: 1 });

    // Korean search of two syllables (a bigram no trigram index could find) in the kind's own scopes.
    const found = await run(
      ports.board.page({
        query: { tag: 'ALL', sort: 'LATEST', keyword: '훈련', scope: 'TITLE_CONTENT' },
        page: 1,
      }),
    );
    expect(found.data.map((card) => card.id)).toEqual([id]);
    expect(found.data[0]?.highlightedTitle).toBe('주말 <mark>훈련</mark>장 변경 공지');
    expect((await run(ports.board.detail(id))).commentCount).toBe(1);

    // The author is notified as for any kind, with a link the kind's row gives.
    const stored = [...(await ports.backend.host).db.tables.notifications.values()].filter(
      (n) => n.recipientId === idOf('user1'),
    );
    expect(stored.map((n) => n.link)).toContain(notice.paths.detail(id));
  });
});
