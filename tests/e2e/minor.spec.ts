import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { AUTH_TEXT } from '../../src/domain/text/auth';
import { MINORS_TEXT as M } from '../../src/domain/text/minors';
import { POLICY_TEXT } from '../../src/domain/text/policies';
import { BOARD_CASES, createPostViaApi, pinComment, stamp, toast } from './boards-support';
import { outboxMailsTo } from './social-support';
import { MOBILE, uniqueAccount } from './support';

const FREE_BOARD = BOARD_CASES.find((b) => b.kind === 'post') ?? BOARD_CASES[0];

/** axe: no WCAG 2 A/AA violation on the page as it is now. */
const expectAccessible = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

/** The Seoul date of birth of someone who turned `years` today. */
const bornYearsAgo = (years: number) => {
  const seoul = new Date(Date.now() + 9 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${seoul.getUTCFullYear() - years}-${pad(seoul.getUTCMonth() + 1)}-${pad(seoul.getUTCDate())}`;
};

test('a 12-year-old signs up, the guardian consents from the mail, and the child writes a comment', async ({
  page,
  browser,
}) => {
  if (!FREE_BOARD) throw new Error('no free board case');
  test.setTimeout(120_000);
  await page.setViewportSize(MOBILE);
  // Someone else's post the child will comment on.
  const author = uniqueAccount();
  const authored = await page.request.post('/api/auth/sign-up', {
    data: { ...author, consents: ['terms', 'privacy'] },
  });
  expect(authored.ok()).toBe(true);
  const { token: authorToken } = (await authored.json()) as { token: string };
  const id = stamp();
  const postId = await createPostViaApi(page.request, FREE_BOARD, authorToken, {
    title: `보호자 여정 ${id}`,
    content: '<p>유소년 축구 이야기</p>',
  });

  // The child signs up with a date of birth 12 years ago.
  const child = uniqueAccount();
  await page.goto('/signUp');
  const form = page.getByRole('form', { name: AUTH_TEXT.signUpTitle });
  await form.getByLabel(AUTH_TEXT.email, { exact: true }).fill(child.email);
  await form.getByLabel(AUTH_TEXT.password, { exact: true }).fill(child.password);
  await form.getByLabel(AUTH_TEXT.nickname, { exact: true }).fill(child.nickname);
  await form.getByLabel(M.birthDate, { exact: true }).fill(bornYearsAgo(12));
  await page.getByLabel(POLICY_TEXT.consentLabels.terms).check();
  await page.getByLabel(POLICY_TEXT.consentLabels.privacy).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: AUTH_TEXT.signUpSubmit }).click();

  // Pending: the banner says why nothing can be written, and leads to the guardian step.
  const banner = page.getByRole('status').filter({ hasText: M.pendingBanner });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: M.pendingBannerLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: M.guardianTitle })).toBeVisible();
  const guardianEmail = `guardian-${id}@kickoff.example`;
  await page.getByLabel(M.guardianEmail).fill(guardianEmail);
  await page.getByRole('button', { name: M.guardianSubmit }).click();
  await expect(page.getByText(M.guardianSent(guardianEmail))).toBeVisible();
  await expectAccessible(page);

  // The guardian opens the consent link of the mail in another browser.
  await expect.poll(() => outboxMailsTo(guardianEmail).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const mail = outboxMailsTo(guardianEmail)[0] as string;
  expect(mail).toContain(M.mailSubject);
  const link = /(https?:\/\/\S+\/guardian\/consent\?token=[A-Za-z0-9_\-.]+)/.exec(mail)?.[1];
  if (!link) throw new Error(`no consent link in:\n${mail}`);
  const guardianContext = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const guardian = await guardianContext.newPage();
  await guardian.goto(link);
  await expect(guardian.getByRole('heading', { level: 1, name: M.consentTitle })).toBeVisible();
  await expect(guardian.getByText(M.consentIntro(child.nickname))).toBeVisible();
  await expect(guardian.getByRole('heading', { name: M.collectedHeading })).toBeVisible();
  // The documents consented to, each with its version, link to the product's own policy pages.
  await expect(
    guardian.getByRole('link', { name: new RegExp(`^${POLICY_TEXT.titles.terms} \\(`) }),
  ).toBeVisible();
  await expect(
    guardian.getByRole('link', { name: new RegExp(`^${POLICY_TEXT.titles.privacy} \\(`) }),
  ).toBeVisible();
  await expectAccessible(guardian);
  await guardian.getByRole('button', { name: M.consentSubmit }).click();
  await expect(guardian.getByText(M.consented)).toBeVisible();
  await expectAccessible(guardian);
  await guardianContext.close();

  // The settings show the age band, never the date of birth.
  await page.goto('/users/edit');
  const band = page.getByTestId('my-age-band');
  await expect(band).toContainText(M.ageBand.CHILD);
  await expect(page.getByText(bornYearsAgo(12))).toHaveCount(0);

  // The child, now a full member, writes a comment.
  await page.goto(FREE_BOARD.policy.paths.detail(postId));
  await expect(page.getByRole('heading', { level: 1, name: `보호자 여정 ${id}` })).toBeVisible();
  await expect(page.getByText(M.pendingBanner)).toHaveCount(0);
  const commentText = `저도 축구 좋아해요 ${id}`;
  await page.getByRole('textbox', { name: COMMENT_TEXT.label }).first().fill(commentText);
  await page.getByRole('button', { name: COMMENT_TEXT.submit, exact: true }).click();
  await expect(toast(page, COMMENT_TEXT.written)).toBeVisible();
  await pinComment(page, commentText);

  // Later the guardian withdraws consent from the mail's other link: the account is deleted.
  const withdrawLink = /(https?:\/\/\S+\/guardian\/withdraw\?token=[A-Za-z0-9_\-.]+)/.exec(mail)?.[1];
  if (!withdrawLink) throw new Error(`no withdrawal link in:\n${mail}`);
  const laterContext = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const later = await laterContext.newPage();
  await later.goto(withdrawLink);
  await expect(later.getByRole('heading', { level: 1, name: M.withdrawTitle })).toBeVisible();
  await expectAccessible(later);
  await later.getByRole('button', { name: M.withdrawSubmit }).click();
  await expect(later.getByText(M.withdrawn)).toBeVisible();
  await laterContext.close();
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: child.email, password: child.password },
  });
  expect(signIn.status()).toBe(401);
});
