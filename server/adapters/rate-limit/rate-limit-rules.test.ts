import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_WAIT_MS, SIGN_IN_MAX_DELAY_MS } from '../../../src/domain/rate-limit';
import { BUDGETS, parseBudget, readRateLimits, signInDelayMs } from './rate-limit-rules';

describe('rate-limit rules', () => {
  it('parses points per duration', () => {
    expect(parseBudget('30/15m')).toEqual({ points: 30, seconds: 900 });
    expect(parseBudget(' 1 / 10s ')).toEqual({ points: 1, seconds: 10 });
    expect(parseBudget('5/1h')).toEqual({ points: 5, seconds: 3600 });
    expect(parseBudget('5/1w')).toBeNull();
    expect(parseBudget('-1/1h')).toBeNull();
    expect(parseBudget('1/0s')).toBeNull();
  });

  it('delays sign-in failures only past the threshold, doubling up to the cap', () => {
    const config = readRateLimits({});
    if ('error' in config) throw new Error(config.error);
    const delay = config.signInDelay;
    expect(delay).toEqual({ after: 3, ms: 500, maxMs: SIGN_IN_MAX_DELAY_MS });
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => signInDelayMs(delay, n))).toEqual([
      0, 0, 0, 500, 1000, 2000, 3000, 3000, 3000,
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const ms = signInDelayMs(delay, n);
        expect(ms).toBeLessThanOrEqual(SIGN_IN_MAX_DELAY_MS);
        expect(ms).toBeLessThanOrEqual(signInDelayMs(delay, n + 1));
      }),
    );
  });
});

describe('sign-in delay within the client’s wait', () => {
  it('leaves the password check and the network room inside the client’s wait', () => {
    expect(SIGN_IN_MAX_DELAY_MS).toBeLessThanOrEqual(CLIENT_WAIT_MS - 2000);
  });

  it('refuses a configured hold the browser would not wait for', () => {
    expect(
      readRateLimits({ RATE_LIMIT_SIGN_IN_DELAY_MAX_MS: String(SIGN_IN_MAX_DELAY_MS) }),
    ).not.toHaveProperty('error');
    expect(readRateLimits({ RATE_LIMIT_SIGN_IN_DELAY_MAX_MS: '8000' })).toEqual({
      error: expect.stringContaining('RATE_LIMIT_SIGN_IN_DELAY_MAX_MS'),
    });
  });
});

describe('README', () => {
  it('documents every budget with its default', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    for (const budget of Object.values(BUDGETS))
      expect(readme, budget.env).toContain(`| \`${budget.env}\` | \`${budget.fallback}\` |`);
  });
});
