import type { PGlite } from '@electric-sql/pglite';

/** The facts whose rows tell the feed when they change (migration 0009_change_feed.sql). */
export type ChangeTopic = 'account' | 'contentLike' | 'commentLike' | 'follow';

/** One change: the topic and whose facts changed (an account id, an edge's `from`), or '*' for all. */
export type Change = { readonly topic: ChangeTopic; readonly id: number | '*' };

/**
 * What the database tells this process of changes to per-request facts, before the statement that made
 * the change returns to whoever made it. Only the embedded database has one: every write to PGlite goes
 * through this process and its notifications are delivered with the commit. PostgreSQL has none (other
 * processes and the CLI write too, and a notification would arrive a moment after the commit), so there
 * such facts are read on every request.
 */
export interface ChangeFeed {
  /** Returns the unsubscribe function. */
  onChange(listener: (change: Change) => void): () => void;
}

const CHANNEL = 'kickoff_changes';
const TOPICS = new Set<string>(['account', 'contentLike', 'commentLike', 'follow']);

const parse = (payload: string): Change | null => {
  const at = payload.indexOf(':');
  const topic = payload.slice(0, at);
  const rest = payload.slice(at + 1);
  if (at < 0 || !TOPICS.has(topic)) return null;
  if (rest === '*') return { topic: topic as ChangeTopic, id: '*' };
  const id = Number(rest);
  return Number.isSafeInteger(id) ? { topic: topic as ChangeTopic, id } : null;
};

/**
 * Turns the feed on for PGlite's one session (the triggers notify only where `kickoff.change_feed` is
 * set) and listens. An unknown payload (a later migration's topic) says something changed that this code
 * does not know: every listener hears "everything changed" for every topic, which only costs reads.
 */
export const pgliteChangeFeed = async (client: PGlite): Promise<ChangeFeed> => {
  const listeners = new Set<(change: Change) => void>();
  const tell = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  await client.listen(CHANNEL, (payload) => {
    const change = parse(payload);
    if (change) tell(change);
    else for (const topic of TOPICS) tell({ topic: topic as ChangeTopic, id: '*' });
  });
  await client.exec(`set kickoff.change_feed = 'on'`);
  return {
    onChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};
