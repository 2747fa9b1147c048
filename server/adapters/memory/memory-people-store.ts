import { Effect } from 'effect';
import type { PeopleStore } from '../../ports/reactions.port';
import type { MemoryDb } from './memory-db';
import { moveCounter } from './memory-rows';

/** The user counters content writes move, never below 0 (the database's `greatest(..., 0)`). */
export const memoryPeopleStore = (db: MemoryDb): PeopleStore => {
  const { users } = db.tables;
  return {
    // A deleted account (회원 탈퇴) is nobody to follow or mention.
    exists: (id) => Effect.sync(() => users.get(id)?.deletedAt === null),
    nickname: (id) => Effect.sync(() => users.get(id)?.nickname ?? null),
    receivedLikes: (id) =>
      Effect.sync(() => {
        const user = users.get(id);
        return user ? { postLikes: user.receivedPostLikes, commentLikes: user.receivedCommentLikes } : null;
      }),
    moveReceivedLikes: (id, liked, by) =>
      Effect.sync(() => {
        moveCounter(users.get(id), liked === 'post' ? 'receivedPostLikes' : 'receivedCommentLikes', by);
      }),
    moveFollows: (followerId, followeeId, by) =>
      Effect.sync(() => {
        moveCounter(users.get(followerId), 'followingCount', by);
        return moveCounter(users.get(followeeId), 'followerCount', by);
      }),
  };
};
