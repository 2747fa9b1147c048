/** The view window: a viewer counts once per item per 24 hours. */
export const VIEW_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Where the 24-hour windows of viewers are kept between the reads that count views. A window opens
 * when a view counts and does not slide with later reads; a key whose window has closed opens a new
 * one the next time any view of the item names it.
 */
export interface ViewWindows {
  /**
   * Counts a view: true when no key had a window open on the item at `now`. Every key whose window was
   * closed opens one at `now` either way, so each key of a viewer learns of the others.
   */
  open(id: number, keys: readonly string[], now: number): boolean | Promise<boolean>;
  /** Whether `open` would answer true now; changes nothing. */
  fresh(id: number, keys: readonly string[], now: number): boolean | Promise<boolean>;
  /** Forgets every window (tests reset their database between cases). */
  clear(): void | Promise<void>;
  close(): Promise<void>;
}

/** At most this many (item, key) windows are kept; the oldest go first (the database still decides). */
export const MEMORY_WINDOW_LIMIT = 200_000;

/**
 * One process's windows in a Map, oldest first: a window that reopens moves to the end, so expired
 * windows are found at the front and dropped as new ones arrive. Past `limit` the oldest open windows
 * are dropped too: such a viewer may be counted again here, and the batch writer's statement, which
 * checks the same window in `content_views`, does not count them twice.
 */
export const memoryViewWindows = (limit = MEMORY_WINDOW_LIMIT) => {
  const starts = new Map<string, number>();
  const slot = (id: number, key: string) => `${id}\n${key}`;
  const isOpen = (start: number | undefined, now: number) =>
    start !== undefined && start > now - VIEW_WINDOW_MS;
  const prune = (now: number) => {
    for (const [name, start] of starts) {
      if (starts.size <= limit && isOpen(start, now)) break;
      starts.delete(name);
    }
  };
  const windows = {
    open: (id: number, keys: readonly string[], now: number): boolean => {
      let fresh = true;
      for (const key of keys) {
        const name = slot(id, key);
        if (isOpen(starts.get(name), now)) fresh = false;
        else {
          starts.delete(name);
          starts.set(name, now);
        }
      }
      prune(now);
      return fresh;
    },
    fresh: (id: number, keys: readonly string[], now: number): boolean =>
      keys.every((key) => !isOpen(starts.get(slot(id, key)), now)),
    /** The start of a key's open window, if any (what Redis told this process, kept in front of it). */
    remember: (id: number, key: string, start: number) => {
      const name = slot(id, key);
      starts.delete(name);
      starts.set(name, start);
      // Only the size bound: the clock of the caller decides what has expired.
      if (starts.size > limit) prune(Number.NEGATIVE_INFINITY);
    },
    clear: () => starts.clear(),
    close: async () => starts.clear(),
    size: () => starts.size,
  };
  return windows satisfies ViewWindows;
};

export type MemoryViewWindows = ReturnType<typeof memoryViewWindows>;
