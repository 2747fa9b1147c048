import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA } from '../../content/demo';
import type { Database } from '../../server/adapters/db/client';
import { contentRepository } from '../../server/adapters/db/content.repository';
import { seedDemoIfEmpty } from '../../server/adapters/db/seed/seed-demo';
import { memoryContentStore } from '../../server/adapters/memory/memory-content-store';
import { createMemoryDb } from '../../server/adapters/memory/memory-db';
import { seedMemoryDemo } from '../../server/adapters/memory/memory-seed';
import type { ContentStore, ListRequest } from '../../server/ports/content.port';
import { POPULARITY, windowStart } from '../../src/domain/content/popularity';
import { CONTENT_KINDS, type ContentKind, policyOf, type SortKey } from '../../src/domain/content/policy';
import { ENGINES, openTestDatabase } from '../integration/helpers/test-database';
import { PORT_SETUP_TIMEOUT_MS } from './helpers/port-hosts';

/**
 * Both content stores on the seeded demo, asked the same questions side by side: every order paged by
 * number and walked by cursor, Korean searches of one, two and three or more syllables taken from the
 * demo's own titles in each scope of each kind, and the popular blocks. The hand-made cases of the other
 * suites pin the rules; this one pins that real text, ties and counts come out alike.
 */
const NOW = new Date();
const SORTS: SortKey[] = ['latest', 'views', 'likes', 'comments'];
const run = <A>(effect: Effect.Effect<A>) => Effect.runPromise(effect);

/** Words of the kind's titles cut to one, two and three or more syllables, a few dozen in all. */
const keywords = (kind: ContentKind): string[] => {
  const words = DEMO_DATA.contents
    .filter((c) => c.kind === kind)
    .flatMap((c) => c.title.split(/\s+/))
    .filter((w) => /^[가-힣]{3,}$/.test(w));
  const cut = words.flatMap((w) => [w.slice(0, 1), w.slice(1, 3), w]);
  return [...new Set(cut)].filter((_, i) => i % 3 === 0).slice(0, 30);
};

/** Every page of an order walked by cursor. */
const walk = async (store: ContentStore, q: ListRequest) => {
  const pages: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 1; page < 50; page++) {
    const answer = await run(store.list({ ...q, page, cursor }));
    pages.push(answer);
    if (answer === 'invalid-cursor' || answer.nextCursor === null) break;
    cursor = answer.nextCursor;
  }
  return pages;
};

for (const engine of ENGINES) {
  describe(`ContentStore on the demo: memory against ${engine}`, () => {
    let database: Database;
    let db: ContentStore;
    let memory: ContentStore;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
      const hasher = { hash: () => Effect.succeed('hash'), verify: () => Effect.succeed(false) };
      await seedDemoIfEmpty({
        db: database.db,
        hasher,
        clock: () => NOW,
        logger: { info: () => undefined } as never,
      });
      const tables = createMemoryDb();
      seedMemoryDemo(
        tables,
        DEMO_DATA,
        DEMO_DATA.users.map(() => 'hash'),
        NOW,
      );
      db = contentRepository(database.db);
      memory = memoryContentStore(tables);
    }, PORT_SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await database?.close();
    });

    it('pages and walks every order of every kind alike', async () => {
      for (const kind of CONTENT_KINDS)
        for (const sort of SORTS) {
          const q: ListRequest = { kind, tag: null, sort, page: 1, size: 7 };
          for (const page of [1, 2, 5]) {
            const asked = { ...q, page };
            expect(await run(memory.list(asked)), `${kind} ${sort} ${page}`).toEqual(
              await run(db.list(asked)),
            );
          }
          expect(await walk(memory, q), `${kind} ${sort} walk`).toEqual(await walk(db, q));
        }
    });

    it('searches every scope alike', async () => {
      // The syllable counts of the keywords that found something, so the sample cannot go empty unseen.
      const found = new Set<number>();
      for (const kind of CONTENT_KINDS)
        for (const keyword of keywords(kind))
          for (const scope of policyOf(kind).searchScopes)
            for (const sort of ['latest', 'likes'] as const) {
              const q = { kind, keyword, scope, sort, page: 1, size: 5 };
              const answer = await run(memory.search(q));
              expect(answer, `${kind} ${keyword} ${scope} ${sort}`).toEqual(await run(db.search(q)));
              if (answer.total > 0) found.add(Math.min(keyword.length, 3));
            }
      expect([...found].sort()).toEqual([1, 2, 3]);
    }, 120_000);

    it('ranks the popular blocks alike', async () => {
      for (const kind of CONTENT_KINDS) {
        const week = windowStart(NOW, POPULARITY.weeklyWindowDays);
        const month = windowStart(NOW, POPULARITY.articleWindowDays);
        expect(await run(memory.popular(kind, week, POPULARITY.limit))).toEqual(
          await run(db.popular(kind, week, POPULARITY.limit)),
        );
        expect(await run(memory.popular(kind, month, POPULARITY.limit, 20))).toEqual(
          await run(db.popular(kind, month, POPULARITY.limit, 20)),
        );
      }
    });
  });
}
