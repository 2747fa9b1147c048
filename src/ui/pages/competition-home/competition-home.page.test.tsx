// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Effect } from 'effect';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from '../../../adapters/composition-root';
import { createRecordingAlerter } from '../../../adapters/fake/fake-browser';
import { createFakeCompetitions } from '../../../adapters/fake/fake-backend';
import { memoryStorage } from '../../../adapters/storage/safe-storage';
import type { AppServices } from '../../../application/app-services';
import type { CompetitionsApi } from '../../../application/competitions/competitions-api.port';
import { AGE_GROUP_LABEL, AGE_GROUPS, type AgeGroup } from '../../../domain/catalog';
import { seoulMonthDay } from '../../../domain/relative-time';
import { COMPETITION_TEXT as C } from '../../../domain/text/competition';
import { COMPETITION_HOME_TEXT as H } from '../../../domain/text/main-pages';
import { App } from '../../app/app';

/** Data keyed by age group with every list of the `empty` groups cleared. */
const clearGroups = <D extends Record<AgeGroup, object>>(data: D, empty: readonly AgeGroup[]): D =>
  Object.fromEntries(
    AGE_GROUPS.map((g) => [
      g,
      empty.includes(g) ? Object.fromEntries(Object.keys(data[g]).map((list) => [list, []])) : data[g],
    ]),
  ) as D;

/** The fake competitions adapter on its demo feed, with nothing for the `empty` age groups. */
const withoutGroups = (empty: readonly AgeGroup[], now?: () => Date): CompetitionsApi => {
  const fake = createFakeCompetitions(now ? { now } : {});
  return {
    ...fake,
    cups: () => fake.cups().pipe(Effect.map((data) => clearGroups(data, empty))),
    leagues: () => fake.leagues().pipe(Effect.map((data) => clearGroups(data, empty))),
  };
};

const renderHome = (competitionsApi: CompetitionsApi) => {
  window.history.replaceState(null, '', '/competition/home');
  const services = resolveServices(
    createContainer({
      mode: 'fake',
      local: memoryStorage(),
      session: memoryStorage(),
      alerter: createRecordingAlerter(),
    }),
  );
  const withCompetitions: AppServices = {
    ...services,
    competitions: { ...services.competitions, competitionsApi },
  };
  render(<App services={withCompetitions} />);
};

/** The four sections of the page, each a region named by its heading. */
const SECTIONS = () => {
  const monthDay = seoulMonthDay(new Date());
  return [
    { heading: H.cups, empty: C.noOngoingCups },
    { heading: H.cupMatches(monthDay), empty: C.noCupMatches },
    { heading: H.leagues, empty: C.noOngoingLeagues },
    { heading: H.leagueMatches(monthDay), empty: C.noLeagueMatches },
  ];
};

/** A section once its data has loaded (no longer busy). */
const loadedSection = async (heading: string) => {
  const region = await screen.findByRole('region', { name: heading });
  await waitFor(() => expect(region.getAttribute('aria-busy')).toBe('false'));
  return region;
};

const tab = (region: HTMLElement, group: AgeGroup) =>
  within(region).getByRole('button', { name: AGE_GROUP_LABEL[group] });

const ALL_EMPTY_TEXTS = [C.noOngoingCups, C.noCupMatches, C.noOngoingLeagues, C.noLeagueMatches];

beforeEach(() => {
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

describe('competition home empty texts (fake competitions adapter)', () => {
  it('shows each section its own empty text when no age group has anything', async () => {
    renderHome(withoutGroups(AGE_GROUPS));
    for (const { heading, empty } of SECTIONS()) {
      const region = await loadedSection(heading);
      // With no data anywhere the tabs start at U11.
      expect(tab(region, 'U11').getAttribute('aria-pressed')).toBe('true');
      expect(within(region).getByText(empty)).toBeTruthy();
      // Only its own: the other three sections' texts are not in this one.
      for (const other of ALL_EMPTY_TEXTS.filter((text) => text !== empty))
        expect(within(region).queryByText(other)).toBeNull();
      expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    }
  });

  it('shows the empty text for an age group without data, and the data again for one with it', async () => {
    // The demo at a Sunday noon: cups, leagues and matches in some groups; U15 is emptied here.
    const now = () => new Date('2026-11-29T03:00:00Z');
    const fake = createFakeCompetitions({ now });
    const [cups, leagues] = await Promise.all([
      Effect.runPromise(fake.cups()),
      Effect.runPromise(fake.leagues()),
    ]);
    const lists = [
      (g: AgeGroup) => cups[g].cupInfo,
      (g: AgeGroup) => cups[g].cupMatches,
      (g: AgeGroup) => leagues[g].leagueInfo,
      (g: AgeGroup) => leagues[g].leagueMatches,
    ];
    renderHome(withoutGroups(['U15'], now));
    for (const [i, { heading, empty }] of SECTIONS().entries()) {
      const withData = AGE_GROUPS.filter((g) => g !== 'U15' && (lists[i]?.(g).length ?? 0) > 0);
      expect(withData.length, heading).toBeGreaterThan(0);
      const region = await loadedSection(heading);
      // The first tab is a group with data: no empty text.
      await waitFor(() => expect(within(region).queryByText(empty)).toBeNull());
      expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0);

      fireEvent.click(tab(region, 'U15'));
      expect(tab(region, 'U15').getAttribute('aria-pressed')).toBe('true');
      expect(await within(region).findByText(empty)).toBeTruthy();
      expect(within(region).queryAllByRole('listitem')).toHaveLength(0);

      fireEvent.click(tab(region, withData[withData.length - 1] as AgeGroup));
      await waitFor(() => expect(within(region).queryByText(empty)).toBeNull());
      expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0);
    }
  });
});

describe('competition home on a match day', () => {
  it('shows the matches under way first, marked 진행중, before those already finished', async () => {
    // 13:30 in Seoul: the U22 cup's 13:00 matches are under way, its 10:30 ones finished.
    renderHome(createFakeCompetitions({ now: () => new Date('2026-11-29T04:30:00Z') }));
    const region = await loadedSection(SECTIONS()[1]?.heading ?? '');
    fireEvent.click(tab(region, 'U22'));
    const rows = await waitFor(() => {
      const found = within(region)
        .getAllByRole('listitem')
        .filter((li) => li.querySelector('li') === null)
        .map((li) => li.textContent ?? '');
      expect(found.length).toBeGreaterThan(2);
      return found;
    });
    const firstFinished = rows.findIndex((text) => /\d+-\d+/.test(text));
    expect(rows[0]).toContain(C.liveStatus);
    expect(firstFinished).toBeGreaterThan(0);
    expect(rows.slice(firstFinished).some((text) => text.includes(C.liveStatus))).toBe(false);
  });
});
