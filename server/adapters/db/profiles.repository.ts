import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import { type ContentKind, isContentKind } from '../../../src/domain/content/policy';
import { isPastEnd, offsetOf } from '../../../src/domain/paging';
import type { VisibilityField } from '../../../src/domain/profile';
import { DELETED_MEMBER_NAME } from '../../../src/domain/text/profile';
import type { PageRequest } from '../../ports/content.port';
import type { Counted, ProfileStore } from '../../ports/profiles.port';
import type { Db } from './client';
import { rowsOf } from './content.repository';
import { contentColumns, toContent } from './content-rows';
import {
  comments,
  contentLikes,
  contents,
  follows,
  notificationPreferences,
  notifications,
  oauthHandoffs,
  passwordResetTokens,
  pushSubscriptions,
  userIdentities,
  users,
} from './schema';
import { guardUnique } from './unique-violation';

/** The column of each visibility setting. */
const VISIBILITY_COLUMNS = {
  boardPostVisibility: users.boardPostVisibility,
  articleCommentVisibility: users.articleCommentVisibility,
  boardCommentVisibility: users.boardCommentVisibility,
  likedArticleVisibility: users.likedArticleVisibility,
  likedBoardPostVisibility: users.likedBoardPostVisibility,
} as const satisfies Record<VisibilityField, unknown>;

const countOf = async (rows: PromiseLike<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);

/**
 * A counted page: the count first, then the page only when it starts before the end (so an OFFSET is
 * never larger than the member's own rows).
 */
const counted = async <T>(
  page: PageRequest,
  total: Promise<number>,
  read: (offset: number) => Promise<readonly T[]>,
): Promise<Counted<T>> => {
  const n = await total;
  if (isPastEnd(page.page, page.size, n)) return { items: [], total: n };
  return { items: await read(offsetOf(page.page, page.size)), total: n };
};

const nObjects = sql<number>`count(*)::int`;

/*
 * The count and page statements of each list (exported for the plan tests). Each reads the member's
 * own index range: contents_author_idx (author_id, kind, is_draft, published_at desc, id desc),
 * content_likes_user_idx (user_id, created_at desc, content_id desc), comments_author_idx
 * (author_id, id desc); the tables' other rows are never scanned.
 */

export const authoredQueries = (db: Db, authorId: number, kind: ContentKind) => {
  const where = and(eq(contents.authorId, authorId), eq(contents.kind, kind), eq(contents.isDraft, false));
  return {
    count: db.select({ n: nObjects }).from(contents).where(where),
    page: (size: number, offset: number) =>
      rowsOf(db)
        .where(where)
        .orderBy(desc(contents.publishedAt), desc(contents.id))
        .limit(size)
        .offset(offset),
  };
};

export const likedQueries = (db: Db, userId: number, kind: ContentKind) => {
  const where = and(eq(contentLikes.userId, userId), eq(contents.kind, kind), eq(contents.isDraft, false));
  return {
    count: db
      .select({ n: nObjects })
      .from(contentLikes)
      .innerJoin(contents, eq(contents.id, contentLikes.contentId))
      .where(where),
    page: (size: number, offset: number) =>
      db
        .select(contentColumns)
        .from(contentLikes)
        .innerJoin(contents, eq(contents.id, contentLikes.contentId))
        .innerJoin(users, eq(users.id, contents.authorId))
        .where(where)
        .orderBy(desc(contentLikes.createdAt), desc(contentLikes.contentId))
        .limit(size)
        .offset(offset),
  };
};

export const commentQueries = (db: Db, authorId: number, kind: ContentKind) => {
  const where = and(
    eq(comments.authorId, authorId),
    eq(comments.status, 'ACTIVE'),
    isNull(comments.blindedAt),
    eq(contents.kind, kind),
    eq(contents.isDraft, false),
  );
  return {
    count: db
      .select({ n: nObjects })
      .from(comments)
      .innerJoin(contents, eq(contents.id, comments.contentId))
      .where(where),
    page: (size: number, offset: number) =>
      db
        .select({
          id: comments.id,
          content: comments.content,
          likeCount: comments.likeCount,
          createdAt: comments.createdAt,
          modifiedAt: comments.modifiedAt,
          parentId: comments.parentId,
          contentKind: contents.kind,
          contentId: contents.id,
          contentTitle: contents.title,
        })
        .from(comments)
        .innerJoin(contents, eq(contents.id, comments.contentId))
        .where(where)
        .orderBy(desc(comments.id))
        .limit(size)
        .offset(offset),
  };
};

/** Profile lists, settings, edits and account deletion on Drizzle. */
export const profilesRepository = (db: Db): ProfileStore => ({
  owner: (id) =>
    Effect.promise(async () => {
      const [row] = await db
        .select({ ...VISIBILITY_COLUMNS, birthDate: users.birthDate })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt), isNotNull(users.profileCompletedAt)))
        .limit(1);
      if (!row) return null;
      const { birthDate, ...visibility } = row;
      return { id, visibility, birthDate };
    }),

  authored: (authorId, kind, page) =>
    Effect.promise(() => {
      const q = authoredQueries(db, authorId, kind);
      return counted(page, countOf(q.count), async (offset) =>
        (await q.page(page.size, offset)).map(toContent),
      );
    }),
  liked: (userId, kind, page) =>
    Effect.promise(() => {
      const q = likedQueries(db, userId, kind);
      return counted(page, countOf(q.count), async (offset) =>
        (await q.page(page.size, offset)).map(toContent),
      );
    }),
  comments: (authorId, kind, page) =>
    Effect.promise(() => {
      const q = commentQueries(db, authorId, kind);
      return counted(page, countOf(q.count), async (offset) =>
        (await q.page(page.size, offset)).map((r) => ({
          ...r,
          contentKind: isContentKind(r.contentKind) ? r.contentKind : kind,
        })),
      );
    }),

  setVisibility: (userId, field, visible) =>
    Effect.promise(async () => {
      await db
        .update(users)
        .set({ [field]: visible })
        .where(eq(users.id, userId));
    }),

  updateProfile: (userId, fields) =>
    guardUnique(['nickname'], async () => {
      await db.update(users).set(fields).where(eq(users.id, userId));
    }),

  deleteAccount: (userId, placeholder, now) =>
    Effect.promise(async () => {
      // First the account row itself, locked: a second deletion waits, then finds it done.
      const [before] = await db
        .select({ nickname: users.nickname })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      if (!before) return false;
      const erased = await db
        .update(users)
        .set({
          email: null,
          passwordHash: null,
          nickname: placeholder,
          phoneNumber: null,
          job: null,
          introduction: null,
          profileImageUrl: null,
          homepageUrl: null,
          instagramUrl: null,
          youtubeUrl: null,
          blogUrl: null,
          followerCount: 0,
          followingCount: 0,
          // Issue 23: the date of birth and the guardian's email go with the account; a pending wait ends.
          birthDate: null,
          guardianEmail: null,
          guardianPendingSince: null,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          deletedAt: now,
        })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning({ id: users.id });
      if (erased.length === 0) return false;
      // The name leaves the notifications it sent too: every message that names its actor begins with
      // that name ("…님이"), which now reads 탈퇴한 회원.
      await db.execute(sql`
        update notifications set message = ${DELETED_MEMBER_NAME} || substr(message, char_length(${before.nickname}) + 1)
        where actor_id = ${userId} and starts_with(message, ${before.nickname})`);
      // Follows end both ways, and the other side's counters move with them.
      await db.execute(sql`
        update users u set follower_count = greatest(u.follower_count - 1, 0)
        from follows f where f.follower_id = ${userId} and u.id = f.followee_id`);
      await db.execute(sql`
        update users u set following_count = greatest(u.following_count - 1, 0)
        from follows f where f.followee_id = ${userId} and u.id = f.follower_id`);
      await db.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
      await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
      await db.delete(oauthHandoffs).where(eq(oauthHandoffs.userId, userId));
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await db.delete(notifications).where(eq(notifications.recipientId, userId));
      // No push reaches a browser for an account that is gone (issue 27).
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      // Unpublished drafts are nobody's to read any more; published content stays.
      await db.delete(contents).where(and(eq(contents.authorId, userId), eq(contents.isDraft, true)));
      return true;
    }),
});
