import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Browser journeys in Debian's Chromium against the real server on a fresh embedded database.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Debian's headless shell build of Chromium when installed (scripts/ensure-browser.mjs installs it):
// the same engine without the full browser's windowing, and much less CPU per page on 2 cores (three
// specs: 112 s -> 88 s; the suite: 6.1 min, 11.1 min in the full browser before); E2E_CHROMIUM names
// another binary.
const SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.E2E_CHROMIUM ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
