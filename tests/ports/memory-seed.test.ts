import { asc } from 'drizzle-orm';
import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA } from '../../content/demo';
import type { Database } from '../../server/adapters/db/client';
import { contentRepository } from '../../server/adapters/db/content.repository';
import {
  commentLikes,
  comments,
  contentLikes,
  contents,
  follows,
  users,
} from '../../server/adapters/db/schema';
import { seedDemoIfEmpty } from '../../server/adapters/db/seed/seed-demo';
import { memoryContentStore } from '../../server/adapters/memory/memory-content-store';
import { createMemoryDb, type EdgeRow, type MemoryDb } from '../../server/adapters/memory/memory-db';
import { seedMemoryDemo } from '../../server/adapters/memory/memory-seed';
import type { ContentStore } from '../../server/ports/content.port';
import { CONTENT_TAGS } from '../../src/domain/catalog';
import { CONTENT_KINDS } from '../../src/domain/content/policy';
import { ENGINES, openTestDatabase } from '../integration/helpers/test-database';
import { PORT_SETUP_TIMEOUT_MS } from './helpers/port-hosts';

/**
 * The memory seed against the server's: the same demo gives the same rows on a fresh database and on
 * fresh memory tables, apart from password hashes (the caller's hasher) and the columns the database
 * fills with its transaction's time (`defaultNow()`), which the memory seed fills with `now`.
 */
const NOW = new Date();
const DEFAULT_NOW_SLACK_MS = 60_000;

const close = (a: Date | null, b: Date | null) =>
  a !== null && b !== null && Math.abs(a.getTime() - b.getTime()) < DEFAULT_NOW_SLACK_MS;

/** Rows as plain objects, with the columns compared apart taken out. */
const without = <T extends object>(rows: readonly T[], ...keys: string[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k))));

const edges = (rows: Iterable<{ from: number; to: number; createdAt: Date }>) =>
  [...rows].map((e) => [e.from, e.to] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);

const drizzleEdges = async (database: Database) => {
  const db = database.db;
  const likes = await db.select().from(contentLikes);
  const commentLiked = await db.select().from(commentLikes);
  const followed = await db.select().from(follows);
  return {
    contentLikes: likes.map((l) => ({ from: l.userId, to: l.contentId, createdAt: l.createdAt })),
    commentLikes: commentLiked.map((l) => ({ from: l.userId, to: l.commentId, createdAt: l.createdAt })),
    follows: followed.map((f) => ({ from: f.followerId, to: f.followeeId, createdAt: f.createdAt })),
  };
};

/** Every list total (the database's counter table), per kind and tag. */
const totals = async (store: ContentStore) => {
  const found: Record<string, number> = {};
  for (const kind of CONTENT_KINDS)
    for (const tag of [null, ...CONTENT_TAGS]) {
      const page = await Effect.runPromise(store.list({ kind, tag, sort: 'latest', page: 1, size: 1 }));
      found[`${kind}:${tag ?? 'ALL'}`] = page === 'invalid-cursor' ? -1 : page.total;
    }
  return found;
};

for (const engine of ENGINES) {
  describe(`seedMemoryDemo against the server's seed [${engine}]`, () => {
    let database: Database;
    let memory: MemoryDb;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
      const hasher = { hash: (p: string) => Effect.succeed(`db:${p}`), verify: () => Effect.succeed(false) };
      const logger = { info: () => undefined } as never;
      await seedDemoIfEmpty({ db: database.db, hasher, clock: () => NOW, logger }, { password: 'pw' });
      memory = createMemoryDb();
      expect(
        seedMemoryDemo(
          memory,
          DEMO_DATA,
          DEMO_DATA.users.map(() => 'memory:pw'),
          NOW,
        ),
      ).toBe(true);
    }, PORT_SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await database?.close();
    });

    it('gives the users the same ids, fields and counters', async () => {
      const stored = await database.db.select().from(users).orderBy(asc(users.id));
      const seeded = [...memory.tables.users.values()];
      expect(seeded.length).toBe(DEMO_DATA.users.length);
      expect(without(seeded, 'passwordHash', 'profileCompletedAt')).toEqual(
        without(stored, 'passwordHash', 'profileCompletedAt'),
      );
      for (const [i, user] of seeded.entries())
        expect(close(user.profileCompletedAt, stored[i]?.profileCompletedAt ?? null)).toBe(true);
      expect(seeded.every((u) => u.passwordHash === 'memory:pw')).toBe(true);
    });

    it('gives the items and comments the same ids, derived text and counters', async () => {
      const items = await database.db.select().from(contents).orderBy(asc(contents.id));
      expect(without([...memory.tables.contents.values()])).toEqual(without(items, 'searchNgrams'));
      const said = await database.db.select().from(comments).orderBy(asc(comments.id));
      expect(without([...memory.tables.comments.values()])).toEqual(without(said));
      expect(items.some((i) => i.likeCount > 0) && said.some((c) => c.likeCount > 0)).toBe(true);
    });

    it('gives the same likes and follows', async () => {
      const stored = await drizzleEdges(database);
      for (const table of ['contentLikes', 'commentLikes', 'follows'] as const) {
        const seeded: EdgeRow[] = [...memory.tables[table].values()];
        expect(edges(seeded), table).toEqual(edges(stored[table]));
        expect(seeded.length, table).toBeGreaterThan(0);
        // Made at the seed's time: the database's transaction time, the memory seed's `now`.
        expect(
          [...seeded, ...stored[table]].every((e) => close(e.createdAt, NOW)),
          table,
        ).toBe(true);
      }
    });

    it('gives every list the same total', async () => {
      expect(await totals(memoryContentStore(memory))).toEqual(await totals(contentRepository(database.db)));
    });

    it('seeds nothing over existing users', () => {
      const before = memory.tables.contents.size;
      expect(seedMemoryDemo(memory, DEMO_DATA, [], NOW)).toBe(false);
      expect(memory.tables.contents.size).toBe(before);
    });
  });
}
