import { Effect } from 'effect';
import type { Edge, EdgeStore } from '../../ports/reactions.port';
import { type EdgeRow, edgeKey, type MemoryDb, type MemoryTables } from './memory-db';

/** Each edge's table and the table its target lives in (the foreign keys of its two ends). */
const EDGES: Record<Edge, { readonly edges: keyof MemoryTables; readonly targets: keyof MemoryTables }> = {
  contentLike: { edges: 'contentLikes', targets: 'contents' },
  commentLike: { edges: 'commentLikes', targets: 'comments' },
  follow: { edges: 'follows', targets: 'users' },
};

/**
 * The one toggle for every like and follow on the memory tables. A toggle runs in one synchronous step,
 * so no parallel toggle can slip in between: `changed` is always true here, where the database may
 * answer false when another request inserted the edge first.
 */
export const memoryEdgeStore = (db: MemoryDb): EdgeStore => {
  const tables = (edge: Edge) => ({
    edges: db.tables[EDGES[edge].edges] as Map<string, EdgeRow>,
    targets: db.tables[EDGES[edge].targets] as Map<number, unknown>,
  });
  return {
    toggle: (edge, from, to) =>
      Effect.sync(() => {
        const { edges, targets } = tables(edge);
        const key = edgeKey(from, to);
        if (edges.delete(key)) return { on: false, changed: true };
        // An edge to a row that does not exist breaks a foreign key: a defect, as on the database.
        if (!db.tables.users.has(from) || !targets.has(to))
          throw new Error(`memory db: ${edge} ${from} -> ${to} names a missing row`);
        edges.set(key, { from, to, createdAt: new Date() });
        return { on: true, changed: true };
      }),
    among: (edge, from, to) =>
      Effect.sync(() => {
        const { edges } = tables(edge);
        return new Set(to.filter((id) => edges.has(edgeKey(from, id))));
      }),
  };
};
