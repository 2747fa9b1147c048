import { QueryClient } from '@tanstack/query-core';
import { Effect } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createFakeCompetitions } from '../../adapters/fake/fake-backend';
import { dropped } from '../machine-test-support';
import { NEAR_END_THROTTLE_MS } from '../lists/infinite-list.machine';
import type { CompetitionsApi, NewsRequest } from './competitions-api.port';
import { provideCompetitionMachines } from './provide-competitions';

const NOW = new Date('2026-03-04T03:00:00Z');

const start = (fail?: (request: NewsRequest) => boolean) => {
  const fake = createFakeCompetitions({ now: () => NOW });
  const requests: NewsRequest[] = [];
  const api: CompetitionsApi = {
    ...fake,
    news: (request) => {
      requests.push(request);
      return fail?.(request) ? Effect.fail(dropped()) : fake.news(request);
    },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { newsList } = provideCompetitionMachines({ competitionsApi: api, queryClient });
  const clock = new SimulatedClock();
  const actor = createActor(newsList, { input: { params: {} }, clock }).start();
  /** Waits out the throttle, then asks for more as the bottom of the page would. */
  const scroll = async () => {
    await waitFor(actor, (s) => s.matches('cooldown') || s.matches('end') || s.matches('failedMore'));
    clock.increment(NEAR_END_THROTTLE_MS);
    actor.send({ type: 'list.nearEnd' });
  };
  return { actor, requests, scroll };
};

describe('youth news list machine', () => {
  it('loads slices from page 0, continues by cursor and ends with the last item', async () => {
    const { actor, requests, scroll } = start();
    const first = await waitFor(actor, (s) => s.context.items.length === 10);
    expect(first.context.items[0]?.title).toBe('새싹기 초등 축구대회 개막, 48개 팀 경주에서 닷새간 열전');
    expect(requests[0]).toEqual({ page: 0, cursor: null });
    for (let i = 0; i < 5 && !actor.getSnapshot().matches('end'); i++) await scroll();
    const end = await waitFor(actor, (s) => s.matches('end'));
    expect(end.context.items).toHaveLength(32);
    expect(new Set(end.context.items.map((n) => n.id)).size).toBe(32);
    expect(requests).toHaveLength(4);
    expect(requests[1]).toEqual({ page: 1, cursor: expect.stringMatching(/^\d+_\d+$/) });
  });

  it('keeps what it has when a slice fails (logged, no alert), and retries it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failures = 1;
    const { actor, requests, scroll } = start((r) => r.page === 1 && failures-- > 0);
    await waitFor(actor, (s) => s.context.items.length === 10);
    await scroll();
    await waitFor(actor, (s) => s.matches('failedMore'));
    expect(actor.getSnapshot().context.items).toHaveLength(10);
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.context.items.length === 20);
    expect(requests.filter((r) => r.page === 1)).toHaveLength(2);
    // Spec section 8: a failed news fetch goes to the console only.
    expect(warn).toHaveBeenCalledWith(
      'youth news fetch failed',
      expect.objectContaining({ _tag: 'Network' }),
    );
    warn.mockRestore();
  });
});
