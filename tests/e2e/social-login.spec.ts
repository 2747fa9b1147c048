import type { Page } from '@playwright/test';
import { BIRTH_DATE_TEXT } from '../../src/domain/text/birth-date';
import { expect, test } from './fixtures';
import { AUTH_TEXT } from '../../src/domain/text/auth';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { OAUTH_FAILURE_TEXT, ONBOARDING_TEXT, SOCIAL_LOGIN_TEXT } from '../../src/domain/text/social-login';
import { POLICY_TEXT } from '../../src/domain/text/policies';
import { E2E_SIGN_IN_ACCOUNT_LIMIT } from './social-support';
import { screenshot } from './support';

const LONG = { timeout: 30_000 };
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);

/** At the local provider (tests/fixtures/local-oauth-provider.ts): sign in as `id` and answer the consent. */
const consent = async (page: Page, id: string, decision: '동의하고 계속하기' | '취소') => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('인증 서버', LONG);
  await page.getByLabel('계정 ID').fill(id);
  await page.getByRole('button', { name: decision }).click();
};

test('카카오로 시작하기 → consent → nickname → signed in with the real bell and avatar', async ({ page }) => {
  await page.goto('/signIn');
  const providers = page.getByRole('navigation', { name: SOCIAL_LOGIN_TEXT.groupLabel });
  for (const name of ['kakao', 'naver', 'google'] as const)
    await expect(providers.getByRole('link', { name: SOCIAL_LOGIN_TEXT.start(name) })).toBeVisible(LONG);
  await screenshot(page, 'social-sign-in-buttons');
  await providers.getByRole('link', { name: SOCIAL_LOGIN_TEXT.start('kakao') }).click();

  await consent(page, unique(), '동의하고 계속하기');

  // Back in the app with no profile yet: the onboarding page and the placeholder bell and avatar.
  await expect(page).toHaveURL(/\/onboarding$/, LONG);
  await expect(page.getByRole('heading', { level: 1, name: ONBOARDING_TEXT.title })).toBeVisible(LONG);
  await expect(page.getByTestId('placeholder-bell')).toBeVisible();
  await expect(page.getByTestId('placeholder-avatar')).toBeVisible();
  await expect(page.getByRole('button', { name: SHELL_TEXT.profileMenu })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toMatch(/^ey/);
  expect(page.url()).not.toContain('code=');
  await screenshot(page, 'social-onboarding');

  const nickname = `카카오${unique().slice(-6)}`;
  await page.getByLabel(AUTH_TEXT.nickname).fill(nickname);
  await page.getByLabel(BIRTH_DATE_TEXT.label, { exact: true }).fill('1984-10-02');
  await page.getByRole('button', { name: ONBOARDING_TEXT.submit }).click();
  // The required boxes (issue 23) are empty: each says so.
  await expect(page.getByRole('alert').filter({ hasText: POLICY_TEXT.consentRequired.terms })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: POLICY_TEXT.consentRequired.privacy }),
  ).toBeVisible();
  await page.getByLabel(POLICY_TEXT.consentLabels.terms).check();
  await page.getByLabel(POLICY_TEXT.consentLabels.privacy).check();
  await page.getByRole('button', { name: ONBOARDING_TEXT.submit }).click();

  await expect(page).toHaveURL(/\/$/, LONG);
  const menu = page.getByRole('button', { name: SHELL_TEXT.profileMenu });
  await expect(menu).toBeVisible(LONG);
  await expect(page.getByRole('link', { name: new RegExp(`^${SHELL_TEXT.notifications}`) })).toBeVisible();
  await expect(page.getByTestId('placeholder-avatar')).toHaveCount(0);
  await menu.click();
  await expect(page.getByRole('menu', { name: SHELL_TEXT.profileMenu })).toContainText(nickname);
  await screenshot(page, 'social-signed-in');
});

test('a refused consent ends on the failure page with the Korean reason', async ({ page }) => {
  await page.goto('/signIn');
  await page.getByRole('link', { name: SOCIAL_LOGIN_TEXT.start('naver') }).click();
  await consent(page, `naver-${unique()}`, '취소');
  await expect(page).toHaveURL(/\/login\/oauth\/login\/authentication-failure\?reason=denied$/, LONG);
  await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXT.failureTitle })).toBeVisible(LONG);
  await expect(page.getByText(OAUTH_FAILURE_TEXT.denied)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toBeNull();
});

test('too many failed sign-ins show the 429’s Korean text on the form', async ({ page }) => {
  await page.goto('/signIn');
  const email = `guess-${unique()}@kickoff.example`;
  await page.getByLabel(AUTH_TEXT.email).fill(email);
  const password = page.getByLabel(AUTH_TEXT.password, { exact: true });
  const submit = page.getByRole('button', { name: AUTH_TEXT.signInSubmit, exact: true }).last();
  for (let i = 0; i < E2E_SIGN_IN_ACCOUNT_LIMIT; i++) {
    await password.fill(`wrong-guess-${i}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
    await submit.click();
    expect((await answered).status()).toBe(401);
  }
  await password.fill('another-guess');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: '로그인 시도가 너무 많습니다.' })).toBeVisible(LONG);
});
