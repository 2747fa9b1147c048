// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHELL_TEXT } from '../../domain/text/shell';
import { ListSkeleton, PageSkeleton } from '../components/list-skeleton';
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

  it("counts a list's or a page's skeleton as the first screen filling (the default check)", () => {
    const load = vi.fn(() => Promise.resolve());
    const skeletons = [
      createElement(ListSkeleton, { rows: 3, rowHeight: 112, testId: 'board-skeleton' }),
      createElement(PageSkeleton, {
        label: SHELL_TEXT.loading,
        rows: 4,
        rowHeight: 200,
        testId: 'page-skeleton',
      }),
    ];
    document.body.innerHTML = skeletons.map((s) => renderToStaticMarkup(s)).join('');
    scheduleWebFonts(new QueryClient(), load);
    loadEvent();
    vi.advanceTimersByTime(QUIET_MS * 5);
    expect(load).not.toHaveBeenCalled();
    document.querySelector('[data-testid="board-skeleton"]')?.remove();
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(load).not.toHaveBeenCalled();
    document.body.innerHTML = '<main><p>the content</p></main>';
    vi.advanceTimersByTime(QUIET_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
