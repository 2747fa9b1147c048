import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ARTICLE_TEXT as T } from '../../src/domain/text/articles';
import { UI_TEXT } from '../../src/domain/text/ui';
import { signInAs, ADMIN_EMAIL } from './editor-support';
import { articleLike, openTargetBySearch, TARGET_AUTHOR } from './articles-support';
import { REACTION_TEXT } from '../../src/domain/text/reactions';
import { CONTENT_TEXT, CONTENT_WRITE_TEXT } from '../../src/domain/text/content';
import { COMMENT_TEXT } from '../../src/domain/text/comments';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: UI_TEXT.loginRequiredTitle });

/** The action opens the 'login required' dialog; cancel closes it and nothing else happened. */
const expectLoginPrompt = async (page: Page, act: () => Promise<void>) => {
  await act();
  await expect(loginDialog(page)).toBeVisible();
  await loginDialog(page).getByRole('button', { name: UI_TEXT.cancel }).click();
  await expect(loginDialog(page)).toBeHidden();
};

test('a visitor gets the login dialog for every action, and login leads to /signIn', async ({ page }) => {
  await page.goto('/');
  await expectLoginPrompt(page, () => page.getByRole('button', { name: CONTENT_WRITE_TEXT.article }).click());

  await openTargetBySearch(page);
  const like = articleLike(page);
  const count = (await like.textContent()) ?? '';
  await expectLoginPrompt(page, () => like.click());
  await expect(like).toHaveText(count);
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  await expectLoginPrompt(page, async () => {
    await page.getByRole('textbox', { name: COMMENT_TEXT.label }).fill('로그인 없이 쓰는 댓글');
    await page.getByRole('button', { name: COMMENT_TEXT.submit, exact: true }).click();
  });
  await expectLoginPrompt(page, () =>
    page.getByRole('button', { name: COMMENT_TEXT.reply, exact: true }).first().click(),
  );
  await expect(page.getByRole('textbox', { name: COMMENT_TEXT.replyLabel })).toHaveCount(0);

  const card = page.getByRole('region', { name: TARGET_AUTHOR });
  await expectLoginPrompt(page, () =>
    card.getByRole('button', { name: REACTION_TEXT.follow, exact: true }).click(),
  );
  await expectLoginPrompt(page, () => card.getByRole('button', { name: T.consult }).click());
  await expect(page.getByRole('dialog', { name: T.consultationTitle })).toHaveCount(0);

  // Confirming goes to /signIn (the origin path travels as navigation state).
  const path = new URL(page.url()).pathname;
  await like.click();
  await loginDialog(page).getByRole('button', { name: UI_TEXT.login }).click();
  await expect(page).toHaveURL(/\/signIn$/);
  expect(await page.evaluate(() => (window.history.state as { from?: string } | null)?.from)).toBe(path);
});

test('an ADMIN sees edit but no delete button on an article written by someone else', async ({ page }) => {
  await signInAs(page, ADMIN_EMAIL);
  await openTargetBySearch(page);
  await expect(page.getByRole('button', { name: CONTENT_TEXT.edit, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: CONTENT_TEXT.delete, exact: true })).toHaveCount(0);
});

test('the share dialog lists every target and copies the link with a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTargetBySearch(page);
  await page.getByRole('button', { name: UI_TEXT.dismissTooltip }).click();
  await expect(page.getByText(REACTION_TEXT.shareTip)).toHaveCount(0);
  await page.getByTestId('article-reactions').getByRole('button', { name: REACTION_TEXT.share }).click();
  const dialog = page.getByRole('dialog', { name: REACTION_TEXT.shareTitle });
  for (const label of Object.values(REACTION_TEXT.shareTargets)) {
    await expect(dialog.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(page.url())),
    );
  }
  await dialog.getByRole('button', { name: REACTION_TEXT.copyLink }).click();
  await expect(page.getByText(REACTION_TEXT.linkCopied, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});
