// The two processes `npm run lighthouse` (scripts/lighthouse.mjs) drives: the Kickoff server on a
// fresh data directory with the demo content, and Debian's Chromium with a DevTools port for
// Lighthouse to attach to. Both are children of this process and stopped by it, also on a failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const spawned = new Set();
process.once('exit', () => {
  for (const child of spawned) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Resolves when `check` returns a value, polling every `everyMs`; rejects after `timeoutMs`. */
const until = async (what, check, { timeoutMs, everyMs = 200 }) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};

/** A TCP port nobody listens on right now (PUBLIC_URL must name it before the server starts). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });

/**
 * `node --import tsx server/main.ts` on a temporary DATA_DIR (PGlite, demo content, no scheduled
 * feed fetches), answering on 127.0.0.1:`port` once /api/health does.
 */
export const startKickoff = async (root, port) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-lighthouse-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      DEMO_PASSWORD: 'lighthouse-demo-1234',
      LOG_LEVEL: 'warn',
      NEWS_INTERVAL_MINUTES: '0',
      COMPETITION_FEED_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  await until(
    'the server answering /api/health',
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      return ok ? true : undefined;
    },
    { timeoutMs: 180_000, everyMs: 500 },
  );
  return {
    url,
    close: async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium with a DevTools port of its own choosing, read from its DevToolsActivePort file. */
export const startChromium = async (executable) => {
  if (!existsSync(executable))
    throw new Error(
      `${executable} is missing: apt-get install -y chromium fonts-noto-cjk (or set CHROME_PATH)`,
    );
  const profile = mkdtempSync(join(tmpdir(), 'kickoff-lighthouse-chromium-'));
  const child = spawn(
    executable,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  spawned.add(child);
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const activePort = join(profile, 'DevToolsActivePort');
  const port = await until(
    'Chromium opening its DevTools port',
    () => {
      if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}:\n${errors}`);
      if (!existsSync(activePort)) return undefined;
      const first = readFileSync(activePort, 'utf8').split('\n')[0];
      return first ? Number(first) : undefined;
    },
    { timeoutMs: 60_000 },
  );
  const version = await fetch(`http://127.0.0.1:${port}/json/version`)
    .then((r) => r.json())
    .then((v) => v.Browser ?? 'Chromium')
    .catch(() => 'Chromium');
  return {
    port,
    version,
    close: async () => {
      await stop(child);
      // Chromium's helper processes can still write into the profile for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
};
