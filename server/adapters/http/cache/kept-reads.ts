import { Effect } from 'effect';
import type { ContentStore } from '../../../ports/content.port';
import type { UnitOfWork } from '../../../ports/unit-of-work.port';

/** Reads kept at most (each a page of items with their bodies); the oldest go first. */
export const KEPT_READS = 1_000;

/** What the kept reads share with the response cache: the generation of each scope, the time to live. */
type Generations = { readonly generation: (scope: string) => number; readonly ttlMs: number };

/**
 * Signed-in readers are not answered from the response cache (their own likes and items are part of
 * the answer), but what every viewer sees alike is: a list page's items and count, a search's, the
 * popular block, an author's other items, an item as its detail shows it. Those reads are kept here under the response
 * cache's generations (a write of the kind makes them stale in every process) and for as long, and each
 * viewer's answer is still made from them per request (the viewer's likes read through `edges`, `mine`
 * and who may see a draft decided). Only viewer-free records are kept. Views shown never go back: the
 * view counter adds what this process counted to the newer of the kept count and the one it last wrote.
 * Writes never read through here: their checks read the item itself (`find` is not kept).
 */
export const withKeptReads = (uow: UnitOfWork, generations: Generations, clock: () => Date): UnitOfWork => {
  const { ttlMs } = generations;
  const store = uow.read.contents;
  const kept = new Map<
    string,
    { generation: number; at: number; clockAt: number; value: Promise<unknown> }
  >();
  const read = <A>(scope: string, key: string, load: () => Effect.Effect<A>): Effect.Effect<A> =>
    Effect.suspend(() => {
      const generation = generations.generation(scope);
      const now = clock().getTime();
      const known = kept.get(key);
      if (
        known &&
        known.generation === generation &&
        performance.now() - known.at < ttlMs &&
        Math.abs(now - known.clockAt) < ttlMs
      )
        return Effect.promise(() => known.value as Promise<A>);
      // Read once for every request that asks meanwhile; a failure is not kept.
      const value = Effect.runPromise(load());
      const entry = { generation, at: performance.now(), clockAt: now, value };
      kept.delete(key);
      kept.set(key, entry);
      if (kept.size > KEPT_READS) kept.delete(kept.keys().next().value as string);
      value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return Effect.promise(() => value);
    });
  const contents: ContentStore = {
    ...store,
    list: (q) =>
      read(q.kind, ['list', q.kind, q.tag, q.sort, q.page, q.size, q.cursor ?? ''].join('\n'), () =>
        store.list(q),
      ),
    // A member's search (a board's cards carry their likes and `mine`): the matching items are the
    // same for every viewer, so the n-gram query runs once per keyword and page until a write of the kind.
    search: (q) =>
      read(q.kind, ['search', q.kind, q.keyword, q.scope, q.sort, q.page, q.size].join('\n'), () =>
        store.search(q),
      ),
    // The window start moves with the clock: the time to live bounds how far.
    popular: (kind, since, limit, pool) =>
      read(kind, ['popular', kind, limit, pool ?? ''].join('\n'), () =>
        store.popular(kind, since, limit, pool),
      ),
    byAuthor: (kind, authorId, excludeId, limit) =>
      read(kind, ['byAuthor', kind, authorId, excludeId, limit].join('\n'), () =>
        store.byAuthor(kind, authorId, excludeId, limit),
      ),
    // The detail: the kept item, and the viewer's like through the edges (kept where the database
    // tells of every toggle, db/kept-facts.ts).
    findSeenBy: (kind, id, userId) =>
      Effect.flatMap(
        read(kind, ['find', kind, id].join('\n'), () => store.find(kind, id)),
        (item) =>
          item === null
            ? Effect.succeed(null)
            : userId === null
              ? Effect.succeed({ item, liked: false })
              : Effect.map(uow.read.edges.among('contentLike', userId, [id]), (liked) => ({
                  item,
                  liked: liked.has(id),
                })),
      ),
  };
  return { ...uow, read: { ...uow.read, contents } };
};
