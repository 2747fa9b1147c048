import { and, eq, isNull, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import type { PeopleStore } from '../../ports/reactions.port';
import type { Db } from './client';
import { users } from './schema';

export const peopleRepository = (db: Db): PeopleStore => ({
  // A deleted account (회원 탈퇴) is nobody to follow or mention.
  exists: (id) =>
    Effect.promise(
      async () =>
        (
          await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, id), isNull(users.deletedAt)))
            .limit(1)
        ).length > 0,
    ),
  nickname: (id) =>
    Effect.promise(async () => {
      const [row] = await db.select({ n: users.nickname }).from(users).where(eq(users.id, id));
      return row?.n ?? null;
    }),
  receivedLikes: (id) =>
    Effect.promise(async () => {
      const [row] = await db
        .select({ postLikes: users.receivedPostLikes, commentLikes: users.receivedCommentLikes })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    }),
  moveReceivedLikes: (id, liked, by) =>
    Effect.promise(async () => {
      await db
        .update(users)
        .set(
          liked === 'post'
            ? { receivedPostLikes: sql`greatest(${users.receivedPostLikes} + ${by}, 0)` }
            : { receivedCommentLikes: sql`greatest(${users.receivedCommentLikes} + ${by}, 0)` },
        )
        .where(eq(users.id, id));
    }),
  moveFollows: (followerId, followeeId, by) =>
    Effect.promise(async () => {
      await db
        .update(users)
        .set({ followingCount: sql`greatest(${users.followingCount} + ${by}, 0)` })
        .where(eq(users.id, followerId));
      const [row] = await db
        .update(users)
        .set({ followerCount: sql`greatest(${users.followerCount} + ${by}, 0)` })
        .where(eq(users.id, followeeId))
        .returning({ n: users.followerCount });
      return row?.n ?? 0;
    }),
});
