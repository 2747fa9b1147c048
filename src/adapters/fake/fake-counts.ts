import { levelFromLikes } from '../../domain/level';
import type { FakeStore, FakeUser } from './fake-store';

/*
 * The counters the server keeps in columns (likes, comments, followers, received likes), counted from
 * the fake store's rows: the same numbers, with nothing to keep in step.
 */

export const likeCount = (s: FakeStore, contentId: number): number =>
  s.contentLikes.get(contentId)?.size ?? 0;

export const commentLikeCount = (s: FakeStore, commentId: number): number =>
  s.commentLikes.get(commentId)?.size ?? 0;

/** Live comments and replies (a deleted one stops counting; a blinded one still counts). */
export const commentCount = (s: FakeStore, contentId: number): number => {
  let n = 0;
  for (const c of s.comments.values()) if (c.contentId === contentId && !c.deleted) n++;
  return n;
};

export const followerCount = (s: FakeStore, userId: number): number => {
  let n = 0;
  for (const followees of s.follows.values()) if (followees.has(userId)) n++;
  return n;
};

export const followingCount = (s: FakeStore, userId: number): number => s.follows.get(userId)?.size ?? 0;

export const isFollowing = (s: FakeStore, followerId: number | null, followeeId: number): boolean =>
  followerId !== null && (s.follows.get(followerId)?.has(followeeId) ?? false);

/** Likes on the user's content of every kind (post likes) and on their comments (comment likes). */
export const receivedLikes = (s: FakeStore, userId: number) => {
  let postLikes = 0;
  for (const c of s.contents.values()) if (c.authorId === userId) postLikes += likeCount(s, c.id);
  let commentLikes = 0;
  for (const c of s.comments.values()) if (c.authorId === userId) commentLikes += commentLikeCount(s, c.id);
  return { postLikes, commentLikes };
};

export const levelOf = (s: FakeStore, userId: number): number => {
  const { postLikes, commentLikes } = receivedLikes(s, userId);
  return levelFromLikes(postLikes, commentLikes);
};

export const userById = (s: FakeStore, id: number | null | undefined): FakeUser | undefined =>
  id === null || id === undefined ? undefined : s.users.find((u) => u.id === id);
