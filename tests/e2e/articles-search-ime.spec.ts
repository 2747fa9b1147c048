import { expect, test } from './fixtures';
import { ARTICLE_TEXT as T } from '../../src/domain/text/articles';
import { composeSteps, composeSyllable, enterKey, HANGUL } from './ime';

test('the home search typed through the input method runs once, with the whole two-syllable word', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: T.searchLabel });
  await box.click();
  const cdp = await page.context().newCDPSession(page);
  await composeSyllable(cdp, HANGUL.chuk, '축');
  await composeSteps(cdp, HANGUL.gu);
  // An Enter the input method sends while '구' is still composing (keyCode 229) must not search.
  await cdp.send('Input.dispatchKeyEvent', enterKey('rawKeyDown', 229));
  await cdp.send('Input.dispatchKeyEvent', enterKey('keyUp', 229));
  await cdp.send('Input.insertText', { text: '구' });
  await expect(box).toHaveValue('축구');
  expect(new URL(page.url()).search).toBe('');

  await box.press('Enter');
  await expect(page).toHaveURL(/\?keyword=%EC%B6%95%EA%B5%AC$/);
  await expect(box).toHaveValue('축구');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${T.all}`) })).toBeVisible();
  await expect(page.getByText(T.lastData).or(page.getByRole('link', { name: /축구/ }).first())).toBeVisible();
});

test('the article list loads further pages near the bottom and ends with the last-data text', async ({
  page,
}) => {
  await page.goto('/');
  const list = page.locator('section[aria-labelledby="article-list-heading"]');
  await expect(list.getByRole('link')).toHaveCount(10);
  for (let i = 0; i < 20 && !(await page.getByText(T.lastData).isVisible()); i += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(250);
  }
  await expect(page.getByText(T.lastData)).toBeVisible();
  expect(await list.getByRole('link').count()).toBeGreaterThan(30);
});
