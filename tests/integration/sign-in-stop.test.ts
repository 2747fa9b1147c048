import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/adapters/log/logger';
import { randomBytes } from 'node:crypto';
import { HASH_THREADS } from '../../server/adapters/security/hash-pool';
import { passwordHashing } from '../../server/adapters/security/password-hasher';
import { loadConfig } from '../../server/config';
import { type RunningServer, startServer } from '../../server/start';

/**
 * Issue 25: a graceful stop finishes the sign-ins in flight. The server runs in this process (the real
 * `startServer`, on an embedded database), so the test sees the hashing pool's queue: the stop begins
 * once every sign-in is inside the server waiting for its hash, and each must still get its normal
 * answer (200 with a token for the right password, 401 for an unknown email), none cut.
 */
const ADMIN = { email: 'stop-admin@kickoff.test', password: 'stop-test-password-1' };
const SIGN_INS = 8;

describe('graceful stop with sign-ins in flight', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-sign-in-stop-'));
  let running: RunningServer | undefined;
  const log: string[] = [];
  afterAll(async () => {
    await running?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every sign-in begun before the stop, then stops the hashing threads', async () => {
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NEWS_INTERVAL_MINUTES: '0',
      COMPETITION_FEED_INTERVAL_MINUTES: '0',
    });
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    const server = await startServer(config, createLogger('info', sink));
    running = server;
    const signIn = (email: string, password: string) =>
      fetch(`${server.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { token?: string } }));
    // A slow hash on every hashing thread first: the sign-ins queue behind them, so none can finish
    // before all of them are in and the stop has begun.
    const N = 2 ** 16;
    const blockers = Array.from({ length: HASH_THREADS }, () =>
      passwordHashing.scrypt({
        password: 'blocker',
        salt: randomBytes(16),
        keyLength: 32,
        options: { N, r: 8, p: 1, maxmem: 128 * N * 8 * 2 },
      }),
    );
    const answers = Array.from({ length: SIGN_INS }, (_, i) =>
      i % 2 === 0
        ? signIn(ADMIN.email, ADMIN.password)
        : signIn(`nobody-${i}@kickoff.test`, 'wrong-password-1'),
    );
    // Every sign-in has reached its hash, queued behind the blockers: all are in flight.
    await expect.poll(() => passwordHashing.pending(), { timeout: 60_000 }).toBe(HASH_THREADS + SIGN_INS);
    const closed = server.close({ graceMs: 120_000 });
    const results = await Promise.all(answers);
    await Promise.all([closed, ...blockers]);
    results.forEach((result, i) => {
      if (i % 2 === 0) {
        expect(result.status).toBe(200);
        expect(result.body.token).toEqual(expect.any(String));
      } else expect(result.status).toBe(401);
    });
    const text = log.join('');
    expect(text).toContain('every open request finished');
    expect(text).not.toContain('were cut');
    expect(text).toContain('password hashing threads stopped');
    expect(passwordHashing.pending()).toBe(0);
    // A server start and sixteen hashes queued on one thread: on a busy machine that takes a while.
  }, 120_000);
});
