import { expect, test } from './fixtures';
import { EDITOR_TEXT as T } from '../../src/domain/text/editor';
import { EDITOR_EMAIL, signInAs } from './editor-support';
import { composeSteps, composeSyllable, enterKey, HANGUL } from './ime';

test.beforeEach(async ({ page }) => {
  await signInAs(page, EDITOR_EMAIL);
  await page.goto('/articlePost');
});

test('Korean typed through the input method keeps every syllable when Enter ends a line (tiptap 4108)', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const body = page.getByTestId('article-body').locator('.tiptap');
  await body.click();
  await composeSyllable(cdp, HANGUL.han, '한');
  await composeSyllable(cdp, HANGUL.geul, '글');
  await page.keyboard.press('Enter');
  await composeSyllable(cdp, HANGUL.chuk, '축');
  await composeSyllable(cdp, HANGUL.gu, '구');
  await page.keyboard.press('Enter');
  await composeSyllable(cdp, HANGUL.han, '한');
  await expect(body.locator('p')).toHaveText(['한글', '축구', '한']);
});

test('Enter sent in the same instant as the commit (the timing of tiptap 4108) keeps the syllable', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const body = page.getByTestId('article-body').locator('.tiptap');
  await body.click();
  // Not awaited one by one: commit and Enter reach the page back to back, as from a real IME.
  for (const [steps, commit] of [
    [HANGUL.han, '한'],
    [HANGUL.geul, '글'],
  ] as const) {
    for (const text of steps)
      void cdp.send('Input.imeSetComposition', {
        text,
        selectionStart: text.length,
        selectionEnd: text.length,
      });
    void cdp.send('Input.insertText', { text: commit });
  }
  void cdp.send('Input.dispatchKeyEvent', enterKey('keyDown', 13));
  await cdp.send('Input.dispatchKeyEvent', enterKey('keyUp', 13));
  await composeSyllable(cdp, HANGUL.chuk, '축');
  await expect(body.locator('p')).toHaveText(['한글', '축']);
});

test('an input-method Enter (keyCode 229) that commits the syllable does not split the paragraph early', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const body = page.getByTestId('article-body').locator('.tiptap');
  await body.click();
  await composeSyllable(cdp, HANGUL.han, '한');
  await composeSteps(cdp, HANGUL.geul);
  // The Enter the input method consumes to commit (macOS Chromium then sends a plain Enter).
  await cdp.send('Input.dispatchKeyEvent', enterKey('rawKeyDown', 229));
  await cdp.send('Input.insertText', { text: '글' });
  await cdp.send('Input.dispatchKeyEvent', enterKey('keyUp', 229));
  await page.keyboard.press('Enter');
  await composeSyllable(cdp, HANGUL.chuk, '축');
  await expect(body.locator('p')).toHaveText(['한글', '축']);
});

test('the title keeps its last syllable when Enter ends the composition, and Enter moves to the body', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const title = page.getByRole('textbox', { name: T.titleLabel });
  await title.click();
  await composeSyllable(cdp, HANGUL.chuk, '축');
  await composeSyllable(cdp, HANGUL.gu, '구');
  await page.keyboard.press('Enter');
  await expect(title).toHaveValue('축구');
  await expect(page.getByTestId('article-body').locator('.tiptap')).toBeFocused();
});
