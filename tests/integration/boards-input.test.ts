import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST_OPERATIONS, QNA_OPERATIONS } from '../../src/contract/boards.operations';
import { CONTENT_LIMITS } from '../../src/domain/content/limits';
import { escapeHtml, highlightSegments } from '../../src/domain/content/search';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { CONTENT_INPUT_TEXT as T } from '../../src/domain/text/content-input';
import { VALIDATION_TEXT as V } from '../../src/domain/text/validation';
import {
  at,
  BOARDS,
  type BoardCast,
  boardBody,
  boardDetail,
  boardPage,
  expectError,
  removeComment,
  saveBoardDraft,
  signUpBoardCast,
  writeComment,
  writePost,
} from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const { badRequest, postNotFound, commentNotFound, payloadTooLarge, unauthorized } = SERVER_MESSAGES;
/** Over the 1 MB a JSON body may carry (3 bytes a syllable). */
const HUGE = '가'.repeat(400_000);

describe.each(ENGINES)('board input on %s', (engine) => {
  let t: TestApp;
  let cast: BoardCast;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    cast = await signUpBoardCast(t);
  });

  describe.each(BOARDS)('$kind board', (board) => {
    const get = (path: string, token?: string) => t.request('GET', path, { token });

    it('answers an unknown sortType or searchType and an out-of-range page or size with 400 naming the field', async () => {
      const post = await writePost(t, board, cast.owner.token);
      const cases: [string, Record<string, string | number>, string, string][] = [
        [board.paths.list, { sortType: 'POPULAR' }, 'sortType', V.invalidValue],
        [board.paths.list, { sortType: 'latest' }, 'sortType', V.invalidValue],
        [board.paths.search, { keyword: '축구', sortType: 'HOT' }, 'sortType', V.invalidValue],
        [board.paths.search, { keyword: '축구', searchType: 'EVERYTHING' }, 'searchType', V.invalidValue],
        [board.paths.search, { keyword: '가'.repeat(51) }, 'keyword', T.keywordTooLong],
      ];
      const comments = at(board.paths.comments, { id: post });
      for (const path of [board.paths.list, board.paths.search, comments]) {
        // Lists stop at page 1000 (no deep OFFSET scans); a post's comments are few, so only the format counts.
        const pages =
          path === comments
            ? [0, -1, 'abc', '1.5', 1_000_000]
            : [0, -1, 'abc', '1.5', 1_000_000, CONTENT_LIMITS.maxPage + 1];
        for (const page of pages) cases.push([path, { page }, 'page', V.invalidNumber]);
        for (const size of [0, CONTENT_LIMITS.pageSize + 1, 1000, 'ten'])
          cases.push([path, { size }, 'size', V.invalidNumber]);
      }
      const answers = [];
      for (const [path, query] of cases) {
        const res = await get(at(path, {}, query));
        answers.push([at(path, {}, query), res.status, await res.json()]);
      }
      expect(answers).toEqual(
        cases.map(([path, query, field, reason]) => [
          at(path, {}, query),
          400,
          { message: badRequest, errors: [{ field, reason }] },
        ]),
      );

      expect(
        await boardPage(t, at(board.paths.list, {}, { page: CONTENT_LIMITS.maxPage, size: 10 })),
      ).toEqual({
        data: [],
        pageInfo: { page: CONTENT_LIMITS.maxPage, totalPages: 1, totalElements: 1 },
      });
      expect(
        (await boardPage(t, at(board.paths.list, {}, { size: CONTENT_LIMITS.pageSize }))).data,
      ).toHaveLength(1);
      expect(
        (await boardPage(t, at(board.paths.search, {}, { keyword: '연습', page: CONTENT_LIMITS.maxPage })))
          .data,
      ).toEqual([]);
      await expectError(await get(board.paths.list, 'not-a-token'), 401, unauthorized);
    });

    it('refuses a bad write body with its field and reason, and a body over 1 MB with 413', async () => {
      const send = (path: string, body: unknown) =>
        t.request('POST', path, { token: cast.owner.token, json: body });
      const raw = (path: string, text: string) =>
        t.app.request(path, {
          method: 'POST',
          headers: { Authorization: `Bearer ${cast.owner.token}`, 'Content-Type': 'application/json' },
          body: text,
        });
      for (const path of [board.paths.create, board.paths.createDraft]) {
        await expectError(await raw(path, '{"title":'), 400, badRequest, [
          { field: 'body', reason: V.invalidValue },
        ]);
        await expectError(await t.request('POST', path, { token: cast.owner.token }), 400, badRequest, [
          { field: 'body', reason: V.required },
        ]);
        await expectError(await send(path, { content: '<p>본문</p>' }), 400, badRequest, [
          { field: 'title', reason: V.required },
        ]);
        await expectError(await send(path, boardBody(board, { title: '가'.repeat(121) })), 400, badRequest, [
          { field: 'title', reason: T.titleTooLong },
        ]);
        await expectError(
          await send(path, boardBody(board, { content: 'a'.repeat(CONTENT_LIMITS.bodyLength + 1) })),
          400,
          badRequest,
          [{ field: 'content', reason: T.contentTooLong }],
        );
        await expectError(await send(path, boardBody(board, { content: HUGE })), 413, payloadTooLarge);
        await expectError(
          await send(path, boardBody(board, { thumbnailUrl: '/api/images/a.webp' })),
          400,
          badRequest,
          [{ field: 'thumbnailUrl', reason: T.thumbnailInvalid }],
        );
      }
      const tags =
        board.kind === 'post'
          ? { tags: ['TECHNIQUE'], reason: T.tagInvalid }
          : { tags: ['TECHNIQUE', 'TACTICS'], reason: T.categoryTooMany };
      await expectError(
        await send(board.paths.create, { ...boardBody(board), tags: tags.tags }),
        400,
        badRequest,
        [{ field: 'tags', reason: tags.reason }],
      );
      await expectError(
        await send(board.paths.create, { ...boardBody(board), tags: ['ALL'] }),
        400,
        badRequest,
        [{ field: 'tags.0', reason: T.tagInvalid }],
      );
      expect((await boardPage(t, board.paths.list)).pageInfo.totalElements).toBe(0);

      const post = await writePost(t, board, cast.owner.token);
      const comment = (body: unknown) =>
        t.request('POST', at(board.paths.comment, { id: post }), { token: cast.other.token, json: body });
      await expectError(await comment({ content: ' \n ' }), 400, badRequest, [
        { field: 'content', reason: T.commentBlank },
      ]);
      await expectError(
        await comment({ content: '가'.repeat(CONTENT_LIMITS.commentLength + 1) }),
        400,
        badRequest,
        [{ field: 'content', reason: T.commentTooLong }],
      );
      await expectError(await comment({ content: HUGE }), 413, payloadTooLarge);
      const top = await writeComment(t, board, cast.other.token, post, '질문');
      for (const mentionedUserId of ['1', 0, 1.5])
        await expectError(
          await t.request('POST', at(board.paths.reply, { id: post, commentId: top.id }), {
            token: cast.owner.token,
            json: { content: '답', mentionedUserId },
          }),
          400,
          badRequest,
          [{ field: 'mentionedUserId' }],
        );
      await expectError(
        await t.request('PATCH', at(board.paths.editComment, { commentId: top.id }), {
          token: cast.other.token,
          json: { content: HUGE },
        }),
        413,
        payloadTooLarge,
      );
      expect((await boardDetail(t, board, post)).commentCount).toBe(1);
    });

    it('keeps HTML in a title as text: stored as typed, escaped in every highlight, scripts gone from bodies', async () => {
      const title = '<script>alert(1)</script><img src=x onerror=alert(2)> 질문';
      const id = await writePost(t, board, cast.owner.token, {
        title,
        content:
          '<p>본문</p><script>alert(3)</script><img src="x" onerror="alert(4)"><a href="javascript:alert(5)">링크</a>',
      });
      const detail = await boardDetail(t, board, id);
      expect(detail.title).toBe(title);
      expect(detail.content).toContain('<p>본문</p>');
      expect(detail.content).not.toMatch(/<script|onerror|javascript:/i);
      const [card] = (await boardPage(t, board.paths.list)).data;
      expect(card?.highlightedTitle).toBe(escapeHtml(title));
      expect(card?.highlightedTitle).not.toContain('<');
      expect(card?.highlightedContentPreview).toBe('본문 링크');
      const [found] = (
        await boardPage(t, at(board.paths.search, {}, { keyword: 'script', searchType: 'TITLE' }))
      ).data;
      expect(found?.highlightedTitle).toBe(
        '&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;&lt;img src=x onerror=alert(2)&gt; 질문',
      );
      expect(
        highlightSegments(found?.highlightedTitle ?? '')
          .map((s) => s.text)
          .join(''),
      ).toBe(title);
      const typed = '<b>굵게</b> 써 주세요';
      const comment = await writeComment(t, board, cast.other.token, id, typed);
      const listed = await t.request('GET', at(board.paths.comments, { id }));
      expect((await listed.json()).data[0]).toMatchObject({ id: comment.id, content: typed });
    });

    it('answers 404 for comments on a deleted post or a draft, and 400 for editing a deleted comment', async () => {
      const draft = await saveBoardDraft(t, board, cast.owner.token);
      const commentOn = (id: number, token = cast.owner.token) =>
        t.request('POST', at(board.paths.comment, { id }), { token, json: { content: '메모' } });
      await expectError(await commentOn(draft), 404, postNotFound);
      await expectError(await t.request('GET', at(board.paths.comments, { id: draft })), 404, postNotFound);

      const post = await writePost(t, board, cast.owner.token);
      const kept = await writeComment(t, board, cast.other.token, post, '남길 댓글');
      const removed = await writeComment(t, board, cast.other.token, post, '지울 댓글');
      expect((await removeComment(t, board, removed.id, cast.other.token)).status).toBe(204);
      await expectError(
        await t.request('PATCH', at(board.paths.editComment, { commentId: removed.id }), {
          token: cast.other.token,
          json: { content: '되살리기' },
        }),
        400,
        badRequest,
        [{ field: 'commentId', reason: T.commentDeleted }],
      );
      expect(
        (await t.request('DELETE', at(board.paths.remove, { id: post }), { token: cast.owner.token })).status,
      ).toBe(204);
      await expectError(await commentOn(post, cast.other.token), 404, postNotFound);
      await expectError(
        await t.request('POST', at(board.paths.reply, { id: post, commentId: kept.id }), {
          token: cast.owner.token,
          json: { content: '답', mentionedUserId: null },
        }),
        404,
        postNotFound,
      );
      await expectError(await t.request('GET', at(board.paths.comments, { id: post })), 404, postNotFound);
      await expectError(
        await t.request('PATCH', at(board.paths.editComment, { commentId: kept.id }), {
          token: cast.other.token,
          json: { content: '고침' },
        }),
        404,
        commentNotFound,
      );
      await expectError(
        await t.request('PATCH', at(board.paths.likeComment, { commentId: kept.id }), {
          token: cast.owner.token,
        }),
        404,
        commentNotFound,
      );
      await expectError(await removeComment(t, board, kept.id, cast.other.token), 404, commentNotFound);
      await expectError(await commentOn(999_999), 404, postNotFound);
      // Ids are positive integers within range; anything else is refused before any lookup.
      expect((await t.request('GET', board.paths.detail.replace('{id}', 'abc'))).status).toBe(404);
      await expectError(
        await t.request('GET', at(board.paths.detail, { id: 99_999_999_999 })),
        400,
        badRequest,
        [{ field: 'id', reason: V.invalidNumber }],
      );
    });
  });

  it('documents every board call of spec section 7 in the OpenAPI document and on /api/docs', async () => {
    // Spec section 7, "Free board" and "Q&A board", as the spec writes them ({id} for any parameter).
    const SPEC_CALLS = [
      'get /api/board/posts',
      'get /api/board/posts/search',
      'post /api/board/post',
      'post /api/board/post/draft',
      'patch /api/board/post/draft/{id}/publish',
      'post /api/board/post/draft/{id}/publish',
      'delete /api/board/post/{id}',
      'get /api/board/posts/draft/all',
      'post /api/board/post/{id}/comment',
      'get /api/board/post/{id}/comments',
      'post /api/board/post/{id}/comment/{id}/reply',
      'patch /api/board/post/comment/{id}',
      'patch /api/board/post/comment/{id}/status',
      'patch /api/board/post/comment/{id}/blind',
      'patch /api/board/comment/{id}/like',
      'patch /api/board/post/{id}/like',
      'get /api/board/popular/weekly',
      'get /api/board/qna/posts',
      'get /api/board/qna/posts/search',
      'post /api/board/qna/post',
      'post /api/board/qna/draft',
      'post /api/board/qna/draft/{id}/publish',
      'patch /api/board/qna/post/{id}',
      'delete /api/board/qna/post/{id}',
      'get /api/board/qna/{id}',
      'get /api/board/qna/popular/weekly',
      'post /api/board/qna/post/{id}/comment',
      'get /api/board/qna/post/{id}/comments',
      'post /api/board/qna/post/{id}/comment/{id}/reply',
      'patch /api/board/qna/comment/{id}',
      'delete /api/board/qna/comment/{id}',
      'patch /api/board/qna/comment/{id}/blind',
      'patch /api/board/qna/comment/{id}/like',
      'patch /api/board/qna/{id}/like',
    ];
    const generic = (path: string) => path.replace(/\{[A-Za-z]+\}/g, '{id}');
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = new Map<string, string>(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => [`${method} ${generic(path)}`, path] as const),
      ),
    );
    expect(SPEC_CALLS.filter((call) => !documented.has(call))).toEqual([]);
    // And the operation tables serve every one of them (docs.test.ts checks routes = documents).
    const tables = [...Object.values(POST_OPERATIONS), ...Object.values(QNA_OPERATIONS)].map(
      (op) => `${op.method} ${generic(op.path)}`,
    );
    expect(SPEC_CALLS.filter((call) => !tables.includes(call))).toEqual([]);
    const page = await (await t.request('GET', '/api/docs')).text();
    expect(
      SPEC_CALLS.map((call) => documented.get(call)).filter((path) => !page.includes(path ?? '\0')),
    ).toEqual([]);
  });
});
