import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { BOARD_LABEL, DEFAULT_BOARD } from '../../src/domain/content/boards';
import { ARTICLE_TEXT } from '../../src/domain/text/articles';
import { BOARD_TEXT_UI } from '../../src/domain/text/boards';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { COMPETITION_HOME_TEXT } from '../../src/domain/text/main-pages';
import { TEAM_TEXT } from '../../src/domain/text/teams';
import { paths } from '../../src/domain/paths';
import { DESKTOP, MOBILE } from './support';

/**
 * Issue 13: nothing on the first pages moves while their code, data and fonts arrive. Each page loads
 * on a throttled network (slow 4G, as Lighthouse's mobile settings: 150 ms round trips, 1.6 Mbps
 * down), so the code chunks, the data and Pretendard's slices land one after another; a
 * PerformanceObserver sums the layout shifts the way Chromium's CLS does (session windows of at most
 * 5 s, split by 1 s gaps), until the page shows all its data in Pretendard. Every block that fills
 * with data must have kept its room with a skeleton, and the local stand-in font must take the room
 * Pretendard takes.
 */
const CLS_LIMIT = 0.05;
const LOAD_TIMEOUT = 60_000;

declare global {
  interface Window {
    __shifts: { value: number; time: number; sources: string[] }[];
  }
}

/** Installed before the page's own scripts: records every shift not caused by input. */
const recordShifts = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((s) => {
        const node = s.node;
        if (!(node instanceof Element)) return node?.nodeName ?? '?';
        return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
          node.getAttribute('aria-labelledby') ? `[${node.getAttribute('aria-labelledby')}]` : ''
        } "${(node.textContent ?? '').slice(0, 40)}"`;
      });
      window.__shifts.push({ value: entry.value, time: entry.startTime, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Chromium's CLS: the largest session window of shifts. */
const cumulativeLayoutShift = (shifts: { value: number; time: number }[]): number => {
  let best = 0;
  let window = 0;
  let first = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.time - previous > 1000 || shift.time - first > 5000) {
      window = 0;
      first = shift.time;
    }
    window += shift.value;
    previous = shift.time;
    best = Math.max(best, window);
  }
  return best;
};

const throttle = async (page: Page): Promise<CDPSession> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
};

/**
 * A phone keeps its own Korean font (src/ui/theme/web-font-policy.ts): the page is loaded, two frames
 * have passed, and no face of Pretendard was made nor any of its slices fetched.
 */
const fontsStayLocal = async (page: Page, fontRequests: readonly string[]) => {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const faces = await page.evaluate(
    () => [...document.fonts].filter((f) => f.family.replaceAll('"', '') === 'Pretendard Variable').length,
  );
  expect(faces, 'Pretendard faces made on a phone').toBe(0);
  expect(fontRequests, 'web font files fetched on a phone').toEqual([]);
};

/**
 * Pretendard (loaded after the first screen, on screens wider than a phone's) has drawn the page: the body names it (`html[data-fonts]`),
 * and no font is still loading.
 */
const fontsSwapped = async (page: Page) => {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-fonts') &&
      document.fonts.status === 'loaded' &&
      [...document.fonts].some(
        (f) => f.family.replaceAll('"', '') === 'Pretendard Variable' && f.status === 'loaded',
      ),
    null,
    { timeout: LOAD_TIMEOUT, polling: 100 },
  );
  // Two frames: the swap is laid out and its shifts (if any) reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
};

/**
 * The newest article whose body has no picture. Other suites publish articles with pictures while this
 * one runs, some naming files that are not stored (which keep no size); stored pictures keep their
 * room through the width and height the server sets on write (tests/integration/images.test.ts). This
 * test holds the skeletons.
 */
const newestArticleId = async (page: Page): Promise<number> => {
  const response = await page.request.get('/api/articles?page=1&size=50');
  const body = (await response.json()) as { data: { id: number; content: string }[] };
  const id = body.data.find((a) => !a.content.includes('<img'))?.id;
  if (id === undefined) throw new Error('the demo content has no article without a picture');
  return id;
};

/** A league team of the demo season with a match still to play (the shell paints its cards). */
const teamWithUpcomingId = async (page: Page): Promise<number> => {
  const leagues = (await (await page.request.get('/api/youth/competitions?kind=LEAGUE')).json()) as {
    data: { id: number }[];
  };
  for (const { id } of leagues.data) {
    const league = (await (await page.request.get(`/api/youth/league/${id}`)).json()) as {
      standings: { teamId: number }[];
    };
    for (const row of league.standings) {
      const team = (await (await page.request.get(`/api/youth/team/${row.teamId}`)).json()) as {
        upcoming: unknown[];
      };
      if (team.upcoming.length > 0) return row.teamId;
    }
  }
  throw new Error('the demo content has no team with a match to play');
};

interface Case {
  readonly name: string;
  readonly path: (page: Page) => Promise<string>;
  /** Waits until every data-filled block of the page shows its data. */
  readonly loaded: (page: Page) => Promise<void>;
}

const visible = (page: Page, name: string | RegExp, level?: number) =>
  expect(page.getByRole('heading', { name, level })).toBeVisible({ timeout: LOAD_TIMEOUT });

const CASES: readonly Case[] = [
  {
    name: 'article home',
    path: async () => '/',
    loaded: async (page) => {
      await visible(page, ARTICLE_TEXT.popularTitle);
      await visible(page, ARTICLE_TEXT.editorsTitle);
      await expect(page.locator('#article-list-heading em')).toBeVisible({ timeout: LOAD_TIMEOUT });
    },
  },
  {
    name: 'article detail',
    path: async (page) => `/article/${await newestArticleId(page)}`,
    loaded: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOAD_TIMEOUT });
      await expect(page.getByRole('textbox', { name: COMMENT_TEXT.label })).toBeVisible({
        timeout: LOAD_TIMEOUT,
      });
      await visible(page, ARTICLE_TEXT.popularTop);
    },
  },
  {
    name: 'board home',
    path: async () => '/board/home',
    loaded: async (page) => {
      await visible(page, BOARD_TEXT_UI.weeklyTitle);
      await expect(
        page
          .getByRole('list', { name: BOARD_TEXT_UI.listLabel(BOARD_LABEL[DEFAULT_BOARD]) })
          .getByRole('listitem')
          .first(),
      ).toBeVisible({
        timeout: LOAD_TIMEOUT,
      });
    },
  },
  {
    name: 'competition home',
    path: async () => '/competition/home',
    loaded: async (page) => {
      await visible(page, COMPETITION_HOME_TEXT.news);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: LOAD_TIMEOUT });
      await expect(page.locator('#news').locator('xpath=..').getByRole('link').first()).toBeVisible({
        timeout: LOAD_TIMEOUT,
      });
    },
  },
  {
    // Issue 27: the server's shell paints the team's facts and next matches' cards.
    name: 'team page',
    path: async (page) => paths.competitionTeam(await teamWithUpcomingId(page)),
    loaded: async (page) => {
      await visible(page, TEAM_TEXT.upcoming);
      await visible(page, TEAM_TEXT.results);
      await visible(page, TEAM_TEXT.standings);
      await expect(
        page.getByRole('region', { name: TEAM_TEXT.upcoming }).getByRole('listitem').first(),
      ).toBeVisible({ timeout: LOAD_TIMEOUT });
    },
  },
];

for (const viewport of [MOBILE, DESKTOP]) {
  const label = viewport === MOBILE ? 'phone' : 'desktop';
  test.describe(`layout shift on a ${label}`, () => {
    test.use({ viewport });
    for (const c of CASES) {
      test(`${c.name} does not move while it loads (CLS ≤ ${CLS_LIMIT})`, async ({ page }) => {
        test.setTimeout(120_000);
        const path = await c.path(page);
        await page.addInitScript(recordShifts);
        const fontRequests: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
        });
        await throttle(page);
        await page.goto(path);
        await c.loaded(page);
        if (viewport === MOBILE) await fontsStayLocal(page, fontRequests);
        else await fontsSwapped(page);
        const shifts = await page.evaluate(() => window.__shifts);
        const cls = cumulativeLayoutShift(shifts);
        console.info(`CLS ${label} ${path}: ${cls.toFixed(4)}`);
        expect(
          cls,
          `layout shifts on ${path}: ${JSON.stringify(shifts.filter((s) => s.value > 0.001))}`,
        ).toBeLessThanOrEqual(CLS_LIMIT);
      });
    }
  });
}
