import { Effect } from 'effect';
import type { AccountsRepository, SessionFacts } from '../../ports/accounts.port';
import type { Edge, EdgeStore } from '../../ports/reactions.port';
import type { Change, ChangeFeed, ChangeTopic } from './change-feed';

/** Accounts whose session facts are kept at most; the least recently used go first. */
export const KEPT_ACCOUNTS = 10_000;
/** Members (per edge) whose edges are kept at most, and targets kept per member. */
export const KEPT_EDGE_OWNERS = 10_000;
export const KEPT_EDGE_TARGETS = 1_000;

/**
 * Values by owner (an account id, an edge's `from`), kept until the change feed names the owner. A read
 * that overlaps any change of its topic is answered but not kept (it may have read the row before the
 * change), so what is kept is never older than the last change heard.
 */
const keeper = <V>(feed: ChangeFeed, topic: ChangeTopic, max: number) => {
  const kept = new Map<number, V>();
  let changes = 0;
  feed.onChange((change: Change) => {
    if (change.topic !== topic) return;
    changes += 1;
    if (change.id === '*') kept.clear();
    else kept.delete(change.id);
  });
  return {
    get: (key: number): V | undefined => {
      const value = kept.get(key);
      if (value !== undefined) {
        kept.delete(key);
        kept.set(key, value);
      }
      return value;
    },
    /** The change count a read starts at; `keep` with it stores only if nothing changed since. */
    mark: () => changes,
    keep: (key: number, value: V, mark: number) => {
      if (mark !== changes) return;
      kept.delete(key);
      kept.set(key, value);
      if (kept.size > max) kept.delete(kept.keys().next().value as number);
    },
  };
};

/**
 * The auth middleware's per-request read of an account's role, token version and status, kept while the
 * change feed tells of every change to them (the embedded database): a demotion, a password change, a
 * sign-out everywhere or a deletion forgets the account's facts before the statement that made it
 * returns, so the next request is checked against the new ones, exactly as if it had read them. A missing
 * account is not kept (its id may yet be taken by a sign-up).
 */
export const keptSessionFacts = (accounts: AccountsRepository, feed: ChangeFeed): AccountsRepository => {
  const facts = keeper<SessionFacts>(feed, 'account', KEPT_ACCOUNTS);
  return {
    ...accounts,
    sessionFacts: (id) =>
      Effect.suspend(() => {
        const known = facts.get(id);
        if (known) return Effect.succeed(known);
        const mark = facts.mark();
        return Effect.tap(accounts.sessionFacts(id), (read) =>
          Effect.sync(() => {
            if (read) facts.keep(id, read, mark);
          }),
        );
      }),
  };
};

/**
 * A member's likes and follows as the read path asks for them (`among`: which of these targets), kept
 * per member and target while the change feed tells of every toggle: a member's like or unlike forgets
 * what was kept of their edges of that kind before the toggle returns. Toggles are not kept (they write).
 */
export const keptEdges = (edges: EdgeStore, feed: ChangeFeed): EdgeStore => {
  const owners = Object.fromEntries(
    (['contentLike', 'commentLike', 'follow'] as const).map((edge) => [
      edge,
      keeper<Map<number, boolean>>(feed, edge, KEPT_EDGE_OWNERS),
    ]),
  ) as Record<Edge, ReturnType<typeof keeper<Map<number, boolean>>>>;
  return {
    ...edges,
    among: (edge, from, to) =>
      Effect.suspend(() => {
        const owner = owners[edge];
        const known = owner.get(from);
        const missing = known ? to.filter((target) => !known.has(target)) : to;
        const answer = (targets: Map<number, boolean>) =>
          new Set(to.filter((target) => targets.get(target) === true));
        if (known && missing.length === 0) return Effect.succeed(answer(known));
        const mark = owner.mark();
        return Effect.map(edges.among(edge, from, missing), (found) => {
          const targets = new Map(known);
          for (const target of missing) targets.set(target, found.has(target));
          if (targets.size <= KEPT_EDGE_TARGETS) owner.keep(from, targets, mark);
          return answer(targets);
        });
      }),
  };
};
