import { expect, test } from './fixtures';
import { BIRTH_DATE_TEXT } from '../../src/domain/text/birth-date';
import { POLICY_TEXT } from '../../src/domain/text/policies';
import { AUTH_TEXT } from '../../src/domain/text/auth';
import { LEVEL_GUIDE_TEXT } from '../../src/domain/text/main-pages';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { collectDialogs, DEMO_PASSWORD, DEMO_USER_EMAIL, screenshot, uniqueAccount } from './support';

const profileMenu = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: SHELL_TEXT.profileMenu });

test('sign up, see the profile dropdown, log out to /signIn with the alert, sign in again', async ({
  page,
}) => {
  const dialogs = collectDialogs(page);
  const account = uniqueAccount();

  await page.goto('/signUp');
  await page.getByLabel(AUTH_TEXT.email).fill(account.email);
  await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill(account.password);
  await page.getByLabel(AUTH_TEXT.nickname).fill(account.nickname);
  await page.getByLabel(BIRTH_DATE_TEXT.label, { exact: true }).fill('1985-07-15');
  await page.getByLabel(POLICY_TEXT.consentLabels.terms).check();
  await page.getByLabel(POLICY_TEXT.consentLabels.privacy).check();
  await page.getByRole('button', { name: AUTH_TEXT.signUpSubmit }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(profileMenu(page)).toBeVisible();
  await profileMenu(page).click();
  const menu = page.getByRole('menu', { name: SHELL_TEXT.profileMenu });
  await expect(menu).toContainText(account.nickname);
  await expect(menu.getByRole('menuitem', { name: SHELL_TEXT.myProfile })).toBeVisible();
  await screenshot(page, 'journey-signed-up-dropdown');

  // The dropdown closes on an outside click.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();

  // Log out from the board: that path is saved and applied after the next login lands on /.
  await page
    .getByRole('navigation', { name: SHELL_TEXT.navLabel })
    .getByRole('link', { name: SHELL_TEXT.navCommunity })
    .click();
  await expect(page).toHaveURL(/\/board\/home/);
  // The token as the browser holds it, and a copy of it working before the logout.
  const token = await page.evaluate(() => localStorage.getItem('TOKEN'));
  expect(token).toBeTruthy();
  const profileWith = (value: string) =>
    page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${value}` } });
  expect((await profileWith(token as string)).status()).toBe(200);
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: SHELL_TEXT.logout }).click();
  await expect(page).toHaveURL(/\/signIn$/);
  await expect.poll(() => dialogs).toContain(SHELL_TEXT.loggedOut);
  expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toBeNull();
  // The browser's logout ended the session on the server too: the copied token no longer works.
  expect((await profileWith(token as string)).status()).toBe(401);

  await page.getByLabel(AUTH_TEXT.email).fill(account.email);
  await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: AUTH_TEXT.signInSubmit, exact: true }).last().click();
  await expect(page).toHaveURL(/\/board\/home$/);
  await expect(profileMenu(page)).toBeVisible();
});

test('sign-in shows validation and server errors in place, then returns to the origin path', async ({
  page,
}) => {
  await page.goto('/level');
  await page.getByRole('link', { name: LEVEL_GUIDE_TEXT.loginAction }).click();
  await expect(page).toHaveURL(/\/signIn$/);

  const submit = page.getByRole('button', { name: AUTH_TEXT.signInSubmit, exact: true }).last();
  await page.getByLabel(AUTH_TEXT.email).fill('not-an-email');
  await submit.click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel(AUTH_TEXT.email)).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(AUTH_TEXT.email).fill(DEMO_USER_EMAIL);
  await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill('wrong-password-1');
  await submit.click();
  await expect(page.getByLabel(AUTH_TEXT.password, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // The visibility toggle shows the typed password.
  await page.getByRole('button', { name: AUTH_TEXT.showPassword }).click();
  await expect(page.getByLabel(AUTH_TEXT.password, { exact: true })).toHaveAttribute('type', 'text');

  await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill(DEMO_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/level$/);
  await expect(page.getByRole('region', { name: LEVEL_GUIDE_TEXT.myLevel })).toBeVisible();
});

test('a forged token in localStorage leads back to / signed out', async ({ page }) => {
  collectDialogs(page);
  // Plant the token from a same-origin page that runs no app code: a live app page would send it with
  // its next request and sign itself out before the navigation below.
  await page.goto('/api/health');
  await page.evaluate(() =>
    localStorage.setItem('TOKEN', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6IkFETUlOIn0.forged'),
  );
  await page.goto('/board/home?board=post');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: SHELL_TEXT.login })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toBeNull();
});

test('leaving a page while it still checks the stored session keeps the member signed in', async ({
  page,
}) => {
  const account = uniqueAccount();
  const signedUp = await page.request.post('/api/auth/sign-up', { data: account });
  expect(signedUp.ok()).toBe(true);
  const { token } = (await signedUp.json()) as { token: string };
  await page.goto('/level');
  await page.evaluate((value) => window.localStorage.setItem('TOKEN', value), token);

  // The next page's profile check is held until the reader has already moved on to another page.
  let held = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/user/profile', async (route) => {
    if (held) return route.continue();
    held = true;
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/level');
  await expect.poll(() => held).toBe(true);
  await page.goto('/board/home');

  await expect(profileMenu(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toBe(token);
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
