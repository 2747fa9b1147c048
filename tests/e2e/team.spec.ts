import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '../../src/domain/paths';
import { COMPETITION_LEAGUE_TEXT as L } from '../../src/domain/text/competition-pages';
import { TEAM_TEXT as T } from '../../src/domain/text/teams';
import { signUpMember } from './boards-support';
import { MOBILE, screenshot } from './support';

type LeagueDetail = {
  league: { id: number; name: string; uageGroup: string };
  standings: { teamId: number; team: string }[];
};
type TeamDetail = {
  team: { id: number; name: string };
  upcoming: { id: number; homeTeam: string; awayTeam: string }[];
};

/** A league of the demo season and a team of its table with a match still to play. */
const leagueWithUpcomingTeam = async (request: APIRequestContext) => {
  const list = (await (await request.get('/api/youth/competitions?kind=LEAGUE')).json()) as {
    data: { id: number }[];
  };
  for (const { id } of list.data) {
    const league = (await (await request.get(`/api/youth/league/${id}`)).json()) as LeagueDetail;
    for (const row of league.standings) {
      const team = (await (await request.get(`/api/youth/team/${row.teamId}`)).json()) as TeamDetail;
      if (team.upcoming.length > 0) return { league, team };
    }
  }
  throw new Error('no league team with a match to play');
};

test('a member follows a team from a standings row and sees its next match first on the competition home', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  const { league, team } = await leagueWithUpcomingTeam(page.request);
  await signUpMember(page);

  // The league's table: the team's name leads to its page.
  await page.goto(paths.competitionLeague({ age: league.league.uageGroup, league: league.league.id }));
  const table = page.getByRole('region', { name: L.standingsCaption(league.league.name) });
  await table.getByRole('link', { name: team.team.name, exact: true }).click();
  await expect(page).toHaveURL(paths.competitionTeam(team.team.id));
  await expect(page.getByRole('heading', { level: 1, name: team.team.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: T.upcoming, exact: true })).toBeVisible();

  // The calendar's subscribe link is a webcal:// address of the team's feed.
  const subscribe = page.getByRole('link', { name: T.calendar, exact: true });
  await expect(subscribe).toHaveAttribute(
    'href',
    new RegExp(`^webcal://.+/api/youth/team/${team.team.id}/calendar$`),
  );

  await screenshot(page, 'team-page-375');
  // axe: no WCAG 2 A/AA violation on the team page.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);

  const follow = page.getByRole('button', { name: T.followLabel(team.team.name) });
  await follow.click();
  await expect(page.getByText(T.followed(team.team.name), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: T.unfollowLabel(team.team.name) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The competition home opens with the followed team's next match.
  await page.goto(paths.competitionHome());
  const section = page.getByRole('region', { name: T.followedTeamsNext });
  await expect(section).toBeVisible();
  const next = team.upcoming[0];
  if (!next) throw new Error('no upcoming match');
  await expect(section.getByRole('link', { name: next.homeTeam, exact: true }).first()).toBeVisible();
  await expect(section.getByRole('link', { name: next.awayTeam, exact: true }).first()).toBeVisible();
  // It comes before every other section of the page.
  await screenshot(page, 'competition-home-followed-375');
  const first = page.locator('main section').first();
  await expect(first).toHaveAttribute('aria-labelledby', 'followed-next');
});
