import type { Effect } from 'effect';

/**
 * Counts views of published items: one per viewer and item per 24 hours (a viewer is one or more keys:
 * a user, or a visitor's address and cookie; a view counts only when none of them was seen on the item
 * within 24 hours). Views are counted in memory (or Redis) and written to the database in batches, so
 * reading an item never writes to the database.
 */
export interface ViewCounter {
  /** Counts the view unless a key of the viewer was seen on the item within 24 hours before `now`. */
  count(id: number, viewerKeys: readonly string[], now: Date): Effect.Effect<boolean>;
  /**
   * The views to show for an item whose stored count was read as `stored`: that, or what this process
   * last wrote for it if newer, plus the views counted here and not yet written. A reader sees their
   * own view at once, and the count never goes back when a batch is written.
   */
  viewsOf(id: number, stored: number): number;
}
