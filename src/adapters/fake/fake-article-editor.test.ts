import { Effect, Exit } from 'effect';
import { describe, expect, it } from 'vitest';
import { DEMO_ARTICLES, DEMO_USERS } from '../../../content/demo';
import { createFakeArticleEditor } from './fake-article-editor';
import { demoAccounts, fakeToken } from './fake-accounts';

const accounts = demoAccounts();
const as = (role: 'EDITOR' | 'ADMIN' | 'USER') => {
  const account = accounts.find((a) => a.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  const token = fakeToken(account);
  const editor = createFakeArticleEditor({
    tokenStore: { get: () => token, set: () => undefined, remove: () => undefined },
  });
  return { editor, account };
};
const doc = { title: '가짜 백엔드 글', content: '<p>본문</p>', tags: ['ETC' as const], thumbnailUrl: null };

describe('fake article editor', () => {
  it('holds the demo articles under their seed ids and authors', async () => {
    const { editor } = as('ADMIN');
    const first = await Effect.runPromise(editor.api.loadForEdit(1));
    const author = DEMO_USERS.findIndex((u) => u.key === DEMO_ARTICLES[0]?.authorKey) + 1;
    expect(first).toMatchObject({ id: 1, title: DEMO_ARTICLES[0]?.title, authorId: author, isDraft: false });
  });

  it('lets an editor draft, autosave and publish, listing the draft until then', async () => {
    const { editor } = as('EDITOR');
    const id = await Effect.runPromise(editor.api.createDraft({ ...doc, title: '' }));
    await Effect.runPromise(editor.api.saveDraft(id, doc));
    expect((await Effect.runPromise(editor.api.listDrafts())).map((d) => d.id)).toContain(id);
    expect(await Effect.runPromise(editor.api.publishDraft(id, doc))).toBe(id);
    expect((await Effect.runPromise(editor.api.loadForEdit(id))).isDraft).toBe(false);
  });

  it('refuses members who are not writers, and a publish without a title', async () => {
    const user = as('USER');
    expect(Exit.isFailure(await Effect.runPromiseExit(user.editor.api.create(doc)))).toBe(true);
    const { editor } = as('EDITOR');
    const id = await Effect.runPromise(editor.api.createDraft(doc));
    expect(
      Exit.isFailure(await Effect.runPromiseExit(editor.api.publishDraft(id, { ...doc, title: ' ' }))),
    ).toBe(true);
  });
});
