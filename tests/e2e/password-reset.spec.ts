import { expect, test } from './fixtures';
import { AUTH_TEXT } from '../../src/domain/text/auth';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { PASSWORD_RESET_TEXT as T } from '../../src/domain/text/social-login';
import { outboxMailsTo } from './social-support';
import { uniqueAccount } from './support';

const LONG = { timeout: 30_000 };

test('비밀번호 찾기 → the mailed link → a new password that signs in, the link then spent', async ({
  page,
  request,
}) => {
  const account = uniqueAccount();
  const signedUp = await request.post('/api/auth/sign-up', { data: account });
  expect(signedUp.status()).toBe(201);

  await page.goto('/signIn');
  await page.getByRole('link', { name: T.forgotLink }).click();
  await expect(page).toHaveURL(/\/password\/forgot$/);
  await page.getByLabel(AUTH_TEXT.email).fill(account.email);
  await page.getByRole('button', { name: T.requestSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: T.requestSent })).toBeVisible(LONG);

  // The embedded default has no mail server: the message is in the outbox of the data directory.
  await expect.poll(() => outboxMailsTo(account.email).length, LONG).toBe(1);
  const link = /(http:\/\/\S+\/password\/reset\?token=[A-Za-z0-9_-]+)/.exec(
    outboxMailsTo(account.email)[0] ?? '',
  )?.[1];
  expect(link).toBeDefined();

  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name: T.resetTitle })).toBeVisible(LONG);
  expect(page.url()).not.toContain('token=');
  await page.getByLabel(T.newPassword, { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: T.resetSubmit }).click();
  await expect(page).toHaveURL(/\/signIn$/, LONG);

  await page.getByLabel(AUTH_TEXT.email).fill(account.email);
  await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: AUTH_TEXT.signInSubmit, exact: true }).last().click();
  await expect(page.getByRole('button', { name: SHELL_TEXT.profileMenu })).toBeVisible(LONG);

  // The same link a second time is refused with its Korean reason.
  await page.goto(link as string);
  await page.getByLabel(T.newPassword, { exact: true }).fill('yet-another-password');
  await page.getByRole('button', { name: T.resetSubmit }).click();
  await expect(page.getByRole('alert').filter({ hasText: T.invalidToken })).toBeVisible(LONG);
});
