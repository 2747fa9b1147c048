import { once } from 'node:events';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, get, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/adapters/db/client';

/**
 * `npm start` as the README runs it, stopped as a service manager (SIGTERM to the npm process) and as a
 * terminal's Ctrl-C (SIGINT to the whole process group) would: the server must get the signal, stop
 * accepting, end the notification stream, finish a request in flight, close the database cleanly and
 * release the data directory's lock, and npm must exit 0. A first start may build the browser app
 * (dist/ stale or missing); later ones find the build fresh and start in seconds.
 */
const ADMIN = { email: 'shutdown-admin@kickoff.test', password: 'shutdown-test-password-1' };
const BUILD_AND_START_MS = 300_000;
// The server gives in-flight requests 10 s; the rest is room for a loaded machine to close the database.
const EXIT_WITHIN_MS = 30_000;

/** PostgreSQL's pg_control state: 1 is DB_SHUTDOWNED (a clean stop), 6 DB_IN_PRODUCTION (still open or crashed). */
const DB_SHUTDOWNED = 1;
const clusterState = (dataDir: string) =>
  readFileSync(join(dataDir, 'pglite', 'global', 'pg_control')).readUInt32LE(16);

/** The environment without the test runner's own settings (NODE_ENV=test would change the build). */
const childEnv = (env: Record<string, string>) => {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITE') && !name.startsWith('TEST_'),
    ),
  );
  return { ...base, ...env };
};

type Started = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitFor: (pattern: RegExp, ms: number) => Promise<void>;
};

const groups: number[] = [];
afterAll(() => {
  // Whatever a failed run left behind (npm, and a server npm did not stop), by process group.
  for (const pid of groups)
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
});

const startNpm = async (dataDir: string): Promise<Started> => {
  const child = spawn('npm', ['start'], {
    env: childEnv({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
    // Its own process group, as a terminal or `setsid` gives it: -pid reaches npm and the server.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) groups.push(child.pid);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitFor = (pattern: RegExp, ms: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${pattern} within ${ms} ms:\n${output}`));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });
  void exited.then(() => {
    for (const listener of listeners) listener();
  });
  const running = /Kickoff is running at (http:\/\/\S+)/;
  await Promise.race([
    waitFor(running, BUILD_AND_START_MS),
    exited.then(() => {
      throw new Error(`npm start exited before the server ran:\n${output}`);
    }),
  ]);
  const url = running.exec(output)?.[1] as string;
  // Bounded poll of the health check, as a load balancer would.
  await expect
    .poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok ?? false, {
      timeout: 60_000,
      message: `no healthy answer from ${url}`,
    })
    .toBe(true);
  return { child, url, output: () => output, exited, waitFor };
};

/** A request on a fresh connection (no pooled keep-alive socket): its status, or the connection error. */
const freshGet = (url: string) =>
  new Promise<string>((resolve) => {
    const req = get(url, { agent: false }, (res) => {
      res.resume();
      resolve(String(res.statusCode));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/** Reads a stream to its end: 'ended' when the server finished it, else the error that cut it. */
const readToEnd = async (body: ReadableStream<Uint8Array>) => {
  const reader = body.getReader();
  try {
    for (;;) if ((await reader.read()).done) return 'ended';
  } catch (error) {
    return `cut: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : error}`;
  }
};

/**
 * A sign-in whose body arrives in two parts on a connection the server has already accepted (a first
 * request used it), so it is in flight when the signal comes; `finish` sends the rest.
 */
const inFlightSignIn = async (url: string) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(url);
  await new Promise<void>((resolve, reject) => {
    get({ hostname, port, path: '/api/health', agent }, (res) => {
      res.resume();
      res.on('end', resolve);
    }).on('error', reject);
  });
  const body = Buffer.from(JSON.stringify(ADMIN));
  const cut = 10;
  let answer!: Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>;
  const req = request({
    hostname,
    port,
    path: '/api/auth/sign-in',
    method: 'POST',
    agent,
    // With Expect: 100-continue Node answers 100 as it hands the request to the server: the client's
    // 'continue' event is the proof that the request is in flight.
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(body.length),
      Expect: '100-continue',
    },
  });
  const started = once(req, 'continue');
  answer = new Promise((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  await started;
  // The first part reaches the server, which waits for the rest.
  req.write(body.subarray(0, cut));
  return {
    answer,
    finish: () => {
      req.end(body.subarray(cut));
      return answer.finally(() => agent.destroy());
    },
  };
};

const signIn = async (url: string) => {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};

/** One start and stop; everything the shutdown promises is checked, then the database is reopened. */
const cycle = async (dataDir: string, send: (server: Started) => void) => {
  const server = await startNpm(dataDir);
  const lock = join(dataDir, 'kickoff.lock');
  expect(existsSync(lock)).toBe(true);

  const token = await signIn(server.url);
  const stream = await fetch(`${server.url}/api/notifications/subscribe`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(stream.status).toBe(200);
  const streamEnd = readToEnd(stream.body as ReadableStream<Uint8Array>);
  const pending = await inFlightSignIn(server.url);

  const signalled = Date.now();
  send(server);
  await server.waitFor(/shutdown: stopped accepting connections/, 30_000);
  // No new connections, while the stream ends cleanly and the request in flight is still answered.
  expect(await freshGet(`${server.url}/api/health`)).toBe('ECONNREFUSED');
  expect(await streamEnd).toBe('ended');
  const answer = await pending.finish();
  expect(answer.status, answer.body).toBe(200);
  expect(JSON.parse(answer.body)).toHaveProperty('token');
  expect(answer.headers.connection).toBe('close');

  const exit = await Promise.race([
    server.exited,
    new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), EXIT_WITHIN_MS)),
  ]);
  expect(exit, server.output()).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalled).toBeLessThan(EXIT_WITHIN_MS);
  for (const step of [
    'notification streams told to end',
    'every open request finished',
    'scheduler stopped',
    'rate limiter and notification bus closed',
    'database closed; data directory lock released',
    'shutdown complete',
  ])
    expect(server.output()).toContain(step);
  expect(server.output()).not.toContain('exiting without finishing');

  expect(existsSync(lock)).toBe(false);
  expect(clusterState(dataDir)).toBe(DB_SHUTDOWNED);
  const reopened = await openDatabase({ dataDir });
  try {
    const result = (await reopened.db.execute(
      sql`select email from users where email = ${ADMIN.email}`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toHaveLength(1);
  } finally {
    await reopened.close();
  }
  expect(existsSync(lock)).toBe(false);
};

describe('npm start and its shutdown', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'kickoff-shutdown-')), 'data');

  it('SIGTERM to the npm process, three times on one data directory: a clean stop each time', async () => {
    for (let round = 0; round < 3; round++) await cycle(dataDir, (server) => server.child.kill('SIGTERM'));
  }, 600_000);

  it('SIGINT to the whole process group (Ctrl-C in a terminal), which reaches the server twice', async () => {
    await cycle(dataDir, (server) => process.kill(-(server.child.pid as number), 'SIGINT'));
  }, 300_000);
});
