import { describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_TEXT, SERVER_MESSAGE_TEXT } from '../domain/text/errors';
import { apiErrorFromStatus, networkError } from './errors';
import { createQueryClient, QUERY_STALE_TIME_MS } from './query-client';

const setup = () => {
  const alerts: string[] = [];
  const client = createQueryClient({ alert: (m) => void alerts.push(m) });
  return { client, alerts };
};

describe('query client', () => {
  it('uses the spec defaults: stale 60 s, and leaves the one retry to the HTTP client', () => {
    const { client } = setup();
    expect(client.getDefaultOptions().queries).toMatchObject({ staleTime: QUERY_STALE_TIME_MS, retry: 0 });
  });

  it('alerts the error text once when a query gets a non-200 answer, without asking again', async () => {
    const { client, alerts } = setup();
    const queryFn = vi.fn(() =>
      Promise.reject(apiErrorFromStatus(404, { message: '게시글을 찾을 수 없습니다.' })),
    );
    await client.fetchQuery({ queryKey: ['x'], queryFn }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(alerts).toEqual(['게시글을 찾을 수 없습니다.']);
  });

  it('alerts in Korean when the answer’s message is English we have no text for', async () => {
    const { client, alerts } = setup();
    const fail = (status: number, body: { message: string } | null) =>
      client
        .fetchQuery({
          queryKey: [status],
          queryFn: () => Promise.reject(apiErrorFromStatus(status, body)),
          retry: 0,
        })
        .catch(() => undefined);
    await fail(500, { message: 'Internal Server Error' });
    await fail(502, null);
    await fail(404, { message: 'User Not Found' });
    await client
      .fetchQuery({ queryKey: ['thrown'], queryFn: () => Promise.reject(new Error('boom')), retry: 0 })
      .catch(() => undefined);
    expect(alerts).toEqual([GENERIC_ERROR_TEXT, GENERIC_ERROR_TEXT, SERVER_MESSAGE_TEXT['User Not Found']]);
  });

  it('does not alert for dropped connections or silent queries', async () => {
    const { client, alerts } = setup();
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(networkError()), retry: 0 })
      .catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(apiErrorFromStatus(500, null)),
        retry: 0,
        meta: { silent: true },
      })
      .catch(() => undefined);
    expect(alerts).toEqual([]);
  });

  it('refreshes every cached query after any successful mutation', async () => {
    const { client } = setup();
    await client.fetchQuery({ queryKey: ['list'], queryFn: () => Promise.resolve([1]) });
    expect(client.getQueryState(['list'])?.isInvalidated).toBe(false);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('ok') })
      .execute(undefined);
    expect(client.getQueryState(['list'])?.isInvalidated).toBe(true);
  });
});
