import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUDGETS, parseBudget, signInDelayMs } from './rate-limit-rules';

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
    const delay = { after: 3, ms: 500, maxMs: 8000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => signInDelayMs(delay, n))).toEqual([
      0, 0, 0, 500, 1000, 2000, 4000, 8000, 8000,
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const ms = signInDelayMs(delay, n);
        expect(ms).toBeLessThanOrEqual(8000);
        expect(ms).toBeLessThanOrEqual(signInDelayMs(delay, n + 1));
      }),
    );
  });
});

describe('README', () => {
  it('documents every budget with its default', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    for (const budget of Object.values(BUDGETS))
      expect(readme, budget.env).toContain(`| \`${budget.env}\` | \`${budget.fallback}\` |`);
  });
});
