import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONTENT_OPERATIONS } from '../../src/contract/content-tables';
import type { ContentTag } from '../../src/domain/catalog';
import { type ContentKind, policyOf } from '../../src/domain/content/policy';
import { paths } from '../../src/domain/paths';
import { DRAFT_DELETE_TEXT, EDITOR_TEXT } from '../../src/domain/text/editor';
import { UI_TEXT } from '../../src/domain/text/ui';
import { bearer, stamp, toast } from './boards-support';
import { EDITOR_EMAIL, signInAs } from './editor-support';

const KINDS: readonly ContentKind[] = ['article', 'post', 'qna'];
const TAGS: Readonly<Record<ContentKind, readonly ContentTag[]>> = {
  article: [],
  post: [],
  qna: ['NUTRITION'],
};

/** A draft of the kind, made through the API as the editor saves one; its id. */
const draftOf = async (page: Page, token: string, kind: ContentKind, title: string): Promise<number> => {
  const response = await page.request.post(CONTENT_OPERATIONS[kind].createDraft.path, {
    headers: bearer(token),
    data: { title, content: '<p>나중에 마저 쓸 글입니다.</p>', tags: TAGS[kind], thumbnailUrl: null },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
};

/** The writer's own draft ids of the kind, as the drafts tab lists them. */
const draftIds = async (page: Page, token: string, kind: ContentKind): Promise<number[]> => {
  const response = await page.request.get(CONTENT_OPERATIONS[kind].drafts.path, { headers: bearer(token) });
  return ((await response.json()) as { id: number }[]).map((d) => d.id);
};

const myId = async (page: Page, token: string): Promise<number> => {
  const response = await page.request.get('/api/user/profile', { headers: bearer(token) });
  return ((await response.json()) as { id: number }).id;
};

const confirmDelete = (page: Page) =>
  page
    .getByRole('dialog', { name: UI_TEXT.deleteConfirmTitle })
    .getByRole('button', { name: UI_TEXT.delete })
    .click();

test('the owner deletes a draft of every kind from the drafts tab, by its ⋮ menu', async ({ page }) => {
  const token = await signInAs(page, EDITOR_EMAIL);
  const suffix = stamp();
  const titles = Object.fromEntries(KINDS.map((kind) => [kind, `지울 초안 ${kind} ${suffix}`])) as Record<
    ContentKind,
    string
  >;
  const ids = Object.fromEntries(
    await Promise.all(KINDS.map(async (kind) => [kind, await draftOf(page, token, kind, titles[kind])])),
  ) as Record<ContentKind, number>;
  const kept = await draftOf(page, token, 'post', `남길 초안 ${suffix}`);

  await page.goto(paths.user(await myId(page, token), 'drafts'));
  for (const kind of KINDS) {
    const link = page.getByRole('link', { name: new RegExp(titles[kind]) });
    await expect(link).toBeVisible();
    await page.getByRole('button', { name: DRAFT_DELETE_TEXT.menu(titles[kind]) }).click();
    await page.getByRole('menuitem', { name: DRAFT_DELETE_TEXT.action }).click();
    await confirmDelete(page);
    await expect(toast(page, DRAFT_DELETE_TEXT.deleted)).toBeVisible();
    await expect(link).toHaveCount(0);
    expect(await draftIds(page, token, kind)).not.toContain(ids[kind]);
  }
  await expect(page.getByRole('link', { name: new RegExp(`남길 초안 ${suffix}`) })).toBeVisible();
  expect(await draftIds(page, token, 'post')).toContain(kept);
});

test('the owner deletes a draft from its own page after confirming, and lands on the drafts tab', async ({
  page,
}) => {
  const token = await signInAs(page, EDITOR_EMAIL);
  const me = await myId(page, token);
  for (const kind of KINDS) {
    const title = `초안 페이지에서 지우기 ${kind} ${stamp()}`;
    const id = await draftOf(page, token, kind, title);
    await page.goto(policyOf(kind).paths.draft(id));
    await expect(page.getByRole('textbox', { name: EDITOR_TEXT.titleLabel })).toHaveValue(title);

    // Cancelling keeps it.
    await page.getByRole('button', { name: DRAFT_DELETE_TEXT.action, exact: true }).click();
    await page
      .getByRole('dialog', { name: UI_TEXT.deleteConfirmTitle })
      .getByRole('button', { name: UI_TEXT.cancel })
      .click();
    await expect(page.getByRole('dialog', { name: UI_TEXT.deleteConfirmTitle })).toHaveCount(0);
    expect(await draftIds(page, token, kind)).toContain(id);

    await page.getByRole('button', { name: DRAFT_DELETE_TEXT.action, exact: true }).click();
    await confirmDelete(page);
    await expect(toast(page, DRAFT_DELETE_TEXT.deleted)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.user(me, 'drafts').replace('?', '\\?')}$`));
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
    expect(await draftIds(page, token, kind)).not.toContain(id);
  }
});
