import { expect, test } from './fixtures';
import { CONTENT_NOUN_TEXT } from '../../src/domain/text/content';
import { NOTIFICATION_TEXT as N } from '../../src/domain/text/notifications';
import { PAGE_TEXT } from '../../src/domain/text/pages';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { EDITOR_EMAIL, signInAs } from './editor-support';
import { uniqueAccount } from './support';

const bellWithDot = `${SHELL_TEXT.notifications} (${SHELL_TEXT.notificationsUnread})`;

test('a comment on the editor’s article lights the bell live and shows on /alarm in Korean', async ({
  page,
  request,
}) => {
  // B: the demo editor, signed in on the home page, with a fresh article of their own.
  const editorToken = await signInAs(page, EDITOR_EMAIL);
  const title = `알림 테스트 ${Date.now()}`;
  const created = await request.post('/api/article', {
    headers: { Authorization: `Bearer ${editorToken}` },
    data: { title, content: '<p>알림을 확인하는 글입니다.</p>', tags: ['TECHNIQUE'], thumbnailUrl: null },
  });
  expect(created.status()).toBe(201);
  const { id: articleId } = (await created.json()) as { id: number };
  // The live stream is open once its answer has begun (opening alone lights no dot: issue 10).
  const subscribed = page.waitForResponse((r) => r.url().includes('/api/notifications/subscribe') && r.ok());
  await page.goto('/');
  await subscribed;

  // A: a fresh user comments through the API while B's page stays open.
  const account = uniqueAccount();
  const signUp = await request.post('/api/auth/sign-up', { data: account });
  expect(signUp.ok()).toBe(true);
  const { token } = (await signUp.json()) as { token: string };
  const comment = await request.post(`/api/article/${articleId}/comment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { content: '좋은 글 감사합니다' },
  });
  expect(comment.status()).toBe(201);

  // No reload: the bell lights up and leads to /alarm, which lists the Korean message as unread.
  await expect(page.getByRole('link', { name: bellWithDot })).toBeVisible();
  await page.getByRole('link', { name: bellWithDot }).click();
  await expect(page).toHaveURL(/\/alarm$/);
  await expect(page.getByRole('heading', { name: PAGE_TEXT.alarm.title })).toBeVisible();
  const list = page.getByRole('list', { name: N.listLabel });
  const item = list.getByRole('button', {
    name: N.comment(account.nickname, CONTENT_NOUN_TEXT.article, title),
  });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-unread', 'true');

  // A click marks it read and follows its link to the article.
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/article/${articleId}$`));
  const after = await request.get('/api/notifications?page=1&size=5', {
    headers: { Authorization: `Bearer ${editorToken}` },
  });
  const { data } = (await after.json()) as { data: { message: string; read: boolean }[] };
  expect(
    data.find((n) => n.message === N.comment(account.nickname, CONTENT_NOUN_TEXT.article, title))?.read,
  ).toBe(true);
});

test('visitors on /alarm are asked to sign in', async ({ page }) => {
  await page.goto('/alarm');
  await expect(page.getByText(N.loginTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: N.login })).toBeVisible();
});
