import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Cast, publishArticle, signUpCast } from './helpers/articles.fixtures';
import { readEvents, subscribe as openStream } from './helpers/sse';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

describe.each(ENGINES)('notification stream on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    cast = await signUpCast(t);
  });

  const subscribe = (token: string | undefined, signal: AbortSignal, lastEventId?: number) =>
    openStream(t, token, signal, lastEventId);
  const comment = (articleId: number, content: string) =>
    t.request('POST', `/api/article/${articleId}/comment`, { token: cast.user.token, json: { content } });

  it('delivers a live event whose SSE id is the notification id', async () => {
    const articleId = await publishArticle(t, cast.author.token);
    const abort = new AbortController();
    const res = await subscribe(cast.author.token, abort.signal);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents(res.body as ReadableStream<Uint8Array>, 1);
    await comment(articleId, '실시간 댓글');
    const [event] = await reading;
    abort.abort();
    expect(event?.data.type).toBe('COMMENT');
    expect(event?.id).toBe(String(event?.data.id));
  });

  it('replays what was missed after Last-Event-ID, oldest first', async () => {
    const articleId = await publishArticle(t, cast.author.token);
    for (const content of ['하나', '둘', '셋']) await comment(articleId, content);
    const list = (await (
      await t.request('GET', '/api/notifications', { token: cast.author.token })
    ).json()) as {
      data: { id: number }[];
    };
    const ids = list.data.map((n) => n.id).sort((a, b) => a - b);
    const abort = new AbortController();
    const res = await subscribe(cast.author.token, abort.signal, ids[0]);
    const events = await readEvents(res.body as ReadableStream<Uint8Array>, 2);
    abort.abort();
    expect(events.map((e) => Number(e.id))).toEqual(ids.slice(1));
  });

  it('401 without a token, and with a bad one', async () => {
    const abort = new AbortController();
    expect((await subscribe(undefined, abort.signal)).status).toBe(401);
    expect((await subscribe('not-a-token', abort.signal)).status).toBe(401);
  });
});
