import { and, count, eq, or } from 'drizzle-orm';
import { Effect } from 'effect';
import type { Db } from '../../../server/adapters/db/client';
import { commentsRepository } from '../../../server/adapters/db/comments.repository';
import { contentRepository } from '../../../server/adapters/db/content.repository';
import { edgesRepository } from '../../../server/adapters/db/edges.repository';
import { peopleRepository } from '../../../server/adapters/db/people.repository';
import {
  contentLikes,
  contents,
  follows,
  notifications,
  oauthHandoffs,
  passwordResetTokens,
  userIdentities,
  users,
} from '../../../server/adapters/db/schema';
import { type NewUserValues, newUserColumns } from '../../../server/adapters/memory/memory-accounts';
import { memoryCommentStore } from '../../../server/adapters/memory/memory-comments-store';
import { memoryContentStore } from '../../../server/adapters/memory/memory-content-store';
import {
  type ContentRow,
  edgeKey,
  type MemoryDb,
  type UserRow,
} from '../../../server/adapters/memory/memory-db';
import { memoryEdgeStore } from '../../../server/adapters/memory/memory-edges-store';
import { memoryPeopleStore } from '../../../server/adapters/memory/memory-people-store';
import type { ContentFields } from '../../../server/ports/content.port';
import { summaryOf } from '../../../src/domain/content/text';
import type { Role } from '../../../src/domain/role';
import type { PortHost } from './port-hosts';

/** The clock of the cases: a fixed moment, so every host stores the same times. */
export const T0 = new Date('2025-03-01T03:00:00.000Z');
export const at = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);

export const run = <A>(effect: Effect.Effect<A>): Promise<A> => Effect.runPromise(effect);

/** The fields a write stores for a body of one paragraph of `text`. */
export const fields = (title: string, text: string, tags: readonly string[] = []): ContentFields => ({
  title,
  content: `<p>${text}</p>`,
  contentText: text,
  contentSummary: summaryOf(text),
  tags,
  thumbnailUrl: null,
});

/** The content-core stores of a host, each built the way the server (or the demo host) builds it. */
export const storesOn = (host: PortHost) => ({
  contents: host.pick({ drizzle: contentRepository, memory: memoryContentStore }),
  edges: host.pick({ drizzle: edgesRepository, memory: memoryEdgeStore }),
  people: host.pick({ drizzle: peopleRepository, memory: memoryPeopleStore }),
  comments: host.pick({ drizzle: commentsRepository, memory: memoryCommentStore }),
});

/**
 * Writes a whole users row straight into the host's table and answers its id: the columns come from
 * the memory adapters' builder (newUserColumns) at T0, the schema's defaults under `values`.
 */
const userWriter = (host: PortHost): ((values: NewUserValues) => Promise<number>) =>
  host.pick({
    drizzle: (db) => async (values) => {
      const [row] = await db.insert(users).values(newUserColumns(values, T0)).returning({ id: users.id });
      return Number(row?.id);
    },
    memory: (db) => async (values) => {
      const id = db.nextId('users');
      db.tables.users.set(id, { id, ...newUserColumns(values, T0) });
      return id;
    },
  });

export type Counters = Pick<
  UserRow,
  'receivedPostLikes' | 'receivedCommentLikes' | 'followerCount' | 'followingCount'
>;

/**
 * What no port of the content core writes or reads, written straight into the tables: accounts (the
 * accounts port is another suite's), an account's deletion mark, an item's view count (the views port's),
 * and the user counters the cases check.
 */
export interface TestRows {
  user(nickname: string, role?: Role): Promise<number>;
  /** Account deletion (회원 탈퇴) as far as content reads care: the row stays, marked deleted. */
  markDeleted(userId: number): Promise<void>;
  setViews(contentId: number, views: number): Promise<void>;
  counters(userId: number): Promise<Counters | null>;
}

const drizzleRows = (db: Db): Omit<TestRows, 'user'> => ({
  markDeleted: async (userId) => {
    await db.update(users).set({ deletedAt: T0 }).where(eq(users.id, userId));
  },
  setViews: async (contentId, views) => {
    await db.update(contents).set({ views }).where(eq(contents.id, contentId));
  },
  counters: async (userId) => {
    const [row] = await db
      .select({
        receivedPostLikes: users.receivedPostLikes,
        receivedCommentLikes: users.receivedCommentLikes,
        followerCount: users.followerCount,
        followingCount: users.followingCount,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },
});

const memoryRows = (db: MemoryDb): Omit<TestRows, 'user'> => ({
  markDeleted: async (userId) => {
    const user = db.tables.users.get(userId);
    if (user) user.deletedAt = T0;
  },
  setViews: async (contentId, views) => {
    const row = db.tables.contents.get(contentId);
    if (row) row.views = views;
  },
  counters: async (userId) => {
    const user = db.tables.users.get(userId);
    if (!user) return null;
    const { receivedPostLikes, receivedCommentLikes, followerCount, followingCount } = user;
    return { receivedPostLikes, receivedCommentLikes, followerCount, followingCount };
  },
});

/** The content-core fixture writer of the host a case runs on. */
export const rowsOn = (host: PortHost): TestRows => {
  const addUser = userWriter(host);
  return {
    user: (nickname, role = 'USER') =>
      addUser({ email: `${nickname}@example.com`, passwordHash: null, nickname, role, job: null }),
    ...host.pick({ drizzle: drizzleRows, memory: memoryRows }),
  };
};

export type UserSeed = Partial<Omit<UserRow, 'id'>>;
export type ContentSeed = Partial<Omit<ContentRow, 'id' | 'authorId'>> & { readonly authorId: number };

/** What the erasure of an account leaves behind, counted the same way on every host. */
export type Leftovers = {
  identities: number;
  handoffs: number;
  resetTokens: number;
  follows: number;
  notifications: number;
  drafts: number;
  published: number;
  likes: number;
};

/**
 * Rows the social port cases start from, written straight into the tables (the schema's on the
 * databases, db.tables on memory) with the database's defaults, so no store under test writes its own
 * fixtures. Ids come out alike on every host: each starts its sequences at 1 for every case.
 */
export interface SocialRows {
  user(seed?: UserSeed): Promise<number>;
  content(seed: ContentSeed): Promise<number>;
  follow(followerId: number, followeeId: number): Promise<void>;
  like(userId: number, contentId: number, when: Date): Promise<void>;
  /** A social identity, a sign-in handoff code and a password reset token of the account. */
  secrets(userId: number, tag: string): Promise<void>;
  userRow(id: number): Promise<UserRow | null>;
  leftovers(userId: number): Promise<Leftovers>;
}

const contentDefaults = (n: number, seed: ContentSeed): Omit<ContentRow, 'id'> => ({
  kind: 'article',
  title: `title ${n}`,
  content: `<p>body ${n}</p>`,
  contentText: `body ${n}`,
  contentSummary: `body ${n}`,
  thumbnailUrl: null,
  tags: [],
  isDraft: false,
  publishedAt: seed.isDraft ? null : at(n),
  views: 0,
  likeCount: 0,
  commentCount: 0,
  createdAt: at(n),
  modifiedAt: at(n),
  ...seed,
});

/** The rows of `secrets`, as both hosts store them (memory rows add the creation time the database sets). */
const secretRows = (userId: number, tag: string) => ({
  identity: { provider: 'kakao', subject: tag, userId, email: null },
  handoff: {
    codeHash: `code-${tag}`,
    kind: 'token',
    userId,
    provider: 'kakao',
    subject: tag,
    email: null,
    expiresAt: at(60),
  },
  resetToken: { tokenHash: `reset-${tag}`, userId, expiresAt: at(60) },
});

type SocialTables = Omit<SocialRows, 'user' | 'content'> & {
  content(row: Omit<ContentRow, 'id'>): Promise<number>;
};

const drizzleSocialRows = (db: Db): SocialTables => {
  const n = async (rows: PromiseLike<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);
  return {
    content: async (values) => {
      const [row] = await db.insert(contents).values(values).returning({ id: contents.id });
      return Number(row?.id);
    },
    follow: async (followerId, followeeId) => {
      await db.insert(follows).values({ followerId, followeeId, createdAt: T0 });
    },
    like: async (userId, contentId, when) => {
      await db.insert(contentLikes).values({ userId, contentId, createdAt: when });
    },
    secrets: async (userId, tag) => {
      const { identity, handoff, resetToken } = secretRows(userId, tag);
      await db.insert(userIdentities).values(identity);
      await db.insert(oauthHandoffs).values(handoff);
      await db.insert(passwordResetTokens).values(resetToken);
    },
    userRow: async (id) => {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? ({ ...row } as UserRow) : null;
    },
    leftovers: async (userId) => {
      const mine = (isDraft: boolean) =>
        n(
          db
            .select({ n: count() })
            .from(contents)
            .where(and(eq(contents.authorId, userId), eq(contents.isDraft, isDraft))),
        );
      return {
        identities: await n(
          db.select({ n: count() }).from(userIdentities).where(eq(userIdentities.userId, userId)),
        ),
        handoffs: await n(
          db.select({ n: count() }).from(oauthHandoffs).where(eq(oauthHandoffs.userId, userId)),
        ),
        resetTokens: await n(
          db.select({ n: count() }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
        ),
        follows: await n(
          db
            .select({ n: count() })
            .from(follows)
            .where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId))),
        ),
        notifications: await n(
          db.select({ n: count() }).from(notifications).where(eq(notifications.recipientId, userId)),
        ),
        drafts: await mine(true),
        published: await mine(false),
        likes: await n(db.select({ n: count() }).from(contentLikes)),
      };
    },
  };
};

const memorySocialRows = (db: MemoryDb): SocialTables => {
  const t = db.tables;
  const countWhere = <R>(rows: Iterable<R>, keep: (row: R) => boolean) => [...rows].filter(keep).length;
  return {
    content: async (row) => {
      const id = db.nextId('contents');
      t.contents.set(id, { id, ...row });
      return id;
    },
    follow: async (from, to) => {
      t.follows.set(edgeKey(from, to), { from, to, createdAt: T0 });
    },
    like: async (from, to, when) => {
      t.contentLikes.set(edgeKey(from, to), { from, to, createdAt: when });
    },
    secrets: async (userId, tag) => {
      const { identity, handoff, resetToken } = secretRows(userId, tag);
      t.identities.set(`kakao:${tag}`, { ...identity, createdAt: T0 });
      t.handoffs.set(handoff.codeHash, handoff);
      t.resetTokens.set(resetToken.tokenHash, { ...resetToken, createdAt: T0 });
    },
    userRow: async (id) => {
      const row = t.users.get(id);
      return row ? { ...row } : null;
    },
    leftovers: async (userId) => ({
      identities: countWhere(t.identities.values(), (r) => r.userId === userId),
      handoffs: countWhere(t.handoffs.values(), (r) => r.userId === userId),
      resetTokens: countWhere(t.resetTokens.values(), (r) => r.userId === userId),
      follows: countWhere(t.follows.values(), (r) => r.from === userId || r.to === userId),
      notifications: countWhere(t.notifications.values(), (r) => r.recipientId === userId),
      drafts: countWhere(t.contents.values(), (r) => r.authorId === userId && r.isDraft),
      published: countWhere(t.contents.values(), (r) => r.authorId === userId && !r.isDraft),
      likes: t.contentLikes.size,
    }),
  };
};

/**
 * The social fixture writer of the host a case runs on; build it inside the case. Users and items are
 * numbered in the order they are written: member1, title 2, ...
 */
export const socialRows = (host: PortHost): SocialRows => {
  let n = 0;
  const next = () => {
    n += 1;
    return n;
  };
  const addUser = userWriter(host);
  const tables = host.pick({ drizzle: drizzleSocialRows, memory: memorySocialRows });
  return {
    ...tables,
    user: (seed = {}) => {
      const k = next();
      return addUser({
        email: `member${k}@example.com`,
        passwordHash: 'hash',
        nickname: `member${k}`,
        role: 'USER',
        job: null,
        termsAcceptedAt: T0,
        ...seed,
      });
    },
    content: (seed) => tables.content(contentDefaults(next(), seed)),
  };
};
