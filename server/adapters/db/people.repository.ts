import { and, eq, isNull, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import type { PeopleStore } from '../../ports/reactions.port';
import type { Db } from './client';
import { preparedOnce } from './prepared-once';
import { users } from './schema';

/** What a like or a comment reads and moves of a person, prepared once (the write path's statements). */
const nicknamePrepared = preparedOnce((db) =>
  db
    .select({ n: users.nickname })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('people_nickname'),
);
const receivedLikesPrepared = preparedOnce((db) =>
  db
    .select({ postLikes: users.receivedPostLikes, commentLikes: users.receivedCommentLikes })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('people_received_likes'),
);
const movePostLikesPrepared = preparedOnce((db) =>
  db
    .update(users)
    .set({ receivedPostLikes: sql`greatest(${users.receivedPostLikes} + ${sql.placeholder('by')}::int, 0)` })
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('people_move_post_likes'),
);
const moveCommentLikesPrepared = preparedOnce((db) =>
  db
    .update(users)
    .set({
      receivedCommentLikes: sql`greatest(${users.receivedCommentLikes} + ${sql.placeholder('by')}::int, 0)`,
    })
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('people_move_comment_likes'),
);

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
      const [row] = await nicknamePrepared(db).execute({ id });
      return row?.n ?? null;
    }),
  receivedLikes: (id) =>
    Effect.promise(async () => {
      const [row] = await receivedLikesPrepared(db).execute({ id });
      return row ?? null;
    }),
  moveReceivedLikes: (id, liked, by) =>
    Effect.promise(async () => {
      await (liked === 'post' ? movePostLikesPrepared : moveCommentLikesPrepared)(db).execute({ id, by });
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
