import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../server/adapters/db/schema';
import { createApp } from '../../server/adapters/http/app';
import { memoryViewWindows } from '../../server/adapters/views/memory-view-windows';
import { batchedViewCounter } from '../../server/adapters/views/view-counter';
import { writeViews } from '../../server/adapters/views/write-views';
import { at, FREE_BOARD, writePost } from './helpers/boards.fixtures';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';
import { signUpBody } from '../fixtures/new-member';

const NOW = new Date('2026-03-02T03:00:00Z');

/**
 * Issue 13: views are counted in memory and written in batches (adapters/views/). Many viewers at once
 * add up exactly once written; a crash loses what was not written yet, and nothing written before.
 */
describe.each(ENGINES)('views written in batches on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // No timed write during a case: what reaches the database is what flushViews() writes.
    t = await createTestApp({ engine, clock: () => NOW, config: { viewFlushSeconds: 3600 } });
  });
  afterAll(() => t.close());

  const stored = async (id: number) =>
    (await t.db.select({ views: contents.views }).from(contents).where(eq(contents.id, id)))[0]?.views;

  it('adds up concurrent views of many viewers exactly, in the database only once written', async () => {
    await t.reset();
    const owner = await t.signUp();
    const readers = await Promise.all([1, 2, 3, 4, 5].map(() => t.signUp()));
    const id = await writePost(t, FREE_BOARD, owner.token);
    const path = at(FREE_BOARD.paths.detail, { id });
    // Behind a trusted proxy every visitor is their forwarded address: 40 visitors, each reading 3 times
    // (no cookie kept), and 5 members reading twice, all at once.
    const proxied = createApp({ ...t.deps, config: { ...t.deps.config, trustProxy: true } });
    const visitor = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
    const reads = [
      ...Array.from({ length: 120 }, (_, i) => proxied.request(path, { headers: visitor(i % 40) })),
      ...readers.flatMap((r) => [1, 2].map(() => t.request('GET', path, { token: r.token }))),
    ];
    const answers = await Promise.all(reads);
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(await stored(id)).toBe(0);
    // The owner's read shows the views counted and not yet written.
    expect((await (await t.request('GET', path, { token: owner.token })).json()).views).toBe(45);
    await t.flushViews();
    expect(await stored(id)).toBe(45);
    expect((await (await t.request('GET', path, { token: owner.token })).json()).views).toBe(45);
  });

  it('counts a viewer once even when two processes with their own memory both counted them', async () => {
    await t.reset();
    const owner = await t.signUp();
    const id = await writePost(t, FREE_BOARD, owner.token);
    // Another process: its own windows in memory, writing to the same database.
    const other = batchedViewCounter({
      write: (batch) => writeViews(t.db, batch),
      windows: memoryViewWindows(),
    });
    const second = createApp({ ...t.deps, views: other, config: { ...t.deps.config, trustProxy: true } });
    const first = createApp({ ...t.deps, config: { ...t.deps.config, trustProxy: true } });
    const path = at(FREE_BOARD.paths.detail, { id });
    const headers = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
    await Promise.all(
      [1, 2, 3, 4, 5, 6].flatMap((n) => [
        first.request(path, { headers: headers(n) }),
        second.request(path, { headers: headers(n) }),
      ]),
    );
    await Promise.all([t.flushViews(), other.close()]);
    expect(await stored(id)).toBe(6);
  });
});

/** A GET over a real socket from `localAddress` (any 127.x address reaches the loopback server). */
const getFrom = (url: string, localAddress: string, token?: string) =>
  new Promise<{ status: number; views: number }>((resolve, reject) => {
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    const req = httpRequest(url, { localAddress, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, views: res.statusCode === 200 ? JSON.parse(body).views : -1 }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('a crash loses only views not yet written', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'kickoff-views-')), 'data');
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  });
  /** The server on the one data directory, writing views every `seconds`. */
  const start = async (seconds: number) => {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      VIEW_FLUSH_SECONDS: String(seconds),
      LOG_LEVEL: 'debug',
      JWT_SECRET: 'view-batching-test-secret-0123456789abcdef',
    });
    started.push(server);
    let output = '';
    server.child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    return { ...server, output: () => output };
  };
  const killHard = async (server: ServerProcess) => {
    const exited = once(server.child, 'exit');
    server.child.kill('SIGKILL');
    await exited;
  };

  it('kill -9 loses the views counted since the last write, and none written before', async () => {
    let server = await start(3600);
    const api = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
    const signUp = await api('/api/auth/sign-up', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(
        signUpBody({ email: 'writer@example.com', password: 'password-1234', nickname: '글쓴이' }),
      ),
    });
    const { token } = (await signUp.json()) as { token: string };
    const created = await api(FREE_BOARD.paths.create, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: '조회수 시험', content: '<p>본문</p>', tags: [], thumbnailUrl: null }),
    });
    const { id } = (await created.json()) as { id: number };
    const detail = () => `${server.url}${at(FREE_BOARD.paths.detail, { id })}`;
    const visit = (first: number, count: number) =>
      Promise.all(Array.from({ length: count }, (_, i) => getFrom(detail(), `127.0.0.${first + i}`)));
    const ownerSees = async () => (await getFrom(detail(), '127.0.0.1', token)).views;

    // 10 views, then a graceful stop: it writes them.
    await visit(10, 10);
    await server.stop();
    server = await start(3600);
    expect(await ownerSees()).toBe(10);
    // 5 more, counted in memory only (the next write is an hour away), then kill -9.
    await visit(30, 5);
    expect(await ownerSees()).toBe(15);
    await killHard(server);
    server = await start(1);
    expect(await ownerSees()).toBe(10);
    // With writes every second, views survive a kill -9 once a write has happened (the log says so).
    await visit(50, 3);
    await expect.poll(() => /"msg":"views written"/.test(server.output()), { timeout: 60_000 }).toBe(true);
    await killHard(server);
    server = await start(1);
    expect(await ownerSees()).toBe(13);
    await server.stop();
  }, 300_000);
});
