import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { BANNER_INTERVAL_MS, promoBannerMachine } from './promo-banner.machine';

const start = () => {
  const clock = new SimulatedClock();
  const actor = createActor(promoBannerMachine, { clock, input: undefined }).start();
  return { actor, clock, index: () => actor.getSnapshot().context.index };
};

describe('promo banner machine', () => {
  it('starts on the first of three slides, playing', () => {
    const { actor, index } = start();
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.count).toBe(3);
    expect(index()).toBe(0);
  });

  it('advances every 3000 ms and loops back to the first slide', () => {
    const { clock, index } = start();
    clock.increment(BANNER_INTERVAL_MS - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(BANNER_INTERVAL_MS);
    expect(index()).toBe(2);
    clock.increment(BANNER_INTERVAL_MS);
    expect(index()).toBe(0);
  });

  it('pauses on hover and resumes with a fresh interval on leave', () => {
    const { actor, clock, index } = start();
    clock.increment(2000);
    actor.send({ type: 'banner.hover' });
    expect(actor.getSnapshot().value).toBe('paused');
    clock.increment(BANNER_INTERVAL_MS * 5);
    expect(index()).toBe(0);
    actor.send({ type: 'banner.leave' });
    clock.increment(BANNER_INTERVAL_MS - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('moves by hand with next and prev, wrapping both ways', () => {
    const { actor, index } = start();
    actor.send({ type: 'banner.prev' });
    expect(index()).toBe(2);
    actor.send({ type: 'banner.next' });
    actor.send({ type: 'banner.next' });
    expect(index()).toBe(1);
  });

  it('restarts the interval after a manual move', () => {
    const { actor, clock, index } = start();
    clock.increment(2500);
    actor.send({ type: 'banner.next' });
    clock.increment(2500);
    expect(index()).toBe(1);
    clock.increment(500);
    expect(index()).toBe(2);
  });

  it('moves by hand while paused and stays paused', () => {
    const { actor, clock, index } = start();
    actor.send({ type: 'banner.hover' });
    actor.send({ type: 'banner.next' });
    clock.increment(BANNER_INTERVAL_MS * 2);
    expect(index()).toBe(1);
    expect(actor.getSnapshot().value).toBe('paused');
  });
});
