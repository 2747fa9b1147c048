import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_NEWS, demoCompetitionFeed } from '../../content/demo/competitions';
import { AGE_GROUPS } from '../../src/domain/catalog';
import { addDays, weekdayIndex } from '../../src/domain/competition-dates';
import { seoulDateKey, seoulMonthDay } from '../../src/domain/relative-time';
import { COMPETITION_TEXT } from '../../src/domain/text/competition';
import {
  COMPETITION_LEAGUE_TEXT as L,
  COMPETITION_MATCH_TEXT as M,
  COMPETITION_UI_TEXT as U,
} from '../../src/domain/text/competition-pages';
import { COMPETITION_HOME_TEXT as H } from '../../src/domain/text/main-pages';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { DESKTOP, MOBILE, screenshot } from './support';

// Issue 11: the competition home with data, age-group tabs, the match and league pages, the news list
// to its end, and the bottom tab bar's badge. The e2e server seeds the demo feed for now (Seoul) and its
// demo job moves the matches on with the clock: expectations come from the generated feed (issue 26).
const today = seoulDateKey(new Date());
const feed = demoCompetitionFeed(new Date());
const ongoing = (c: { playSDate: string; playEDate: string }) => c.playSDate <= today && today <= c.playEDate;
const ongoingCup = (group: string) => feed.cups.find((c) => c.uageGroup === group && ongoing(c));
const leagueOf = (group: string) => feed.leagues.find((l) => l.uageGroup === group && ongoing(l));
// The demo's cups are staggered: some age groups have one running today, never all of them.
const withCup = AGE_GROUPS.filter((g) => ongoingCup(g));
const firstCup = withCup[0] ?? 'U11';
const withoutCup = AGE_GROUPS.find((g) => !ongoingCup(g)) ?? 'U11';
// Leagues play at weekends: today's league matches start at the youngest group playing today, else U11.
const firstLeagueMatches =
  AGE_GROUPS.find((g) =>
    feed.matches.some((m) => m.leagueId && m.uageGroup === g && m.matchDate.startsWith(today)),
  ) ?? 'U11';
/** A match row's middle box: VS before kick-off, 진행중 during, the score after. */
const SCORE_BOX = new RegExp(`^(VS|${COMPETITION_TEXT.liveStatus}|\\d+-\\d+( \\(PK \\d+-\\d+\\))?)$`);

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tabsOf = (page: Page, section: string) => page.getByRole('group', { name: U.ageGroupTabs(section) });

/** Waits until the page's sections are loaded (no busy region left). */
const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
};

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['375 px', MOBILE],
] as const) {
  test(`the competition home shows cups, leagues, today's matches and news on ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/competition/home');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(H.title);

    // The first tab with data is the youngest group with a cup running today.
    const cups = region(page, H.cups);
    await expect(tabsOf(page, H.cups).getByRole('button', { name: firstCup })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      cups.getByRole('link', { name: new RegExp(ongoingCup(firstCup)?.cupName ?? '-') }),
    ).toBeVisible();

    const cupMatches = region(page, H.cupMatches(seoulMonthDay(new Date())));
    await expect(
      cupMatches.getByRole('button', { name: new RegExp(ongoingCup(firstCup)?.cupName ?? '-') }),
    ).toBeVisible();
    await expect(cupMatches.getByText(SCORE_BOX).first()).toBeVisible();

    // Every age group has a league running, so the ongoing-league tab starts at U11.
    await expect(tabsOf(page, H.leagues).getByRole('button', { name: 'U11' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      region(page, H.leagues).getByRole('link', { name: new RegExp(leagueOf('U11')?.leagueName ?? '-') }),
    ).toBeVisible();
    await expect(
      tabsOf(page, H.leagueMatches(seoulMonthDay(new Date()))).getByRole('button', {
        name: firstLeagueMatches,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(region(page, H.news).getByRole('link').first()).toBeVisible();
    await screenshot(page, `competition-home-${label === 'desktop' ? 'desktop' : 'mobile'}`);
  });
}

test('switching age groups changes each section on its own, and a match group folds', async ({ page }) => {
  await page.goto('/competition/home');
  await settled(page);
  const cups = region(page, H.cups);
  const cupLink = cups.getByRole('link', { name: new RegExp(ongoingCup(firstCup)?.cupName ?? '-') });
  await expect(cupLink).toBeVisible();
  await tabsOf(page, H.cups).getByRole('button', { name: withoutCup }).click();
  await expect(tabsOf(page, H.cups).getByRole('button', { name: withoutCup })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cups.getByText(COMPETITION_TEXT.noOngoingCups)).toBeVisible();
  await expect(cupLink).toHaveCount(0);
  // The other sections keep their own choice.
  await expect(tabsOf(page, H.leagues).getByRole('button', { name: 'U11' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tabsOf(page, H.cups).getByRole('button', { name: firstCup }).click();
  await expect(cupLink).toBeVisible();

  const cupMatches = region(page, H.cupMatches(seoulMonthDay(new Date())));
  const group = cupMatches.getByRole('button', { name: new RegExp(ongoingCup(firstCup)?.cupName ?? '-') });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(cupMatches.getByText(SCORE_BOX).first()).toBeVisible();
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(cupMatches.getByText(SCORE_BOX).filter({ visible: true })).toHaveCount(0);
  await group.click();
  await expect(cupMatches.getByText(SCORE_BOX).first()).toBeVisible();
});

test('the match page shows a week of days, filters by age group and competition, and cup groups', async ({
  page,
}) => {
  await page.goto('/competition/home');
  await settled(page);
  await page
    .getByRole('navigation', { name: SHELL_TEXT.competitionTabs })
    .getByRole('link', { name: SHELL_TEXT.competitionMatch })
    .click();
  await expect(page).toHaveURL(/\/competition\/match$/);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(M.title);
  const heading = (day: string) =>
    M.dayHeading(Number(day.slice(5, 7)), Number(day.slice(8, 10)), M.weekdays[weekdayIndex(day)] ?? '');
  await expect(page.getByRole('heading', { level: 2, name: heading(today) })).toBeVisible();
  const strip = page.getByRole('group', { name: M.dateStrip });
  await expect(strip.getByRole('button', { pressed: true })).toHaveCount(1);

  // A cup plays every day of its run: the first group with a cup has matches today.
  await page.getByLabel(M.ageFilter, { exact: true }).selectOption(firstCup);
  await expect(page).toHaveURL(new RegExp(`age=${firstCup}`));
  const day = page.getByRole('region', { name: heading(today) });
  await expect(day.getByRole('button', { name: new RegExp(`· ${firstCup}`) }).first()).toBeVisible();
  const others = AGE_GROUPS.filter((g) => g !== firstCup).join('|');
  await expect(day.getByRole('button', { name: new RegExp(`· (${others})`) })).toHaveCount(0);
  await expect(day.locator('img').first()).toBeVisible();

  await strip.getByRole('button', { name: M.nextWeek }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading(addDays(today, 7)) })).toBeVisible();
  await page.getByRole('button', { name: M.thisWeek }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading(today) })).toBeVisible();

  const cup = ongoingCup(firstCup);
  await page.getByLabel(M.competitionFilter, { exact: true }).selectOption({ label: cup?.cupName ?? '-' });
  await expect(page).toHaveURL(/competition=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: M.groupStandings })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(2);
  await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(5);
  await screenshot(page, 'competition-match');
});

test('the league page shows the standings table and the league’s fixtures per age group', async ({
  page,
}) => {
  await page.goto('/competition/home');
  await settled(page);
  await region(page, H.leagues)
    .getByRole('link', { name: new RegExp(leagueOf('U11')?.leagueName ?? '-') })
    .click();
  await expect(page).toHaveURL(/\/competition\/league\?age=U11&league=\d+/);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.title);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: L.columns.points })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(7);
  const points = async () =>
    (await table.locator('tbody tr td:last-child').allTextContents()).map((x) => Number(x));
  const first = await points();
  expect([...first].sort((a, b) => b - a)).toEqual(first);

  await tabsOf(page, L.leaguePicker).getByRole('button', { name: 'U15' }).click();
  await expect(page).toHaveURL(/age=U15/);
  await expect(page.getByText(leagueOf('U15')?.leagueName ?? '-', { exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(7);
  const teams = feed.matches.filter((m) => m.leagueId === leagueOf('U15')?.leagueId).map((m) => m.homeTeam);
  await expect(table.getByRole('rowheader').first()).toHaveText(new RegExp(teams.join('|')));
  await expect(page.getByRole('heading', { name: L.fixtures })).toBeVisible();
  await expect(page.getByRole('button', { name: /^1라운드/ })).toBeVisible();
  await screenshot(page, 'competition-league');
});

test('the youth news scrolls to its end; every card opens in a new tab', async ({ page }) => {
  await page.goto('/competition/home');
  await settled(page);
  const news = region(page, H.news);
  const cards = news.getByRole('link');
  const end = news.getByText(COMPETITION_TEXT.allNewsViewed);
  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  await expect(cards).toHaveCount(DEMO_NEWS.length);
  for (const card of (await cards.all()).slice(0, 3)) {
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', /noopener/);
  }
  await expect(cards.first()).toContainText(DEMO_NEWS[0]?.title ?? '-');
  await expect(cards.first()).toContainText(DEMO_NEWS[0]?.source ?? '-');
});

/** Lines the badge's text occupies, and whether it overlaps the tab's label. */
const badgeLayout = (page: Page) =>
  page.evaluate(
    ({ nav, badge, label }) => {
      const bar = document.querySelector(`nav[aria-label="${nav}"]`);
      const spans = [...(bar?.querySelectorAll('span') ?? [])];
      const soon = spans.find((s) => s.textContent === badge);
      const tab = soon?.closest('button');
      if (!soon || !tab) return null;
      const range = document.createRange();
      range.selectNodeContents(soon);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      const text = [...tab.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent === label);
      const labelRange = document.createRange();
      if (text) labelRange.selectNodeContents(text);
      const a = soon.getBoundingClientRect();
      const b = labelRange.getBoundingClientRect();
      const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return { lines, overlaps, width: a.width, height: a.height, inside: a.right <= window.innerWidth };
    },
    { nav: SHELL_TEXT.competitionTabs, badge: SHELL_TEXT.comingSoonBadge, label: SHELL_TEXT.competitionClub },
  );

test('the club tab’s coming-soon badge reads 준비중 on one line at every width', async ({ page }) => {
  for (const width of [320, 375, 700, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/competition/home');
    await expect(page.getByRole('navigation', { name: SHELL_TEXT.competitionTabs })).toBeVisible();
    const layout = await badgeLayout(page);
    expect(layout, `width ${width}`).toMatchObject({ lines: 1, overlaps: false, inside: true });
    expect(layout?.width ?? 0, `width ${width}`).toBeGreaterThan(layout?.height ?? 0);
  }
});
