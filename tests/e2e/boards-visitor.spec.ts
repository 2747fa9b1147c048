import { expect, test } from './fixtures';
import { BOARD_LABEL, BOARDS } from '../../src/domain/content/boards';
import { paths } from '../../src/domain/paths';
import { BOARD_TEXT_UI as T } from '../../src/domain/text/boards';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { ANONYMOUS_AUTHOR_TEXT, CONTENT_WRITE_TEXT } from '../../src/domain/text/content';
import { BOARD_HOME_TEXT } from '../../src/domain/text/main-pages';
import { REACTION_TEXT } from '../../src/domain/text/reactions';
import { UI_TEXT } from '../../src/domain/text/ui';
import {
  BOARD_CASES,
  boardList,
  cardLink,
  expectLoginPrompt,
  expectOnScreen,
  loginDialog,
  postLike,
  searchBoard,
  VIEW_COMMENTS,
} from './boards-support';
import { collectDialogs, screenshot } from './support';

for (const board of BOARD_CASES) {
  test(`a visitor reads the ${board.name} and a post, and every action asks to sign in`, async ({ page }) => {
    const alerts = collectDialogs(page);
    await page.goto(paths.boardHome(board.kind));
    const tabs = page.getByRole('tablist', { name: BOARD_HOME_TEXT.tabsLabel });
    for (const b of BOARDS)
      await expect(tabs.getByRole('tab', { name: BOARD_LABEL[b] })).toHaveAttribute(
        'aria-selected',
        String(b === board.kind),
      );
    await expect(page.getByRole('heading', { name: T.weeklyTitle })).toBeVisible();
    await expect(boardList(page, board).getByRole('link')).toHaveCount(board.policy.pageSize);
    await expect(page.getByRole('navigation', { name: UI_TEXT.paging.nav })).toBeVisible();

    // The floating write button asks a visitor to sign in, and the editor stays closed.
    await expectLoginPrompt(page, () =>
      page.getByRole('button', { name: CONTENT_WRITE_TEXT[board.kind], exact: true }).click(),
    );
    await expect(page).toHaveURL(/\/board\/home/);

    // Find a post with comments and open it from its card.
    await searchBoard(page, board, board.commentedWord);
    await cardLink(page, board, board.commentedTitle).click();
    await expect(page).toHaveURL(new RegExp(`${board.policy.paths.detail(0).replace(/0$/, '')}\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: board.commentedTitle })).toBeVisible();
    const author = page.getByRole('main').locator('strong').first();
    if (board.policy.anonymous) {
      await expect(author).toHaveText(ANONYMOUS_AUTHOR_TEXT);
      await expect(author.getByRole('link')).toHaveCount(0);
    } else await expect(author.getByRole('link')).toHaveAttribute('href', /\/users\/\d+$/);

    // '댓글 보기' brings the comments into view, their heading below the sticky top bar.
    await page.getByRole('button', { name: VIEW_COMMENTS }).click();
    await expectOnScreen(
      page,
      page.getByRole('heading', { level: 2, name: new RegExp(`^${COMMENT_TEXT.title}`) }),
    );

    // Like: the login dialog, and the count does not move.
    const like = postLike(page);
    const label = (await like.getAttribute('aria-label')) ?? '';
    await expectLoginPrompt(page, () => like.click());
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAttribute('aria-label', label);

    // The comment box: typing is allowed, sending asks to sign in; nothing is sent.
    const box = page.getByRole('textbox', { name: COMMENT_TEXT.label });
    await expect(box).toHaveAttribute('placeholder', COMMENT_TEXT.loginPlaceholder);
    await expectLoginPrompt(page, async () => {
      await box.fill('로그인 없이 남기는 댓글');
      await page.getByRole('button', { name: COMMENT_TEXT.submit, exact: true }).click();
    });
    await expect(box).toHaveValue('로그인 없이 남기는 댓글');
    await expect(
      page.locator('[data-testid^="comment-"]', { hasText: '로그인 없이 남기는 댓글' }),
    ).toHaveCount(0);

    // Board comments are blurred for visitors under a sign-up prompt: the list, with its comment
    // likes and reply buttons, is inert and hidden from assistive technology.
    const blurred = page.getByTestId('comments-blurred');
    await expect(blurred).toHaveAttribute('inert', '');
    await expect(blurred).toHaveAttribute('aria-hidden', 'true');
    await expect(blurred.locator('[data-testid^="comment-"]').first()).toBeAttached();
    await expect(page.getByRole('button', { name: COMMENT_TEXT.reply, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`^${REACTION_TEXT.like} \\(`) })).toHaveCount(1);
    await expect(page.getByText(COMMENT_TEXT.blurPrompt)).toBeVisible();
    await screenshot(page, `boards-visitor-${board.kind}`);

    // The prompt's login link goes to /signIn with this post as the way back.
    const from = new URL(page.url()).pathname;
    await page
      .getByRole('region', { name: new RegExp(`^${COMMENT_TEXT.title}`) })
      .getByRole('link', { name: COMMENT_TEXT.blurLogin, exact: true })
      .click();
    await expect(page).toHaveURL(/\/signIn$/);
    expect(await page.evaluate(() => (window.history.state as { from?: string } | null)?.from)).toBe(from);

    // Confirming the dialog goes to /signIn too.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: board.commentedTitle })).toBeVisible();
    await postLike(page).click();
    await loginDialog(page).getByRole('button', { name: UI_TEXT.login }).click();
    await expect(page).toHaveURL(/\/signIn$/);
    expect(await page.evaluate(() => (window.history.state as { from?: string } | null)?.from)).toBe(from);
    expect(alerts).toEqual([]);
  });
}

test('where comments are not blurred (an article), a comment like and a reply ask a visitor to sign in', async ({
  page,
}) => {
  await page.goto(paths.article(1));
  const first = page.locator('[data-testid^="comment-"]').first();
  await expect(first).toBeVisible();
  const commentLike = first.getByRole('button', { name: new RegExp(`^${REACTION_TEXT.like} \\(`) }).first();
  const label = (await commentLike.getAttribute('aria-label')) ?? '';
  await expectLoginPrompt(page, () => commentLike.click());
  await expect(commentLike).toHaveAttribute('aria-label', label);
  await expectLoginPrompt(page, () =>
    first.getByRole('button', { name: COMMENT_TEXT.reply, exact: true }).first().click(),
  );
  await expect(page.getByRole('textbox', { name: COMMENT_TEXT.replyLabel })).toHaveCount(0);
});
