import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { paths } from '../../src/domain/paths';
import { BLOCK_TEXT } from '../../src/domain/text/blocks';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import {
  BOARD_CASES,
  bearer,
  boardList,
  commentViaApi,
  createPostViaApi,
  pinComment,
  signUpMember,
  stamp,
  toast,
} from './boards-support';
import { MOBILE, uniqueAccount } from './support';

const FREE_BOARD = BOARD_CASES.find((b) => b.kind === 'post') ?? BOARD_CASES[0];

test('a member blocks another from a comment on a phone, reads it once, and undoes the block in account settings', async ({
  page,
}) => {
  if (!FREE_BOARD) throw new Error('no free board case');
  await page.setViewportSize(MOBILE);
  // Someone else writes a post and a comment; the member signs in.
  const other = uniqueAccount();
  const signUp = await page.request.post('/api/auth/sign-up', { data: other });
  expect(signUp.ok()).toBe(true);
  const { token } = (await signUp.json()) as { token: string };
  const id = stamp();
  const postId = await createPostViaApi(page.request, FREE_BOARD, token, {
    title: `차단 여정 ${id}`,
    content: '<p>본문입니다</p>',
  });
  const commentText = `괴롭히는 댓글입니다 ${id}`;
  await commentViaApi(page.request, FREE_BOARD, token, postId, commentText);
  const me = await signUpMember(page);

  await page.goto(FREE_BOARD.policy.paths.detail(postId));
  const comment = await pinComment(page, commentText);
  await comment.getByRole('button', { name: COMMENT_TEXT.menu }).first().click();
  await page
    .getByRole('menu', { name: COMMENT_TEXT.menu })
    .getByRole('menuitem', { name: BLOCK_TEXT.menuItem })
    .click();
  const dialog = page.getByRole('dialog', { name: BLOCK_TEXT.confirmTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(BLOCK_TEXT.confirmDescription);
  await dialog.getByRole('button', { name: BLOCK_TEXT.confirm, exact: true }).click();
  await expect(toast(page, BLOCK_TEXT.done)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The comment collapses to the placeholder, its words gone from the page.
  await expect(comment.getByText(BLOCK_TEXT.placeholder)).toBeVisible();
  await expect(comment).not.toContainText(commentText);
  // 이번만 보기 shows it once...
  await comment.getByRole('button', { name: BLOCK_TEXT.showOnce }).click();
  await expect(comment).toContainText(commentText);
  await expect(comment.getByText(BLOCK_TEXT.placeholder)).toBeHidden();
  // ...and a new visit finds it collapsed again.
  await page.reload();
  const again = page.getByTestId((await comment.getAttribute('data-testid')) ?? '');
  await expect(again.getByText(BLOCK_TEXT.placeholder)).toBeVisible();
  await expect(again).not.toContainText(commentText);

  // Account settings list the block and undo it.
  await page.goto(paths.userEdit());
  const list = page.getByRole('region', { name: BLOCK_TEXT.listTitle });
  await expect(list).toBeVisible();
  const row = list.getByRole('listitem').filter({ hasText: other.nickname });
  await expect(row).toBeVisible();
  // axe: no WCAG 2 A/AA violation on the settings page with the list shown.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  await row.getByRole('button', { name: BLOCK_TEXT.unblockLabel(other.nickname) }).click();
  await expect(toast(page, BLOCK_TEXT.unblocked)).toBeVisible();
  await expect(list.getByText(BLOCK_TEXT.listEmpty)).toBeVisible();
  const api = await page.request.get('/api/blocks', { headers: bearer(me.token) });
  expect(((await api.json()) as { data: unknown[] }).data).toEqual([]);

  // The comment reads as before.
  await page.goto(FREE_BOARD.policy.paths.detail(postId));
  await expect(await pinComment(page, commentText)).not.toContainText(BLOCK_TEXT.placeholder);
});

test('a blocked member’s post in the board list says its page reads it once, and that page does', async ({
  page,
}) => {
  if (!FREE_BOARD) throw new Error('no free board case');
  await page.setViewportSize(MOBILE);
  const other = uniqueAccount();
  const signUp = await page.request.post('/api/auth/sign-up', { data: other });
  expect(signUp.ok()).toBe(true);
  const { token } = (await signUp.json()) as { token: string };
  const id = stamp();
  const body = `차단된 글의 본문 ${id}`;
  const postId = await createPostViaApi(page.request, FREE_BOARD, token, {
    title: `차단된 글 ${id}`,
    content: `<p>${body}</p>`,
  });
  const me = await signUpMember(page);
  const blocked = await page.request.post('/api/blocks', {
    headers: bearer(me.token),
    data: { sourceKind: FREE_BOARD.kind, sourceId: postId },
  });
  expect(blocked.status()).toBe(201);

  // The list card: the placeholder and the hint, none of the words; the whole card is one link.
  await page.goto(paths.boardHome(FREE_BOARD.kind));
  const card = boardList(page, FREE_BOARD).getByRole('link').filter({ hasText: BLOCK_TEXT.cardHint });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(BLOCK_TEXT.placeholder);
  await expect(card).not.toContainText(`차단된 글 ${id}`);
  await expect(card.getByRole('button')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  // It opens the post, where 이번만 보기 shows the words once.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${FREE_BOARD.policy.paths.detail(postId)}$`));
  const placeholder = page.getByTestId('blocked-placeholder');
  await expect(placeholder).toContainText(BLOCK_TEXT.placeholder);
  await expect(page.getByText(body)).toHaveCount(0);
  await placeholder.getByRole('button', { name: BLOCK_TEXT.showOnce }).click();
  await expect(page.getByText(body)).toBeVisible();
});
