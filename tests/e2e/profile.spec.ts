import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '../../src/domain/paths';
import { ARTICLE_TEXT } from '../../src/domain/text/articles';
import { CONTENT_TEXT } from '../../src/domain/text/content';
import { NOTIFICATION_TEXT as N } from '../../src/domain/text/notifications';
import { PAGE_TEXT } from '../../src/domain/text/pages';
import { PROFILE_PAGE_TEXT as T } from '../../src/domain/text/profile-page';
import { REACTION_TEXT } from '../../src/domain/text/reactions';
import { UI_TEXT } from '../../src/domain/text/ui';
import { EDITOR_EMAIL, signInAs } from './editor-support';
import { DEMO_PASSWORD, MOBILE, screenshot, uniqueAccount } from './support';

// Issue 10: the profile page's tabs for a visitor, and a consultation from request to answer.
const P = PAGE_TEXT.profile;
const EXPERT_EMAIL = 'editor2@kickoff.example';

type Me = { id: number; name: string };

/** The account behind a token, from the own-profile call. */
const whoIs = async (request: APIRequestContext, token: string): Promise<Me> => {
  const response = await request.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Me;
};

const tokenOf = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
};

const violationsOf = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target),
  }));
};

const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

test('a visitor browses an editor’s profile tabs from the author card’s “more” link', async ({
  page,
  request,
}) => {
  const editor = await whoIs(request, await tokenOf(request, EDITOR_EMAIL));
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const articles = (await (await request.get('/api/articles?page=1&size=30')).json()) as {
    data: { id: number; author: { authorId: number } }[];
  };
  const own = articles.data.filter((a) => a.author.authorId === editor.id);
  expect(own.length).toBeGreaterThan(1);
  await page.goto(paths.article(own[0]?.id ?? 0));
  await page
    .getByRole('region', { name: ARTICLE_TEXT.authorArticles(editor.name) })
    .getByRole('link', {
      name: CONTENT_TEXT.more,
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`/users/${editor.id}\\?tab=userArticle$`));
  await expect(page.getByRole('heading', { level: 1, name: editor.name })).toBeVisible();
  const published = page.getByRole('region', { name: T.sections.articles.title });
  await expect(published.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    P.tabs.intro,
    P.tabs.userComment,
    P.tabs.userBoard,
    P.tabs.likeBoards,
    P.tabs.userArticle,
  ]);

  await openTab(page, P.tabs.intro);
  await expect(page).toHaveURL(new RegExp(`/users/${editor.id}$`));
  await openTab(page, P.tabs.userComment);
  await expect(page.getByRole('region', { name: T.sections.articleComments.title })).toBeVisible();
  await expect(page.getByRole('region', { name: T.sections.postComments.title })).toBeVisible();
  await expect(page.getByRole('region', { name: T.sections.qnaComments.title })).toHaveCount(0);
  await openTab(page, P.tabs.userBoard);
  await expect(page.getByRole('region', { name: T.sections.posts.title })).toBeVisible();
  await openTab(page, P.tabs.likeBoards);
  await expect(page.getByRole('region', { name: T.sections.likedArticles.title })).toBeVisible();
  await settled(page);

  // Back returns to the previous tab; an owner-only tab by address is the intro for a visitor.
  await page.goBack();
  await expect(page.getByRole('tab', { name: P.tabs.userBoard })).toHaveAttribute('aria-selected', 'true');
  await page.goto(paths.user(editor.id, 'counsel'));
  await expect(page.getByRole('tab', { name: P.tabs.intro })).toHaveAttribute('aria-selected', 'true');

  // Follow asks a visitor to sign in.
  await page.getByRole('button', { name: REACTION_TEXT.follow }).click();
  await expect(page.getByRole('dialog', { name: UI_TEXT.loginRequiredTitle })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('an unknown member’s profile is the Korean not-found page, not an alert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(paths.user(99_999));
  await expect(page.getByRole('heading', { level: 1, name: PAGE_TEXT.notFound.title })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('an expert answers a consultation; the sender is notified and reads the answer', async ({
  browser,
  request,
}) => {
  const expertToken = await tokenOf(request, EXPERT_EMAIL);
  const expert = await whoIs(request, expertToken);
  const account = uniqueAccount();
  const signUp = await request.post('/api/auth/sign-up', { data: account });
  expect(signUp.ok()).toBe(true);
  const { token: senderToken } = (await signUp.json()) as { token: string };
  const sender = await whoIs(request, senderToken);
  const message = `아이 포지션 상담 부탁드립니다 ${Date.now().toString(36)}`;
  const answer = '지금은 여러 포지션을 경험해 보는 것이 좋습니다. 훈련 일지를 꼭 써 보세요.';

  // The sender asks from the expert's profile.
  const senderContext = await browser.newContext();
  const senderPage = await senderContext.newPage();
  await senderPage.addInitScript((value) => window.localStorage.setItem('TOKEN', value), senderToken);
  await senderPage.goto(paths.user(expert.id));
  await senderPage.getByRole('button', { name: ARTICLE_TEXT.consult }).click();
  const modal = senderPage.getByRole('dialog', { name: ARTICLE_TEXT.consultationTitle });
  await modal.getByLabel(ARTICLE_TEXT.consultationMessage).fill(message);
  await modal.getByRole('button', { name: ARTICLE_TEXT.consultationSubmit }).click();
  await expect(senderPage.getByText(ARTICLE_TEXT.consultationSent)).toBeVisible();

  // The expert answers it in their counsel tab.
  const expertContext = await browser.newContext();
  const expertPage = await expertContext.newPage();
  await expertPage.addInitScript((value) => window.localStorage.setItem('TOKEN', value), expertToken);
  await expertPage.goto(paths.user(expert.id, 'counsel'));
  const received = expertPage.getByRole('region', { name: T.sections.received.title });
  const item = received.getByRole('listitem').filter({ hasText: message });
  await expect(item).toBeVisible();
  await expect(item.getByText(T.counsel.status.REQUESTED)).toBeVisible();
  await item.getByRole('textbox', { name: T.counsel.answerLabel }).fill(answer);
  await item.getByRole('button', { name: T.counsel.submit }).click();
  await expect(expertPage.getByText(T.counsel.answered)).toBeVisible();
  await expect(item.getByText(T.counsel.status.ANSWERED)).toBeVisible();
  await expect(item.getByRole('textbox')).toHaveCount(0);
  await screenshot(expertPage, 'profile-counsel-answered');

  // The sender's alarm list has the Korean notification, which opens their sent box with the answer.
  await senderPage.goto(paths.alarm());
  const notice = senderPage.getByRole('button', { name: N.consultationAnswered(expert.name) });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(senderPage).toHaveURL(new RegExp(`/users/${sender.id}\\?tab=counsel$`));
  const sent = senderPage.getByRole('region', { name: T.sections.sent.title });
  const mine = sent.getByRole('listitem').filter({ hasText: message });
  await expect(mine.getByText(answer)).toBeVisible();
  await expect(mine.getByText(T.counsel.status.ANSWERED)).toBeVisible();
  await senderContext.close();
  await expertContext.close();
});

test('axe finds no violations on another member’s profile, for a visitor, on a phone', async ({
  page,
  request,
}) => {
  const editor = await whoIs(request, await tokenOf(request, EDITOR_EMAIL));
  await page.setViewportSize(MOBILE);
  for (const tab of ['intro', 'userComment', 'likeBoards', 'userArticle'] as const) {
    await page.goto(paths.user(editor.id, tab));
    await settled(page);
    expect(await violationsOf(page)).toEqual([]);
  }
  await page.goto(paths.user(editor.id, 'userArticle'));
  await settled(page);
  // Nothing is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'profile-visitor-375');
});

test('axe finds no violations on one’s own profile: counsel with the answer form, and drafts', async ({
  page,
  request,
}) => {
  const account = uniqueAccount();
  const signUp = await request.post('/api/auth/sign-up', { data: account });
  const { token } = (await signUp.json()) as { token: string };
  const expert = await whoIs(request, await tokenOf(request, EDITOR_EMAIL));
  const asked = await request.post('/api/user/consultation', {
    headers: { Authorization: `Bearer ${token}` },
    data: { recipientId: expert.id, consultationType: 'OTHERS', message: '접근성 점검용 요청입니다.' },
  });
  expect(asked.ok()).toBe(true);
  await signInAs(page, EDITOR_EMAIL);
  for (const tab of ['counsel', 'drafts', 'userComment'] as const) {
    await page.goto(paths.user(expert.id, tab));
    await settled(page);
    await expect(page.getByRole('tab', { name: P.tabs[tab] })).toHaveAttribute('aria-selected', 'true');
    expect(await violationsOf(page)).toEqual([]);
  }
  await page.setViewportSize(MOBILE);
  await page.goto(paths.user(expert.id, 'counsel'));
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'profile-own-counsel-375');
});
