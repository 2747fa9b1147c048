import { Agent } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../src/contract/api';
import type { ErrorBody } from '../../src/contract/common';
import { takesBody } from '../../src/contract/operation';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { CONTENT_INPUT_TEXT } from '../../src/domain/text/content-input';
import { VALIDATION_TEXT as V } from '../../src/domain/text/validation';
import { type Cast, json, publishArticle, saveDraft, signUpCast } from './helpers/articles.fixtures';
import { multipartHead, type RawAnswer, sendRaw, type StreamedBody } from './helpers/raw-http';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const MB = 1024 * 1024;
const JSON_TOO_LARGE = V.bodyTooLarge('1MB');

const errorOf = (answer: RawAnswer): ErrorBody => JSON.parse(answer.text) as ErrorBody;

/** A comment body of exactly `bytes` bytes of JSON. */
const commentOfSize = (bytes: number) => {
  const head = '{"content":"';
  const tail = '"}';
  return `${head}${'a'.repeat(bytes - head.length - tail.length)}${tail}`;
};

describe.each(ENGINES)('request body limits on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let server: { url: string; close: () => Promise<void> };
  let publishPath: string;
  let articleId: number;
  const agents: Agent[] = [];

  beforeAll(async () => {
    t = await createTestApp({ engine });
    server = await t.listen();
    cast = await signUpCast(t);
    publishPath = `/api/article/draft/${await saveDraft(t, cast.author.token)}/publish`;
    articleId = await publishArticle(t, cast.author.token);
  });
  afterEach(() => {
    for (const agent of agents.splice(0)) agent.destroy();
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const send = (
    method: string,
    path: string,
    body?: StreamedBody,
    headers: Record<string, string> = {},
    agent?: Agent,
  ) => sendRaw(server.url, { method, path, body, headers, agent });
  const keepAlive = () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };

  it('refuses a text/plain body over 1 MB to the publish route with 413 and the Korean text', async () => {
    const answer = await send(
      'POST',
      publishPath,
      { bytes: 2 * MB },
      { ...auth(cast.author.token), 'Content-Type': 'text/plain' },
    );
    expect(answer.status).toBe(413);
    expect(errorOf(answer)).toEqual({
      message: SERVER_MESSAGES.payloadTooLarge,
      detailedMessage: JSON_TOO_LARGE,
      errors: [{ field: 'body', reason: JSON_TOO_LARGE }],
    });
    // Nothing happened: the draft is still a draft.
    const drafts = await t.request('GET', '/api/articles/draft/all', { token: cast.author.token });
    expect(await json<unknown[]>(drafts)).toHaveLength(1);
  });

  it('counts a chunked body as it streams: past the limit is 413, whatever the content type', async () => {
    for (const contentType of ['text/plain', 'application/json', 'application/octet-stream']) {
      const answer = await send(
        'POST',
        publishPath,
        { bytes: 3 * MB, chunked: true },
        { ...auth(cast.author.token), 'Content-Type': contentType },
      );
      expect(answer.status, contentType).toBe(413);
      expect(errorOf(answer).detailedMessage).toBe(JSON_TOO_LARGE);
    }
    const comment = await send(
      'POST',
      `/api/article/${articleId}/comment`,
      { head: '{"content":"', bytes: 2 * MB, chunked: true },
      { ...auth(cast.user.token), 'Content-Type': 'application/json' },
    );
    expect(comment.status).toBe(413);
  });

  it('refuses an upload over the image limit with 413, declared or chunked', async () => {
    const boundary = 'kickoffboundary';
    for (const chunked of [false, true]) {
      const answer = await send(
        'POST',
        '/api/image/profiles',
        { head: multipartHead(boundary, 'image'), bytes: 11 * MB, chunked },
        { ...auth(cast.user.token), 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      );
      expect(answer.status, `chunked: ${chunked}`).toBe(413);
      expect(errorOf(answer).errors).toEqual([{ field: 'image', reason: CONTENT_INPUT_TEXT.imageTooLarge }]);
    }
  });

  it('takes a JSON body of exactly 1 MB and refuses 1 MB + 1 byte with 413', async () => {
    const exact = commentOfSize(MB);
    expect(Buffer.byteLength(exact)).toBe(MB);
    const path = `/api/article/${articleId}/comment`;
    const headers = { ...auth(cast.user.token), 'Content-Type': 'application/json' };
    const atLimit = await t.app.request(path, { method: 'POST', headers, body: exact });
    // Read and validated: too long a comment, not too large a body.
    expect(atLimit.status).toBe(400);
    expect((await json<ErrorBody>(atLimit)).errors).toEqual([
      { field: 'content', reason: CONTENT_INPUT_TEXT.commentTooLong },
    ]);
    const over = commentOfSize(MB + 1);
    const inProcess = await t.app.request(path, { method: 'POST', headers, body: over });
    expect(inProcess.status).toBe(413);
    expect((await json<ErrorBody>(inProcess)).detailedMessage).toBe(JSON_TOO_LARGE);
    const overSocket = await send('POST', path, { head: over, bytes: MB + 1 }, headers);
    expect(overSocket.status).toBe(413);
  });

  it('refuses a body sent to an operation that takes none', async () => {
    for (const chunked of [false, true]) {
      const list = await send('GET', '/api/articles', { bytes: 64 * 1024, chunked });
      expect(list.status, `chunked: ${chunked}`).toBe(413);
      expect(errorOf(list).detailedMessage).toBe(V.bodyNotAccepted);
      const like = await send(
        'PATCH',
        `/api/article/${articleId}/like`,
        { bytes: 50 * MB, chunked },
        auth(cast.user.token),
      );
      expect(like.status, `chunked: ${chunked}`).toBe(413);
    }
    // An empty body, or a stray `{}` from a generic client, is no reason to refuse.
    const stray = await t.app.request(`/api/article/${articleId}/like`, {
      method: 'PATCH',
      headers: { ...auth(cast.user.token), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(stray.status).toBe(200);
  });

  describe('after an answer given before the body was read', () => {
    /** Sends `first`, then a health check on the same one-socket keep-alive agent. */
    const thenHealth = async (first: () => Promise<RawAnswer>, agent: Agent) => {
      const answer = await first();
      const next = await sendRaw(server.url, { method: 'GET', path: '/api/health/live', agent });
      expect(next.status).toBe(200);
      const announcedClose = /close/i.test(answer.headers.connection ?? '');
      // Either the connection was announced closed, or the same one kept working.
      expect(
        announcedClose || next.socket === answer.socket,
        `connection: ${answer.headers.connection}`,
      ).toBe(true);
      return { answer, announcedClose, reused: next.socket === answer.socket };
    };

    it('keeps the connection usable, or announces its close, after a 413', async () => {
      const agent = keepAlive();
      const headers = { ...auth(cast.author.token), 'Content-Type': 'text/plain' };
      const declared = await thenHealth(
        () => send('POST', publishPath, { bytes: 5 * MB }, headers, agent),
        agent,
      );
      expect(declared.answer.status).toBe(413);
      const chunked = await thenHealth(
        () => send('POST', publishPath, { bytes: 5 * MB, chunked: true }, headers, agent),
        agent,
      );
      expect(chunked.answer.status).toBe(413);
    });

    it('keeps the connection usable, or announces its close, after a 401 with a large unread body', async () => {
      const agent = keepAlive();
      const body = { head: '{"content":"', bytes: 900 * 1024 };
      const visitor = await thenHealth(
        () => send('POST', publishPath, body, { 'Content-Type': 'application/json' }, agent),
        agent,
      );
      expect(visitor.answer.status).toBe(401);
      // A forged token and a slow client: the answer comes long before the body is over.
      const forged = await thenHealth(
        () =>
          send(
            'POST',
            publishPath,
            { ...body, pauseAfter: 64 * 1024, pauseMs: 800 },
            { Authorization: 'Bearer not.a.token', 'Content-Type': 'application/json' },
            agent,
          ),
        agent,
      );
      expect(forged.answer.status).toBe(401);
    });

    it('drains a small unread body and keeps the connection', async () => {
      const agent = keepAlive();
      const small = await thenHealth(
        () =>
          send(
            'POST',
            publishPath,
            { head: '{"title":', bytes: 300 },
            { 'Content-Type': 'application/json' },
            agent,
          ),
        agent,
      );
      expect(small.answer.status).toBe(401);
      expect(small.reused).toBe(true);
    });
  });

  it('answers 405 with Allow for a method a known path does not take, 404 for an unknown path', async () => {
    const popular = await t.app.request('/api/articles/popular', { method: 'DELETE' });
    expect(popular.status).toBe(405);
    expect(popular.headers.get('allow')).toBe('GET, HEAD');
    expect(await json<ErrorBody>(popular)).toEqual({ message: SERVER_MESSAGES.methodNotAllowed });
    const article = await t.app.request(`/api/article/${articleId}`, { method: 'POST' });
    expect(article.status).toBe(405);
    expect(article.headers.get('allow')).toBe('DELETE, GET, HEAD, PATCH, PUT');
    const publish = await t.app.request(publishPath, { method: 'GET' });
    expect(publish.status).toBe(405);
    expect(publish.headers.get('allow')).toBe('POST');
    // Over a socket too, where the fixed headers join it.
    const socket = await send('DELETE', '/api/articles/popular');
    expect(socket.status).toBe(405);
    expect(socket.headers.allow).toBe('GET, HEAD');
    expect((await t.app.request('/api/article/not-a-number', { method: 'POST' })).status).toBe(404);
    expect((await t.app.request('/api/nothing-here', { method: 'DELETE' })).status).toBe(404);
  });

  it('documents 413 on every operation, with its limit (1 KB for one that takes no body), and 405 on none', async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const statuses = (method: string, path: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    const withBody = API_OPERATIONS.filter(takesBody);
    expect(withBody.length).toBeGreaterThan(20);
    for (const op of API_OPERATIONS) {
      expect(statuses(op.method, op.path), `${op.method} ${op.path}`).toContain('413');
      expect(statuses(op.method, op.path)).not.toContain('405');
    }
    expect(doc.paths[publishPath.replace(/\d+/, '{id}')]?.post?.responses['413']?.description).toContain(
      '1MB',
    );
    expect(doc.paths['/api/image/profiles']?.post?.responses['413']?.description).toContain('10MB');
    expect(doc.paths['/api/articles/popular']?.get?.responses['413']?.description).toContain('takes no body');
  });
});
