import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { paths } from '../../src/domain/paths';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { MODERATION_TEXT as T } from '../../src/domain/text/moderation';
import { REPORT_TEXT } from '../../src/domain/text/reports';
import {
  BOARD_CASES,
  commentViaApi,
  createPostViaApi,
  pinComment,
  signUpMember,
  stamp,
  toast,
} from './boards-support';
import { ADMIN_EMAIL, signInAs } from './editor-support';
import { expect, test } from './fixtures';
import { MOBILE, uniqueAccount } from './support';

const FREE_BOARD = BOARD_CASES.find((b) => b.kind === 'post') ?? BOARD_CASES[0];

/** axe: no WCAG 2 A/AA violation on the page as it stands. */
const expectNoAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

/** A second person's page (a moderator, an author) in a context of its own. */
const pageOf = async (browser: Browser) => {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  const page = await context.newPage();
  await page.setViewportSize(MOBILE);
  return page;
};

const signUpAuthor = async (page: Page) => {
  const author = uniqueAccount();
  const response = await page.request.post('/api/auth/sign-up', { data: author });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
};

test('a member reports a comment; a moderator hides it from the queue with a reason and restores it', async ({
  page,
  browser,
}) => {
  if (!FREE_BOARD) throw new Error('no free board case');
  await page.setViewportSize(MOBILE);
  const authorToken = await signUpAuthor(page);
  const id = stamp();
  const postId = await createPostViaApi(page.request, FREE_BOARD, authorToken, {
    title: `모더레이션 여정 ${id}`,
    content: '<p>본문입니다</p>',
  });
  const commentText = `숨겨질 댓글입니다 ${id}`;
  const commentId = await commentViaApi(page.request, FREE_BOARD, authorToken, postId, commentText);

  // The member reports it from the comment's ⋮ menu.
  await signUpMember(page);
  await page.goto(FREE_BOARD.policy.paths.detail(postId));
  const comment = await pinComment(page, commentText);
  await comment.getByRole('button', { name: COMMENT_TEXT.menu }).first().click();
  await page
    .getByRole('menu', { name: COMMENT_TEXT.menu })
    .getByRole('menuitem', { name: REPORT_TEXT.menuItem })
    .click();
  const dialog = page.getByRole('dialog', { name: REPORT_TEXT.dialogTitle });
  await dialog.getByRole('radio', { name: REPORT_TEXT.reasons.ABUSE, exact: true }).check();
  await dialog.getByRole('button', { name: REPORT_TEXT.submit, exact: true }).click();
  await expect(toast(page, REPORT_TEXT.done)).toBeVisible();

  // The moderator finds it in the queue (axe: no violation) and hides it with a reason.
  const moderator = await pageOf(browser);
  await signInAs(moderator, ADMIN_EMAIL);
  await moderator.goto(paths.adminReports());
  await expect(moderator.getByRole('heading', { name: T.queueTitle, level: 1 })).toBeVisible();
  const entry = moderator.getByTestId(`queue-comment-${commentId}`);
  await expect(entry).toBeVisible();
  await expect(entry.getByText(commentText)).toBeVisible();
  await expectNoAxeViolations(moderator);
  await entry.getByRole('button', { name: T.decisions.HIDE, exact: true }).click();
  const form = entry.getByRole('form', { name: T.decisions.HIDE });
  await form.getByLabel(T.noteLabel).fill('욕설이 포함된 댓글입니다');
  await expectNoAxeViolations(moderator);
  await form.getByRole('button', { name: T.decisions.HIDE, exact: true }).click();
  await expect(toast(moderator, T.decided)).toBeVisible();
  await expect(entry).toBeHidden();

  // Others now read the placeholder instead of the comment.
  await page.reload();
  await expect(page.getByText(REPORT_TEXT.heldComment).first()).toBeVisible();
  await expect(page.getByText(commentText)).toHaveCount(0);

  // The decided target waits in the closed list, where the moderator restores it.
  await moderator.getByRole('button', { name: T.queueClosed }).click();
  const closed = moderator.getByTestId(`queue-comment-${commentId}`);
  await expect(closed.getByText(T.heldBy.MODERATOR)).toBeVisible();
  await closed.getByRole('button', { name: T.decisions.RESTORE, exact: true }).click();
  await expect(toast(moderator, T.decided)).toBeVisible();
  await expect(closed.getByText(T.notHeld)).toBeVisible();
  await page.reload();
  await expect(page.getByText(commentText)).toBeVisible();
  await moderator.context().close();
});

test('임시조치: a visitor asks, the moderator hides the post, its author objects and the moderator restores it', async ({
  page,
  browser,
}) => {
  if (!FREE_BOARD) throw new Error('no free board case');
  await page.setViewportSize(MOBILE);
  const author = await pageOf(browser);
  const authorToken = await signUpAuthor(author);
  await author.addInitScript((value) => window.localStorage.setItem('TOKEN', value), authorToken);
  const title = `권리침해 여정 ${stamp()}`;
  const postId = await createPostViaApi(author.request, FREE_BOARD, authorToken, {
    title,
    content: '<p>사진이 있는 글</p>',
  });
  const url = `http://127.0.0.1${FREE_BOARD.policy.paths.detail(postId)}`;

  // A visitor files the request from the footer's form (axe: no violation).
  await page.goto(paths.home());
  await page.getByRole('contentinfo').getByRole('link', { name: T.footerLink }).click();
  await expect(page).toHaveURL(paths.rightsRequest());
  const request = page.getByRole('form', { name: T.requestTitle });
  await expectNoAxeViolations(page);
  await request.getByLabel(T.requestName).fill('김신청');
  await request.getByLabel(T.requestEmail).fill('requester@example.com');
  await request.getByLabel(T.requestUrl).fill(url);
  await request.getByLabel(T.requestReason).fill('제 아이 사진이 동의 없이 올라왔습니다.');
  await request.getByRole('button', { name: T.requestSubmit }).click();
  await expect(page.getByRole('status').getByText(T.requestDone)).toBeVisible();

  // The moderator applies 임시조치 for 30 days with a reason (axe on the cases page).
  const moderator = await pageOf(browser);
  await signInAs(moderator, ADMIN_EMAIL);
  await moderator.goto(paths.adminCases());
  const entry = moderator.getByRole('listitem').filter({ hasText: url });
  await expect(entry).toBeVisible();
  await expectNoAxeViolations(moderator);
  const caseId = Number((await entry.getAttribute('data-testid'))?.replace('case-', ''));
  await entry.getByRole('button', { name: T.caseApply, exact: true }).click();
  const form = entry.getByRole('form', { name: T.caseApply });
  await form.getByLabel(T.noteLabel).fill('초상권 침해 주장');
  await form.getByRole('button', { name: T.caseApply, exact: true }).click();
  await expect(toast(moderator, T.decided)).toBeVisible();
  await expect(entry.getByText(T.caseStatuses.HIDDEN, { exact: true })).toBeVisible();

  // The author objects from the notice's link.
  await author.goto(paths.objection(caseId));
  const objection = author.getByRole('form', { name: T.objectionTitle });
  await expect(objection).toBeVisible();
  await expectNoAxeViolations(author);
  await objection.getByLabel(T.objectionLabel).fill('제가 직접 찍은 사진이고 동의를 받았습니다.');
  await objection.getByRole('button', { name: T.objectionSubmit }).click();
  await expect(author.getByText(T.objectionDone)).toBeVisible();

  // Back in the console the case shows the objection; the moderator restores the post.
  await moderator.reload();
  await expect(entry.getByText(T.caseStatuses.OBJECTED, { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: T.caseRestore, exact: true }).click();
  await expect(toast(moderator, T.decided)).toBeVisible();
  await expect(entry.getByText(T.caseStatuses.RESTORED, { exact: true })).toBeVisible();
  await page.goto(FREE_BOARD.policy.paths.detail(postId));
  await expect(page.getByText(title).first()).toBeVisible();
  await moderator.context().close();
  await author.context().close();
});
