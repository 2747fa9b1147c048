import { getEventListeners } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_TEXT } from '../../src/domain/text/rate-limit';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The notification stream's caps and its shutdown, through the production listener on a real port
 * (the stream is written straight to the Node response there): a user's streams past the cap close
 * the oldest, an address's are refused with a Korean 429, and the shutdown signal does not gain a
 * listener per stream.
 */
type Opened = {
  status: number;
  res: IncomingMessage;
  body: () => string;
  ended: Promise<void>;
  isEnded: () => boolean;
  close: () => void;
};

const openStream = (url: string, token: string, localAddress = '127.0.0.1') =>
  new Promise<Opened>((resolve, reject) => {
    const req = get(
      `${url}/api/notifications/subscribe`,
      { headers: { Authorization: `Bearer ${token}` }, agent: false, localAddress },
      (res) => {
        let body = '';
        let ended = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        const done = new Promise<void>((settle) =>
          res.once('close', () => {
            ended = true;
            settle();
          }),
        );
        resolve({
          status: res.statusCode ?? 0,
          res,
          body: () => body,
          ended: done,
          isEnded: () => ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
  });

const follow = (t: TestApp, token: string, id: number) =>
  t.request('PATCH', `/api/user/${id}/follow`, { token });

describe('notification stream caps', () => {
  let t: TestApp;
  let server: { url: string; close: () => Promise<void> };
  const opened: Opened[] = [];
  beforeAll(async () => {
    t = await createTestApp({ config: { streams: { perUser: 10, perAddress: 12 } } });
    server = await t.listen();
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await server.close();
    await t.close();
  });
  const open = async (token: string, localAddress?: string) => {
    const stream = await openStream(server.url, token, localAddress);
    opened.push(stream);
    return stream;
  };

  it('the 11th stream of one token closes the oldest; the other ten still receive', async () => {
    await t.reset();
    const user = await t.signUp();
    const fan = await t.signUp();
    const first = await open(user.token);
    const next = [];
    for (let i = 0; i < 9; i++) next.push(await open(user.token));
    expect([first, ...next].map((s) => s.status)).toEqual(Array(10).fill(200));
    // An event stream, with the fixed headers that apply to it (the document-only ones left off).
    expect(first.res.headers['content-type']).toBe('text/event-stream');
    expect(first.res.headers['x-content-type-options']).toBe('nosniff');
    expect(first.res.headers['content-security-policy']).toBeUndefined();
    // The request's id (request-log.ts), written by the stream's own head.
    expect(first.res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.isEnded()).toBe(false);

    const eleventh = await open(user.token);
    expect(eleventh.status).toBe(200);
    await first.ended;
    expect(next.some((s) => s.isEnded())).toBe(false);

    expect((await follow(t, fan.token, user.id)).status).toBe(200);
    const live = [...next, eleventh];
    await expect.poll(() => live.filter((s) => s.body().includes('"FOLLOW"')).length).toBe(10);
    expect(first.body()).not.toContain('"FOLLOW"');
    for (const stream of live) stream.close();
  });

  it('an address past its cap is refused with a Korean 429; another address is not', async () => {
    await t.reset();
    const users = [await t.signUp(), await t.signUp()];
    const held = [];
    // Twelve from 127.0.0.1: six for each user (each under the user cap).
    for (let i = 0; i < 12; i++) held.push(await open((users[i % 2] as { token: string }).token));
    expect(held.every((s) => s.status === 200)).toBe(true);

    const refused = await open((users[0] as { token: string }).token);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.body())).toEqual({
      message: 'Too Many Requests',
      detailedMessage: RATE_LIMIT_TEXT.tooManyStreams,
    });
    expect(refused.res.headers['retry-after']).toBe('60');
    // The refusal closed nothing: all twelve are open.
    expect(held.some((s) => s.isEnded())).toBe(false);

    const elsewhere = await open((users[0] as { token: string }).token, '127.0.0.2');
    expect(elsewhere.status).toBe(200);

    // One closes: its place is free again once the server has seen it go.
    (held[0] as Opened).close();
    await expect
      .poll(async () => {
        const again = await open((users[1] as { token: string }).token);
        return again.status;
      })
      .toBe(200);
  });
});

describe('notification streams and the shutdown', () => {
  it('the shutdown signal keeps its listener count as 1,000 streams open, and ends them all', async () => {
    const shutdown = new AbortController();
    const t = await createTestApp({
      shutdown: shutdown.signal,
      config: { streams: { perUser: 1_000, perAddress: 1_000 } },
    });
    const server = await t.listen();
    const streams: Opened[] = [];
    try {
      const user = await t.signUp();
      const before = getEventListeners(shutdown.signal, 'abort').length;
      for (let i = 0; i < 1_000; i++) streams.push(await openStream(server.url, user.token));
      expect(streams.every((s) => s.status === 200)).toBe(true);
      expect(getEventListeners(shutdown.signal, 'abort').length).toBe(before);

      shutdown.abort();
      await Promise.all(streams.map((s) => s.ended));
      expect(streams.every((s) => s.isEnded())).toBe(true);
    } finally {
      for (const stream of streams) stream.close();
      await server.close();
      await t.close();
    }
  }, 120_000);
});
