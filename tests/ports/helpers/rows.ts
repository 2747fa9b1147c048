import { eq } from 'drizzle-orm';
import { Effect } from 'effect';
import type { Db } from '../../../server/adapters/db/client';
import { commentsRepository } from '../../../server/adapters/db/comments.repository';
import { contentRepository } from '../../../server/adapters/db/content.repository';
import { edgesRepository } from '../../../server/adapters/db/edges.repository';
import { peopleRepository } from '../../../server/adapters/db/people.repository';
import { contents, users } from '../../../server/adapters/db/schema';
import { memoryCommentStore } from '../../../server/adapters/memory/memory-comments-store';
import { memoryContentStore } from '../../../server/adapters/memory/memory-content-store';
import type { MemoryDb, UserRow } from '../../../server/adapters/memory/memory-db';
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

const drizzleRows = (db: Db): TestRows => ({
  user: async (nickname, role = 'USER') => {
    const [row] = await db
      .insert(users)
      .values({ email: `${nickname}@example.com`, nickname, role, createdAt: T0 })
      .returning({ id: users.id });
    return Number(row?.id);
  },
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

const memoryRows = (db: MemoryDb): TestRows => ({
  user: async (nickname, role = 'USER') => {
    const id = db.nextId('users');
    db.tables.users.set(id, {
      id,
      email: `${nickname}@example.com`,
      passwordHash: null,
      nickname,
      role,
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
      termsAcceptedAt: null,
      deletedAt: null,
    });
    return id;
  },
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

export const rowsOn = (host: PortHost): TestRows => host.pick({ drizzle: drizzleRows, memory: memoryRows });
