import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_RATE_LIMIT_ENV } from '../fixtures/relaxed-limits';
import { multipartHead, type RawAnswer, sendRaw, type StreamedBody } from './helpers/raw-http';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { ENGINES } from './helpers/test-database';
import { signUpBody } from '../fixtures/new-member';

const MB = 1024 * 1024;
const BODY = 50 * MB;
/** The acceptance bar: the whole server process, on PostgreSQL. */
const RSS_LIMIT = 300 * MB;
/**
 * What ten refused bodies may add to the idle process: the room the bar leaves above an idle server on
 * PostgreSQL (~230 MB). PGlite's engine alone keeps ~900 MB resident, so there only this is checked.
 */
const GROWTH_LIMIT = 70 * MB;

/** VmRSS and VmHWM (the peak since the last reset) of a process, in bytes, from /proc. */
const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
};

/** Starts the peak (VmHWM) over from the current RSS (Linux clear_refs). */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** A throwaway PostgreSQL database for the server process, dropped afterwards. */
const throwawayDatabase = async () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `kickoff_mem_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
};

describe.each(ENGINES)('ten parallel 50 MB bodies against a server process on %s', (engine) => {
  let server: ServerProcess;
  let dropDatabase = async () => {};
  let token = '';

  beforeAll(async () => {
    const env: Record<string, string> = { ...RELAXED_RATE_LIMIT_ENV };
    if (engine === 'postgres') {
      const database = await throwawayDatabase();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
    server = await startServerProcess(env);
    const res = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(
        signUpBody({ email: 'memory@example.com', password: 'password-1234', nickname: '메모리' }),
      ),
    });
    expect(res.status).toBe(201);
    token = ((await res.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase();
  });

  const boundary = 'kickoffmemory';
  const form = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  /** One body to each kind of route: JSON, any other type, uploads, none expected; declared and chunked. */
  const requests = (bytes: number) => {
    const signedIn = { Authorization: `Bearer ${token}` };
    const upload: StreamedBody = { head: multipartHead(boundary, 'image'), bytes };
    return [
      ['POST', '/api/article/draft/1/publish', { bytes }, { ...signedIn, 'Content-Type': 'text/plain' }],
      [
        'POST',
        '/api/article/draft/1/publish',
        { bytes, chunked: true },
        { ...signedIn, 'Content-Type': 'text/plain' },
      ],
      [
        'POST',
        '/api/auth/sign-in',
        { head: '{"email":"', bytes, chunked: true },
        { 'Content-Type': 'application/json' },
      ],
      ['POST', '/api/auth/sign-up', { bytes }, { 'Content-Type': 'application/octet-stream' }],
      [
        'POST',
        '/api/article/1/comment',
        { head: '{"content":"', bytes, chunked: true },
        { ...signedIn, 'Content-Type': 'application/json' },
      ],
      ['GET', '/api/articles', { bytes, chunked: true }, {}],
      ['PATCH', '/api/article/1/like', { bytes }, signedIn],
      ['POST', '/api/image/profiles', { ...upload, chunked: true }, { ...signedIn, ...form }],
      ['POST', '/api/image/articles', upload, { ...signedIn, ...form }],
      ['POST', '/api/user/consultation', { bytes }, { 'Content-Type': 'application/json' }],
    ] as const satisfies readonly (readonly [string, string, StreamedBody, Record<string, string>])[];
  };
  const sendAll = (bytes: number): Promise<RawAnswer[]> =>
    Promise.all(
      requests(bytes).map(([method, path, body, headers]) =>
        sendRaw(server.url, { method, path, body, headers, timeoutMs: 20_000 }),
      ),
    );

  it('answers every one with 413 and keeps the process small', { timeout: 60_000 }, async ({ annotate }) => {
    const pid = server.child.pid as number;
    // Warm up every route with bodies just over the image limit, so lazy loading is not counted.
    expect((await sendAll(11 * MB)).map((a) => a.status)).toEqual(Array(10).fill(413));
    const idle = memoryOf(pid).rss;
    resetPeak(pid);
    let sampled = 0;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, memoryOf(pid).rss);
    }, 20);
    let answers: RawAnswer[];
    try {
      answers = await sendAll(BODY);
    } finally {
      clearInterval(sampler);
    }
    const after = memoryOf(pid);
    const peak = Math.max(after.peak, sampled);
    const figures = `idle ${Math.round(idle / MB)} MB, peak ${Math.round(peak / MB)} MB, after ${Math.round(after.rss / MB)} MB`;
    await annotate(`RSS on ${engine}: ${figures}`);
    expect(
      answers.map((a) => a.status),
      figures,
    ).toEqual(Array(10).fill(413));
    expect(peak - idle, figures).toBeLessThan(GROWTH_LIMIT);
    if (engine === 'postgres') expect(peak, figures).toBeLessThan(RSS_LIMIT);
    // The server still answers.
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
  });
});
