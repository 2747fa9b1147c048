import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { BoardKind } from '../../src/application/content/content-api.port';
import { POST_PATHS, QNA_PATHS } from '../../src/contract/boards.operations';
import type { ContentPaths } from '../../src/contract/content.operations';
import { IMAGE_OPERATIONS } from '../../src/contract/images.operations';
import type { SearchScope } from '../../src/domain/catalog';
import { BOARD_LABEL } from '../../src/domain/content/boards';
import { type ContentPolicy, policyOf } from '../../src/domain/content/policy';
import { BOARD_TEXT_UI } from '../../src/domain/text/boards';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { REACTION_TEXT } from '../../src/domain/text/reactions';
import { UI_TEXT } from '../../src/domain/text/ui';
import { DEMO_PASSWORD, uniqueAccount } from './support';

/** What a journey needs to know about one board: its name, policy, API paths and upload path. */
export interface BoardCase {
  readonly kind: BoardKind;
  /** How test titles name it. */
  readonly name: string;
  /** The tab's name (자유 게시판, 익명 게시판). */
  readonly label: string;
  readonly policy: ContentPolicy;
  readonly api: ContentPaths;
  /** Where the editor uploads an inline image of this board. */
  readonly imagePath: string;
  /** A demo post (by title) with comments and replies by several users. */
  readonly commentedTitle: string;
  /** A word of that title that finds it by search. */
  readonly commentedWord: string;
}

export const BOARD_CASES: readonly BoardCase[] = [
  {
    kind: 'post',
    name: 'free board',
    label: BOARD_LABEL.post,
    policy: policyOf('post'),
    api: POST_PATHS,
    imagePath: IMAGE_OPERATIONS.postImage.path,
    // content/demo/posts-1.ts 'p-parents-sideline': twelve top-level comments, two pages.
    commentedTitle: '경기장에서 소리 지르는 부모님들, 어떻게 생각하세요?',
    commentedWord: '소리',
  },
  {
    kind: 'qna',
    name: 'Q&A board',
    label: BOARD_LABEL.qna,
    policy: policyOf('qna'),
    api: QNA_PATHS,
    imagePath: IMAGE_OPERATIONS.qnaImage.path,
    // content/demo/qna-1.ts 'q-middle-school-admission': an editor's answer with a reply.
    commentedTitle: '중학교 축구부 입단 테스트는 언제, 어떻게 보나요?',
    commentedWord: '입단',
  },
];

/** A wire path with its `{id}` / `{commentId}` filled in. */
export const apiPath = (template: string, values: { id?: number; commentId?: number }): string =>
  template
    .replace('{id}', String(values.id ?? '{id}'))
    .replace('{commentId}', String(values.commentId ?? '{commentId}'));

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const stamp = () =>
  `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A fresh member signed up through the API, signed in on `page` (localStorage TOKEN). */
export const signUpMember = async (page: Page): Promise<{ token: string; nickname: string; id: number }> => {
  const account = uniqueAccount();
  const response = await page.request.post('/api/auth/sign-up', { data: account });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('TOKEN', value), token);
  const me = await page.request.get('/api/user/profile', { headers: bearer(token) });
  const { id } = (await me.json()) as { id: number };
  return { token, nickname: account.nickname, id };
};

/** A demo account's token, without touching any page. */
export const tokenOf = async (request: APIRequestContext, email: string): Promise<string> => {
  const response = await request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
};

/** The id of a published post of the board, found by its exact title (title search). */
export const postIdByTitle = async (
  request: APIRequestContext,
  board: BoardCase,
  title: string,
): Promise<number> => {
  const query = new URLSearchParams({ keyword: title, searchType: 'TITLE', page: '1', size: '10' });
  const response = await request.get(`${board.api.search}?${query}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; title: string }[] };
  const found = data.find((card) => card.title === title);
  if (!found) throw new Error(`no ${board.kind} post titled ${title} in the demo seed`);
  return found.id;
};

/** Publishes a post through the API (for journeys about what happens after). */
export const createPostViaApi = async (
  request: APIRequestContext,
  board: BoardCase,
  token: string,
  post: { title: string; content: string },
): Promise<number> => {
  const tags = board.policy.maxTags > 0 ? ['ETC'] : [];
  const response = await request.post(board.api.create, { headers: bearer(token), data: { ...post, tags } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
};

/** Writes a top-level comment through the API. */
export const commentViaApi = async (
  request: APIRequestContext,
  board: { api: ContentPaths },
  token: string,
  postId: number,
  content: string,
): Promise<number> => {
  const response = await request.post(apiPath(board.api.comment, { id: postId }), {
    headers: bearer(token),
    data: { content },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
};

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: UI_TEXT.loginRequiredTitle });

/** The action opens the 'login required' dialog; cancel closes it and nothing else happened. */
export const expectLoginPrompt = async (page: Page, act: () => Promise<void>): Promise<void> => {
  await act();
  await expect(loginDialog(page)).toBeVisible();
  await loginDialog(page).getByRole('button', { name: UI_TEXT.cancel }).click();
  await expect(loginDialog(page)).toBeHidden();
};

/** The board's list of posts (one page of ten). */
export const boardList = (page: Page, board: BoardCase) =>
  page.getByRole('list', { name: BOARD_TEXT_UI.listLabel(board.label) });

export const boardSearchBox = (page: Page, board: BoardCase) =>
  page.getByRole('searchbox', { name: BOARD_TEXT_UI.searchLabel(board.label) });

/** Chooses the scope, types the keyword and presses Enter; the address then carries the search. */
export const searchBoard = async (
  page: Page,
  board: BoardCase,
  keyword: string,
  scope: SearchScope = 'TITLE_CONTENT',
): Promise<void> => {
  await page.getByLabel(BOARD_TEXT_UI.scopeLabel).selectOption(scope);
  const box = boardSearchBox(page, board);
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${encodeURIComponent(keyword)}(&|$)`));
  const url = new URL(page.url());
  expect(url.searchParams.get('board')).toBe(board.kind);
  expect(url.searchParams.get('scope')).toBe(scope === 'TITLE_CONTENT' ? null : scope);
};

/** The link of a card in the board's list, by the post's title. */
export const cardLink = (page: Page, board: BoardCase, title: string) =>
  boardList(page, board).getByRole('link').filter({ hasText: title });

/** The post's like button (its name starts with 'like' or 'unlike' and carries the count). */
export const postLike = (page: Page) =>
  page
    .getByTestId('post-reactions')
    .getByRole('button', { name: new RegExp(`^(${REACTION_TEXT.like}|${REACTION_TEXT.unlike}) \\(`) });

/** A comment's list item (a top-level item also holds its replies, so take the outermost). */
export const commentItem = (page: Page, text: string) =>
  page.locator('[data-testid^="comment-"]').filter({ hasText: text }).first();

/** A reply's list item. */
export const replyItem = (page: Page, text: string) =>
  page.locator('[data-testid^="comment-"][data-reply="true"]').filter({ hasText: text }).first();

/** A comment pinned by its id (while editing, its text sits in a textarea and no longer matches). */
export const pinComment = async (page: Page, text: string, { reply = false } = {}) => {
  const item = reply ? replyItem(page, text) : commentItem(page, text);
  await expect(item).toBeVisible();
  const testId = await item.getAttribute('data-testid');
  if (!testId) throw new Error(`no comment with ${text}`);
  return page.getByTestId(testId);
};

/** The start of the '댓글 보기 (N)' buttons' names, whatever the count. */
export const VIEW_COMMENTS = COMMENT_TEXT.view(0).replace(/\s*\(.*\)$/, '');

/** A toast with this text (toasts stay two seconds). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The element is on screen: not under the sticky top bar, nor under a phone's bottom bar. */
export const expectOnScreen = async (page: Page, target: Locator): Promise<void> => {
  await expect(target).toBeInViewport();
  const top = page.getByRole('banner');
  const bottom = page.getByRole('navigation', { name: REACTION_TEXT.bottomBar });
  await expect
    .poll(async () => {
      const box = await target.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      const limit = await top.evaluate((el) => el.getBoundingClientRect().bottom);
      const floor = (await bottom.count())
        ? await bottom.evaluate((el) => el.getBoundingClientRect().top)
        : await page.evaluate(() => window.innerHeight);
      return box.top >= limit - 1 && box.bottom <= floor + 1;
    })
    .toBe(true);
};
