import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/adapters/db/client';
import { createLogger } from '../../server/adapters/log/logger';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';
import { signUpBody } from '../fixtures/new-member';

describe.each(ENGINES)('errors and health on %s', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ engine, logger: createLogger('info', sink) });
  });
  afterAll(() => t.close());

  it('reports the database reachable', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('answers unknown /api paths with a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await t.request(method, '/api/no/such/thing');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('puts the security headers on every response of the real server', async () => {
    const server = await t.listen();
    try {
      for (const path of ['/api/health', '/api/nope', '/api/docs', '/']) {
        const res = await fetch(`${server.url}${path}`);
        await res.arrayBuffer();
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain('unsafe-inline');
        expect(csp).toContain("frame-ancestors 'none'");
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        if (path.startsWith('/api/')) expect(res.headers.get('cache-control')).toBe('no-store');
      }
    } finally {
      await server.close();
    }
  });

  it('answers a too-large JSON body with 413', async () => {
    const res = await t.request('POST', '/api/auth/sign-in', {
      json: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
  });

  it('never leaks a password or token into the logs', async () => {
    await t.request('POST', '/api/auth/sign-up', {
      json: signUpBody({ email: 'log@example.com', password: 'very-secret-pw', nickname: '로그확인' }),
    });
    const signIn = await t.request('POST', '/api/auth/sign-in', {
      json: { email: 'log@example.com', password: 'very-secret-pw' },
    });
    const { token } = (await signIn.json()) as { token: string };
    await t.request('GET', '/api/user/profile', { token });
    const all = logLines.join('');
    expect(all).toContain('"path":"/api/user/profile"');
    expect(all).not.toContain('very-secret-pw');
    expect(all).not.toContain(token.split('.')[2]);
  });

  it('answers a failure inside with a bare 500 and logs it; health says 503', async () => {
    const broken = await createTestApp({
      engine,
      logger: createLogger('error', new Writable({ write: (_c, _e, done) => done() })),
    });
    await broken.close();
    const res = await broken.request('GET', '/api/user/1');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal Server Error' });
    expect(text).not.toMatch(/select|at |\/work|node_modules|users/i);
    const health = await broken.request('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(((await health.json()) as { message: string }).message).toBe('Service Unavailable');
  });
});

/** PostgreSQL only (TEST_DATABASE_URL): PGlite runs in the process and has no connection to lose. */
describe.each(ENGINES.filter((engine) => engine === 'postgres'))('a lost database connection on %s', () => {
  it('does not stop the process: the pool reports it and the next query opens another', async () => {
    const reported: Error[] = [];
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `kickoff_lost_${process.pid}`;
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    const database = await openDatabase({
      databaseUrl: url.toString(),
      poolSize: 2,
      onIdleConnectionError: (error) => reported.push(error),
    });
    try {
      await database.ping();
      // What a PostgreSQL restart or an administrator does to an idle pooled connection.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await expect.poll(() => reported.length).toBeGreaterThan(0);
      await database.ping();
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
