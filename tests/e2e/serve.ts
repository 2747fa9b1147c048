import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createLogger } from '../../server/adapters/log/logger';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { startLocalProviders } from '../fixtures/local-oauth-provider';
import { startPushService } from '../fixtures/push-service';
import { RELAXED_RATE_LIMIT_ENV } from '../fixtures/relaxed-limits';
import { E2E_SIGN_IN_ACCOUNT_LIMIT, serverInfoFile } from './social-support';

/**
 * The real server for Playwright (playwright.config.ts `webServer`): a fresh embedded database in a
 * temporary folder, seeded with the demo content, every demo account on one known password
 * (DEMO_PASSWORD, default below) so journeys can sign in as the demo editor, admin or users.
 * Kakao, Naver and Google are local OAuth servers started here (tests/fixtures/local-oauth-provider.ts),
 * and the abuse limits are out of reach except failed sign-ins per account (E2E_SIGN_IN_ACCOUNT_LIMIT),
 * which one journey reaches on purpose with an email nobody else uses.
 */
export const E2E_DEMO_PASSWORD = 'kickoff-demo-1234';

const port = process.env.E2E_PORT ?? '3100';
const publicUrl = `http://127.0.0.1:${port}`;
const providers = await startLocalProviders(publicUrl);
// A local Web Push service (web-push-testing) the push journey subscribes at (issue 27).
const pushService = await startPushService();
const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-e2e-'));
const config = loadConfig({
  ...process.env,
  ...RELAXED_RATE_LIMIT_ENV,
  RATE_LIMIT_SIGN_IN_ACCOUNT: `${E2E_SIGN_IN_ACCOUNT_LIMIT}/15m`,
  ...providers.env,
  PUSH_EXTRA_ORIGINS: pushService.origin,
  PUBLIC_URL: publicUrl,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  SEED_DEMO: 'true',
  DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? E2E_DEMO_PASSWORD,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // No scheduled fetches: the journeys read the seeded demo news and competitions only.
  NEWS_INTERVAL_MINUTES: '0',
  COMPETITION_FEED_INTERVAL_MINUTES: '0',
});
const running = await startServer(config, createLogger(config.logLevel));
console.info(`e2e server at ${running.url} (data in ${dataDir})`);
// Journeys that read what the server wrote (the mail outbox) find its data directory here.
mkdirSync(dirname(serverInfoFile(port)), { recursive: true });
writeFileSync(serverInfoFile(port), JSON.stringify({ dataDir, pushOrigin: pushService.origin }));

const stop = async () => {
  await running.close().catch(() => undefined);
  await providers.close().catch(() => undefined);
  await pushService.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(serverInfoFile(port), { force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
