/**
 * What a write changed, for the caches of every server process: the scopes whose cached answers must
 * not be served any more (a content kind, the youth data). Carried by the notification bus: in-process,
 * or Redis pub/sub when several processes share the load.
 */
export interface InvalidationChannel {
  /** Applies in this process at once and reaches the other processes soon after. */
  announce(scopes: readonly string[]): void;
  /** Returns the unsubscribe function. Own announcements are delivered too, synchronously. */
  onAnnounce(listener: (scopes: readonly string[]) => void): () => void;
}
