import { expect, test } from './fixtures';
import { ARTICLE_TEXT as T } from '../../src/domain/text/articles';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { UI_TEXT } from '../../src/domain/text/ui';
import {
  articleLike,
  commentItem,
  openTargetBySearch,
  signUpFresh,
  TARGET_AUTHOR,
  toast,
} from './articles-support';
import { collectDialogs, screenshot } from './support';
import { SERVER_MESSAGE_TEXT } from '../../src/domain/text/errors';
import { REACTION_TEXT } from '../../src/domain/text/reactions';
import { CONTENT_TEXT } from '../../src/domain/text/content';

test('a member finds an article by a two-syllable search, reacts to it, follows and consults its editor', async ({
  page,
}) => {
  const alerts = collectDialogs(page);
  await signUpFresh(page);
  await openTargetBySearch(page);

  // Like: flips at once, and the server keeps it.
  const like = articleLike(page);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = Number(((await like.textContent()) ?? '').replace(/,/g, ''));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(String(before + 1));
  await page.reload();
  await expect(articleLike(page)).toHaveAttribute('aria-pressed', 'true');

  // Comment in Korean, reply to it, edit it, delete it.
  const stamp = Date.now().toString(36);
  const commentText = `진학 일정 정리 감사합니다 ${stamp}`;
  const replyText = `저도 궁금했던 내용이에요 ${stamp}`;
  const editedText = `진학 일정 정리, 정말 도움이 됐어요 ${stamp}`;
  // The box grows with its lines up to 120px (spec section 9), then scrolls; emptied, it is one row again.
  const box = page.getByRole('textbox', { name: COMMENT_TEXT.label }).first();
  const height = async () => (await box.boundingBox())?.height ?? 0;
  const oneRow = await height();
  await box.fill('첫째 줄\n둘째 줄');
  await expect.poll(height).toBeGreaterThan(oneRow);
  await box.fill('1\n2\n3\n4\n5\n6\n7\n8');
  await expect.poll(height).toBe(120);
  await box.fill('');
  await expect.poll(height).toBe(oneRow);
  await box.fill(commentText);
  await page.getByRole('button', { name: COMMENT_TEXT.submit, exact: true }).click();
  await expect(toast(page, COMMENT_TEXT.written)).toBeVisible();
  await expect(box).toHaveValue('');
  await expect.poll(height).toBe(oneRow);
  // The list shows it once its refresh after the write answers: on a loaded machine that refresh can
  // take the client's 5 s timeout and its one retry (a CI run's first test missed the default 10 s).
  await expect(commentItem(page, commentText)).toBeVisible({ timeout: 20_000 });
  // Pinned by id: while editing, the text sits in a textarea and no longer matches by content.
  const mine = page.getByTestId((await commentItem(page, commentText).getAttribute('data-testid')) ?? '');

  await mine.getByRole('button', { name: COMMENT_TEXT.reply, exact: true }).first().click();
  await mine.getByRole('textbox', { name: COMMENT_TEXT.replyLabel }).fill(replyText);
  await mine.getByRole('button', { name: COMMENT_TEXT.replySubmit }).click();
  await expect(mine.getByText(replyText)).toBeVisible();

  await mine.getByRole('button', { name: COMMENT_TEXT.menu }).first().click();
  await page.getByRole('menuitem', { name: CONTENT_TEXT.edit }).click();
  await mine.getByRole('textbox', { name: COMMENT_TEXT.label }).fill(editedText);
  await mine.getByRole('button', { name: COMMENT_TEXT.editSubmit }).click();
  await expect(toast(page, COMMENT_TEXT.editDone)).toBeVisible();
  await expect(mine.getByText(editedText)).toBeVisible();

  await mine.getByRole('button', { name: COMMENT_TEXT.menu }).first().click();
  await page.getByRole('menuitem', { name: CONTENT_TEXT.delete }).click();
  await page.getByRole('dialog').getByRole('button', { name: UI_TEXT.delete }).click();
  await expect(toast(page, COMMENT_TEXT.deleteDone)).toBeVisible();
  await expect(page.getByText(editedText)).toHaveCount(0);
  // The comment had a reply: it stays as the deleted text and the reply keeps its place.
  await expect(commentItem(page, replyText)).toContainText(COMMENT_TEXT.deleted);

  // Follow the editor from the author card.
  const card = page.getByRole('region', { name: TARGET_AUTHOR });
  await card.getByRole('button', { name: REACTION_TEXT.follow, exact: true }).click();
  await expect(card.getByRole('button', { name: REACTION_TEXT.following, exact: true })).toBeVisible();

  // Consult: the first succeeds, the second the same day gets the daily-limit warning and closes.
  const modal = page.getByRole('dialog', { name: T.consultationTitle });
  await card.getByRole('button', { name: T.consult }).click();
  await expect(modal.getByLabel(T.consultationType)).toHaveValue('CONSULTING');
  await modal.getByLabel(T.consultationMessage).fill('중학교 축구부 진학 상담을 받고 싶습니다.');
  await modal.getByRole('button', { name: T.consultationSubmit }).click();
  await expect(toast(page, T.consultationSent)).toBeVisible();
  await expect(modal).toBeHidden();

  await card.getByRole('button', { name: T.consult }).click();
  await modal.getByLabel(T.consultationMessage).fill('한 번 더 여쭤봅니다.');
  await modal.getByRole('button', { name: T.consultationSubmit }).click();
  await expect(
    toast(page, SERVER_MESSAGE_TEXT['Only one consultation per day to the same user']),
  ).toBeVisible();
  await expect(modal).toBeHidden();
  await screenshot(page, 'articles-member-journey');
  expect(alerts).toEqual([]);
});
