import { Effect } from 'effect';
import type { PeopleStore } from '../../ports/reactions.port';
import type { MemoryDb } from './memory-db';

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
    moveReceivedLikes: (id, kind, by) =>
      Effect.sync(() => {
        const user = users.get(id);
        if (!user) return;
        if (kind === 'post') user.receivedPostLikes = Math.max(user.receivedPostLikes + by, 0);
        else user.receivedCommentLikes = Math.max(user.receivedCommentLikes + by, 0);
      }),
    moveFollows: (followerId, followeeId, by) =>
      Effect.sync(() => {
        const follower = users.get(followerId);
        if (follower) follower.followingCount = Math.max(follower.followingCount + by, 0);
        const followee = users.get(followeeId);
        if (!followee) return 0;
        followee.followerCount = Math.max(followee.followerCount + by, 0);
        return followee.followerCount;
      }),
  };
};
