import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { paths } from '../../src/domain/paths';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { REPORT_TEXT } from '../../src/domain/text/reports';
import { UI_TEXT } from '../../src/domain/text/ui';
import {
  BOARD_CASES,
  bearer,
  commentViaApi,
  createPostViaApi,
  pinComment,
  signUpMember,
  stamp,
  toast,
} from './boards-support';
import { MOBILE, uniqueAccount } from './support';

const FREE_BOARD = BOARD_CASES.find((b) => b.kind === 'post') ?? BOARD_CASES[0];

test('a member reports a comment from its ⋮ menu on a phone and finds it in 내 신고 내역', async ({
  page,
}) => {
  if (!FREE_BOARD) throw new Error('no free board case');
  await page.setViewportSize(MOBILE);
  // Someone else writes a post and a comment; the member signs in.
  const author = uniqueAccount();
  const signUp = await page.request.post('/api/auth/sign-up', { data: author });
  expect(signUp.ok()).toBe(true);
  const { token } = (await signUp.json()) as { token: string };
  const id = stamp();
  const postId = await createPostViaApi(page.request, FREE_BOARD, token, {
    title: `신고 여정 ${id}`,
    content: '<p>본문입니다</p>',
  });
  const commentText = `광고성 댓글입니다 ${id}`;
  await commentViaApi(page.request, FREE_BOARD, token, postId, commentText);
  const me = await signUpMember(page);

  await page.goto(FREE_BOARD.policy.paths.detail(postId));
  const comment = await pinComment(page, commentText);
  await comment.getByRole('button', { name: COMMENT_TEXT.menu }).first().click();
  await page
    .getByRole('menu', { name: COMMENT_TEXT.menu })
    .getByRole('menuitem', { name: REPORT_TEXT.menuItem })
    .click();

  const dialog = page.getByRole('dialog', { name: REPORT_TEXT.dialogTitle });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: REPORT_TEXT.submit, exact: true });
  // No reason yet: nothing to send. Every reason is a labelled radio.
  await expect(submit).toBeDisabled();
  for (const label of Object.values(REPORT_TEXT.reasons))
    await expect(dialog.getByRole('radio', { name: label, exact: true })).toBeVisible();
  // 기타 asks for a text and counts it.
  await dialog.getByRole('radio', { name: REPORT_TEXT.reasons.OTHER, exact: true }).check();
  await expect(submit).toBeDisabled();
  const detail = dialog.getByRole('textbox', { name: REPORT_TEXT.detailLabel });
  await detail.fill('연락처를 남기며 홍보합니다');
  await expect(dialog.getByText(REPORT_TEXT.detailCounter(14, 500))).toBeVisible();
  // axe: no WCAG 2 A/AA violation in the open dialog.
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // Focus stays inside the dialog on a phone, and its submit button is on screen.
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expect(submit).toBeInViewport();
  await submit.click();
  await expect(toast(page, REPORT_TEXT.done)).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second report of the same comment is refused in Korean.
  await comment.getByRole('button', { name: COMMENT_TEXT.menu }).first().click();
  await page
    .getByRole('menu', { name: COMMENT_TEXT.menu })
    .getByRole('menuitem', { name: REPORT_TEXT.menuItem })
    .click();
  await dialog.getByRole('radio', { name: REPORT_TEXT.reasons.SPAM, exact: true }).check();
  await submit.click();
  await expect(toast(page, REPORT_TEXT.duplicate)).toBeVisible();
  await dialog.getByRole('button', { name: UI_TEXT.close }).click();
  await expect(dialog).toBeHidden();

  // The reporter's list, in the account settings, shows it waiting for review.
  await page.goto(paths.userEdit());
  const list = page.getByRole('region', { name: REPORT_TEXT.myReports });
  await expect(list).toBeVisible();
  const row = list.getByRole('listitem').filter({ hasText: commentText });
  await expect(row).toContainText(REPORT_TEXT.targetKinds.comment);
  await expect(row).toContainText(REPORT_TEXT.statuses.OPEN);
  await expect(row).toContainText(REPORT_TEXT.reasons.OTHER);
  const api = await page.request.get('/api/reports/mine', { headers: bearer(me.token) });
  expect(((await api.json()) as { data: unknown[] }).data).toHaveLength(1);
});
