import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { operationPath } from '../../src/contract/operation';
import { ADMIN_OPERATIONS } from '../../src/contract/admin.operations';
import { paths } from '../../src/domain/paths';
import { ADMIN_TEXT, SUSPENSION_TEXT } from '../../src/domain/text/admin';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { BOARD_CASES, bearer, createPostViaApi, stamp, toast, tokenOf } from './boards-support';
import { ADMIN_EMAIL } from './editor-support';
import { MOBILE, uniqueAccount } from './support';

const FREE_BOARD = BOARD_CASES.find((b) => b.kind === 'post') ?? BOARD_CASES[0];

const noViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

const signUp = async (page: Page) => {
  const account = uniqueAccount();
  const res = await page.request.post('/api/auth/sign-up', { data: account });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  const me = await page.request.get('/api/user/profile', { headers: bearer(token) });
  const { id } = (await me.json()) as { id: number };
  return { ...account, token, id };
};

test('a moderator suspends a member from /admin/members on a phone; the member sees the banner and a refused write', async ({
  page,
}) => {
  if (!FREE_BOARD) throw new Error('no free board case');
  await page.setViewportSize(MOBILE);
  // The cast: a member to suspend, and a member the demo's ADMIN makes a MODERATOR.
  const member = await signUp(page);
  const moderator = await signUp(page);
  const adminToken = await tokenOf(page.request, ADMIN_EMAIL);
  const promoted = await page.request.put(operationPath(ADMIN_OPERATIONS.role, { id: moderator.id }), {
    headers: bearer(adminToken),
    data: { role: 'MODERATOR' },
  });
  expect(promoted.status()).toBe(204);
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: moderator.email, password: moderator.password },
  });
  const { token: moderatorToken } = (await signIn.json()) as { token: string };
  const postId = await createPostViaApi(page.request, FREE_BOARD, adminToken, {
    title: `정지 여정 ${stamp()}`,
    content: '<p>본문입니다</p>',
  });

  // The member reaches no console: the not-found page.
  await page.addInitScript((value) => window.localStorage.setItem('TOKEN', value), member.token);
  await page.goto(paths.adminMembers());
  await expect(page.getByRole('heading', { name: ADMIN_TEXT.membersTitle })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: ADMIN_TEXT.navLabel })).toHaveCount(0);

  // The moderator's console.
  await page.addInitScript((value) => window.localStorage.setItem('TOKEN', value), moderatorToken);
  await page.goto(paths.adminMembers());
  await expect(page.getByRole('heading', { name: ADMIN_TEXT.membersTitle, level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: ADMIN_TEXT.navLabel });
  for (const label of Object.values(ADMIN_TEXT.nav))
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  await page.getByRole('searchbox', { name: ADMIN_TEXT.searchLabel }).fill(member.nickname);
  await page.getByRole('button', { name: ADMIN_TEXT.search, exact: true }).click();
  const card = page.getByTestId(`member-${member.id}`);
  await expect(card).toBeVisible();
  await expect(page.locator('[data-testid^="member-"]')).toHaveCount(1);
  await noViolations(page);
  await card.getByRole('button', { name: ADMIN_TEXT.suspend, exact: true }).click();
  const form = card.getByRole('form', { name: ADMIN_TEXT.suspendTitle(member.nickname) });
  await form.getByRole('radio', { name: ADMIN_TEXT.durations(3), exact: true }).check();
  await form.getByRole('textbox', { name: ADMIN_TEXT.reasonLabel }).fill('광고 글 도배');
  await noViolations(page);
  await form.getByRole('button', { name: ADMIN_TEXT.suspend, exact: true }).click();
  await expect(toast(page, ADMIN_TEXT.suspended)).toBeVisible();
  await expect(card.getByRole('button', { name: ADMIN_TEXT.lift, exact: true })).toBeVisible();
  // A MODERATOR sees no role select (roles are an ADMIN's).
  await expect(card.getByRole('combobox')).toHaveCount(0);

  // The audit log shows it, filtered by action.
  await nav.getByRole('link', { name: ADMIN_TEXT.nav.audit }).click();
  await expect(page.getByRole('heading', { name: ADMIN_TEXT.auditTitle, level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: ADMIN_TEXT.filterAction }).selectOption('member.suspend');
  await page.getByRole('button', { name: ADMIN_TEXT.filter, exact: true }).click();
  const entries = page.getByRole('list', { name: ADMIN_TEXT.auditTitle });
  await expect(entries.getByText('광고 글 도배').first()).toBeVisible();
  await noViolations(page);

  // The member: the banner on every page, and a write refused with the end date in Korean.
  const profile = await page.request.get('/api/user/profile', { headers: bearer(member.token) });
  const { suspension } = (await profile.json()) as { suspension: { until: string } };
  await page.addInitScript((value) => window.localStorage.setItem('TOKEN', value), member.token);
  await page.goto(paths.home());
  const banner = page.getByTestId('suspension-banner');
  await expect(banner).toContainText(SUSPENSION_TEXT.bannerTitle);
  await expect(banner).toContainText('광고 글 도배');
  await page.goto(FREE_BOARD.policy.paths.detail(postId));
  await expect(banner).toBeVisible();
  await page.getByRole('textbox', { name: COMMENT_TEXT.label }).first().fill('정지 중에 쓰는 댓글');
  await page.getByRole('button', { name: COMMENT_TEXT.submit, exact: true }).click();
  await expect(page.getByText(SUSPENSION_TEXT.refused(new Date(suspension.until))).first()).toBeVisible();
});
