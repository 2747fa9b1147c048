import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/adapters/db/client';
import { signUpBody } from '../fixtures/new-member';
import { checkLedger } from './helpers/crash-ledger';
import { CrashableServer, type CrashStore, createCrashStore } from './helpers/crash-server';
import { type Ack, CrashWriters, type Member, seededRandom } from './helpers/crash-writers';
import { ENGINES, openTestDatabase } from './helpers/test-database';

/**
 * kill -9 under load: a real server process takes writes from 8 concurrent members (comments that
 * notify the post's author, board posts, an admin's articles that notify its followers, likes, follows,
 * consultation requests) and is killed with
 * SIGKILL after a seeded number of acknowledged writes, then started again on the same data, 10 times.
 * Afterwards every acknowledged write and its notification must be stored, every stored write must have
 * its notification and the other way round (the outbox: one transaction), and the counters must match
 * their rows. Replay a run with CRASH_SEED=<the printed seed>.
 */
const WRITERS = 8;
const CYCLES = 10;
/** Acknowledged writes before each kill: a seeded number in this range. */
const KILL_AFTER = { min: 15, max: 90 } as const;
/** Writes the last start must acknowledge before the run ends: the restarted server works. */
const FINAL_ACKS = 10;
/** Bound on reaching the next kill point: only a stuck run comes near it. */
const PHASE_MS = 120_000;

const SEED = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : Math.floor(Math.random() * 2 ** 31);

const stores: CrashStore[] = [];
const servers: CrashableServer[] = [];
afterAll(async () => {
  for (const server of servers) server.dispose();
  for (const store of stores) await store.drop();
});

const json = async (res: Response) => {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
};

/** The account the server makes an ADMIN at every start: one writer, whose posts are articles. */
const ADMIN = { email: 'crash-admin@example.com', password: 'crash-admin-password-1' };

/** A member by sign-up, or the admin by sign-in; the id is the session token's subject. */
const member = async (url: string, n: number | 'admin'): Promise<Member> => {
  const body =
    n === 'admin'
      ? ADMIN
      : signUpBody({ email: `crash${n}@example.com`, password: 'password-1234', nickname: `충돌${n}` });
  const answer = await json(
    await fetch(`${url}/api/auth/${n === 'admin' ? 'sign-in' : 'sign-up'}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  const token = String(answer.token);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: unknown;
  };
  return { id: Number(claims.sub), token, editor: n === 'admin' };
};

/** Resolves when the current start has acknowledged `count` writes; the writers call `ack`. */
const ackCounter = () => {
  let generation = 0;
  let seen = 0;
  let goal = Number.POSITIVE_INFINITY;
  let reached: () => void = () => {};
  return {
    ack: (ofGeneration: number) => {
      if (ofGeneration !== generation) return;
      seen += 1;
      if (seen >= goal) reached();
    },
    /** Waits for `count` acknowledged writes from start `of`. */
    wait: (of: number, count: number, explain: () => string) =>
      new Promise<number>((resolve, reject) => {
        generation = of;
        seen = 0;
        goal = count;
        const timer = setTimeout(
          () => reject(new Error(`${seen} of ${count} writes within ${PHASE_MS} ms: ${explain()}`)),
          PHASE_MS,
        );
        reached = () => {
          clearTimeout(timer);
          reached = () => {};
          resolve(seen);
        };
      }),
  };
};

const tally = (acks: readonly Ack[]) => {
  const byKind: Record<string, number> = {};
  for (const ack of acks) byKind[ack.kind] = (byKind[ack.kind] ?? 0) + 1;
  return byKind;
};

describe.each(ENGINES)(`kill -9 under ${WRITERS} writers on %s`, (engine) => {
  it(`${CYCLES} cycles lose no acknowledged write and no notification`, { timeout: 900_000 }, async ({
    annotate,
  }) => {
    const began = Date.now();
    const store = await createCrashStore(engine);
    stores.push(store);
    const server = new CrashableServer(store, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    servers.push(server);
    const { url } = await server.start();

    const owner = await member(url, 0);
    const members: Member[] = [await member(url, 'admin')];
    for (let n = 1; n < WRITERS; n++) members.push(await member(url, n));
    const post = await json(
      await fetch(`${url}/api/board/post`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: '댓글 받을 글',
          content: '<p>댓글을 남겨 주세요.</p>',
          tags: [],
          thumbnailUrl: null,
        }),
      }),
    );

    const counter = ackCounter();
    const writers = new CrashWriters(server, members, { member: owner, postId: Number(post.id) }, (live) =>
      counter.ack(live.generation),
    );
    const random = seededRandom(SEED);
    const killPoints: number[] = [];
    const state = () =>
      `failures ${JSON.stringify(server.failures)}, refusals ${JSON.stringify(writers.refusals.slice(0, 5))}, ` +
      `events:\n${server.events.join('\n')}`;

    let phase = counter.wait(
      1,
      KILL_AFTER.min + Math.floor(random() * (KILL_AFTER.max - KILL_AFTER.min)),
      state,
    );
    writers.start(SEED);
    try {
      for (let cycle = 1; cycle <= CYCLES; cycle++) {
        killPoints.push(await phase);
        await server.kill();
        const { generation } = await server.start();
        console.info(
          `[crash-kill9] ${engine} cycle ${cycle}: killed after ${killPoints.at(-1)} acks, up again in ${server.startMs.at(-1)} ms`,
        );
        phase =
          cycle < CYCLES
            ? counter.wait(
                generation,
                KILL_AFTER.min + Math.floor(random() * (KILL_AFTER.max - KILL_AFTER.min)),
                state,
              )
            : counter.wait(generation, FINAL_ACKS, state);
      }
      await phase;
    } finally {
      // Writers waiting for a start that will not come (a failed one) are let go too.
      server.retire();
      await writers.stop();
    }
    const exitCode = await server.stop();

    const database = await openDatabase({
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl,
      poolSize: 2,
    });
    let report: Awaited<ReturnType<typeof checkLedger>>;
    try {
      report = await checkLedger(database.db, writers.acks);
    } finally {
      await database.close();
    }

    const seconds = ((Date.now() - began) / 1000).toFixed(1);
    // Writes a kill cut after their commit: stored, never acknowledged (the seed post aside).
    const stored = Object.entries(report.stored).filter(([kind]) => kind !== 'notifications');
    const unacknowledged = stored.reduce((sum, [, n]) => sum + n, 0) - 1 - writers.acks.length;
    const summary =
      `${engine}: seed ${SEED}, ${CYCLES} kills (after ${killPoints.join(', ')} acks), ` +
      `${writers.acks.length} acknowledged writes ${JSON.stringify(tally(writers.acks))}, ` +
      `${report.notificationsChecked} notifications checked, ${writers.cut} requests cut ` +
      `(${unacknowledged} of them committed), ` +
      `stored ${JSON.stringify(report.stored)}, starts ${server.startMs.join('/')} ms, ${seconds} s, ` +
      `data ${store.dataDir}`;
    console.info(`[crash-kill9] ${summary}`);
    await annotate(summary);

    expect(server.failures, summary).toEqual([]);
    expect(server.startMs).toHaveLength(CYCLES + 1);
    expect(writers.refusals, summary).toEqual([]);
    expect(report.lostWrites, summary).toEqual([]);
    expect(report.lostNotifications, summary).toEqual([]);
    expect(report.torn, summary).toEqual([]);
    expect(report.drift, summary).toEqual([]);
    expect(report.notificationsChecked).toBeGreaterThan(0);
    expect(exitCode, 'the last start stops cleanly').toBe(0);
    store.removeFiles();
  });
});

describe('the crash ledger', () => {
  it('finds a lost write, a lost notification, a torn outbox and a drifting counter', {
    timeout: 120_000,
  }, async () => {
    const database = await openTestDatabase('pglite');
    try {
      const { db } = database;
      await db.execute(sql`insert into users (nickname) values ('글쓴이'), ('댓글러')`);
      await db.execute(
        sql`insert into contents (kind, author_id, title, content, like_count, comment_count) values ('post', 1, '글', '<p>글</p>', 0, 2)`,
      );
      await db.execute(
        sql`insert into comments (content_id, author_id, content) values (1, 2, '하나'), (1, 2, '둘')`,
      );
      await db.execute(sql`insert into content_likes (user_id, content_id) values (2, 1)`);
      await db.execute(sql`
        insert into notifications (recipient_id, type, actor_id, content_kind, content_id, comment_id, message, link) values
          (1, 'COMMENT', 2, 'post', 1, 1, 'm', '/'),
          (1, 'CONTENT_LIKE', 2, 'post', 1, null, 'm', '/'),
          (1, 'FOLLOW', 2, null, null, null, 'm', '/')`);
      const comment = (id: number): Ack => ({
        kind: 'comment',
        id,
        actorId: 2,
        contentId: 1,
        recipientId: 1,
      });
      const follow: Ack = { kind: 'follow', actorId: 2, followeeId: 1 };
      const report = await checkLedger(db, [
        comment(1),
        comment(2),
        comment(3),
        { kind: 'like', actorId: 2, contentId: 1, recipientId: 1 },
        follow,
      ]);
      expect(report.lostWrites).toEqual([JSON.stringify(comment(3)), JSON.stringify(follow)]);
      expect(report.lostNotifications).toEqual([JSON.stringify(comment(2)), JSON.stringify(comment(3))]);
      expect(report.notificationsChecked).toBe(5);
      expect(report.torn).toEqual([
        'write without notification COMMENT:1:2:1:2',
        'notification without write FOLLOW:1:2::',
      ]);
      expect(report.drift).toEqual(['content 1: like_count 0, likes 1']);
    } finally {
      await database.close();
    }
  });
});
