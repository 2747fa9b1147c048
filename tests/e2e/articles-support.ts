import { expect, type Page } from '@playwright/test';
import { ARTICLE_TEXT as T } from '../../src/domain/text/articles';
import { uniqueAccount } from './support';
import { REACTION_TEXT } from '../../src/domain/text/reactions';

/** Demo article 30 (editor3, '축구 특기자 중학교 진학 절차'): found by searching '축구'. */
export const SEARCH_KEYWORD = '축구';
export const TARGET_TITLE = '축구 특기자 중학교 진학 절차';
export const TARGET_AUTHOR = '입시멘토도윤';

/** A fresh member signed up through the API, so each run starts with no likes, follows or consultations. */
export const signUpFresh = async (page: Page): Promise<{ token: string; nickname: string }> => {
  const account = uniqueAccount();
  const response = await page.request.post('/api/auth/sign-up', { data: account });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('TOKEN', value), token);
  return { token, nickname: account.nickname };
};

/** The article's like button (its name starts with 'like' or 'unlike' and carries the count). */
export const articleLike = (page: Page) =>
  page
    .getByTestId('article-reactions')
    .getByRole('button', { name: new RegExp(`^(${REACTION_TEXT.like}|${REACTION_TEXT.unlike}) \\(`) });

/** A toast with this text (toasts stay two seconds). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Searches from the home page the way a user does: type, then Enter. */
export const searchFromHome = async (page: Page, keyword: string): Promise<void> => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: T.searchLabel });
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
};

/** Opens the target article the way a reader finds it: a two-syllable search, then its card. */
export const openTargetBySearch = async (page: Page): Promise<void> => {
  await searchFromHome(page, SEARCH_KEYWORD);
  await page
    .getByRole('link', { name: new RegExp(TARGET_TITLE) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TARGET_TITLE);
};

/** A comment's list item (a top-level item also holds its replies, so take the outermost). */
export const commentItem = (page: Page, text: string) =>
  page.locator('[data-testid^="comment-"]').filter({ hasText: text }).first();
