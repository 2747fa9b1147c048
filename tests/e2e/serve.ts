import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../server/adapters/log/logger';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';

/**
 * The real server for Playwright (playwright.config.ts `webServer`): a fresh embedded database in a
 * temporary folder, seeded with the demo content, every demo account on one known password
 * (DEMO_PASSWORD, default below) so journeys can sign in as the demo editor, admin or users.
 */
export const E2E_DEMO_PASSWORD = 'kickoff-demo-1234';

const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-e2e-'));
const config = loadConfig({
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? E2E_DEMO_PASSWORD,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // No scheduled fetches: the journeys read the seeded demo news and competitions only.
  NEWS_INTERVAL_MINUTES: '0',
  COMPETITION_FEED_INTERVAL_MINUTES: '0',
});
const running = await startServer(config, createLogger(config.logLevel));
console.info(`e2e server at ${running.url} (data in ${dataDir})`);

const stop = async () => {
  await running.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
