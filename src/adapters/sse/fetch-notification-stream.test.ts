import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchNotificationStream } from './fetch-notification-stream';

const tokenStore = { get: () => 'tok', set: () => undefined, remove: () => undefined };

/** A response whose body the test writes to, chunk by chunk. */
const streamingResponse = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
};

const handlers = () => ({ onOpen: vi.fn(), onNotification: vi.fn(), onClose: vi.fn() });

afterEach(() => vi.restoreAllMocks());

describe('fetch notification stream', () => {
  it('sends the bearer token, reports open, notifications and close, and replays from the last id', async () => {
    const first = streamingResponse();
    const second = streamingResponse();
    const fetch = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const stream = createFetchNotificationStream({ tokenStore, fetch });
    const h = handlers();
    stream.subscribe(h);
    await vi.waitFor(() => expect(h.onOpen).toHaveBeenCalled());
    // A greeting that is no notification is skipped; a notification arrives whole, as /alarm shows it.
    first.write('data: connected\n\n');
    const notification = {
      id: 12,
      type: 'FOLLOW',
      message: '코치님이 회원님을 팔로우하기 시작했습니다.',
      link: '/users/3',
      read: false,
      createdAt: '2025-03-01T09:00:00.000Z',
    };
    first.write(`id: 12\ndata: ${JSON.stringify(notification)}\n\n`);
    await vi.waitFor(() => expect(h.onNotification).toHaveBeenCalledWith(notification));
    expect(h.onNotification).toHaveBeenCalledTimes(1);
    first.end();
    await vi.waitFor(() => expect(h.onClose).toHaveBeenCalledTimes(1));
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');

    stream.subscribe(handlers());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const replay = fetch.mock.calls[1]?.[1] as RequestInit;
    expect(new Headers(replay.headers).get('Last-Event-ID')).toBe('12');
  });

  it('closes quietly (console.info) when the endpoint is missing', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetch = vi.fn().mockResolvedValue(new Response('{}', { status: 404 }));
    const h = handlers();
    createFetchNotificationStream({ tokenStore, fetch }).subscribe(h);
    await vi.waitFor(() => expect(h.onClose).toHaveBeenCalled());
    expect(h.onOpen).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('notification stream: HTTP 404');
  });

  it('treats silence longer than the heartbeat timeout as a dead stream', async () => {
    const open = streamingResponse();
    const fetch = vi.fn((_url: unknown, init?: RequestInit) => {
      init?.signal?.addEventListener('abort', () => open.end());
      return Promise.resolve(open.response);
    });
    const h = handlers();
    createFetchNotificationStream({ tokenStore, fetch, heartbeatMs: 30 }).subscribe(h);
    await vi.waitFor(() => expect(h.onOpen).toHaveBeenCalled());
    await vi.waitFor(() => expect(h.onClose).toHaveBeenCalled(), { timeout: 1000 });
  });

  it('does not report a close after the subscriber closed it', async () => {
    const open = streamingResponse();
    const fetch = vi.fn().mockResolvedValue(open.response);
    const h = handlers();
    const close = createFetchNotificationStream({ tokenStore, fetch }).subscribe(h);
    await vi.waitFor(() => expect(h.onOpen).toHaveBeenCalled());
    close();
    await new Promise((r) => setTimeout(r, 20));
    expect(h.onClose).not.toHaveBeenCalled();
  });
});
