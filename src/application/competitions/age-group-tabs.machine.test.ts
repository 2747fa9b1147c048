import { QueryClient } from '@tanstack/query-core';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createFakeCompetitions } from '../../adapters/fake/fake-backend';
import type { YouthCupResponse } from '../../contract/competitions';
import { AGE_GROUPS } from '../../domain/catalog';
import { deferred, dropped, flush } from '../machine-test-support';
import { createAgeGroupTabsMachine } from './age-group-tabs.machine';
import type { CompetitionsApi } from './competitions-api.port';
import { HOME_SECTIONS, provideCompetitionMachines } from './provide-competitions';

/** 2026-03-04 at noon in Seoul. */
const NOW = new Date('2026-03-04T03:00:00Z');

const withFake = (overrides: Partial<CompetitionsApi> = {}) => {
  const fake = createFakeCompetitions({ now: () => NOW });
  const calls: string[] = [];
  const api: CompetitionsApi = {
    ...fake,
    cups: () => {
      calls.push('cups');
      return fake.cups();
    },
    ...overrides,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { machines: provideCompetitionMachines({ competitionsApi: api, queryClient }), calls };
};

describe('age-group tabs machine', () => {
  it('starts at the youngest group with data: the demo’s cups are staggered, at this noon only U17’s runs', async () => {
    const { machines } = withFake();
    const tabs = createActor(machines.cupTabs, { input: { pick: HOME_SECTIONS.cups } }).start();
    expect(tabs.getSnapshot().context.selected).toBe('U11');
    const ready = await waitFor(tabs, (s) => s.matches('ready'));
    expect(ready.context.selected).toBe('U17');
    expect(ready.context.data?.U17.cupInfo).toHaveLength(1);
    expect(ready.context.data?.U12.cupInfo).toHaveLength(0);
  });

  it('lets each section pick its own first tab from the same response, fetched once', async () => {
    const { machines, calls } = withFake();
    const sections = [HOME_SECTIONS.cups, HOME_SECTIONS.cupMatches].map((pick) =>
      createActor(machines.cupTabs, { input: { pick } }).start(),
    );
    const done = await Promise.all(sections.map((a) => waitFor(a, (s) => s.matches('ready'))));
    expect(done.map((s) => s.context.selected)).toEqual(['U17', 'U17']);
    expect(calls).toEqual(['cups']);
    const leagues = createActor(machines.leagueTabs, {
      input: { pick: HOME_SECTIONS.leagueMatches },
    }).start();
    // A Wednesday: no league plays today, so today's league matches fall back to U11, the first tab.
    const weekday = await waitFor(leagues, (s) => s.matches('ready'));
    expect(weekday.context.selected).toBe('U11');
    expect(AGE_GROUPS.every((g) => weekday.context.data?.[g].leagueMatches.length === 0)).toBe(true);
    const ongoing = createActor(machines.leagueTabs, { input: { pick: HOME_SECTIONS.leagues } }).start();
    expect((await waitFor(ongoing, (s) => s.matches('ready'))).context.selected).toBe('U11');
  });

  it('falls back to U11 when no group has data, and keeps the viewer’s choice over late data', async () => {
    const answer = deferred<YouthCupResponse>();
    const empty = Object.fromEntries(
      AGE_GROUPS.map((g) => [g, { cupInfo: [], cupMatches: [] }]),
    ) as unknown as YouthCupResponse;
    const machine = createAgeGroupTabsMachine<YouthCupResponse>().provide({
      actors: { load: fromPromise(() => answer.promise) },
    });
    const chosen = createActor(machine, { input: { pick: HOME_SECTIONS.cups } }).start();
    chosen.send({ type: 'ageGroup.select', group: 'U17' });
    answer.resolve({ ...empty, U12: { cupInfo: [{ id: 1 } as never], cupMatches: [] } });
    await flush();
    expect(chosen.getSnapshot().value).toBe('ready');
    expect(chosen.getSnapshot().context.selected).toBe('U17');
    const none = createActor(
      createAgeGroupTabsMachine<YouthCupResponse>().provide({
        actors: { load: fromPromise(() => Promise.resolve(empty)) },
      }),
      { input: { pick: HOME_SECTIONS.cups } },
    ).start();
    expect((await waitFor(none, (s) => s.matches('ready'))).context.selected).toBe('U11');
  });

  it('shows a failure, and loads again on retry', async () => {
    let attempts = 0;
    const { machines } = withFake({
      cups: () => {
        attempts += 1;
        return attempts === 1 ? Effect.fail(dropped()) : createFakeCompetitions({ now: () => NOW }).cups();
      },
    });
    const tabs = createActor(machines.cupTabs, { input: { pick: HOME_SECTIONS.cups } }).start();
    await waitFor(tabs, (s) => s.matches('failed'));
    tabs.send({ type: 'ageGroup.retry' });
    expect((await waitFor(tabs, (s) => s.matches('ready'))).context.selected).toBe('U17');
    expect(attempts).toBe(2);
  });
});
