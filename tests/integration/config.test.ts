import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { serverArgs } from './helpers/server-command';

describe('configuration', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      seedDemo: true,
      trustProxy: false,
      logLevel: 'info',
      staticDir: 'dist',
      streams: { perUser: 10, perAddress: 500 },
    });
    expect(loadConfig({ STREAMS_PER_USER: '3', STREAMS_PER_ADDRESS: '20000' }).streams).toEqual({
      perUser: 3,
      perAddress: 20_000,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/kickoff',
      DATABASE_URL: 'postgres://kickoff@db:5432/kickoff',
      REDIS_URL: 'redis://cache:6379',
      JWT_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://kickoff.example.com',
      IMAGE_BASE_URL: 'https://images.kickoff.example.com/',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'admin-password',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      adminEmail: 'boss@example.com',
      seedDemo: false,
      trustProxy: true,
      logLevel: 'warn',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'admin-password' }, 'ADMIN_EMAIL'],
    [{ STREAMS_PER_USER: '0' }, 'STREAMS_PER_USER must be a whole number from 1 to 1000'],
    [{ STREAMS_PER_ADDRESS: 'many' }, 'STREAMS_PER_ADDRESS'],
  ])('refuses %o with one line naming the setting', (env, text) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(text);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('stops the server with exit code 1 and one line on stderr', () => {
    const run = spawnSync(process.execPath, serverArgs(), {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT: PORT must be a number from 0 to 65535',
    ]);
  });
});
