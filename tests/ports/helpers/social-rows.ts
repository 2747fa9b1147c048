import { and, count, eq, or } from 'drizzle-orm';
import type { Db } from '../../../server/adapters/db/client';
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
import {
  type ContentRow,
  edgeKey,
  type MemoryDb,
  type UserRow,
} from '../../../server/adapters/memory/memory-db';
import type { PortHost } from './port-hosts';

/** The clock of the cases: a fixed moment, so every host stores the same times. */
export const T0 = new Date('2025-03-01T03:00:00.000Z');
export const at = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);

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

const userDefaults = (n: number, seed: UserSeed): Omit<UserRow, 'id'> => ({
  email: `member${n}@example.com`,
  passwordHash: 'hash',
  nickname: `member${n}`,
  role: 'USER',
  tokenVersion: 0,
  job: null,
  introduction: null,
  profileImageUrl: null,
  phoneNumber: null,
  homepageUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  blogUrl: null,
  boardPostVisibility: true,
  articleCommentVisibility: true,
  boardCommentVisibility: true,
  likedArticleVisibility: true,
  likedBoardPostVisibility: true,
  provider: 'LOCAL',
  receivedPostLikes: 0,
  receivedCommentLikes: 0,
  followerCount: 0,
  followingCount: 0,
  createdAt: T0,
  profileCompletedAt: T0,
  termsAcceptedAt: T0,
  deletedAt: null,
  ...seed,
});

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

const drizzleRows = (db: Db, next: () => number): SocialRows => {
  const n = async (rows: PromiseLike<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);
  return {
    user: async (seed = {}) => {
      const [row] = await db.insert(users).values(userDefaults(next(), seed)).returning({ id: users.id });
      return Number(row?.id);
    },
    content: async (seed) => {
      const [row] = await db
        .insert(contents)
        .values(contentDefaults(next(), seed))
        .returning({ id: contents.id });
      return Number(row?.id);
    },
    follow: async (followerId, followeeId) => {
      await db.insert(follows).values({ followerId, followeeId, createdAt: T0 });
    },
    like: async (userId, contentId, when) => {
      await db.insert(contentLikes).values({ userId, contentId, createdAt: when });
    },
    secrets: async (userId, tag) => {
      await db.insert(userIdentities).values({ provider: 'kakao', subject: tag, userId, email: null });
      await db.insert(oauthHandoffs).values({
        codeHash: `code-${tag}`,
        kind: 'token',
        userId,
        provider: 'kakao',
        subject: tag,
        email: null,
        expiresAt: at(60),
      });
      await db.insert(passwordResetTokens).values({ tokenHash: `reset-${tag}`, userId, expiresAt: at(60) });
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

const memoryRows = (db: MemoryDb, next: () => number): SocialRows => {
  const t = db.tables;
  const countWhere = <R>(rows: Iterable<R>, keep: (row: R) => boolean) => [...rows].filter(keep).length;
  return {
    user: async (seed = {}) => {
      const id = db.nextId('users');
      t.users.set(id, { id, ...userDefaults(next(), seed) });
      return id;
    },
    content: async (seed) => {
      const id = db.nextId('contents');
      t.contents.set(id, { id, ...contentDefaults(next(), seed) });
      return id;
    },
    follow: async (from, to) => {
      t.follows.set(edgeKey(from, to), { from, to, createdAt: T0 });
    },
    like: async (from, to, when) => {
      t.contentLikes.set(edgeKey(from, to), { from, to, createdAt: when });
    },
    secrets: async (userId, tag) => {
      t.identities.set(`kakao:${tag}`, {
        provider: 'kakao',
        subject: tag,
        userId,
        email: null,
        createdAt: T0,
      });
      t.handoffs.set(`code-${tag}`, {
        codeHash: `code-${tag}`,
        kind: 'token',
        userId,
        provider: 'kakao',
        subject: tag,
        email: null,
        expiresAt: at(60),
      });
      t.resetTokens.set(`reset-${tag}`, {
        tokenHash: `reset-${tag}`,
        userId,
        expiresAt: at(60),
        createdAt: T0,
      });
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

/** The fixture writer of the host a case runs on; build it inside the case. */
export const socialRows = (host: PortHost): SocialRows => {
  let n = 0;
  const next = () => {
    n += 1;
    return n;
  };
  return host.pick({ drizzle: (db) => drizzleRows(db, next), memory: (db) => memoryRows(db, next) });
};
