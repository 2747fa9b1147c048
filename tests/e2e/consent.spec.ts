import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_TEXT } from '../../src/domain/text/auth';
import { MINORS_TEXT } from '../../src/domain/text/minors';
import { POLICY_TEXT } from '../../src/domain/text/policies';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { UI_MAIN_TEXT } from '../../src/domain/text/ui-main';
import { uniqueAccount } from './support';

/** axe: no WCAG 2 A/AA violation on the page as it is now. */
const expectAccessible = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

test('sign-up asks for the required boxes, each linking to its document, and leaves marketing optional', async ({
  page,
}) => {
  const account = uniqueAccount();
  await page.goto('/signUp');
  const form = page.getByRole('form', { name: AUTH_TEXT.signUpTitle });
  const boxes = form.getByRole('group', { name: POLICY_TEXT.consentsLegend });
  for (const document of ['terms', 'privacy', 'marketing'] as const) {
    await expect(boxes.getByLabel(POLICY_TEXT.consentLabels[document])).not.toBeChecked();
    await expect(boxes.getByRole('link', { name: new RegExp(POLICY_TEXT.titles[document]) })).toHaveAttribute(
      'href',
      document === 'marketing' ? '/policies/marketing' : `/${document}`,
    );
  }
  await expectAccessible(page);

  await form.getByLabel(AUTH_TEXT.email, { exact: true }).fill(account.email);
  await form.getByLabel(AUTH_TEXT.password, { exact: true }).fill(account.password);
  await form.getByLabel(AUTH_TEXT.nickname, { exact: true }).fill(account.nickname);
  await form.getByLabel(MINORS_TEXT.birthDate, { exact: true }).fill('1990-05-05');
  await form.getByLabel(POLICY_TEXT.consentLabels.terms).check();
  await form.getByRole('button', { name: AUTH_TEXT.signUpSubmit }).click();
  // The privacy box is still empty: its reason, and no account.
  await expect(form.getByText(POLICY_TEXT.consentRequired.privacy)).toBeVisible();
  await expect(form.getByLabel(POLICY_TEXT.consentLabels.privacy)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signUp$/);
  await expectAccessible(page);

  await form.getByLabel(POLICY_TEXT.consentLabels.privacy).check();
  await expect(form.getByText(POLICY_TEXT.consentRequired.privacy)).toHaveCount(0);
  await form.getByRole('button', { name: AUTH_TEXT.signUpSubmit }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: SHELL_TEXT.profileMenu })).toBeVisible();
});

test('the footer opens the product’s own policy pages, older versions stay reachable', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo', { name: UI_MAIN_TEXT.footer.label });
  // The footer loads after the page: a click before the router runs is tried again.
  await expect(async () => {
    await footer.getByRole('link', { name: UI_MAIN_TEXT.footer.terms, exact: true }).click();
    await expect(page).toHaveURL(/\/terms$/, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1, name: POLICY_TEXT.titles.terms })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /제1조/ })).toBeVisible();
  await expect(page.getByText(POLICY_TEXT.effectiveDate('2026-11-29'))).toBeVisible();
  await expect(page).toHaveTitle(`${POLICY_TEXT.titles.terms} | ${SHELL_TEXT.productName}`);
  await expectAccessible(page);

  const footerAgain = page.getByRole('contentinfo', { name: UI_MAIN_TEXT.footer.label });
  await footerAgain.getByRole('link', { name: UI_MAIN_TEXT.footer.privacy, exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: POLICY_TEXT.titles.privacy })).toBeVisible();
  // What the code keeps and what the page says agree; the operator comes from the configuration.
  await expect(page.getByText('회원 탈퇴 후 3년')).toBeVisible();
  await expect(
    page.getByText(/개인정보 보호책임자: 개인정보 보호책임자 \(privacy@kickoff\.local\)/),
  ).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectAccessible(page);

  // A version by its address; one that does not exist says so.
  await page.goto('/privacy?version=2026-11-29');
  await expect(page.getByText(POLICY_TEXT.effectiveDate('2026-11-29'))).toBeVisible();
  await page.goto('/terms?version=2001-01-01');
  await expect(page.getByText(POLICY_TEXT.notFound)).toBeVisible();
});
