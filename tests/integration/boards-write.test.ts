import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { CONTENT_INPUT_TEXT as T } from '../../src/domain/text/content-input';
import {
  at,
  BOARDS,
  type BoardCast,
  boardBody,
  boardCards,
  boardDetail,
  boardPage,
  expectError,
  json,
  saveBoardDraft,
  signUpBoardCast,
  writeComment,
  writePost,
} from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const MINUTE = 60_000;
const START = new Date('2026-03-02T03:00:00Z');
const { unauthorized, forbidden, postNotFound } = SERVER_MESSAGES;

describe.each(ENGINES)('board writing on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let cast: BoardCast;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    now = START;
    cast = await signUpBoardCast(t);
  });
  const later = () => {
    now = new Date(now.getTime() + MINUTE);
  };

  describe.each(BOARDS)('$kind board', (board) => {
    const send = (method: string, path: string, token?: string, body?: unknown) =>
      t.request(method, path, { token, json: body });
    const listIds = async () => (await boardPage(t, board.paths.list)).data.map((c) => c.id);

    it('lets every member post and save drafts; a visitor gets 401', async () => {
      for (const path of [board.paths.create, board.paths.createDraft]) {
        await expectError(await send('POST', path, undefined, boardBody(board)), 401, unauthorized);
        for (const who of [cast.owner, cast.other, cast.admin]) {
          const res = await send(
            'POST',
            path,
            who.token,
            boardBody(board, { title: `${who.nickname}의 글` }),
          );
          expect(res.status).toBe(201);
          const { id } = await json<{ id: number }>(res);
          expect(await boardDetail(t, board, id, who.token)).toMatchObject({
            id,
            title: `${who.nickname}의 글`,
            content: '<p>주말마다 아이와 <strong>볼 터치</strong> 연습을 합니다.</p>',
            tags: board.kind === 'qna' ? ['TECHNIQUE'] : [],
            mine: true,
            isDraft: path === board.paths.createDraft,
            publishedAt: path === board.paths.create ? START.toISOString() : null,
          });
        }
      }
      expect(await listIds()).toHaveLength(3);
    });

    it('keeps drafts to their writer: the drafts list, autosave and publishing by POST and PATCH', async () => {
      const blank = await saveBoardDraft(t, board, cast.owner.token, { title: '', content: '' });
      const second = await saveBoardDraft(t, board, cast.owner.token, { title: '두 번째 초안' });
      const others = await saveBoardDraft(t, board, cast.other.token, { title: '남의 초안' });
      const published = await writePost(t, board, cast.owner.token);
      await expectError(await send('GET', board.paths.drafts), 401, unauthorized);
      const drafts = await boardCards(t, board.paths.drafts, cast.owner.token);
      expect(drafts.map((c) => [c.id, c.isDraft, c.mine, c.draftUrl])).toEqual([
        [second, true, true, board.policy.paths.draft(second)],
        [blank, true, true, board.policy.paths.draft(blank)],
      ]);
      expect((await boardCards(t, board.paths.drafts, cast.other.token)).map((c) => c.id)).toEqual([others]);
      expect(await boardCards(t, board.paths.drafts, cast.admin.token)).toEqual([]);
      expect(await listIds()).toEqual([published]);

      const autosave = at(board.paths.autosave, { id: blank });
      const typing = boardBody(board, { title: '', content: '<p>쓰는 중</p>' });
      await expectError(await send('PATCH', autosave, undefined, typing), 401, unauthorized);
      await expectError(await send('PATCH', autosave, cast.other.token, typing), 404, postNotFound);
      await expectError(await send('PATCH', autosave, cast.admin.token, typing), 403, forbidden);
      later();
      expect(await json(await send('PATCH', autosave, cast.owner.token, typing))).toEqual({ id: blank });
      expect((await boardCards(t, board.paths.drafts, cast.owner.token)).map((c) => c.id)).toEqual([
        blank,
        second,
      ]);
      expect(await boardDetail(t, board, blank, cast.owner.token)).toMatchObject({
        title: '',
        content: '<p>쓰는 중</p>',
        isDraft: true,
      });
      await expectError(
        await send('PATCH', at(board.paths.autosave, { id: published }), cast.owner.token, typing),
        400,
        'Bad Request',
        [{ field: 'id', reason: T.notDraft }],
      );

      // Spec section 7 names both methods for publishing; the operation table serves both.
      for (const [method, id] of [
        ['POST', second],
        ['PATCH', blank],
      ] as const) {
        const publish = at(board.paths.publish, { id });
        await expectError(await send(method, publish), 401, unauthorized);
        await expectError(await send(method, publish, cast.other.token), 404, postNotFound);
        await expectError(await send(method, publish, cast.admin.token), 403, forbidden);
      }
      await expectError(
        await send('POST', at(board.paths.publish, { id: blank }), cast.owner.token),
        400,
        'Bad Request',
        [{ field: 'title', reason: T.titleRequired }],
      );
      later();
      expect(
        await json(await send('POST', at(board.paths.publish, { id: second }), cast.owner.token)),
      ).toEqual({
        id: second,
      });
      await expectError(
        await send(
          'PATCH',
          at(board.paths.publish, { id: blank }),
          cast.owner.token,
          boardBody(board, { content: '' }),
        ),
        400,
        'Bad Request',
        [{ field: 'content', reason: T.contentRequired }],
      );
      later();
      const finalVersion = boardBody(board, { title: '완성한 글' });
      expect(
        (await send('PATCH', at(board.paths.publish, { id: blank }), cast.owner.token, finalVersion)).status,
      ).toBe(200);
      expect(await boardDetail(t, board, blank)).toMatchObject({
        title: '완성한 글',
        isDraft: false,
        publishedAt: now.toISOString(),
      });
      expect(await listIds()).toEqual([blank, second, published]);
      expect(await boardCards(t, board.paths.drafts, cast.owner.token)).toEqual([]);
      for (const method of ['POST', 'PATCH'])
        await expectError(
          await send(method, at(board.paths.publish, { id: second }), cast.owner.token),
          400,
          'Bad Request',
          [{ field: 'id', reason: T.notDraft }],
        );
      await expectError(
        await send('POST', at(board.paths.publish, { id: 999_999 }), cast.owner.token),
        404,
        postNotFound,
      );
    });

    it('lets only the owner edit a post: another member and ADMIN get 403', async () => {
      const id = await writePost(t, board, cast.owner.token);
      const path = at(board.paths.edit, { id });
      const edit = boardBody(board, { title: '고친 제목', content: '<p>고친 본문</p>' });
      await expectError(await send('PATCH', path, undefined, edit), 401, unauthorized);
      await expectError(await send('PATCH', path, cast.other.token, edit), 403, forbidden);
      await expectError(await send('PATCH', path, cast.admin.token, edit), 403, forbidden);
      later();
      expect(await json(await send('PATCH', path, cast.owner.token, edit))).toEqual({ id });
      expect(await boardDetail(t, board, id)).toMatchObject({
        title: '고친 제목',
        content: '<p>고친 본문</p>',
        modifiedAt: now.toISOString(),
        publishedAt: START.toISOString(),
      });
      await expectError(
        await send('PATCH', path, cast.owner.token, boardBody(board, { content: '<p> </p>' })),
        400,
        'Bad Request',
        [{ field: 'content', reason: T.contentRequired }],
      );
      await expectError(
        await send('PATCH', at(board.paths.edit, { id: 999_999 }), cast.owner.token, edit),
        404,
        postNotFound,
      );
      expect((await boardDetail(t, board, id)).title).toBe('고친 제목');
    });

    it('lets the owner and ADMIN delete a post (moderation); another member gets 403', async () => {
      const mine = await writePost(t, board, cast.owner.token);
      const moderated = await writePost(t, board, cast.owner.token);
      const admins = await writePost(t, board, cast.admin.token);
      const draft = await saveBoardDraft(t, board, cast.owner.token);
      await writeComment(t, board, cast.other.token, mine, '댓글');
      const remove = (id: number, token?: string) => send('DELETE', at(board.paths.remove, { id }), token);
      await expectError(await remove(mine), 401, unauthorized);
      await expectError(await remove(mine, cast.other.token), 403, forbidden);
      await expectError(await remove(admins, cast.owner.token), 403, forbidden);
      expect((await remove(mine, cast.owner.token)).status).toBe(204);
      expect((await remove(moderated, cast.admin.token)).status).toBe(204);
      expect((await remove(draft, cast.owner.token)).status).toBe(204);
      await expectError(await remove(mine, cast.owner.token), 404, postNotFound);
      await expectError(await send('GET', at(board.paths.detail, { id: mine })), 404, postNotFound);
      await expectError(await send('GET', at(board.paths.comments, { id: mine })), 404, postNotFound);
      expect(await listIds()).toEqual([admins]);
      expect((await boardPage(t, board.paths.list)).pageInfo.totalElements).toBe(1);
      expect(await boardCards(t, board.paths.drafts, cast.owner.token)).toEqual([]);
    });
  });
});
