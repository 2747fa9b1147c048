import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD_SORT_LABEL, SEARCH_SCOPES, TAG_LABEL } from '../../src/domain/catalog';
import { paths } from '../../src/domain/paths';
import { BOARD_TEXT_UI as T } from '../../src/domain/text/boards';
import {
  ANONYMOUS_AUTHOR_TEXT,
  CONTENT_DELETE_TEXT,
  CONTENT_TEXT,
  CONTENT_WRITE_TEXT,
} from '../../src/domain/text/content';
import { EDITOR_KIND_TEXT, EDITOR_TEXT } from '../../src/domain/text/editor';
import { BLOCK_TEXT } from '../../src/domain/text/blocks';
import { REPORT_TEXT } from '../../src/domain/text/reports';
import { UI_TEXT } from '../../src/domain/text/ui';
import {
  BOARD_CASES,
  type BoardCase,
  bearer,
  boardList,
  cardLink,
  createPostViaApi,
  expectOnScreen,
  searchBoard,
  signUpMember,
  stamp,
  toast,
} from './boards-support';
import { ADMIN_EMAIL, signInAs, tinyPng } from './editor-support';
import { collectDialogs, screenshot } from './support';

const body = (page: Page) => page.getByTestId('article-body').locator('.tiptap');
const titleBox = (page: Page) => page.getByRole('textbox', { name: EDITOR_TEXT.titleLabel });
const idFromUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** The card's title as the list shows it, the search word marked. */
const expectFound = async (page: Page, board: BoardCase, title: string, marked: string | null) => {
  const card = cardLink(page, board, title);
  await expect(card).toBeVisible();
  if (marked !== null) await expect(card.locator('mark').first()).toHaveText(marked);
};

const expectNotFound = async (page: Page, board: BoardCase, title: string) => {
  await expect(page.getByText(T.emptySearch).or(boardList(page, board))).toBeVisible();
  await expect(cardLink(page, board, title)).toHaveCount(0);
};

for (const board of BOARD_CASES) {
  const K = EDITOR_KIND_TEXT[board.kind];

  test(`on the ${board.name} a member writes a Korean post with an image, keeps a draft, publishes and finds it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const alerts = collectDialogs(page);
    const me = await signUpMember(page);
    const id = stamp();
    // 꿈 only in the title, 땀 only in the body, 축 (축구) in both and in many other posts.
    const title = `꿈나무 축구 교실 첫 훈련 후기 ${id}`;
    const firstLine = '비가 오는데도 아이들이 땀을 뻘뻘 흘리며 끝까지 뛰었어요.';
    const secondLine = '다음 주에는 패스 연습을 더 해 보려고 합니다.';

    await page.goto(paths.boardHome(board.kind));
    await page.getByRole('button', { name: CONTENT_WRITE_TEXT[board.kind], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/boardPost\\?board=${board.kind}$`));
    await expect(page.getByRole('heading', { level: 1, name: K.pageTitle.post })).toBeVisible();

    await titleBox(page).fill(title);
    if (board.policy.maxTags > 0)
      await page.getByRole('button', { name: TAG_LABEL.ADMISSION, exact: true }).click();
    await body(page).click();
    await page.keyboard.type(firstLine);

    // The inline image goes to this board's upload path and lands in the body.
    const upload = page.waitForResponse(
      (r) => new URL(r.url()).pathname === board.imagePath && r.request().method() === 'POST',
    );
    await page
      .getByTestId('inline-image-input')
      .setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: tinyPng() });
    expect((await upload).ok()).toBe(true);
    await expect(body(page).locator('img')).toHaveAttribute('src', /\/images\//);

    await page.getByRole('button', { name: EDITOR_TEXT.saveDraft }).click();
    await expect(toast(page, EDITOR_TEXT.draftSaved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/boardDraft/\\d+\\?board=${board.kind}$`));
    const postId = idFromUrl(page);
    const saved = await page.request.get(board.api.detail.replace('{id}', String(postId)), {
      headers: bearer(me.token),
    });
    expect(await saved.json()).toMatchObject({ title, isDraft: true });

    // Reopen the draft from its address: everything is there, then add a line and publish.
    await page.goto(paths.boardDraft(board.kind, postId));
    await expect(page.getByRole('heading', { level: 1, name: K.pageTitle.draft })).toBeVisible();
    await expect(titleBox(page)).toHaveValue(title);
    await expect(body(page)).toContainText(firstLine);
    await expect(body(page).locator('img')).toHaveAttribute('src', /\/images\//);
    if (board.policy.maxTags > 0)
      await expect(page.getByRole('button', { name: TAG_LABEL.ADMISSION, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    // The empty line the editor keeps under the image (typing, unlike End or Enter, needs no
    // selectionchange to have reached ProseMirror first).
    await body(page).locator('p').last().click();
    await expect(body(page)).toBeFocused();
    await page.keyboard.type(secondLine);
    await expect(body(page).locator('p')).toHaveText([firstLine, secondLine]);
    await screenshot(page, `boards-write-${board.kind}-draft`);
    await page.getByRole('button', { name: EDITOR_TEXT.publish }).click();
    await expect(page).toHaveURL(new RegExp(`${board.policy.paths.detail(postId)}$`));
    await expect(toast(page, K.published)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const published = page.getByTestId('article-body');
    await expect(published.locator('p')).toHaveText([firstLine, secondLine]);
    await expect(published.locator('img[src*="/images/"]')).toBeVisible();
    // The writer reads their own anonymous post as 익명 (내 글); a named one under their nickname.
    await expect(page.getByRole('main').getByText(me.nickname)).toHaveCount(board.policy.anonymous ? 0 : 1);
    if (board.policy.anonymous)
      await expect(page.getByText(`${ANONYMOUS_AUTHOR_TEXT} (${CONTENT_TEXT.mine})`)).toBeVisible();

    // Search: a one-syllable word, in each scope the board offers.
    await page.goto(paths.boardHome(board.kind));
    const scopes = page.getByLabel(T.scopeLabel).locator('option');
    await expect(scopes).toHaveCount(board.policy.searchScopes.length);
    expect(await scopes.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(
      SEARCH_SCOPES.filter((s) => board.policy.searchScopes.includes(s)),
    );
    await searchBoard(page, board, '꿈', 'TITLE_CONTENT');
    await expectFound(page, board, title, '꿈');
    await expect(page.getByRole('heading', { name: T.weeklyTitle })).toHaveCount(0);
    await searchBoard(page, board, '꿈', 'TITLE');
    await expectFound(page, board, title, '꿈');
    await searchBoard(page, board, '꿈', 'CONTENT');
    await expectNotFound(page, board, title);
    await searchBoard(page, board, '땀', 'CONTENT');
    await expectFound(page, board, title, null);
    await expect(cardLink(page, board, title).locator('mark').first()).toHaveText('땀');
    await searchBoard(page, board, '땀', 'TITLE');
    await expectNotFound(page, board, title);
    if (board.policy.searchScopes.includes('AUTHOR')) {
      await searchBoard(page, board, me.nickname, 'AUTHOR');
      await expectFound(page, board, title, null);
      await searchBoard(page, board, '꿈', 'AUTHOR');
      await expectNotFound(page, board, title);
    }

    // A common syllable: newest first, then by views, then page 2 by the paging bar.
    await searchBoard(page, board, '축', 'TITLE_CONTENT');
    await expect(page.getByRole('status').filter({ hasText: /'축'/ })).toBeVisible();
    const list = boardList(page, board);
    await expect(list.getByRole('link').first()).toContainText(title);
    await expect(list.getByRole('link')).toHaveCount(board.policy.pageSize);
    await page.getByLabel(T.sortLabel).selectOption({ label: BOARD_SORT_LABEL.VIEWS });
    await expect(page).toHaveURL(/[?&]sort=VIEWS(&|$)/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('축');
    await expect(list.getByRole('link').first()).not.toContainText(title);
    const firstOnPage1 = (await list.getByRole('link').first().locator('h3').textContent()) ?? '';
    const pager = page.getByRole('navigation', { name: UI_TEXT.paging.nav });
    await expect(pager.getByRole('button', { name: UI_TEXT.paging.prev })).toBeDisabled();
    await pager.getByRole('button', { name: UI_TEXT.paging.page(2), exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const query = new URL(page.url()).searchParams;
    expect([query.get('board'), query.get('keyword'), query.get('sort'), query.get('page')]).toEqual([
      board.kind,
      '축',
      'VIEWS',
      '2',
    ]);
    await expect(pager.getByRole('button', { name: UI_TEXT.paging.page(2), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(list.getByRole('link').first()).not.toContainText(firstOnPage1);
    // The paging bar is under the list: the new page is shown from its top, not from its end.
    await expectOnScreen(page, list.getByRole('link').first());
    const firstOnPage2 = (await list.getByRole('link').first().locator('h3').textContent()) ?? '';
    // The address is the state: a reload shows the same page, sort and search.
    await page.reload();
    await expect(boardList(page, board).getByRole('link').first()).toContainText(firstOnPage2);
    await expect(page.getByLabel(T.sortLabel)).toHaveValue('VIEWS');
    await expect(page.getByRole('searchbox', { name: T.searchLabel(board.label) })).toHaveValue('축');
    await screenshot(page, `boards-write-${board.kind}-search`);

    // Others: on the anonymous board the author is 익명 in the list and on the post, never named.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(paths.boardHome(board.kind, { keyword: '꿈' }));
    const card = cardLink(visitor, board, title);
    await expect(card).toBeVisible();
    if (board.policy.anonymous) await expect(card).toContainText(ANONYMOUS_AUTHOR_TEXT);
    else await expect(card).toContainText(me.nickname);
    await card.click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('main').getByText(me.nickname)).toHaveCount(
      board.policy.anonymous ? 0 : 1,
    );
    if (board.policy.anonymous) {
      await expect(visitor.getByText(ANONYMOUS_AUTHOR_TEXT, { exact: true }).first()).toBeVisible();
      await expect(visitor.getByText(`(${CONTENT_TEXT.mine})`)).toHaveCount(0);
    }
    await other.close();
    expect(alerts).toEqual([]);
  });
}

for (const board of BOARD_CASES) {
  const K = EDITOR_KIND_TEXT[board.kind];

  test(`on the ${board.name} the author edits at /boardEdit, others cannot, and an ADMIN only deletes`, async ({
    page,
    browser,
  }) => {
    const alerts = collectDialogs(page);
    const me = await signUpMember(page);
    const id = stamp();
    const title = `주말 연습 경기 상대 구해요 ${id}`;
    const postId = await createPostViaApi(page.request, board, me.token, {
      title,
      content: '<p>토요일 오전에 연습 경기 하실 팀을 찾습니다.</p>',
    });

    // The author: ⋮ → 수정 opens the edit page with the post in it.
    await page.goto(board.policy.paths.detail(postId));
    await page.getByRole('button', { name: CONTENT_TEXT.menu }).click();
    await page.getByRole('menuitem', { name: CONTENT_TEXT.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/boardEdit/${postId}\\?board=${board.kind}$`));
    await expect(page.getByRole('heading', { level: 1, name: K.pageTitle.edit })).toBeVisible();
    await expect(titleBox(page)).toHaveValue(title);
    await expect(page.getByRole('button', { name: EDITOR_TEXT.saveDraft })).toHaveCount(0);
    const edited = `주말 연습 경기 상대 구했습니다 ${id}`;
    await titleBox(page).fill(edited);
    await page.getByRole('button', { name: EDITOR_TEXT.update }).click();
    await expect(page).toHaveURL(new RegExp(`${board.policy.paths.detail(postId)}$`));
    await expect(toast(page, K.updated)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();

    // Another member: the post's menu offers only 신고하기 (issue 22), and the edit address says it is
    // not theirs.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUpMember(otherPage);
    await otherPage.goto(board.policy.paths.detail(postId));
    await expect(otherPage.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await otherPage.getByRole('button', { name: CONTENT_TEXT.menu }).click();
    await expect(otherPage.getByRole('menuitem')).toHaveText([REPORT_TEXT.menuItem, BLOCK_TEXT.menuItem]);
    await otherPage.keyboard.press('Escape');
    await otherPage.goto(paths.boardEdit(board.kind, postId));
    await expect(otherPage.getByText(K.notYoursTitle)).toBeVisible();
    await expect(titleBox(otherPage)).toHaveCount(0);
    await other.close();

    // An ADMIN moderates: delete only (never edits someone's words), after confirmation.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInAs(adminPage, ADMIN_EMAIL);
    await adminPage.goto(board.policy.paths.detail(postId));
    await adminPage.getByRole('button', { name: CONTENT_TEXT.menu }).click();
    await expect(adminPage.getByRole('menuitem')).toHaveText([CONTENT_TEXT.delete]);
    await adminPage.getByRole('menuitem', { name: CONTENT_TEXT.delete }).click();
    await adminPage
      .getByRole('dialog', { name: UI_TEXT.deleteConfirmTitle })
      .getByRole('button', { name: UI_TEXT.delete })
      .click();
    await expect(toast(adminPage, CONTENT_DELETE_TEXT[board.kind].deleted)).toBeVisible();
    await expect(adminPage).toHaveURL(new RegExp(`/board/home\\?board=${board.kind}$`));
    await adminPage.goto(board.policy.paths.detail(postId));
    await expect(adminPage.getByRole('heading', { level: 1, name: T.notFound })).toBeVisible();
    await admin.close();
    expect(alerts).toEqual([]);
  });
}
