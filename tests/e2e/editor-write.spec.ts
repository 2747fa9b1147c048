import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TAG_LABEL } from '../../src/domain/catalog';
import { EDITOR_KIND_TEXT, EDITOR_TEXT as T } from '../../src/domain/text/editor';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { ADMIN_EMAIL, EDITOR_EMAIL, signInAs, someonesArticleId, tinyPng } from './editor-support';
import { DEMO_USER_EMAIL, screenshot } from './support';
import { CONTENT_TEXT } from '../../src/domain/text/content';

const body = (page: Page) => page.getByTestId('article-body').locator('.tiptap');
const titleBox = (page: Page) => page.getByRole('textbox', { name: T.titleLabel });
const stamp = () => Date.now().toString(36).slice(-5);

test('an editor writes a Korean article with a thumbnail, saves a draft, then publishes it', async ({
  page,
}) => {
  const token = await signInAs(page, EDITOR_EMAIL);
  const title = `여름 방학 유소년 체력 훈련 가이드 ${stamp()}`;
  await page.goto('/articlePost');
  await expect(
    page.getByRole('heading', { level: 1, name: EDITOR_KIND_TEXT.article.pageTitle.post }),
  ).toBeVisible();

  await titleBox(page).fill(title);
  await page.getByRole('button', { name: TAG_LABEL.PHYSICAL }).click();
  await page.getByRole('button', { name: TAG_LABEL.CHILD_EDUCATION }).click();
  await page
    .getByTestId('thumbnail-input')
    .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByRole('img', { name: T.thumbnailAlt })).toHaveAttribute('src', /\/images\//);

  await body(page).click();
  await page.keyboard.type('무더운 여름에는 훈련 시간을 아침으로 옮기고 물을 자주 마시게 해 주세요.');
  await page.getByRole('button', { name: T.saveDraft }).click();
  await expect(page.getByText(T.draftSaved)).toBeVisible();
  // The first save turns the new article into a draft: same page, the draft's address, no reload.
  await expect(page).toHaveURL(/\/articleDraft\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(titleBox(page)).toHaveValue(title);
  await expect(body(page)).toContainText('물을 자주 마시게');
  await expect(page.getByTestId('save-status')).toContainText(T.manualSavedAt('').trim());

  const draft = await page.request.get(`/api/article/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await draft.json()).toMatchObject({ title, isDraft: true, tags: ['PHYSICAL', 'CHILD_EDUCATION'] });

  // More text after the save, then publish: the published article carries it.
  await body(page).locator('p').last().click();
  // ProseMirror learns of caret moves from the selectionchange event, which headless Chromium can
  // deliver after the next scripted key; no person types click-End-Enter within a few milliseconds.
  await page.waitForTimeout(100);
  await page.keyboard.press('End');
  await page.waitForTimeout(100);
  await page.keyboard.press('Enter');
  await page.keyboard.type('경기 전날에는 충분히 자야 합니다.');
  await expect(body(page).locator('p')).toHaveText([
    /물을 자주 마시게 해 주세요\.$/,
    '경기 전날에는 충분히 자야 합니다.',
  ]);
  await page
    .getByTestId('inline-image-input')
    .setInputFiles({ name: 'in.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(body(page).locator('img')).toHaveAttribute('src', /\/images\//);
  await screenshot(page, 'editor-write-draft');
  await page.getByRole('button', { name: T.publish }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('경기 전날에는 충분히 자야 합니다.')).toBeVisible();

  const published = await page.request.get(`/api/article/${id}`);
  const detail = (await published.json()) as { isDraft: boolean; thumbnailUrl: string | null };
  expect(detail.isDraft).toBe(false);
  expect(detail.thumbnailUrl).toMatch(/\/images\//);
});

test('autosave creates the draft by itself and it reopens from its address', async ({ page }) => {
  await signInAs(page, EDITOR_EMAIL);
  const title = `자동 저장 확인 ${stamp()}`;
  await page.goto('/articlePost');
  await titleBox(page).fill(title);
  await body(page).click();
  // The save that carries the whole body: under load an autosave of the title alone can answer (and
  // show "saved") while the body is still being typed, and the next one is a debounce later.
  const savedBody = page.waitForResponse(
    (response) =>
      response.request().method() !== 'GET' &&
      response.url().includes('/api/article') &&
      (response.request().postData() ?? '').includes('초안이 남습니다') &&
      response.ok(),
    { timeout: 30_000 },
  );
  await page.keyboard.type('저장 버튼을 누르지 않아도 초안이 남습니다.');
  await savedBody;
  await expect(page.getByTestId('save-status')).toContainText(T.savedAt('').trim(), { timeout: 10_000 });
  await expect(page).toHaveURL(/\/articleDraft\/\d+$/);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: EDITOR_KIND_TEXT.article.pageTitle.draft }),
  ).toBeVisible();
  await expect(titleBox(page)).toHaveValue(title);
  await expect(body(page)).toContainText('초안이 남습니다');
});

test('the admin edits another editor’s article and sees no delete button on it', async ({ page }) => {
  const token = await signInAs(page, ADMIN_EMAIL);
  const me = await page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  const id = await someonesArticleId(page, ((await me.json()) as { id: number }).id);
  const title = `관리자가 다듬은 제목 ${stamp()}`;

  await page.goto(`/articleEdit/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: EDITOR_KIND_TEXT.article.pageTitle.edit }),
  ).toBeVisible();
  await expect(titleBox(page)).not.toHaveValue('');
  await expect(page.getByRole('button', { name: T.saveDraft })).toHaveCount(0);
  await titleBox(page).fill(title);

  // Unsaved changes: following a link asks first; staying keeps the text.
  const community = page
    .getByRole('navigation', { name: SHELL_TEXT.navLabel })
    .getByRole('link', { name: SHELL_TEXT.navCommunity });
  await community.click();
  await expect(page.getByRole('dialog', { name: T.leaveTitle })).toBeVisible();
  await page.getByRole('button', { name: T.leaveCancel }).click();
  await expect(titleBox(page)).toHaveValue(title);
  await expect(page).toHaveURL(new RegExp(`/articleEdit/${id}$`));

  await page.getByRole('button', { name: T.update }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: CONTENT_TEXT.edit, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: CONTENT_TEXT.delete, exact: true })).toHaveCount(0);
});

test('leaving with unsaved changes asks first, and leaving goes where the link pointed', async ({ page }) => {
  await signInAs(page, EDITOR_EMAIL);
  await page.goto('/articlePost');
  await titleBox(page).fill('아직 저장하지 않은 제목');
  await page
    .getByRole('navigation', { name: SHELL_TEXT.navLabel })
    .getByRole('link', { name: SHELL_TEXT.navCommunity })
    .click();
  await page
    .getByRole('dialog', { name: T.leaveTitle })
    .getByRole('button', { name: T.leaveConfirm })
    .click();
  await expect(page).toHaveURL(/\/board\/home/);
});

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto('/articlePost');
  await expect(page.getByText(T.loginTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: T.login })).toBeVisible();
});

test('a signed-in member without the editor role gets the no-permission page', async ({ page }) => {
  await signInAs(page, DEMO_USER_EMAIL);
  await page.goto('/articlePost');
  await expect(page.getByText(EDITOR_KIND_TEXT.article.noPermissionTitle)).toBeVisible();
  await expect(titleBox(page)).toHaveCount(0);
});
