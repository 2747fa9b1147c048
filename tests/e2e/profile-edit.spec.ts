import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  PASSWORD_EDIT_TEXT as W,
  PROFILE_EDIT_TEXT as T,
  VISIBILITY_TEXT as V,
} from '../../src/domain/text/account-settings';
import { EDITOR_TEXT } from '../../src/domain/text/editor';
import { NOTIFICATION_TEXT as N } from '../../src/domain/text/notifications';
import { PAGE_TEXT } from '../../src/domain/text/pages';
import { PROFILE_INPUT_TEXT as P } from '../../src/domain/text/profile';
import { PROFILE_PAGE_TEXT } from '../../src/domain/text/profile-page';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { tinyPng } from './editor-support';
import { uniqueAccount } from './support';

// Issue 10: editing one's profile, its visibility, the password, and the notification dot, in Chromium.

type Member = { token: string; id: number; nickname: string; email: string; password: string };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const bellWithDot = `${SHELL_TEXT.notifications} (${SHELL_TEXT.notificationsUnread})`;

const signUp = async (request: APIRequestContext): Promise<Member> => {
  const account = uniqueAccount();
  const response = await request.post('/api/auth/sign-up', { data: account });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  const me = (await (await request.get('/api/user/profile', { headers: bearer(token) })).json()) as {
    id: number;
  };
  return { token, id: me.id, ...account };
};

/** Puts the token where the app reads it; unlike an init script, a token the app renews stays. */
const signInWith = async (page: Page, token: string) => {
  await page.goto('/level');
  await page.evaluate((value) => window.localStorage.setItem('TOKEN', value), token);
};

const ownProfile = async (request: APIRequestContext, token: string) => {
  const response = await request.get('/api/user/profile', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
};

const openEditPage = async (page: Page) => {
  await page.goto('/users/edit');
  await expect(page.getByRole('button', { name: T.save })).toBeVisible();
};

const violationsOf = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target),
  }));
};

test('a member edits the profile with a picture and Korean text and hides liked articles from others', async ({
  page,
  browser,
  request,
}) => {
  const member = await signUp(request);
  const liked = await request.patch('/api/article/1/like', { headers: bearer(member.token) });
  expect(liked.ok()).toBe(true);
  const { title } = (await (await request.get('/api/article/1')).json()) as { title: string };
  await signInWith(page, member.token);
  await openEditPage(page);

  // The picture: held at the server's door, so the progress bar shows; then re-encoded and shown.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/image/profiles', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('profile-picture-input').setInputFiles({
    name: '내사진.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(page.getByRole('progressbar')).toBeVisible();
  release();
  await expect(page.getByRole('img', { name: T.pictureAlt })).toHaveAttribute('src', /\/api\/images\//);
  await page.unroute('**/api/image/profiles');

  const name = `새이름${member.nickname.slice(3, 10)}`;
  await page.getByLabel(T.name, { exact: true }).fill(name);
  await page.getByLabel(T.job, { exact: true }).fill('유소년 축구 코치\nU-12 담당');
  await page.getByLabel(T.introduction, { exact: true }).fill('주말마다 아이들과 공을 찹니다. 반갑습니다!');
  await page.getByLabel(T.homepageUrl, { exact: true }).fill('https://kickoff.example/코치');
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(T.saved, { exact: true })).toBeVisible();

  // The top bar shows the new name at once.
  await page.getByRole('button', { name: SHELL_TEXT.profileMenu }).click();
  await expect(page.getByRole('menu').getByText(name, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Liked articles hidden with one switch, saved at once.
  const likedSwitch = page.getByRole('switch', { name: V.labels['liked-article'] });
  await expect(likedSwitch).toHaveAttribute('aria-checked', 'true');
  await likedSwitch.click();
  await expect(likedSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(likedSwitch).not.toHaveAttribute('aria-busy', 'true');

  expect(await ownProfile(request, member.token)).toMatchObject({
    name,
    job: '유소년 축구 코치\nU-12 담당',
    introduction: '주말마다 아이들과 공을 찹니다. 반갑습니다!',
    homepageUrl: 'https://kickoff.example/코치',
    profileImageUrl: expect.stringMatching(/\/api\/images\//),
    likedArticleVisibility: false,
  });

  // Another member sees the new profile, but not what it liked.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const reader = await signUp(otherPage.request);
  await signInWith(otherPage, reader.token);
  await otherPage.goto(`/users/${member.id}?tab=likeBoards`);
  await expect(otherPage.getByRole('heading', { level: 1, name })).toBeVisible();
  const section = otherPage.getByRole('region', { name: PROFILE_PAGE_TEXT.sections.likedArticles.title });
  await expect(section.getByText(PROFILE_PAGE_TEXT.hidden)).toBeVisible();
  await expect(otherPage.getByText(title)).toHaveCount(0);
  const theirs = await otherPage.request.get(`/api/user/${member.id}/articles/liked`, {
    headers: bearer(reader.token),
  });
  expect(await theirs.json()).toMatchObject({ data: [], hidden: true });
  await other.close();
});

test('bad input gets a clear Korean error and changes nothing', async ({ page, request }) => {
  const member = await signUp(request);
  const before = await ownProfile(request, member.token);
  await signInWith(page, member.token);
  await openEditPage(page);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/image/profiles')) uploads.push(r.url());
  });
  const picture = page.getByTestId('profile-picture-input');

  await picture.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(20 * 1024 * 1024),
  });
  await expect(page.getByText(EDITOR_TEXT.uploadTooLarge)).toBeVisible();
  await picture.setInputFiles({
    name: 'icon.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByText(EDITOR_TEXT.uploadNotImage)).toBeVisible();

  await page.getByLabel(T.homepageUrl, { exact: true }).fill('javascript:alert(1)');
  await page.getByLabel(T.introduction, { exact: true }).fill('가'.repeat(10_000));
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/user/profile')) saves.push(r.url());
  });
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(P.url)).toBeVisible();
  await expect(page.getByText(P.introductionLength)).toBeVisible();
  await expect(page.getByLabel(T.homepageUrl, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  expect(uploads).toEqual([]);
  expect(saves).toEqual([]);
  expect(await ownProfile(request, member.token)).toEqual(before);
});

test('a password change keeps this browser signed in and signs the other one out', async ({
  page,
  browser,
  request,
}) => {
  const member = await signUp(request);
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  const secondSignIn = await secondPage.request.post('/api/auth/sign-in', {
    data: { email: member.email, password: member.password },
  });
  await signInWith(secondPage, ((await secondSignIn.json()) as { token: string }).token);
  await secondPage.goto('/');
  await expect(secondPage.getByRole('button', { name: SHELL_TEXT.profileMenu })).toBeVisible();

  await signInWith(page, member.token);
  await page.goto('/users/editPassword');
  await page.getByLabel(W.currentPassword, { exact: true }).fill('not-my-password');
  await page.getByLabel(W.newPassword, { exact: true }).fill('새비밀번호-2025');
  await page.getByLabel(W.newPasswordConfirm, { exact: true }).fill('새비밀번호-2025');
  await page.getByRole('button', { name: W.submit }).click();
  await expect(page.getByText('비밀번호가 올바르지 않습니다.')).toBeVisible();
  await expect(page.getByLabel(W.currentPassword, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(W.currentPassword, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: W.submit }).click();
  await expect(page.getByText(W.done, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/users\/edit$/);
  // This browser keeps its session across a reload (the renewed token is stored)...
  await page.reload();
  await expect(page.getByRole('button', { name: SHELL_TEXT.profileMenu })).toBeVisible();
  await expect(page.getByRole('button', { name: T.save })).toBeVisible();
  // ...the other is signed out on its next request.
  await secondPage.reload();
  await expect(secondPage.getByRole('link', { name: SHELL_TEXT.login })).toBeVisible();
  expect(await secondPage.evaluate(() => localStorage.getItem('TOKEN'))).toBeNull();
  await second.close();
});

test('the bell dot shows only while something is unread and /alarm updates live', async ({
  page,
  request,
}) => {
  const member = await signUp(request);
  const follower = await signUp(request);
  await signInWith(page, member.token);
  const subscribed = page.waitForResponse((r) => r.url().includes('/api/notifications/subscribe') && r.ok());
  await page.goto('/alarm');
  await subscribed;
  // A brand-new account: nothing unread, no dot, however long the stream is open.
  await expect(page.getByRole('heading', { name: PAGE_TEXT.alarm.title })).toBeVisible();
  await expect(page.getByText(PAGE_TEXT.alarm.emptyTitle)).toBeVisible();
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);

  // A follow arrives while /alarm is open: on top of the list and the bell at once, without a reload.
  const followed = await request.patch(`/api/user/${member.id}/follow`, { headers: bearer(follower.token) });
  expect(followed.ok()).toBe(true);
  const item = page
    .getByRole('list', { name: N.listLabel })
    .getByRole('button', { name: N.follow(follower.nickname) });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(page.getByRole('link', { name: bellWithDot })).toBeVisible();

  // Marking everything read turns the dot off at once.
  await page.getByRole('button', { name: N.markAllRead }).click();
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);
  await expect(item).toHaveAttribute('data-unread', 'false');
  await page.goto('/');
  await expect(page.getByRole('link', { name: SHELL_TEXT.notifications, exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);
});

for (const path of ['/users/edit', '/users/editPassword', '/alarm']) {
  test(`axe finds no WCAG 2 A/AA violations on ${path} for a member`, async ({ page, request }) => {
    const member = await signUp(request);
    await signInWith(page, member.token);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: SHELL_TEXT.profileMenu })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (path === '/users/edit') await expect(page.getByRole('switch').first()).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
}
