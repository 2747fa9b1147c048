import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ARTICLE_TEXT as T } from '../../src/domain/text/articles';
import { EDITOR_TEXT } from '../../src/domain/text/editor';
import { EDITOR_EMAIL, signInAs } from './editor-support';
import { DEMO_USER_EMAIL, MOBILE } from './support';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { paths } from '../../src/domain/paths';
import { BOARD_TEXT_UI } from '../../src/domain/text/boards';
import { UI_TEXT } from '../../src/domain/text/ui';
import { EDITOR_KIND_TEXT } from '../../src/domain/text/editor';
import { BOARD_CASES, postIdByTitle } from './boards-support';

// Issue 4: every control has an accessible name, keyboard focus is visible. axe checks the WCAG 2 A
// and AA rules on each main route once its content has rendered.
const violationsOf = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
};

/** Waits until the route shows its main content (its h1, or a form for the auth pages). */
const settle = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Not 'networkidle': a signed-in page keeps its notification stream open. The page is up once the
  // server's shell is replaced and no skeleton is left (a busy machine showed the item's skeleton here).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.ks-shell, [data-skeleton]')).toHaveCount(0);
};

const VISITOR_ROUTES = [
  '/',
  '/article/1',
  '/level',
  '/signIn',
  '/signUp',
  '/clip',
  '/board/home',
  '/competition/home',
  '/competition/match',
  '/competition/league',
  '/spotlightMember',
];

for (const path of VISITOR_ROUTES) {
  test(`axe finds no WCAG 2 A/AA violations on ${path} for a visitor`, async ({ page }) => {
    await settle(page, path);
    // The comment section is its own chunk: check it too.
    if (path.startsWith('/article/'))
      await expect(page.getByRole('textbox', { name: COMMENT_TEXT.label })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
}

// WCAG 2.2's target size (24px, what Lighthouse checks on a phone): the paging bar of a board on a
// 375px screen, where its controls are narrowest.
test('every control of the board home is a 24px target on a 375px phone (WCAG 2.2 target-size)', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await settle(page, '/board/home');
  await expect(page.getByRole('navigation', { name: UI_TEXT.paging.nav }).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});

test('axe finds no violations on /articlePost for the demo editor', async ({ page }) => {
  await signInAs(page, EDITOR_EMAIL);
  await settle(page, '/articlePost');
  // The editor itself, not the login prompt.
  await expect(page.getByRole('textbox', { name: EDITOR_TEXT.titleLabel })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('axe finds no violations on /article/1 for a member (comment box, like, follow, consult)', async ({
  page,
}) => {
  await signInAs(page, DEMO_USER_EMAIL);
  await settle(page, '/article/1');
  await expect(page.getByRole('button', { name: T.consult })).toBeVisible();
  await expect(page.getByRole('textbox', { name: COMMENT_TEXT.label })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('axe finds no violations on /competition/match with a finished cup chosen (groups and knockout)', async ({
  page,
  request,
}) => {
  const cups = (await (await request.get('/api/youth/competitions?kind=CUP&ageGroup=U12')).json()) as {
    data: { id: number; playEDate: string }[];
  };
  const finished = cups.data.find((c) => c.playEDate < new Date().toISOString().slice(0, 10));
  expect(finished).toBeDefined();
  await settle(page, `/competition/match?age=U12&competition=${finished?.id}`);
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

// The boards (issue: board journeys): both homes with their lists, a post of each board for a visitor
// (comments blurred) and for a member (comment box, likes, replies), and the write page.
for (const board of BOARD_CASES) {
  test(`axe finds no violations on ${paths.boardHome(board.kind)} for a visitor`, async ({ page }) => {
    await settle(page, paths.boardHome(board.kind));
    await expect(
      page
        .getByRole('list', { name: BOARD_TEXT_UI.listLabel(board.label) })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: BOARD_TEXT_UI.weeklyTitle })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  for (const who of ['visitor', 'member'] as const) {
    test(`axe finds no violations on a ${board.name} post for a ${who}`, async ({ page }) => {
      if (who === 'member') await signInAs(page, DEMO_USER_EMAIL);
      const id = await postIdByTitle(page.request, board, board.commentedTitle);
      await settle(page, board.policy.paths.detail(id));
      await expect(page.getByRole('textbox', { name: COMMENT_TEXT.label })).toBeVisible();
      if (who === 'member')
        await expect(
          page.getByRole('button', { name: COMMENT_TEXT.reply, exact: true }).first(),
        ).toBeVisible();
      else await expect(page.getByText(COMMENT_TEXT.blurPrompt)).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  test(`axe finds no violations on ${paths.boardWrite(board.kind)} for a member`, async ({ page }) => {
    await signInAs(page, DEMO_USER_EMAIL);
    await settle(page, paths.boardWrite(board.kind));
    await expect(
      page.getByRole('heading', { level: 1, name: EDITOR_KIND_TEXT[board.kind].pageTitle.post }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: EDITOR_TEXT.titleLabel })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
}

/** The focus ring of the focused element: an outline or a box-shadow. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName,
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });

test('tabbing to a link and to a button shows a visible focus ring', async ({ page }) => {
  await settle(page, '/article/1');
  const seen = new Set<string>();
  for (let i = 0; i < 40 && seen.size < 2; i++) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    if (!ring || (ring.tag !== 'A' && ring.tag !== 'BUTTON')) continue;
    expect(ring.focusVisible).toBe(true);
    expect(ring.outline || ring.shadow, `focus ring on ${ring.tag}`).toBe(true);
    seen.add(ring.tag);
  }
  expect([...seen].sort()).toEqual(['A', 'BUTTON']);
});
