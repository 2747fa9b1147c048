import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryWait } from './rate-limit';

describe('retryWait', () => {
  it('rounds up to the unit a person reads', () => {
    expect(retryWait(0)).toEqual({ unit: 'seconds', value: 1 });
    expect(retryWait(9.2)).toEqual({ unit: 'seconds', value: 10 });
    expect(retryWait(59)).toEqual({ unit: 'seconds', value: 59 });
    expect(retryWait(60)).toEqual({ unit: 'minutes', value: 1 });
    expect(retryWait(61)).toEqual({ unit: 'minutes', value: 2 });
    expect(retryWait(3600)).toEqual({ unit: 'hours', value: 1 });
    expect(retryWait(3601)).toEqual({ unit: 'hours', value: 2 });
  });

  it('never promises less time than is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 * 86400 }), (seconds) => {
        const wait = retryWait(seconds);
        const factor = wait.unit === 'seconds' ? 1 : wait.unit === 'minutes' ? 60 : 3600;
        expect(wait.value * factor).toBeGreaterThanOrEqual(seconds);
      }),
    );
  });
});
