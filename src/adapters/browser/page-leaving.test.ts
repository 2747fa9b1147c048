import { describe, expect, it } from 'vitest';
import { watchPageLeaving } from './page-leaving';

describe('watchPageLeaving', () => {
  it('is on from pagehide until pageshow brings the page back', () => {
    const target = new EventTarget();
    const leaving = watchPageLeaving(target);
    expect(leaving()).toBe(false);
    target.dispatchEvent(new Event('pagehide'));
    expect(leaving()).toBe(true);
    target.dispatchEvent(new Event('pageshow'));
    expect(leaving()).toBe(false);
  });
});
