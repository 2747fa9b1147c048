import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ARTICLE_PATHS } from '../../src/contract/articles.operations';
import { policyOf } from '../../src/domain/content/policy';
import { excerptOf } from '../../src/domain/content/text';
import { paths } from '../../src/domain/paths';
import { PROFILE_PAGE_TEXT } from '../../src/domain/text/profile-page';
import { ARTICLE_MAIN_TEXT } from '../../src/domain/text/articles-main';
import { BOARD_TEXT_UI } from '../../src/domain/text/boards';
import { CONTENT_WRITE_TEXT } from '../../src/domain/text/content';
import { ARTICLE_TEXT } from '../../src/domain/text/articles';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { LIST_TEXT } from '../../src/domain/text/lists';
import { LEVEL_PAGE_TEXT } from '../../src/domain/text/main-pages';
import { NOTIFICATION_TEXT as N } from '../../src/domain/text/notifications';
import { PAGE_TEXT } from '../../src/domain/text/pages';
import { REACTION_TEXT } from '../../src/domain/text/reactions';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { UI_MAIN_TEXT } from '../../src/domain/text/ui-main';
import {
  apiPath,
  BOARD_CASES,
  bearer,
  createPostViaApi,
  signUpMember,
  stamp,
  tokenOf,
} from './boards-support';
import { EDITOR_EMAIL, signInAs } from './editor-support';
import { DESKTOP, DEMO_USER_EMAIL, MOBILE } from './support';

// Issue 26: the dead ends, phone layout, comments, notifications, layout and words a newcomer met.

type Box = { x: number; y: number; width: number; height: number };

const boxOf = async (locator: Locator): Promise<Box> => {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
};

/** Whether two boxes share any area (touching edges do not count). */
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const idOf = async (request: APIRequestContext, token: string): Promise<number> => {
  const response = await request.get('/api/user/profile', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
};

const FREE_BOARD =
  BOARD_CASES.find((b) => b.kind === 'post') ?? (BOARD_CASES[0] as (typeof BOARD_CASES)[number]);

const logo = (page: Page) => page.getByRole('link', { name: SHELL_TEXT.homeLabel });

test.describe('no dead ends', () => {
  test('the level badge leads to /level from one’s own profile and the profile menu, and /level’s logo bar is the others’', async ({
    page,
  }) => {
    const token = await signInAs(page, DEMO_USER_EMAIL);
    const me = await idOf(page.request, token);
    await page.setViewportSize(DESKTOP);

    await page.goto(paths.user(me));
    await page.getByTestId('own-level-link').click();
    await expect(page).toHaveURL(/\/level$/);
    await expect(page.getByRole('heading', { level: 1, name: LEVEL_PAGE_TEXT.title })).toBeVisible();
    const levelLogo = await boxOf(logo(page));

    await page.goto(paths.home());
    const homeLogo = await boxOf(logo(page));
    expect(levelLogo).toEqual(homeLogo);

    await page.getByRole('button', { name: SHELL_TEXT.profileMenu }).click();
    await page
      .getByRole('menu', { name: SHELL_TEXT.profileMenu })
      .getByRole('menuitem', { name: new RegExp(`^${LEVEL_PAGE_TEXT.title}`) })
      .click();
    await expect(page).toHaveURL(/\/level$/);

    // On a phone too, the logo sits where the standard top bar puts it.
    await page.setViewportSize(MOBILE);
    const phoneLevelLogo = await boxOf(logo(page));
    await page.goto(paths.home());
    expect(phoneLevelLogo).toEqual(await boxOf(logo(page)));
  });

  test('/clip’s back button goes home when opened from elsewhere, and back within the site', async ({
    page,
  }) => {
    // Opened from a shared link: the page before is not this site's.
    await page.goto('about:blank');
    await page.goto(paths.clip());
    await page.getByRole('button', { name: PAGE_TEXT.clip.back }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    // Reached from a page of the site: back to it.
    await page.goto(paths.boardHome());
    await page
      .getByRole('navigation', { name: SHELL_TEXT.navLabel })
      .getByRole('link', { name: SHELL_TEXT.navClips })
      .click();
    await expect(page).toHaveURL(/\/clip$/);
    await page.getByRole('button', { name: PAGE_TEXT.clip.back }).click();
    await expect(page).toHaveURL(/\/board\/home$/);
  });

  test('a tab the viewer is not offered falls back to the intro, and the address says so', async ({
    page,
  }) => {
    const editor = await idOf(page.request, await tokenOf(page.request, EDITOR_EMAIL));
    for (const tab of ['counsel', 'drafts', 'nonsense']) {
      await page.goto(paths.user(editor, tab));
      await expect(page).toHaveURL(new RegExp(`/users/${editor}$`));
      await expect(page.getByRole('tab', { name: PAGE_TEXT.profile.tabs.intro })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    // The owner keeps their own drafts tab (the address is not corrected while the session loads).
    const token = await signInAs(page, DEMO_USER_EMAIL);
    const me = await idOf(page.request, token);
    await page.goto(paths.user(me, 'drafts'));
    await expect(page.getByRole('tab', { name: PAGE_TEXT.profile.tabs.drafts })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(new RegExp(`/users/${me}\\?tab=drafts$`));
  });
});

test.describe('phone layout', () => {
  test('on an article the scroll-to-top button clears the bottom bar, the job and the date each keep their line', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    // The demo article whose author has the longest job.
    const response = await page.request.get(`${ARTICLE_PATHS.list}?page=1&size=30`);
    const { data } = (await response.json()) as {
      data: { id: number; author: { authorJob: string | null } }[];
    };
    const article = [...data].sort(
      (a, b) => (b.author.authorJob ?? '').length - (a.author.authorJob ?? '').length,
    )[0];
    if (!article) throw new Error('no demo article');
    await page.goto(paths.article(article.id));

    const date = page.locator('article time, main time').first();
    await expect(date).toBeVisible();
    // One line box: the date is never broken at its hyphen.
    expect(await date.evaluate((el) => el.getClientRects().length)).toBe(1);
    const job = page.getByText(article.author.authorJob ?? '', { exact: true }).first();
    expect(overlap(await boxOf(job), await boxOf(date))).toBe(false);

    await page.mouse.wheel(0, 1500);
    const top = page.getByRole('button', { name: UI_MAIN_TEXT.scrollToTop });
    const bar = page.getByRole('navigation', { name: REACTION_TEXT.bottomBar });
    expect(overlap(await boxOf(top), await boxOf(bar))).toBe(false);
    expect(
      overlap(await boxOf(top), await boxOf(bar.getByRole('button', { name: REACTION_TEXT.share }))),
    ).toBe(false);
  });

  test('the write button covers neither the popular block, the board’s tags and search box nor the footer', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await signInAs(page, EDITOR_EMAIL);
    await page.goto(paths.home());
    const write = page.getByRole('button', { name: CONTENT_WRITE_TEXT.article });
    const more = page.getByRole('button', { name: new RegExp(`^${LIST_TEXT.popularMore}`) });
    expect(overlap(await boxOf(write), await boxOf(more))).toBe(false);

    // The Q&A board (the default tab) has the category pills.
    await page.goto(paths.boardHome());
    const ask = page.getByRole('button', { name: CONTENT_WRITE_TEXT.qna });
    const writeBox = await boxOf(ask);
    const tags = page.getByRole('group', { name: BOARD_TEXT_UI.tagBar }).getByRole('button');
    await expect(tags.first()).toBeVisible();
    for (const tag of await tags.all()) {
      const box = await tag.boundingBox();
      if (box) expect(overlap(writeBox, box)).toBe(false);
    }
    expect(overlap(writeBox, await boxOf(page.getByRole('searchbox').first()))).toBe(false);

    // At the end of the list the footer's address is in the clear.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const address = page.getByText(UI_MAIN_TEXT.footer.address, { exact: true });
    expect(overlap(await boxOf(ask), await boxOf(address))).toBe(false);
    // The footer speaks Korean, not a translated legal formula.
    await expect(page.getByText(UI_MAIN_TEXT.footer.copyright, { exact: true })).toHaveText('© 킥오프');
  });

  test('at 1280 px the home tag bar shows that it goes on past the sort dropdown', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(paths.home());
    const bar = page.getByRole('group', { name: ARTICLE_MAIN_TEXT.tagBar });
    await bar.scrollIntoViewIfNeeded();
    const sort = await boxOf(page.getByRole('combobox').first());
    const row = await boxOf(bar);
    expect(row.x + row.width).toBeLessThanOrEqual(sort.x);
    expect(await bar.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // Its end fades while there is more to scroll to, and not once the end is reached.
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).maskSize)).toBe('100% 100%');
    await bar.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).maskSize)).not.toBe('100% 100%');
  });
});

test.describe('comments and notifications', () => {
  test('no 답글 under a reply whose comment was deleted; a live thread still offers it', async ({
    page,
    browser,
  }) => {
    const author = await signUpMember(page);
    const postId = await createPostViaApi(page.request, FREE_BOARD, author.token, {
      title: `답글 규칙 ${stamp()}`,
      content: '<p>본문</p>',
    });
    const comment = async (content: string) => {
      const r = await page.request.post(apiPath(FREE_BOARD.api.comment, { id: postId }), {
        headers: bearer(author.token),
        data: { content },
      });
      expect(r.ok()).toBe(true);
      return ((await r.json()) as { id: number }).id;
    };
    const gone = await comment('지워질 댓글');
    const live = await comment('남는 댓글');
    const other = await browser.newContext();
    const replier = await signUpMember(await other.newPage());
    for (const parent of [gone, live]) {
      const r = await page.request.post(apiPath(FREE_BOARD.api.reply, { id: postId, commentId: parent }), {
        headers: bearer(replier.token),
        data: { content: `답글 ${parent}`, mentionedUserId: null },
      });
      expect(r.ok()).toBe(true);
    }
    await other.close();
    const removed = await page.request.patch(apiPath(FREE_BOARD.api.removeComment, { commentId: gone }), {
      headers: bearer(author.token),
      data: { status: 'DELETED' },
    });
    expect(removed.ok()).toBe(true);

    await page.goto(policyOf('post').paths.detail(postId));
    const goneThread = page.getByTestId(`comment-${gone}`);
    await expect(goneThread.getByText(COMMENT_TEXT.deleted)).toBeVisible();
    await expect(goneThread.getByText(`답글 ${gone}`)).toBeVisible();
    await expect(goneThread.getByRole('button', { name: COMMENT_TEXT.reply, exact: true })).toHaveCount(0);
    const liveThread = page.getByTestId(`comment-${live}`);
    await expect(liveThread.getByText(`답글 ${live}`)).toBeVisible();
    // The comment and its reply both offer it.
    await expect(liveThread.getByRole('button', { name: COMMENT_TEXT.reply, exact: true })).toHaveCount(2);
  });

  test('a comment like says which comment, and “mark all read” is off once all are read', async ({
    page,
    browser,
  }) => {
    const me = await signUpMember(page);
    const postId = await createPostViaApi(page.request, FREE_BOARD, me.token, {
      title: `알림 ${stamp()}`,
      content: '<p>본문</p>',
    });
    const mine = await page.request.post(apiPath(FREE_BOARD.api.comment, { id: postId }), {
      headers: bearer(me.token),
      data: { content: '주말 리그 일정이 바뀌었나요? 공지를 못 찾겠어요' },
    });
    const commentId = ((await mine.json()) as { id: number }).id;
    const other = await browser.newContext();
    const liker = await signUpMember(await other.newPage());
    await other.close();
    const liked = await page.request.patch(apiPath(FREE_BOARD.api.likeComment, { commentId }), {
      headers: bearer(liker.token),
    });
    expect(liked.ok()).toBe(true);

    await page.goto(paths.alarm());
    await expect(
      page.getByText(N.commentLike(liker.nickname, '주말 리그 일정이 바뀌었나요? 공지를…')),
    ).toBeVisible();
    const markAll = page.getByRole('button', { name: N.markAllRead });
    await expect(markAll).toBeEnabled();
    await markAll.click();
    await expect(page.getByText(N.unread)).toHaveCount(0);
    await expect(markAll).toBeDisabled();
  });
});

test.describe('layout', () => {
  test('a draft with a body but no title is listed by the start of its body', async ({ page }) => {
    const me = await signUpMember(page);
    const body = '일요일 U12 리그 2라운드 후기: 전반에는 압박이 잘 통했지만 후반 체력이 문제였다';
    const created = await page.request.post(FREE_BOARD.api.createDraft, {
      headers: bearer(me.token),
      data: { title: '', content: `<p>${body}</p>`, tags: [] },
    });
    expect(created.status()).toBe(201);
    await page.goto(paths.user(me.id, 'drafts'));
    const row = page.locator('section[aria-labelledby="profile-postDrafts"] li').first();
    await expect(row.locator('strong')).toHaveText(excerptOf(body, 40));
    await expect(row.getByText(PROFILE_PAGE_TEXT.untitled)).toHaveCount(0);
  });

  test('the consultation type has a visible label and the width of the form', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const editor = await idOf(page.request, await tokenOf(page.request, EDITOR_EMAIL));
    await signInAs(page, DEMO_USER_EMAIL);
    await page.goto(paths.user(editor));
    await page.getByRole('button', { name: ARTICLE_TEXT.consult }).click();
    const dialog = page.getByRole('dialog', { name: ARTICLE_TEXT.consultationTitle });
    const label = dialog.getByText(ARTICLE_TEXT.consultationType, { exact: true });
    await expect(label).toBeVisible();
    const select = dialog.getByLabel(ARTICLE_TEXT.consultationType);
    const message = dialog.getByLabel(ARTICLE_TEXT.consultationMessage);
    const s = await boxOf(select);
    const m = await boxOf(message);
    expect(Math.abs(s.x - m.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(s.width - m.width)).toBeLessThanOrEqual(1);
    // The label is above the select, and the chevron inside it.
    expect((await boxOf(label)).y + (await boxOf(label)).height).toBeLessThanOrEqual(s.y);
    const chevron = await boxOf(select.locator('xpath=following-sibling::*[name()="svg"]'));
    expect(chevron.x + chevron.width).toBeLessThanOrEqual(s.x + s.width);
  });

  test('the competition tab bar gives its four tabs the same width', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(paths.competitionHome());
    const bar = page.getByRole('navigation', { name: SHELL_TEXT.competitionTabs });
    const tabs = bar.locator('li > *');
    await expect(tabs).toHaveCount(4);
    const widths = await Promise.all((await tabs.all()).map(async (t) => (await boxOf(t)).width));
    for (const w of widths) expect(Math.abs(w - (widths[0] ?? 0))).toBeLessThanOrEqual(1);
  });

  test('a press outside the profile menu closes it and opens nothing underneath', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, DEMO_USER_EMAIL);
    await page.goto(paths.home());
    await expect(page.locator('main a[href^="/article/"]').first()).toBeVisible();
    await page.getByRole('button', { name: SHELL_TEXT.profileMenu }).click();
    const menu = page.getByRole('menu', { name: SHELL_TEXT.profileMenu });
    const menuBox = await boxOf(menu);
    // A point outside the menu where a press lands on an article's link.
    const point = await page.evaluate((m) => {
      for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[href^="/article/"]')) {
        const r = a.getBoundingClientRect();
        const x = r.x + r.width / 2;
        const y = r.y + r.height / 2;
        const inMenu = x >= m.x && x <= m.x + m.width && y >= m.y && y <= m.y + m.height;
        if (!inMenu && y > 0 && y < window.innerHeight && document.elementFromPoint(x, y)?.closest('a') === a)
          return { x, y };
      }
      return null;
    }, menuBox);
    if (!point) throw new Error('no article link in view outside the menu');
    await page.mouse.click(point.x, point.y);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    // The next click is an ordinary one.
    await page.mouse.click(point.x, point.y);
    await expect(page).toHaveURL(/\/article\/\d+$/);
  });
});
