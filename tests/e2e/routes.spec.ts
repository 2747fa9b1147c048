import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_TEXT } from '../../src/domain/text/auth';
import { EDITOR_KIND_TEXT as E } from '../../src/domain/text/editor';
import { PAGE_TEXT as P } from '../../src/domain/text/pages';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { PASSWORD_RESET_TEXT } from '../../src/domain/text/social-login';
import { collectDialogs, DESKTOP, MOBILE, screenshot } from './support';

type Bar = 'standard' | 'simple' | 'none';

/** Every route of spec section 2 with the h1 it must show and the top bar it must wear. */
const ROUTES: readonly { path: string; heading: string | RegExp; bar: Bar; competition?: boolean }[] = [
  { path: '/', heading: P.articleHome.title, bar: 'standard' },
  { path: '/article', heading: P.articleHome.title, bar: 'standard' },
  { path: '/article/1', heading: /.+/, bar: 'none' },
  { path: '/articleDraft/1', heading: E.article.pageTitle.draft, bar: 'standard' },
  { path: '/articleEdit/1', heading: E.article.pageTitle.edit, bar: 'standard' },
  { path: '/articlePost', heading: E.article.pageTitle.post, bar: 'standard' },
  { path: '/clip', heading: P.clip.title, bar: 'standard' },
  { path: '/board/home', heading: P.boardHome.title, bar: 'standard' },
  { path: '/board/home?board=post', heading: P.boardHome.title, bar: 'standard' },
  { path: '/boardPost?board=qna', heading: E.qna.pageTitle.post, bar: 'standard' },
  { path: '/board/post/1', heading: /.+/, bar: 'standard' },
  { path: '/board/qna/1', heading: /.+/, bar: 'standard' },
  { path: '/boardEdit/1?board=post', heading: E.post.pageTitle.edit, bar: 'standard' },
  { path: '/boardDraft/1?board=qna', heading: E.qna.pageTitle.draft, bar: 'standard' },
  { path: '/competition/home', heading: P.competitionHome.title, bar: 'standard', competition: true },
  { path: '/competition/match', heading: P.competitionMatch.title, bar: 'standard', competition: true },
  { path: '/competition/league', heading: P.competitionLeague.title, bar: 'standard', competition: true },
  { path: '/spotlightMember', heading: P.spotlight.title, bar: 'standard' },
  { path: '/users/1', heading: /.+/, bar: 'standard' },
  { path: '/users/edit', heading: P.profileEdit.title, bar: 'standard' },
  { path: '/users/editPassword', heading: P.passwordEdit.title, bar: 'standard' },
  { path: '/level', heading: P.level.title, bar: 'none' },
  { path: '/alarm', heading: P.alarm.title, bar: 'standard' },
  { path: '/signIn', heading: AUTH_TEXT.signInTitle, bar: 'simple' },
  { path: '/signUp', heading: AUTH_TEXT.signUpTitle, bar: 'simple' },
  // Without a one-time code the callback page has nothing to exchange: it shows the failure page.
  { path: '/login/oauth', heading: AUTH_TEXT.failureTitle, bar: 'standard' },
  { path: '/login/authentication-failure', heading: AUTH_TEXT.failureTitle, bar: 'standard' },
  { path: '/login/oauth/login/authentication-failure', heading: AUTH_TEXT.failureTitle, bar: 'standard' },
  { path: '/password/forgot', heading: PASSWORD_RESET_TEXT.requestTitle, bar: 'simple' },
  { path: '/password/reset?token=x', heading: PASSWORD_RESET_TEXT.resetTitle, bar: 'simple' },
  { path: '/no-such-page/here', heading: P.notFound.title, bar: 'standard' },
];

const expectFrame = async (page: Page, route: (typeof ROUTES)[number]) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
  const nav = page.getByRole('navigation', { name: SHELL_TEXT.navLabel });
  const banner = page.getByRole('banner');
  if (route.bar === 'standard') await expect(nav).toBeVisible();
  else await expect(nav).toHaveCount(0);
  if (route.bar === 'none') await expect(banner).toHaveCount(0);
  if (route.bar === 'simple')
    await expect(banner.getByRole('link', { name: SHELL_TEXT.login })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: SHELL_TEXT.competitionTabs });
  await expect(tabs).toHaveCount(route.competition ? 1 : 0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
};

const fileName = (path: string) => path.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home';

for (const route of ROUTES) {
  test(`${route.path} renders its frame on desktop and 375 px`, async ({ page }) => {
    collectDialogs(page);
    // Loaded once, on a phone's width and then a desktop's: the layout follows the width (CSS media
    // queries and the app's width listeners), and a second load of the same page would test nothing
    // more.
    await page.setViewportSize(MOBILE);
    await page.goto(route.path);
    for (const [label, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await expectFrame(page, route);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await screenshot(page, `${fileName(route.path)}-${label}`);
    }
  });
}

test('the section link of the current path is highlighted', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: SHELL_TEXT.navLabel });
  await page.goto('/articlePost');
  await expect(nav.getByRole('link', { name: SHELL_TEXT.navArticles })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/board/post/1');
  await expect(nav.getByRole('link', { name: SHELL_TEXT.navCommunity })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/competition/league');
  await expect(nav.getByRole('link', { name: SHELL_TEXT.navCompetition })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const tabs = page.getByRole('navigation', { name: SHELL_TEXT.competitionTabs });
  await expect(tabs.getByRole('link', { name: SHELL_TEXT.competitionLeague })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('button', { name: new RegExp(SHELL_TEXT.comingSoonBadge) })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/definitely/not/a/route');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(P.notFound.title);
  await page.getByRole('link', { name: P.notFound.home }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the clip placeholder goes back to the previous page', async ({ page }) => {
  await page.goto('/board/home');
  await page
    .getByRole('navigation', { name: SHELL_TEXT.navLabel })
    .getByRole('link', { name: SHELL_TEXT.navClips })
    .click();
  await expect(page.getByText(P.clip.emptyTitle)).toBeVisible();
  await page.getByRole('button', { name: P.clip.back }).click();
  await expect(page).toHaveURL(/\/board\/home$/);
});
