import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../../src/domain/paths';
import { PUSH_TEXT as T } from '../../src/domain/text/push';
import { pushServiceClient, type TestSubscription } from '../fixtures/push-service';
import { BOARD_CASES, bearer, commentViaApi, createPostViaApi, stamp } from './boards-support';
import { expect, test } from './fixtures';
import { serverInfoFile } from './social-support';
import { MOBILE, uniqueAccount } from './support';

const FREE_BOARD = BOARD_CASES.find((b) => b.kind === 'post') ?? BOARD_CASES[0];
const pushOrigin = () =>
  (JSON.parse(readFileSync(serverInfoFile(process.env.E2E_PORT ?? '3100'), 'utf8')) as { pushOrigin: string })
    .pushOrigin;

/** A new member signed in on `page` (the required consents given, as the sign-up page does). */
const signUp = async (page: Page) => {
  const account = { ...uniqueAccount(), consents: ['terms', 'privacy'] };
  const response = await page.request.post('/api/auth/sign-up', { data: account });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('TOKEN', value), token);
  return { token };
};

const settingsSection = (page: Page) => page.getByTestId('notification-settings');
const pushBox = (page: Page, category: keyof typeof T.categories) =>
  settingsSection(page).getByRole('checkbox', { name: T.switchLabel(T.categories[category], T.pushColumn) });

test('a member turns one push type off in 알림 설정 on a phone; the page has no axe violation', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  const me = await signUp(page);
  await page.goto(paths.userEdit());
  const section = settingsSection(page);
  await expect(section.getByRole('heading', { name: T.settingsTitle })).toBeVisible();
  // The explanation comes before any permission prompt; nothing was asked on arrival.
  await expect(page.getByTestId('push-opt-in').getByText(T.optInExplanation)).toBeVisible();
  await expect(pushBox(page, 'TEAM_MATCHES')).toBeChecked();
  await pushBox(page, 'TEAM_MATCHES').uncheck();
  await expect(page.getByText(T.saved, { exact: true }).first()).toBeVisible();
  await expect(pushBox(page, 'TEAM_MATCHES')).not.toBeChecked();
  // The bell's choice for the same kind and other kinds' push stay on.
  await expect(
    section.getByRole('checkbox', { name: T.switchLabel(T.categories.TEAM_MATCHES, T.bellColumn) }),
  ).toBeChecked();
  await expect(pushBox(page, 'COMMENTS')).toBeChecked();
  // The server keeps it: a reload shows it, and the API says so.
  await page.reload();
  await expect(pushBox(page, 'TEAM_MATCHES')).not.toBeChecked();
  const saved = await page.request.get('/api/notifications/preferences', { headers: bearer(me.token) });
  const body = (await saved.json()) as { preferences: { category: string; push: boolean }[] };
  expect(body.preferences.find((p) => p.category === 'TEAM_MATCHES')?.push).toBe(false);

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
});

/**
 * Chromium's Push API reaches only Google's push service, which a test cannot use: the page's
 * PushManager hands out a subscription the local push service (web-push-testing) made for the
 * server's key instead. Everything else is real: the service worker from the build, the permission,
 * the subscription sent to the server, the server's encrypted push to the service, the 410.
 */
const pointPushManagerAt = (s: TestSubscription) => {
  const key = 'kickoff-test-push';
  const made = () => {
    const json = { endpoint: s.endpoint, expirationTime: null, keys: s.keys };
    return {
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    };
  };
  PushManager.prototype.subscribe = async () => {
    localStorage.setItem(key, '1');
    return made() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async () =>
    (localStorage.getItem(key) ? made() : null) as unknown as PushSubscription | null;
};

test('push end to end: opt in from the 알림 page, a comment is pushed and shown in Korean, a 410 removes the subscription', async ({
  playwright,
  baseURL,
}) => {
  if (!FREE_BOARD) throw new Error('no free board case');
  const service = pushServiceClient(pushOrigin());
  // The full Chromium: the headless shell reports every notification permission as denied. A browser
  // of its own also keeps the service worker and the permission out of other journeys.
  const browser = await playwright.chromium.launch({
    executablePath: process.env.E2E_CHROMIUM_FULL ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
    const page = await context.newPage();
    const me = await signUp(page);
    const { publicKey } = (await (await page.request.get('/api/push/key')).json()) as { publicKey: string };
    const subscription = await service.subscribe(publicKey);
    await page.addInitScript(pointPushManagerAt, subscription);

    // No service worker before the member asks for push.
    await page.goto(paths.alarm());
    const optIn = page.getByTestId('push-opt-in');
    await expect(optIn.getByText(T.optInExplanation)).toBeVisible();
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r ?? null)),
    ).toBeNull();
    await optIn.getByRole('button', { name: T.optIn }).click();
    await expect(optIn.getByText(T.optedIn)).toBeVisible();
    const registered = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? null),
    );
    expect(registered).toMatch(/\/sw\.js$/);
    const prefs = await page.request.get('/api/notifications/preferences', { headers: bearer(me.token) });
    expect(((await prefs.json()) as { pushSubscriptions: number }).pushSubscriptions).toBe(1);

    // Someone comments on the member's post: the push service receives the server's push.
    const other = await page.request.post('/api/auth/sign-up', {
      data: { ...uniqueAccount(), consents: ['terms', 'privacy'] },
    });
    expect(other.ok(), await other.text()).toBe(true);
    const { token: otherToken } = (await other.json()) as { token: string };
    const id = stamp();
    const postId = await createPostViaApi(page.request, FREE_BOARD, me.token, {
      title: `푸시 여정 ${id}`,
      content: '<p>본문입니다</p>',
    });
    await commentViaApi(page.request, FREE_BOARD, otherToken, postId, `좋은 글이네요 ${id}`);
    await expect.poll(() => service.messages(subscription.clientHash).then((m) => m.length)).toBe(1);
    const [raw] = await service.messages(subscription.clientHash);
    const pushed = JSON.parse(raw ?? '{}') as { title: string; body: string; link: string };
    expect(pushed.title).toBe(T.notificationTitle);
    expect(pushed.body).toContain(`푸시 여정 ${id}`);
    expect(pushed.link).toBe(FREE_BOARD.policy.paths.detail(postId));

    // The service worker shows that message as a notification (delivered through DevTools).
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r: { scopeURL: string }) => r.scopeURL.startsWith(baseURL ?? ''));
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId: await registrationId,
      data: raw ?? '',
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          navigator.serviceWorker.ready
            .then((r) => r.getNotifications())
            .then((list) => list.map((n) => n.body)),
        ),
      )
      .toContain(pushed.body);

    // The push service now answers 410: the next push removes the subscription.
    await service.expire(subscription.clientHash);
    await commentViaApi(page.request, FREE_BOARD, otherToken, postId, `두 번째 댓글 ${id}`);
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/notifications/preferences', { headers: bearer(me.token) });
        return ((await res.json()) as { pushSubscriptions: number }).pushSubscriptions;
      })
      .toBe(0);

    // With the network gone, a page request gets the offline page from the service worker.
    await context.setOffline(true);
    await page.goto(paths.userEdit()).catch(() => undefined);
    await expect(page.getByRole('heading', { name: T.offlineTitle })).toBeVisible();
    await context.setOffline(false);
  } finally {
    await browser.close();
  }
});
