import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ARTICLE_PATHS } from '../../src/contract/articles.operations';
import { paths } from '../../src/domain/paths';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { ANONYMOUS_AUTHOR_TEXT } from '../../src/domain/text/content';
import { SERVER_MESSAGE_TEXT } from '../../src/domain/text/errors';
import { REACTION_TEXT } from '../../src/domain/text/reactions';
import { BLOCK_TEXT } from '../../src/domain/text/blocks';
import { REPORT_TEXT } from '../../src/domain/text/reports';
import { UI_TEXT } from '../../src/domain/text/ui';
import {
  apiPath,
  BOARD_CASES,
  type BoardCase,
  bearer,
  commentItem,
  commentViaApi,
  createPostViaApi,
  expectOnScreen,
  pinComment,
  postIdByTitle,
  signUpMember,
  stamp,
  toast,
  tokenOf,
  VIEW_COMMENTS,
} from './boards-support';
import { ADMIN_EMAIL, EDITOR_EMAIL, signInAs } from './editor-support';
import { collectDialogs, MOBILE, screenshot } from './support';

const commentBox = (page: Page) => page.getByRole('textbox', { name: COMMENT_TEXT.label }).first();
const likeOf = (scope: ReturnType<Page['locator']>) =>
  scope
    .getByRole('button', { name: new RegExp(`^(${REACTION_TEXT.like}|${REACTION_TEXT.unlike}) \\(`) })
    .first();
/** The author line of a comment (its own header, not its replies'). */
const authorOf = (item: ReturnType<Page['locator']>) => item.locator('> div').first().locator('strong');

/** Opens a comment's ⋮ menu and returns its items' names. */
const menuOf = async (page: Page, item: ReturnType<Page['locator']>) => {
  await item.getByRole('button', { name: COMMENT_TEXT.menu }).first().click();
  const menu = page.getByRole('menu', { name: COMMENT_TEXT.menu });
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem').allTextContents();
};

/** The request the UI sends to delete a comment of this board: PATCH …/status or DELETE. */
const deleteRequest = (page: Page, board: BoardCase, commentId: number) => {
  const method = board.policy.comments.deleteBy === 'status' ? 'PATCH' : 'DELETE';
  const path = apiPath(board.api.removeComment, { commentId });
  return page.waitForRequest((r) => r.method() === method && new URL(r.url()).pathname === path);
};

const commentIdOf = async (item: ReturnType<Page['locator']>) =>
  Number(((await item.getAttribute('data-testid')) ?? '').replace('comment-', ''));

for (const board of BOARD_CASES) {
  test(`on the ${board.name} a member comments, replies, likes, edits and deletes`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const alerts = collectDialogs(page);
    const me = await signUpMember(page);
    const postId = await postIdByTitle(page.request, board, board.commentedTitle);
    const id = stamp();
    const commentText = `아이들 응원 문화가 바뀌면 좋겠어요 ${id}`;
    const replyText = `제 생각도 덧붙여 봅니다 ${id}`;
    const editedText = `아이들 응원 문화, 부모부터 바뀌어야겠어요 ${id}`;

    await page.goto(board.policy.paths.detail(postId));
    await expect(page.getByRole('heading', { level: 1, name: board.commentedTitle })).toBeVisible();
    await expect(page.locator('[data-testid^="comment-"]').first()).toBeVisible();

    // Writing: the comment is on screen at once (on the free board's sideline post it lands on page 2,
    // and the list goes there).
    await commentBox(page).fill(commentText);
    await page.getByRole('button', { name: COMMENT_TEXT.submit, exact: true }).click();
    await expect(toast(page, COMMENT_TEXT.written)).toBeVisible();
    await expect(commentBox(page)).toHaveValue('');
    const mine = await pinComment(page, commentText);
    const commentId = await commentIdOf(mine);
    // Brought into view, below the sticky top bar.
    await expectOnScreen(page, mine);
    if (board.policy.anonymous) {
      await expect(authorOf(mine)).toHaveText(ANONYMOUS_AUTHOR_TEXT);
      await expect(mine.getByText(COMMENT_TEXT.mine, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(me.nickname)).toHaveCount(0);
    } else await expect(authorOf(mine)).toHaveText(me.nickname);

    // Own comment: liking it is refused with the Korean message, the count stays.
    const ownLike = likeOf(mine);
    const ownLabel = (await ownLike.getAttribute('aria-label')) ?? '';
    await ownLike.click();
    await expect(toast(page, SERVER_MESSAGE_TEXT['Cannot Like Own Comment'])).toBeVisible();
    await expect(ownLike).toHaveAttribute('aria-label', ownLabel);

    // Someone else's comment on the same page: the like counts once the server agrees.
    const others = page
      .locator('[data-testid^="comment-"]:not([data-reply="true"])')
      .filter({ hasNotText: commentText });
    const theirs = page.getByTestId((await others.first().getAttribute('data-testid')) ?? '');
    const theirLike = likeOf(theirs);
    await expect(theirLike).toHaveAttribute('aria-pressed', 'false');
    await theirLike.click();
    await expect(theirLike).toHaveAttribute('aria-pressed', 'true');

    // Reply to my own comment: no mention, shown under it.
    await mine.getByRole('button', { name: COMMENT_TEXT.reply, exact: true }).first().click();
    await mine.getByRole('textbox', { name: COMMENT_TEXT.replyLabel }).fill(replyText);
    await mine.getByRole('button', { name: COMMENT_TEXT.replySubmit }).click();
    await expect(mine.getByText(replyText)).toBeVisible();
    await expect(mine.getByRole('textbox', { name: COMMENT_TEXT.replyLabel })).toHaveCount(0);
    const reply = await pinComment(page, replyText, { reply: true });
    await expectOnScreen(page, reply);
    await expect(authorOf(reply)).toHaveText(board.policy.anonymous ? ANONYMOUS_AUTHOR_TEXT : me.nickname);

    // Edit.
    expect(await menuOf(page, mine)).toEqual([COMMENT_TEXT.edit, COMMENT_TEXT.delete]);
    await page.getByRole('menuitem', { name: COMMENT_TEXT.edit }).click();
    const editBox = mine.getByRole('textbox', { name: COMMENT_TEXT.label });
    await expect(editBox).toHaveValue(commentText);
    await editBox.fill(editedText);
    await mine.getByRole('button', { name: COMMENT_TEXT.editSubmit }).click();
    await expect(toast(page, COMMENT_TEXT.editDone)).toBeVisible();
    await expect(mine.getByText(editedText)).toBeVisible();
    await expect(mine.getByText(COMMENT_TEXT.edited).first()).toBeVisible();

    // Another member sees it as written (anonymous on the Q&A board, without 내 댓글).
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUpMember(otherPage);
    await otherPage.goto(board.policy.paths.detail(postId));
    const seen = otherPage.getByTestId(`comment-${commentId}`);
    const firstPage = await otherPage.request.get(
      `${apiPath(board.api.comments, { id: postId })}?page=1&size=10`,
    );
    if (!JSON.stringify(await firstPage.json()).includes(editedText)) {
      // The sideline post's twelve comments: a reader who did not write it opens page 2 himself.
      await otherPage
        .getByRole('navigation', { name: UI_TEXT.paging.nav })
        .getByRole('button', { name: UI_TEXT.paging.page(2), exact: true })
        .click();
      // The pager is under the list: the next page is read from the section's top.
      await expectOnScreen(
        otherPage,
        otherPage.getByRole('heading', { level: 2, name: new RegExp(`^${COMMENT_TEXT.title}`) }),
      );
    }
    await expect(seen.getByText(editedText)).toBeVisible();
    if (board.policy.anonymous) {
      await expect(authorOf(seen)).toHaveText(ANONYMOUS_AUTHOR_TEXT);
      await expect(seen.getByText(COMMENT_TEXT.mine, { exact: true })).toHaveCount(0);
      await expect(otherPage.getByText(me.nickname)).toHaveCount(0);
    } else await expect(authorOf(seen)).toHaveText(me.nickname);
    // Another member may only report it or block its author (issue 22): no edit, no delete.
    expect(await menuOf(otherPage, seen)).toEqual([REPORT_TEXT.menuItem, BLOCK_TEXT.menuItem]);
    await seen.getByRole('button', { name: COMMENT_TEXT.menu }).first().press('Escape');

    // Delete the comment that has a reply: the same for the user on both boards (a status change on
    // the free board, a DELETE on the Q&A board): the deleted text stays, the reply keeps its place.
    await menuOf(page, mine);
    await page.getByRole('menuitem', { name: COMMENT_TEXT.delete }).click();
    const deleting = deleteRequest(page, board, commentId);
    await page
      .getByRole('dialog', { name: UI_TEXT.deleteConfirmTitle })
      .getByRole('button', { name: UI_TEXT.delete })
      .click();
    await deleting;
    await expect(toast(page, COMMENT_TEXT.deleteDone)).toBeVisible();
    await expect(page.getByText(editedText)).toHaveCount(0);
    await expect(mine).toContainText(COMMENT_TEXT.deleted);
    await expect(mine.getByText(replyText)).toBeVisible();
    await expect(mine.getByRole('button', { name: COMMENT_TEXT.menu })).toHaveCount(1);

    // Then the reply: it goes, and with it the deleted comment that only held it.
    const replyId = await commentIdOf(reply);
    await menuOf(page, reply);
    await page.getByRole('menuitem', { name: COMMENT_TEXT.delete }).click();
    const deletingReply = deleteRequest(page, board, replyId);
    await page
      .getByRole('dialog', { name: UI_TEXT.deleteConfirmTitle })
      .getByRole('button', { name: UI_TEXT.delete })
      .click();
    await deletingReply;
    await expect(toast(page, COMMENT_TEXT.deleteDone)).toBeVisible();
    await expect(page.getByText(replyText)).toHaveCount(0);
    await expect(page.getByTestId(`comment-${commentId}`)).toHaveCount(0);
    await screenshot(page, `boards-comments-${board.kind}`);
    await other.close();
    expect(alerts).toEqual([]);
  });

  test(`an ADMIN blinds a comment on the ${board.name} after confirming, and others read the blinded text`, async ({
    page,
    browser,
  }) => {
    const alerts = collectDialogs(page);
    const writer = await browser.newContext();
    const writerPage = await writer.newPage();
    const author = await signUpMember(writerPage);
    const id = stamp();
    const postId = await createPostViaApi(page.request, board, author.token, {
      title: `블라인드 확인용 글 ${id}`,
      content: '<p>댓글을 남겨 주세요.</p>',
    });
    const text = `광고성 댓글입니다 ${id}`;
    const commentId = await commentViaApi(page.request, board, author.token, postId, text);

    await signInAs(page, ADMIN_EMAIL);
    await page.goto(board.policy.paths.detail(postId));
    const item = page.getByTestId(`comment-${commentId}`);
    await expect(item.getByText(text)).toBeVisible();
    expect(await menuOf(page, item)).toEqual([COMMENT_TEXT.blind]);
    await page.getByRole('menuitem', { name: COMMENT_TEXT.blind }).click();
    const dialog = page.getByRole('dialog', { name: COMMENT_TEXT.blindConfirmTitle });
    await expect(dialog).toContainText(COMMENT_TEXT.blindConfirmDescription);
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: COMMENT_TEXT.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(item.getByText(COMMENT_TEXT.blindedMarker)).toHaveCount(0);

    await menuOf(page, item);
    await page.getByRole('menuitem', { name: COMMENT_TEXT.blind }).click();
    const blinding = page.waitForRequest(
      (r) =>
        r.method() === 'PATCH' &&
        new URL(r.url()).pathname === apiPath(board.api.blindComment ?? '', { commentId }),
    );
    // It asks the moderator's reason (issue 22), which travels with the blind to the audit log.
    await dialog.getByRole('textbox', { name: COMMENT_TEXT.blindReasonLabel }).fill('욕설이 포함된 댓글');
    await dialog.getByRole('button', { name: COMMENT_TEXT.blind }).click();
    expect((await blinding).postDataJSON()).toEqual({ reason: '욕설이 포함된 댓글' });
    await expect(toast(page, COMMENT_TEXT.blindDone)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The ADMIN still reads it, marked; there is nothing more to do to it.
    await expect(item.getByText(COMMENT_TEXT.blindedMarker)).toBeVisible();
    await expect(item.getByText(text)).toBeVisible();
    await expect(item.getByRole('button', { name: COMMENT_TEXT.menu })).toHaveCount(0);
    await screenshot(page, `boards-blind-admin-${board.kind}`);

    // Its writer and any other member read the blinded text only.
    await writerPage.goto(board.policy.paths.detail(postId));
    const seen = writerPage.getByTestId(`comment-${commentId}`);
    await expect(seen).toContainText(COMMENT_TEXT.blinded);
    await expect(seen.getByText(text)).toHaveCount(0);
    await expect(seen.getByText(COMMENT_TEXT.blindedMarker)).toHaveCount(0);
    // Once blinded it stays as the moderators left it (issue 26): its writer can neither edit nor
    // delete it, so it has no menu.
    await expect(seen.getByRole('button', { name: COMMENT_TEXT.menu })).toHaveCount(0);
    const response = await page.request.get(`${apiPath(board.api.comments, { id: postId })}?page=1&size=10`, {
      headers: bearer(author.token),
    });
    expect(JSON.stringify(await response.json())).not.toContain(text);
    await writer.close();
    expect(alerts).toEqual([]);
  });
}

test('an ADMIN has no blind action on article comments', async ({ page, browser }) => {
  const editorToken = await tokenOf(page.request, EDITOR_EMAIL);
  const id = stamp();
  const created = await page.request.post(ARTICLE_PATHS.create, {
    headers: bearer(editorToken),
    data: {
      title: `블라인드 없는 아티클 ${id}`,
      content: '<p>아티클 댓글은 블라인드할 수 없습니다.</p>',
      tags: ['ETC'],
    },
  });
  expect(created.status()).toBe(201);
  const articleId = ((await created.json()) as { id: number }).id;
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  const { token } = await signUpMember(memberPage);
  await member.close();
  const theirs = await commentViaApi(
    page.request,
    { api: ARTICLE_PATHS },
    token,
    articleId,
    `회원 댓글 ${id}`,
  );

  await signInAs(page, ADMIN_EMAIL);
  await page.goto(paths.article(articleId));
  const item = page.getByTestId(`comment-${theirs}`);
  await expect(item).toBeVisible();
  // Someone else's article comment: the ADMIN has nothing to do to it.
  await expect(item.getByRole('button', { name: COMMENT_TEXT.menu })).toHaveCount(0);
  // The ADMIN's own: edit and delete, still no blind.
  const own = `관리자 댓글 ${id}`;
  await commentBox(page).fill(own);
  await page.getByRole('button', { name: COMMENT_TEXT.submit, exact: true }).click();
  await expect(toast(page, COMMENT_TEXT.written)).toBeVisible();
  const mine = await pinComment(page, own);
  expect(await menuOf(page, mine)).toEqual([COMMENT_TEXT.edit, COMMENT_TEXT.delete]);
  await expect(page.getByRole('menuitem', { name: COMMENT_TEXT.blind })).toHaveCount(0);
  await expect(commentItem(page, own)).not.toContainText(COMMENT_TEXT.blindedMarker);
});

test('on a phone, a new comment and the comments themselves show between the top bar and the bottom bar', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await signUpMember(page);
  for (const board of BOARD_CASES) {
    const postId = await postIdByTitle(page.request, board, board.commentedTitle);
    await page.goto(board.policy.paths.detail(postId));
    const bottomBar = page.getByRole('navigation', { name: REACTION_TEXT.bottomBar });
    await expect(bottomBar).toBeVisible();
    await bottomBar.getByRole('button', { name: VIEW_COMMENTS }).click();
    await expectOnScreen(
      page,
      page.getByRole('heading', { level: 2, name: new RegExp(`^${COMMENT_TEXT.title}`) }),
    );
    const text = `휴대폰으로 남기는 댓글 ${stamp()}`;
    await commentBox(page).fill(text);
    await page.getByRole('button', { name: COMMENT_TEXT.submit, exact: true }).click();
    await expectOnScreen(page, await pinComment(page, text));
  }
});
