import { Effect } from 'effect';
import type { ViewCounter } from '../../ports/views.port';
import { MEMORY_WINDOW_LIMIT, memoryViewWindows } from '../views/memory-view-windows';
import type { MemoryDb } from './memory-db';

/**
 * Views on the memory database: the server's windows (views/memory-view-windows.ts, browser-safe as it
 * is) decide whether a view counts, and a counted view is added to the item's row at once. The server
 * batches its writes (views/view-counter.ts) to spare the database a write per read, with a timer
 * that `unref`s, which the browser's timers cannot; a memory row costs nothing to write. As there, a
 * view of an item that is gone counts in the windows and is written nowhere.
 */
export const memoryViewCounter = (
  db: MemoryDb,
  limit = MEMORY_WINDOW_LIMIT,
): ViewCounter & { clear(): void } => {
  const windows = memoryViewWindows(limit);
  // The count each item had after its last counted view, as the server remembers its last write.
  const written = new Map<number, number>();
  return {
    count: (id, viewerKeys, now) =>
      Effect.sync(() => {
        const counted = windows.open(id, viewerKeys, now.getTime());
        const row = counted ? db.tables.contents.get(id) : undefined;
        if (row) {
          row.views += 1;
          written.set(id, row.views);
        }
        return counted;
      }),
    // A reader who read the row before their own view counted still sees it.
    viewsOf: (id, stored) => Math.max(stored, written.get(id) ?? stored),
    clear: () => {
      windows.clear();
      written.clear();
    },
  };
};
