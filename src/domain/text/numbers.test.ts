import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('writes counts with thousands separators, as toLocaleString("ko-KR") does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(1234567)).toBe('1,234,567');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('ko-KR'));
      }),
    );
  });

  it('falls back to the locale for what is not a whole number', () => {
    expect(formatCount(1234.5)).toBe((1234.5).toLocaleString('ko-KR'));
  });
});
