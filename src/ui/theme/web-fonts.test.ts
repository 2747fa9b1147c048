// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_MS, QUIET_MS, scheduleWebFonts } from './web-fonts';

/** A PerformanceObserver whose 'resource' entries the test reports by hand. */
let reportResource: () => void = () => undefined;
class FakeObserver {
  constructor(callback: () => void) {
    reportResource = callback;
  }
  observe() {}
  disconnect() {
    reportResource = () => undefined;
  }
}

const loadEvent = () => window.dispatchEvent(new Event('load'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  // jsdom reports 'complete' at once; the page under test is still loading.
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scheduleWebFonts', () => {
  it('waits for the load event and a quiet network before it adds the fonts, once', () => {
    const load = vi.fn(() => Promise.resolve());
    scheduleWebFonts(new QueryClient(), load);
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(load).not.toHaveBeenCalled();

    loadEvent();
    vi.advanceTimersByTime(QUIET_MS - 50);
    reportResource(); // a chunk just finished: the quiet period starts again
    vi.advanceTimersByTime(QUIET_MS - 50);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(load).toHaveBeenCalledTimes(1);

    reportResource();
    vi.advanceTimersByTime(LATEST_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not add them while a query is fetching, but does at the latest LATEST_MS after load', () => {
    const load = vi.fn(() => Promise.resolve());
    const client = new QueryClient();
    vi.spyOn(client, 'isFetching').mockReturnValue(1);
    scheduleWebFonts(client, load);
    loadEvent();
    vi.advanceTimersByTime(LATEST_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while the first screen is still filling (shell or skeletons showing)', () => {
    const load = vi.fn(() => Promise.resolve());
    let filling = true;
    scheduleWebFonts(new QueryClient(), load, () => filling);
    loadEvent();
    vi.advanceTimersByTime(QUIET_MS * 5);
    expect(load).not.toHaveBeenCalled();
    filling = false;
    vi.advanceTimersByTime(QUIET_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
