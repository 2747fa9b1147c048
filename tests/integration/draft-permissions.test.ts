import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_PATHS } from '../../src/contract/articles.operations';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { makeArticleBody, publishArticle, saveDraft } from './helpers/articles.fixtures';
import {
  at,
  BOARDS,
  boardBody,
  commentsOf,
  expectError,
  json,
  removeComment,
  saveBoardDraft,
  writeComment,
  writePost,
} from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const { forbidden } = SERVER_MESSAGES;

/**
 * Issue 26: one rule (src/domain/content/permissions.ts) decides who edits or deletes a draft, on every
 * route that reaches it; a blinded comment stays as the moderators left it.
 */
describe.each(ENGINES)('draft and blinded-comment permissions on %s', (engine) => {
  let t: TestApp;
  let editor: TestUser;
  let member: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    editor = await t.signUp({ role: 'EDITOR' });
    member = await t.signUp();
    admin = await t.signUp({ role: 'ADMIN' });
  });

  const draftOf = async (path: string, token: string) =>
    json<{ title: string; isDraft: boolean }>(await t.request('GET', path, { token }));

  it('an ADMIN edits a published article but not another editor’s draft, on either route', async () => {
    const draft = await saveDraft(t, editor.token, { title: '기자의 초안' });
    const overwrite = makeArticleBody({ title: '관리자가 덮어쓴 제목' });
    for (const [method, path] of [
      ['PATCH', at(ARTICLE_PATHS.edit, { id: draft })],
      ['PUT', at(ARTICLE_PATHS.edit, { id: draft })],
      ['PATCH', at(ARTICLE_PATHS.autosave, { id: draft })],
    ] as const)
      await expectError(
        await t.request(method, path, { token: admin.token, json: overwrite }),
        403,
        forbidden,
      );
    await expectError(
      await t.request('DELETE', at(ARTICLE_PATHS.remove, { id: draft }), { token: admin.token }),
      403,
      forbidden,
    );
    expect(await draftOf(at(ARTICLE_PATHS.detail, { id: draft }), editor.token)).toMatchObject({
      title: '기자의 초안',
      isDraft: true,
    });
    // The author still edits it on the same route, and the ADMIN's right over published articles stays.
    const own = makeArticleBody({ title: '고친 초안' });
    expect(
      (await t.request('PATCH', at(ARTICLE_PATHS.edit, { id: draft }), { token: editor.token, json: own }))
        .status,
    ).toBe(200);
    const published = await publishArticle(t, editor.token);
    expect(
      (
        await t.request('PATCH', at(ARTICLE_PATHS.edit, { id: published }), {
          token: admin.token,
          json: overwrite,
        })
      ).status,
    ).toBe(200);
  });

  it.each(BOARDS.map((b) => [b.kind, b] as const))(
    'an ADMIN removes a published %s but never a member’s draft',
    async (_kind, board) => {
      const draft = await saveBoardDraft(t, board, member.token, { title: '회원의 초안' });
      await expectError(
        await t.request('DELETE', at(board.paths.remove, { id: draft }), { token: admin.token }),
        403,
        forbidden,
      );
      await expectError(
        await t.request('PATCH', at(board.paths.edit, { id: draft }), {
          token: admin.token,
          json: boardBody(board, { title: '관리자' }),
        }),
        403,
        forbidden,
      );
      expect(await draftOf(at(board.paths.detail, { id: draft }), member.token)).toMatchObject({
        title: '회원의 초안',
        isDraft: true,
      });
      expect(
        (await t.request('DELETE', at(board.paths.remove, { id: draft }), { token: member.token })).status,
      ).toBe(204);
      const published = await writePost(t, board, member.token);
      expect(
        (await t.request('DELETE', at(board.paths.remove, { id: published }), { token: admin.token })).status,
      ).toBe(204);
    },
  );

  it.each(BOARDS.map((b) => [b.kind, b] as const))(
    'the author can neither delete nor edit a blinded comment on the %s board',
    async (_kind, board) => {
      const post = await writePost(t, board, admin.token);
      const { id } = await writeComment(t, board, member.token, post, '가려질 댓글');
      expect(
        (
          await t.request('PATCH', at(board.paths.blindComment ?? '', { commentId: id }), {
            token: admin.token,
          })
        ).status,
      ).toBe(204);
      await expectError(await removeComment(t, board, id, member.token), 403, forbidden);
      await expectError(
        await t.request('PATCH', at(board.paths.editComment, { id: post, commentId: id }), {
          token: member.token,
          json: { content: '고쳐 쓴 댓글' },
        }),
        403,
        forbidden,
      );
      // It stays as the moderators left it: blinded, not deleted, its text unchanged (as an ADMIN reads it).
      expect((await commentsOf(t, board, post, admin.token)).data[0]).toMatchObject({
        id,
        blinded: true,
        deleted: false,
        content: '가려질 댓글',
      });
    },
  );
});
