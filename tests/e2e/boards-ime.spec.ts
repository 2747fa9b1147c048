import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '../../src/domain/paths';
import { EDITOR_KIND_TEXT, EDITOR_TEXT } from '../../src/domain/text/editor';
import { BOARD_CASES, bearer, boardList, boardSearchBox, signUpMember, toast } from './boards-support';
import { composeSteps, composeSyllable, enterKey, HANGUL } from './ime';

const body = (page: Page) => page.getByTestId('article-body').locator('.tiptap');

for (const board of BOARD_CASES) {
  test(`the ${board.name} search typed through the input method runs once, with the whole word`, async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === board.api.search) searches.push(url.searchParams.get('keyword') ?? '');
    });
    await page.goto(paths.boardHome(board.kind));
    await expect(boardList(page, board)).toBeVisible();
    const box = boardSearchBox(page, board);
    await box.click();
    const cdp = await page.context().newCDPSession(page);
    await composeSyllable(cdp, HANGUL.chuk, '축');
    await composeSteps(cdp, HANGUL.gu);
    // The Enter the input method sends while '구' is still composing (keyCode 229) must not search.
    await cdp.send('Input.dispatchKeyEvent', enterKey('rawKeyDown', 229));
    await cdp.send('Input.dispatchKeyEvent', enterKey('keyUp', 229));
    await cdp.send('Input.insertText', { text: '구' });
    await expect(box).toHaveValue('축구');
    expect(new URL(page.url()).searchParams.get('keyword')).toBeNull();

    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]keyword=%EC%B6%95%EA%B5%AC(&|$)/);
    await expect(page.getByRole('status').filter({ hasText: /'축구'/ })).toBeVisible();
    await expect(boardList(page, board).getByRole('link').first()).toBeVisible();
    await expect(box).toHaveValue('축구');
    expect(searches).toEqual(['축구']);

    // A one-syllable word committed by the Enter itself: one search, for the whole syllable.
    await box.fill('');
    await composeSteps(cdp, ['ㄱ', '고', '공']);
    await cdp.send('Input.dispatchKeyEvent', enterKey('rawKeyDown', 229));
    await cdp.send('Input.insertText', { text: '공' });
    await cdp.send('Input.dispatchKeyEvent', enterKey('keyUp', 229));
    await expect(box).toHaveValue('공');
    await expect(page).toHaveURL(/[?&]keyword=%EC%B6%95%EA%B5%AC(&|$)/);
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]keyword=%EA%B3%B5(&|$)/);
    await expect(page.getByRole('status').filter({ hasText: /'공'/ })).toBeVisible();
    expect(searches).toEqual(['축구', '공']);
  });

  test(`the ${board.name} editor keeps every syllable of a Korean title and body, and saves them`, async ({
    page,
  }) => {
    const { token } = await signUpMember(page);
    await page.goto(paths.boardWrite(board.kind));
    await expect(
      page.getByRole('heading', { level: 1, name: EDITOR_KIND_TEXT[board.kind].pageTitle.post }),
    ).toBeVisible();
    const cdp = await page.context().newCDPSession(page);

    // Title: Enter right after the last syllable keeps it and moves to the body.
    const title = page.getByRole('textbox', { name: EDITOR_TEXT.titleLabel });
    await title.click();
    await composeSyllable(cdp, HANGUL.chuk, '축');
    await composeSyllable(cdp, HANGUL.gu, '구');
    await page.keyboard.press('Enter');
    await expect(title).toHaveValue('축구');
    await expect(body(page)).toBeFocused();

    // Body: Enter after a committed syllable, and an input-method Enter (229) that commits one.
    await composeSyllable(cdp, HANGUL.han, '한');
    await composeSyllable(cdp, HANGUL.geul, '글');
    await page.keyboard.press('Enter');
    await composeSyllable(cdp, HANGUL.chuk, '축');
    await composeSteps(cdp, HANGUL.gu);
    await cdp.send('Input.dispatchKeyEvent', enterKey('rawKeyDown', 229));
    await cdp.send('Input.insertText', { text: '구' });
    await cdp.send('Input.dispatchKeyEvent', enterKey('keyUp', 229));
    await page.keyboard.press('Enter');
    await composeSyllable(cdp, HANGUL.han, '한');
    await expect(body(page).locator('p')).toHaveText(['한글', '축구', '한']);

    // What is saved is what was typed (the first save moves the page to the draft's address).
    await page.getByRole('button', { name: EDITOR_TEXT.saveDraft }).click();
    await expect(toast(page, EDITOR_TEXT.draftSaved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/boardDraft/\\d+\\?board=${board.kind}$`));
    await expect(title).toHaveValue('축구');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await page.request.get(board.api.detail.replace('{id}', String(id)), {
      headers: bearer(token),
    });
    expect(await saved.json()).toMatchObject({
      title: '축구',
      content: '<p>한글</p><p>축구</p><p>한</p>',
      isDraft: true,
    });
  });
}
