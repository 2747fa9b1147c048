import { Effect } from 'effect';
import type { ViewCounter } from '../../ports/views.port';
import type { Logger } from '../log/logger';
import type { ViewWindows } from './memory-view-windows';
import type { ViewEvent, Written } from './write-views';

/** How often counted views are written to the database by default (VIEW_FLUSH_SECONDS). */
export const VIEW_FLUSH_MS = 2_000;
/**
 * Views kept for a database that does not answer: past this many unwritten events the oldest are
 * dropped (and logged), so an outage cannot grow the process without bound.
 */
export const MAX_UNWRITTEN_VIEWS = 100_000;
/** Items whose count after this process's last write is remembered. */
const WRITTEN_KEPT = 100_000;

/** The counter with what the composition root and tests drive. */
export type BatchedViewCounter = ViewCounter & {
  /** Writes what was counted so far; resolves once it is in the database (or failed and kept). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (the graceful shutdown). */
  close(): Promise<void>;
  /** Forgets windows and unwritten views (tests that empty the database between cases). */
  clear(): Promise<void>;
};

/**
 * Views counted in memory (the windows: memory, or Redis with REDIS_URL) and written to the database in
 * one statement every `flushMs` and on close. A crash (kill -9) loses the views counted since the last
 * write: at most `flushMs` of them, plus the batch of a write still in flight. Reading an item adds
 * the views counted here and not yet written (`viewsOf`), so a reader sees their own view at once.
 */
export const batchedViewCounter = (options: {
  /** Writes a batch (`writeViews` on the database); answers per item the views added and the count after. */
  readonly write: (batch: readonly ViewEvent[]) => Promise<ReadonlyMap<number, Written>>;
  readonly windows: ViewWindows;
  readonly flushMs?: number;
  readonly logger?: Logger;
  readonly maxUnwritten?: number;
}): BatchedViewCounter => {
  const { write, windows, logger } = options;
  const maxUnwritten = options.maxUnwritten ?? MAX_UNWRITTEN_VIEWS;
  let queue: ViewEvent[] = [];
  const pendingById = new Map<number, number>();
  // The count each item had after this process's last write to it (a bounded number of items).
  const writtenById = new Map<number, number>();
  let writing: Promise<void> = Promise.resolve();

  const settle = (batch: readonly ViewEvent[]) => {
    for (const { id } of batch) {
      const left = (pendingById.get(id) ?? 0) - 1;
      if (left > 0) pendingById.set(id, left);
      else pendingById.delete(id);
    }
  };

  const writeOnce = async () => {
    const batch = queue;
    if (batch.length === 0) return;
    queue = [];
    try {
      const written = await write(batch);
      let views = 0;
      for (const [id, item] of written) {
        views += item.added;
        writtenById.delete(id);
        writtenById.set(id, item.views);
        if (writtenById.size > WRITTEN_KEPT) writtenById.delete(writtenById.keys().next().value as number);
      }
      settle(batch);
      logger?.debug({ events: batch.length, views, items: written.size }, 'views written');
    } catch (error) {
      // Kept for the next write; the oldest go when too many wait.
      queue = [...batch, ...queue];
      const dropped = queue.length - maxUnwritten;
      if (dropped > 0) {
        settle(queue.slice(0, dropped));
        queue = queue.slice(dropped);
      }
      logger?.error(
        { err: error, waiting: queue.length, dropped: Math.max(dropped, 0) },
        'views could not be written; kept for the next try',
      );
    }
  };

  const flush = () => {
    writing = writing.then(writeOnce);
    return writing;
  };
  const timer = setInterval(() => void flush(), options.flushMs ?? VIEW_FLUSH_MS);
  timer.unref();

  return {
    count: (id, viewerKeys, now) =>
      Effect.promise(async () => {
        const counted = await windows.open(id, viewerKeys, now.getTime());
        if (counted) {
          queue.push({ id, keys: viewerKeys, at: now });
          pendingById.set(id, (pendingById.get(id) ?? 0) + 1);
        }
        return counted;
      }),
    viewsOf: (id, stored) => Math.max(stored, writtenById.get(id) ?? stored) + (pendingById.get(id) ?? 0),
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
      await windows.close();
    },
    clear: async () => {
      await writing;
      queue = [];
      pendingById.clear();
      writtenById.clear();
      await windows.clear();
    },
  };
};
